import { createVendorBodySchema, type Vendor } from '@rigline/contract/vendors';
import type { FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { TextField } from '@/components/layout/form-field';
import { useCreateVendor } from '@/features/admin/api/create-vendor';
import { useUpdateVendor } from '@/features/admin/api/update-vendor';
import { useRecordForm } from '@/lib/use-record-form';

const { shape } = createVendorBodySchema;
const vendorFormSchema = z.object({
  name: shape.name,
  category: shape.category,
  contact_name: shape.contact_name.unwrap(),
  contact_email: shape.contact_email.unwrap(),
  contact_phone: shape.contact_phone.unwrap(),
});
type VendorFormInput = z.input<typeof vendorFormSchema>;
type VendorFormField = FieldPath<VendorFormInput>;

function formValuesOf(vendor: Vendor | null): VendorFormInput {
  return {
    name: vendor?.name ?? '',
    category: vendor?.category ?? '',
    contact_name: vendor?.contact_name ?? '',
    contact_email: vendor?.contact_email ?? '',
    contact_phone: vendor?.contact_phone ?? '',
  };
}

const TEXT_FIELDS: readonly { name: VendorFormField; label: string; type?: string }[] = [
  { name: 'name', label: 'Company name *' },
  { name: 'category', label: 'Category *' },
  { name: 'contact_name', label: 'Contact name' },
  { name: 'contact_email', label: 'Contact email', type: 'email' },
  { name: 'contact_phone', label: 'Contact phone', type: 'tel' },
];

/** Add or edit a supplier company: name and category, and who to call there. */
export function VendorFormDialog({
  open,
  onOpenChange,
  vendor,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vendor: Vendor | null;
}) {
  const createVendor = useCreateVendor();
  const updateVendor = useUpdateVendor();
  const { form, submit, errorOf } = useRecordForm({
    schema: vendorFormSchema,
    open,
    values: formValuesOf(vendor),
    save: (values) =>
      vendor ? updateVendor.mutateAsync({ id: vendor.id, ...values }) : createVendor.mutateAsync(values),
    onSaved: (saved) => {
      toast.success(vendor ? 'Supplier updated' : 'Supplier created', {
        description: vendor
          ? `${saved.name} has been saved.`
          : `${saved.name} can now be given supplier accounts under Users.`,
      });
      onOpenChange(false);
    },
    failureTitle: vendor ? 'Supplier not updated' : 'Supplier not created',
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={vendor ? 'Edit supplier' : 'Add supplier'}
      description="A supplier company: its users see its catalogue, requests and shipments only."
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={vendor ? 'Save changes' : 'Add supplier'}
      pendingLabel={vendor ? 'Saving...' : 'Adding...'}
      isWide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, type }) => (
          <TextField
            key={name}
            id={`vendor-${name}`}
            label={label}
            type={type}
            error={errorOf(name)}
            {...form.register(name)}
          />
        ))}
      </div>
    </FormDialog>
  );
}
