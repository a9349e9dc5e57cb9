import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthUser, changePasswordBodySchema, PASSWORD_RULES } from '@rigline/contract/auth';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useChangePassword } from '@/features/settings/api/change-password';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

export const PASSWORDS_DIFFER_MESSAGE = 'The two new passwords are not the same';

const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirm_password: z.string() })
  .refine((values) => values.confirm_password === values.new_password, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirm_password'],
  });
type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
type ChangePasswordField = FieldPath<ChangePasswordFormInput>;

const EMPTY_FORM: ChangePasswordFormInput = { current_password: '', new_password: '', confirm_password: '' };
const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_FORM));

interface ChangePasswordFormProps {
  /** Prefixes the fields' ids: the form may be on a page twice over its life (Settings, the first sign-in). */
  idPrefix: string;
  submitLabel: string;
  currentPasswordHint?: string;
  /** The server's fresh token and user: the caller keeps them in place of the ended session. */
  onChanged: (token: string, user: AuthUser) => void;
}

/**
 * Current password, new password twice. The contract's schema checks the length (12 to 128, no composition
 * rules); the server also refuses a common password and the email, and a wrong current password, on the field.
 */
export function ChangePasswordForm({
  idPrefix,
  submitLabel,
  currentPasswordHint,
  onChanged,
}: ChangePasswordFormProps) {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY_FORM,
  });

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    try {
      const result = await changePassword.mutateAsync({ current_password, new_password });
      reset(EMPTY_FORM);
      toast.success('Password changed', {
        description: 'Your new password is in use. Your other devices have been signed out.',
      });
      onChanged(result.token, result.user);
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, FORM_FIELDS);
      for (const [index, fieldError] of onForm.entries()) {
        setError(
          fieldError.field as ChangePasswordField,
          { message: fieldError.message },
          { shouldFocus: index === 0 },
        );
      }
      if (hasOtherMessage) toast.error('Password not changed', { description: errorMessageOf(error) });
    }
  });

  const id = (name: ChangePasswordField) => `${idPrefix}-${name}`;
  const error = (name: ChangePasswordField) => errors[name]?.message;

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <FormField
        id={id('current_password')}
        label="Current password"
        error={error('current_password')}
        hint={currentPasswordHint}
      >
        <Input
          id={id('current_password')}
          type="password"
          autoComplete="current-password"
          {...fieldAria(id('current_password'), error('current_password'), Boolean(currentPasswordHint))}
          {...register('current_password')}
        />
      </FormField>
      <FormField
        id={id('new_password')}
        label="New password"
        error={error('new_password')}
        hint={`At least ${PASSWORD_RULES.minLength} characters. A few unrelated words make a strong password that is easy to remember.`}
      >
        <Input
          id={id('new_password')}
          type="password"
          autoComplete="new-password"
          {...fieldAria(id('new_password'), error('new_password'), true)}
          {...register('new_password')}
        />
      </FormField>
      <FormField id={id('confirm_password')} label="Confirm new password" error={error('confirm_password')}>
        <Input
          id={id('confirm_password')}
          type="password"
          autoComplete="new-password"
          {...fieldAria(id('confirm_password'), error('confirm_password'))}
          {...register('confirm_password')}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
