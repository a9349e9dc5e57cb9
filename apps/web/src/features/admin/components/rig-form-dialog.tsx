import { zodResolver } from '@hookform/resolvers/zod';
import { createRigBodySchema, type Rig } from '@rigline/contract/rigs';
import { useEffect } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, fieldAria } from '@/components/layout/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCreateRig } from '@/features/admin/api/create-rig';
import { useAdminWells } from '@/features/admin/api/list-wells';
import { useUpdateRig } from '@/features/admin/api/update-rig';
import { errorMessageOf, splitFieldErrors } from '@/lib/form-errors';

const { shape } = createRigBodySchema;
const NO_WELL = 'none';
const rigFormSchema = z.object({
  code: shape.code,
  name: shape.name,
  location: shape.location.unwrap(),
  current_well_id: z.string(),
});
type RigFormInput = z.input<typeof rigFormSchema>;
type RigFormField = FieldPath<RigFormInput>;
const FORM_FIELDS = new Set<string>(['code', 'name', 'location', 'current_well_id']);

function formValuesOf(rig: Rig | null): RigFormInput {
  return {
    code: rig?.code ?? '',
    name: rig?.name ?? '',
    location: rig?.location ?? '',
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
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RigFormInput, unknown, z.output<typeof rigFormSchema>>({
    resolver: zodResolver(rigFormSchema),
    defaultValues: formValuesOf(rig),
  });
  useEffect(() => {
    if (open) reset(formValuesOf(rig));
  }, [open, rig, reset]);

  const submit = handleSubmit(async ({ current_well_id, ...values }) => {
    try {
      const saved = rig
        ? await updateRig.mutateAsync({
            id: rig.id,
            ...values,
            current_well_id: current_well_id === NO_WELL ? null : Number(current_well_id),
          })
        : await createRig.mutateAsync(values);
      toast.success(rig ? 'Rig updated' : 'Rig created', {
        description: rig
          ? `${saved.code} ${saved.name} has been saved.`
          : `${saved.code} ${saved.name}: now add its wells.`,
      });
      onOpenChange(false);
    } catch (error) {
      const { onForm, hasOtherMessage } = splitFieldErrors(error, FORM_FIELDS);
      for (const [index, fieldError] of onForm.entries()) {
        setError(
          fieldError.field as RigFormField,
          { message: fieldError.message },
          { shouldFocus: index === 0 },
        );
      }
      if (hasOtherMessage) {
        toast.error(rig ? 'Rig not updated' : 'Rig not created', { description: errorMessageOf(error) });
      }
    }
  });

  const error = (name: RigFormField) => errors[name]?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={rig ? 'Edit rig' : 'Add rig'}
      description={rig ? undefined : 'A new rig starts active and without wells: add them from Wells.'}
      onSubmit={submit}
      isSubmitting={isSubmitting}
      submitLabel={rig ? 'Save changes' : 'Add rig'}
      pendingLabel={rig ? 'Saving...' : 'Adding...'}
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField id="rig-code" label="Code *" error={error('code')}>
          <Input
            id="rig-code"
            autoComplete="off"
            placeholder="RIG-005"
            {...fieldAria('rig-code', error('code'))}
            {...register('code')}
          />
        </FormField>
        <FormField id="rig-name" label="Name *" error={error('name')}>
          <Input
            id="rig-name"
            autoComplete="off"
            {...fieldAria('rig-name', error('name'))}
            {...register('name')}
          />
        </FormField>
      </div>
      <FormField id="rig-location" label="Location" error={error('location')}>
        <Input
          id="rig-location"
          autoComplete="off"
          placeholder="Block 31, Gulf of Mexico"
          {...fieldAria('rig-location', error('location'))}
          {...register('location')}
        />
      </FormField>
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
