import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateApiKeyResponse, createApiKeyBodySchema } from '@rigline/contract/api-keys';
import { VENDOR_REQUIRED_MESSAGE } from '@rigline/contract/users';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { ShownOnceDialog } from '@/components/layout/shown-once';
import { Input } from '@/components/ui/input';
import { useCreateApiKey } from '@/features/admin/api/api-keys';
import { useAdminVendors } from '@/features/admin/api/list-vendors';
import { RoleAndCompanyFields } from '@/features/admin/components/account-fields';
import { ROLE_LABELS } from '@/features/admin/lib/labels';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';
import { getDisplayTimeZone } from '@/lib/preferences';
import { localInputToUtcIso } from '@/lib/zoned-time';

const { shape } = createApiKeyBodySchema;

const formSchema = z
  .object({
    name: shape.name,
    role: shape.role,
    vendor_id: z.string(),
    /** YYYY-MM-DD or '' for a key that does not expire. */
    expires_on: z.string(),
  })
  .superRefine((values, context) => {
    if (values.role === 'supplier' && values.vendor_id === '') {
      context.addIssue({ code: 'custom', path: ['vendor_id'], message: VENDOR_REQUIRED_MESSAGE });
    }
  });
type FormInput = z.input<typeof formSchema>;
const FORM_FIELDS = new Set<string>(['name', 'role', 'vendor_id', 'expires_at']);
const BLANK: FormInput = { name: '', role: 'supplier', vendor_id: '', expires_on: '' };

/** The end of the chosen day in the person's time zone, as the server takes it. */
function expiryOf(expiresOn: string, timeZone: string): string | null {
  if (expiresOn === '') return null;
  return localInputToUtcIso(`${expiresOn}T23:59:59`, timeZone);
}

/**
 * Add API key: a name, the role and (for a supplier) the company it acts for, and when it ends. The key is then
 * shown once, with Copy and how to send it; closing the dialog forgets it.
 */
export function ApiKeyFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiKey();
  const [made, setMade] = useState<CreateApiKeyResponse['data'] | null>(null);
  const vendors = useAdminVendors({ page: 1, limit: 100, include_inactive: 'false' }, { enabled: open });
  const timeZone = getDisplayTimeZone();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput>({ resolver: zodResolver(formSchema), defaultValues: BLANK });
  useEffect(() => {
    if (open) {
      reset(BLANK);
      setMade(null);
    }
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const data = await create.mutateAsync({
        name: values.name,
        role: values.role,
        vendor_id: values.role === 'supplier' ? Number(values.vendor_id) : null,
        expires_at: expiryOf(values.expires_on, timeZone),
      });
      setMade(data);
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, FORM_FIELDS);
      for (const [index, fieldError] of onForm.entries()) {
        const field = (
          fieldError.field === 'expires_at' ? 'expires_on' : fieldError.field
        ) as FieldPath<FormInput>;
        setError(field, { message: fieldError.message }, { shouldFocus: index === 0 });
      }
      if (hasOtherMessage) toast.error('API key not made', { description: errorMessageOf(error) });
    }
  });

  if (made) {
    return (
      <ShownOnceDialog
        open={open}
        onOpenChange={onOpenChange}
        title={`API key ${made.api_key.name}`}
        description={
          <>
            It acts as {ROLE_LABELS[made.api_key.role]}
            {made.api_key.vendor_name ? ` of ${made.api_key.vendor_name}` : ''}. Send it with every call as{' '}
            <code className="break-all">Authorization: Bearer &lt;key&gt;</code>.
          </>
        }
        label="The key"
        value={made.key}
        what="key"
      />
    );
  }

  const error = (name: FieldPath<FormInput>) => errors[name]?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add API key"
      description="For another system (an ERP, a reporting tool): it acts with exactly the role and company you give it, and history names it."
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel="Make key"
      pendingLabel="Making..."
    >
      <FormField
        id="api-key-name"
        label="Name *"
        error={error('name')}
        hint="Says who uses it, e.g. ERP purchasing."
      >
        <Input
          id="api-key-name"
          autoComplete="off"
          {...fieldAria('api-key-name', error('name'), true)}
          {...register('name')}
        />
      </FormField>
      <RoleAndCompanyFields
        control={control}
        idPrefix="api-key"
        roleName="role"
        companyName="vendor_id"
        roleError={error('role')}
        companyError={error('vendor_id')}
        companies={vendors.data?.data}
        isPending={vendors.isPending}
      />
      <FormField
        id="api-key-expires_on"
        label="Expires on"
        error={error('expires_on')}
        hint={`Optional: the key stops at 23:59 that day (${timeZone}). Empty: until revoked.`}
      >
        <Input
          id="api-key-expires_on"
          type="date"
          {...fieldAria('api-key-expires_on', error('expires_on'), true)}
          {...register('expires_on')}
        />
      </FormField>
    </FormDialog>
  );
}
