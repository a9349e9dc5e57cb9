import { createRigBodySchema, type Rig } from '@rigline/contract/rigs';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, TextField } from '@/components/layout/form-field';
import { TimeZoneField } from '@/components/layout/time-zone-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCreateRig } from '@/features/admin/api/create-rig';
import { useAdminWells } from '@/features/admin/api/list-wells';
import { useUpdateRig } from '@/features/admin/api/update-rig';
import { useRecordForm } from '@/lib/use-record-form';

const { shape } = createRigBodySchema;
const NO_WELL = 'none';
const rigFormSchema = z.object({
  code: shape.code,
  name: shape.name,
  location: shape.location.unwrap(),
  time_zone: shape.time_zone.unwrap(),
  current_well_id: z.string(),
});
type RigFormInput = z.input<typeof rigFormSchema>;

function formValuesOf(rig: Rig | null): RigFormInput {
  return {
    code: rig?.code ?? '',
    name: rig?.name ?? '',
    location: rig?.location ?? '',
    time_zone: rig?.time_zone ?? 'UTC',
    current_well_id: rig?.currentWellId ? String(rig.currentWellId) : NO_WELL,
  };
}

/**
 * Add a rig (code, name, location; its wells come next, from Wells) or edit one, its current well included:
 * the well a new request on the rig starts from.
 */
export function RigFormDialog({
  open,
  onOpenChange,
  rig,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rig: Rig | null;
}) {
  const createRig = useCreateRig();
  const updateRig = useUpdateRig();
  const wells = useAdminWells({ rig_id: rig?.id, page: 1, limit: 100 }, { enabled: open && rig !== null });
  const {
    form,
    submit,
    errorOf: error,
  } = useRecordForm({
    schema: rigFormSchema,
    open,
    values: formValuesOf(rig),
    save: ({ current_well_id, ...values }) =>
      rig
        ? updateRig.mutateAsync({
            id: rig.id,
            ...values,
            current_well_id: current_well_id === NO_WELL ? null : Number(current_well_id),
          })
        : createRig.mutateAsync(values),
    onSaved: (saved) => {
      toast.success(rig ? 'Rig updated' : 'Rig created', {
        description: rig
          ? `${saved.code} ${saved.name} has been saved.`
          : `${saved.code} ${saved.name}: now add its wells.`,
      });
      onOpenChange(false);
    },
    failureTitle: rig ? 'Rig not updated' : 'Rig not created',
  });
  const { register, control } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={rig ? 'Edit rig' : 'Add rig'}
      description={rig ? undefined : 'A new rig starts active and without wells: add them from Wells.'}
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={rig ? 'Save changes' : 'Add rig'}
      pendingLabel={rig ? 'Saving...' : 'Adding...'}
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          id="rig-code"
          label="Code *"
          placeholder="RIG-005"
          error={error('code')}
          {...register('code')}
        />
        <TextField id="rig-name" label="Name *" error={error('name')} {...register('name')} />
      </div>
      <TextField
        id="rig-location"
        label="Location"
        placeholder="Block 31, Gulf of Mexico"
        error={error('location')}
        {...register('location')}
      />
      <TimeZoneField id="rig-time_zone" control={control} name="time_zone" error={error('time_zone')} />
      {rig ? (
        <FormField id="rig-current_well_id" label="Current well" error={error('current_well_id')}>
          <Controller
            control={control}
            name="current_well_id"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="rig-current_well_id" className="w-full" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_WELL}>No current well</SelectItem>
                  {(wells.data?.data ?? []).map((well) => (
                    <SelectItem key={well.id} value={String(well.id)}>
                      {well.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      ) : null}
    </FormDialog>
  );
}
