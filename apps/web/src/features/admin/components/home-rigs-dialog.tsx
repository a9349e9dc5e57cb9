import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminUser, setHomeRigsBodySchema } from '@rigline/contract/users';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { LoadFailure } from '@/components/layout/load-states';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { useSetUserHomeRigs, useUserHomeRigs } from '@/features/admin/api/home-rigs';
import { useAdminRigs } from '@/features/admin/api/list-rigs';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

const homeRigsFormSchema = z.object({ rig_ids: setHomeRigsBodySchema.shape.rig_ids });
type HomeRigsFormInput = z.input<typeof homeRigsFormSchema>;

/**
 * A rig logistics user's home rigs (issue 12): a tick per active rig; saving replaces the set. That user's
 * requests, voyages and dashboard then open on these rigs, with "All rigs" one click away.
 */
export function HomeRigsDialog({
  user,
  onOpenChange,
}: {
  /** The rig logistics user; null when closed. */
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
}) {
  const homeRigs = useUserHomeRigs(user?.id ?? null);
  // Active rigs only: an inactive rig cannot be a home rig (the server refuses it).
  const rigs = useAdminRigs({ page: 1, limit: 100, include_inactive: 'false' }, { enabled: user !== null });
  const save = useSetUserHomeRigs();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HomeRigsFormInput>({
    resolver: zodResolver(homeRigsFormSchema),
    defaultValues: { rig_ids: [] },
  });

  useEffect(() => {
    if (user && homeRigs.data) reset({ rig_ids: homeRigs.data.map((rig) => rig.id) });
  }, [user, homeRigs.data, reset]);

  const submit = handleSubmit(async ({ rig_ids }) => {
    if (!user) return;
    try {
      const saved = await save.mutateAsync({ user_id: user.id, rig_ids });
      toast.success('Home rigs saved', {
        description:
          saved.length === 0
            ? `${user.full_name} has no home rigs: their screens show every rig.`
            : `${user.full_name}'s screens open on ${saved.map((rig) => rig.name).join(', ')}.`,
      });
      onOpenChange(false);
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, new Set(['rig_ids']));
      for (const fieldError of onForm) setError('rig_ids', { message: fieldError.message });
      if (hasOtherMessage) toast.error('Home rigs not saved', { description: errorMessageOf(error) });
    }
  });

  const error = errors.rig_ids?.message;
  const isLoading = homeRigs.isPending || rigs.isPending;
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={onOpenChange}
      title="Home rigs"
      description={
        user
          ? `The rigs ${user.full_name} looks after. Their requests, voyages and dashboard open on these rigs; "All rigs" is one click away.`
          : undefined
      }
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel="Save home rigs"
      pendingLabel="Saving..."
    >
      {homeRigs.isError || rigs.isError ? (
        <LoadFailure message="Could not load the rigs." />
      ) : isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : (
        <fieldset className="grid gap-2" aria-describedby={error ? 'home-rigs-error' : undefined}>
          <legend className="mb-2 font-medium text-sm">Active rigs</legend>
          <Controller
            control={control}
            name="rig_ids"
            render={({ field }) => (
              <ul className="grid max-h-72 gap-1 overflow-y-auto">
                {(rigs.data?.data ?? []).map((rig) => {
                  const id = `home-rig-${rig.id}`;
                  const isChecked = field.value.includes(rig.id);
                  return (
                    <li key={rig.id} className="flex items-center gap-3 rounded-md px-1 py-1.5">
                      <Checkbox
                        id={id}
                        checked={isChecked}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true
                              ? [...field.value, rig.id]
                              : field.value.filter((rigId) => rigId !== rig.id),
                          )
                        }
                      />
                      <label htmlFor={id} className="flex flex-wrap items-baseline gap-x-2 text-sm">
                        <span className="font-mono text-xs">{rig.code}</span>
                        <span>{rig.name}</span>
                        <span className="text-muted-foreground text-xs">{rig.location}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
          {error ? (
            <p id="home-rigs-error" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </fieldset>
      )}
    </FormDialog>
  );
}
