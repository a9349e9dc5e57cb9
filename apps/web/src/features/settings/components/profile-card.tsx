import { zodResolver } from '@hookform/resolvers/zod';
import { type AuthUser, updateProfileBodySchema } from '@rigline/contract/auth';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DisabledReason } from '@/components/layout/field-extras';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useUpdateProfile } from '@/features/settings/api/update-profile';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

type ProfileFormInput = z.input<typeof updateProfileBodySchema>;

interface ProfileCardProps {
  name: string;
  email: string;
  /** As the sidebar badge shows it, e.g. "rig logistics". */
  roleLabel: string;
  /** The supplier's company; null for the other roles. */
  company: string | null;
  onUpdated: (user: AuthUser) => void;
}

/** Name (editable), email, role and company. Email, role and company are an administrator's to change. */
export function ProfileCard({ name, email, roleLabel, company, onUpdated }: ProfileCardProps) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormInput, unknown, z.output<typeof updateProfileBodySchema>>({
    resolver: zodResolver(updateProfileBodySchema),
    values: { full_name: name },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const user = await updateProfile.mutateAsync(values);
      reset({ full_name: user.full_name });
      onUpdated(user);
      toast.success('Profile updated', { description: 'Your name has been saved.' });
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, new Set(['full_name']));
      for (const fieldError of onForm)
        setError('full_name', { message: fieldError.message }, { shouldFocus: true });
      if (hasOtherMessage) toast.error('Profile not updated', { description: errorMessageOf(error) });
    }
  });

  const nameError = errors.full_name?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>
          Your name as others see it. An administrator changes your email, role and company.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" noValidate onSubmit={submit}>
          <FormField id="profile-full_name" label="Name" error={nameError}>
            <Input
              id="profile-full_name"
              autoComplete="name"
              {...fieldAria('profile-full_name', nameError)}
              {...register('full_name')}
            />
          </FormField>
          <Button
            type="submit"
            disabled={isSubmitting || !isDirty}
            aria-describedby={!isDirty ? 'profile-save-why' : undefined}
            className={nameError ? 'sm:mb-7' : undefined}
          >
            {isSubmitting ? 'Saving...' : 'Save name'}
          </Button>
          <DisabledReason
            id="profile-save-why"
            reason={!isDirty ? 'Change the name to save it.' : null}
            className="text-xs sm:col-span-2"
          />
        </form>
        <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-muted-foreground">Email</dt>
          <dd className="break-all">{email || '—'}</dd>
          <dt className="font-medium text-muted-foreground">Role</dt>
          <dd>
            <Badge variant="secondary" className="capitalize">
              {roleLabel}
            </Badge>
          </dd>
          <dt className="font-medium text-muted-foreground">Company</dt>
          <dd className="break-words">{company ?? '—'}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
