import { zodResolver } from '@hookform/resolvers/zod';
import { createVendorBodySchema, type Vendor } from '@rigline/contract/vendors';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { Input } from '@/components/ui/input';
import { useCreateVendor } from '@/features/admin/api/create-vendor';
import { useUpdateVendor } from '@/features/admin/api/update-vendor';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

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
const FORM_FIELDS = new Set<string>(['name', 'category', 'contact_name', 'contact_email', 'contact_phone']);

function formValuesOf(vendor: Vendor | null): VendorFormInput {
  return {
    name: vendor?.name ?? '',
    category: vendor?.category ?? '',
    contact_name: vendor?.contact_name ?? '',
    contact_email: vendor?.contact_email ?? '',
    contact_phone: vendor?.contact_phone ?? '',
  };
}

const TEXT_FIELDS: readonly { name: VendorFormField; label: string; type?: string; autoComplete?: string }[] =
  [
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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VendorFormInput, unknown, z.output<typeof vendorFormSchema>>({
    resolver: zodResolver(vendorFormSchema),
    defaultValues: formValuesOf(vendor),
  });
  useEffect(() => {
    if (open) reset(formValuesOf(vendor));
  }, [open, vendor, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = vendor
        ? await updateVendor.mutateAsync({ id: vendor.id, ...values })
        : await createVendor.mutateAsync(values);
      toast.success(vendor ? 'Supplier updated' : 'Supplier created', {
        description: vendor
          ? `${saved.name} has been saved.`
          : `${saved.name} can now be given supplier accounts under Users.`,
      });
      onOpenChange(false);
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, FORM_FIELDS);
      for (const [index, fieldError] of onForm.entries()) {
        setError(
          fieldError.field as VendorFormField,
          { message: fieldError.message },
          { shouldFocus: index === 0 },
        );
      }
      if (hasOtherMessage) {
        toast.error(vendor ? 'Supplier not updated' : 'Supplier not created', {
          description: errorMessageOf(error),
        });
      }
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={vendor ? 'Edit supplier' : 'Add supplier'}
      description="A supplier company: its users see its catalogue, requests and shipments only."
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel={vendor ? 'Save changes' : 'Add supplier'}
      pendingLabel={vendor ? 'Saving...' : 'Adding...'}
      isWide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, type }) => {
          const id = `vendor-${name}`;
          const error = errors[name]?.message;
          return (
            <FormField key={name} id={id} label={label} error={error}>
              <Input id={id} type={type} autoComplete="off" {...fieldAria(id, error)} {...register(name)} />
            </FormField>
          );
        })}
      </div>
    </FormDialog>
  );
}
