import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RULES } from '@rigline/contract/auth';
import { type AdminUser, resetPasswordBodySchema } from '@rigline/contract/users';
import { Wand2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useResetUserPassword } from '@/features/admin/api/reset-password';
import { generatePassword } from '@/features/admin/lib/labels';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

const resetFormSchema = z.object({ password: resetPasswordBodySchema.shape.password });
type ResetFormInput = z.input<typeof resetFormSchema>;

/** Sets a password the user must replace at next sign-in; every session of theirs ends. */
export function ResetPasswordDialog({
  user,
  onOpenChange,
}: {
  /** The user whose password is reset; null when closed. */
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const resetPassword = useResetUserPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ResetFormInput>({ resolver: zodResolver(resetFormSchema), defaultValues: { password: '' } });

  useEffect(() => {
    if (user) reset({ password: generatePassword() });
  }, [user, reset]);

  const submit = handleSubmit(async ({ password }) => {
    if (!user) return;
    try {
      await resetPassword.mutateAsync({ id: user.id, password });
      toast.success('Password reset', {
        description: `${user.full_name} is signed out everywhere and chooses a new password at next sign-in.`,
      });
      onOpenChange(false);
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, new Set(['password']));
      for (const fieldError of onForm)
        setError('password', { message: fieldError.message }, { shouldFocus: true });
      if (hasOtherMessage) toast.error('Password not reset', { description: errorMessageOf(error) });
    }
  });

  const error = errors.password?.message;
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Reset password"
      description={
        user
          ? `Set a new password for ${user.full_name} (${user.email}). They are signed out everywhere and choose their own at next sign-in.`
          : undefined
      }
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel="Reset password"
      pendingLabel="Resetting..."
    >
      <FormField
        id="reset-password"
        label="New password *"
        error={error}
        hint={`At least ${PASSWORD_RULES.minLength} characters. Hand it to the user.`}
      >
        <div className="flex gap-2">
          <Input
            id="reset-password"
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            {...fieldAria('reset-password', error, true)}
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
    </FormDialog>
  );
}
