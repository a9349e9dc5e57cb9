import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULES } from '@rigline/contract/auth';
import type { RoleSlug } from '@rigline/contract/roles';
import {
  type AdminUser,
  createUserBodySchema,
  updateUserBodySchema,
  VENDOR_REQUIRED_MESSAGE,
} from '@rigline/contract/users';
import { Wand2 } from 'lucide-react';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SelectItem } from '@/components/ui/select';
import { useCreateUser } from '@/features/admin/api/create-user';
import { useAdminVendors } from '@/features/admin/api/list-vendors';
import { useUpdateUser } from '@/features/admin/api/update-user';
import { RoleAndCompanyFields } from '@/features/admin/components/account-fields';
import { generatePassword } from '@/features/admin/lib/labels';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

const { shape: createShape } = createUserBodySchema;

/** The company picker's value is text ('' for none); a supplier needs one. */
function withCompanyRule<T extends z.ZodType<{ role_slug: RoleSlug; vendor_id: string }>>(schema: T) {
  return schema.superRefine((values, context) => {
    if (values.role_slug === 'supplier' && values.vendor_id === '') {
      context.addIssue({ code: 'custom', path: ['vendor_id'], message: VENDOR_REQUIRED_MESSAGE });
    }
  });
}

const createFormSchema = withCompanyRule(
  z.object({
    email: createShape.email,
    full_name: createShape.full_name,
    role_slug: createShape.role_slug,
    vendor_id: z.string(),
    password: createShape.password,
  }),
);
const editFormSchema = withCompanyRule(
  z.object({
    email: z.string(),
    full_name: updateUserBodySchema.shape.full_name.unwrap(),
    role_slug: createShape.role_slug,
    vendor_id: z.string(),
    password: z.string(),
  }),
);
type UserFormInput = z.input<typeof createFormSchema>;
type UserFormField = FieldPath<UserFormInput>;
const FORM_FIELDS = new Set<string>(['email', 'full_name', 'role_slug', 'vendor_id', 'password']);

function formValuesOf(user: AdminUser | null): UserFormInput {
  return {
    email: user?.email ?? '',
    full_name: user?.full_name ?? '',
    role_slug: user?.role_slug ?? 'supplier',
    vendor_id: user?.vendor_id ? String(user.vendor_id) : '',
    password: user ? '' : generatePassword(),
  };
}

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null: Add user; a user: Edit user. */
  user: AdminUser | null;
}

/**
 * Add user (email, name, role, company for a supplier, a first password the admin hands over) or Edit user
 * (name, role, company; the email is the sign-in name and stays). Checked with the contract's schemas; the
 * server's field errors (a taken email) show on the fields.
 */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const isEdit = user !== null;
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const vendors = useAdminVendors({ page: 1, limit: 100, include_inactive: 'false' }, { enabled: open });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<UserFormInput>({
    resolver: zodResolver(isEdit ? editFormSchema : createFormSchema),
    defaultValues: formValuesOf(user),
  });
  // Each opening starts from the user's values (or a blank form with a fresh password).
  useEffect(() => {
    if (open) reset(formValuesOf(user));
  }, [open, user, reset]);

  const submit = handleSubmit(async (values) => {
    const vendorId = values.role_slug === 'supplier' ? Number(values.vendor_id) : null;
    try {
      if (user) {
        const saved = await updateUser.mutateAsync({
          id: user.id,
          full_name: values.full_name,
          role_slug: values.role_slug,
          vendor_id: vendorId,
        });
        toast.success('User updated', { description: `${saved.full_name}'s account has been saved.` });
      } else {
        const created = await createUser.mutateAsync({
          email: values.email,
          full_name: values.full_name,
          role_slug: values.role_slug,
          vendor_id: vendorId,
          password: values.password,
        });
        toast.success('User created', {
          description: `${created.full_name} signs in with ${created.email} and the password you set, then chooses their own.`,
        });
      }
      onOpenChange(false);
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, FORM_FIELDS);
      for (const [index, fieldError] of onForm.entries()) {
        setError(
          fieldError.field as UserFormField,
          { message: fieldError.message },
          { shouldFocus: index === 0 },
        );
      }
      if (hasOtherMessage) {
        toast.error(isEdit ? 'User not updated' : 'User not created', { description: errorMessageOf(error) });
      }
    }
  });

  const error = (name: UserFormField) => errors[name]?.message;
  const vendorOptions = vendors.data?.data ?? [];
  // The user's own company stays choosable while it is inactive.
  const hasOwnVendor =
    user?.vendor_id != null && !vendorOptions.some((vendor) => vendor.id === user.vendor_id);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Edit user' : 'Add user'}
      description={
        isEdit
          ? 'A change of role signs the user out everywhere.'
          : 'The user signs in with this email and password, then chooses their own password.'
      }
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel={isEdit ? 'Save changes' : 'Add user'}
      pendingLabel={isEdit ? 'Saving...' : 'Adding...'}
    >
      {isEdit ? (
        <FormField id="user-email" label="Email">
          <Input id="user-email" value={user.email} readOnly disabled />
        </FormField>
      ) : (
        <FormField id="user-email" label="Email *" error={error('email')}>
          <Input
            id="user-email"
            type="email"
            autoComplete="off"
            {...fieldAria('user-email', error('email'))}
            {...register('email')}
          />
        </FormField>
      )}
      <FormField id="user-full_name" label="Full name *" error={error('full_name')}>
        <Input
          id="user-full_name"
          autoComplete="off"
          {...fieldAria('user-full_name', error('full_name'))}
          {...register('full_name')}
        />
      </FormField>
      <RoleAndCompanyFields
        control={control}
        idPrefix="user"
        roleName="role_slug"
        companyName="vendor_id"
        roleError={error('role_slug')}
        companyError={error('vendor_id')}
        companies={vendors.data?.data}
        isPending={vendors.isPending}
        extraCompany={
          hasOwnVendor && user?.vendor_id ? (
            <SelectItem value={String(user.vendor_id)}>
              {user.vendor_name ?? `Company ${user.vendor_id}`} (inactive)
            </SelectItem>
          ) : undefined
        }
      />
      {isEdit ? null : (
        <FormField
          id="user-password"
          label="First password *"
          error={error('password')}
          hint={`At least ${PASSWORD_RULES.minLength} characters. Hand it to the user; they choose their own at first sign-in.`}
        >
          <div className="flex gap-2">
            <Input
              id="user-password"
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              {...fieldAria('user-password', error('password'), true)}
              {...register('password')}
            />
            <Button
              variant="outline"
              aria-label="Generate a password"
              title="Generate a password"
              onClick={() => setValue('password', generatePassword(), { shouldValidate: true })}
            >
              <Wand2 aria-hidden="true" />
              <span className="hidden sm:inline">Generate</span>
            </Button>
          </div>
        </FormField>
      )}
    </FormDialog>
  );
}
