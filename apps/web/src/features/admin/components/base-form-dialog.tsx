import { type Base, createBaseBodySchema, DEFAULT_BOOKING_CUTOFF_HOURS } from '@rigline/contract/bases';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { TextField } from '@/components/layout/form-field';
import { TimeZoneField } from '@/components/layout/time-zone-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useCreateBase } from '@/features/admin/api/create-base';
import { useUpdateBase } from '@/features/admin/api/update-base';
import { useRecordForm } from '@/lib/use-record-form';

const { shape } = createBaseBodySchema;
const baseFormSchema = z.object({
  name: shape.name,
  location: shape.location.unwrap(),
  is_default: shape.is_default.unwrap(),
  booking_cutoff_hours: shape.booking_cutoff_hours.unwrap(),
  time_zone: shape.time_zone.unwrap(),
});

/** Add or edit a base; one base is the default, where a voyage starts and ends unless another is chosen. */
export function BaseFormDialog({
  open,
  onOpenChange,
  base,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  base: Base | null;
}) {
  const createBase = useCreateBase();
  const updateBase = useUpdateBase();
  const {
    form,
    submit,
    errorOf: error,
  } = useRecordForm({
    schema: baseFormSchema,
    open,
    values: {
      name: base?.name ?? '',
      location: base?.location ?? '',
      is_default: base?.is_default ?? false,
      booking_cutoff_hours: base?.booking_cutoff_hours ?? DEFAULT_BOOKING_CUTOFF_HOURS,
      time_zone: base?.time_zone ?? 'UTC',
    },
    save: (values) =>
      base ? updateBase.mutateAsync({ id: base.id, ...values }) : createBase.mutateAsync(values),
    onSaved: (saved) => {
      toast.success(base ? 'Base updated' : 'Base created', {
        description: saved.is_default
          ? `${saved.name} is the default base.`
          : `${saved.name} has been saved.`,
      });
      onOpenChange(false);
    },
    failureTitle: base ? 'Base not updated' : 'Base not created',
  });
  const { register, control } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={base ? 'Edit base' : 'Add base'}
      description="A shore base where voyages load and end."
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={base ? 'Save changes' : 'Add base'}
      pendingLabel={base ? 'Saving...' : 'Adding...'}
    >
      <TextField id="base-name" label="Base name *" error={error('name')} {...register('name')} />
      <TextField id="base-location" label="Location" error={error('location')} {...register('location')} />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <TextField
          id="base-booking_cutoff_hours"
          label="Booking cut-off (hours)"
          type="number"
          inputMode="numeric"
          min={0}
          hint="Booking for a sailing closes this long before it sails."
          error={error('booking_cutoff_hours')}
          {...register('booking_cutoff_hours', { valueAsNumber: true })}
        />
        <TimeZoneField id="base-time_zone" control={control} name="time_zone" error={error('time_zone')} />
      </div>
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="is_default"
            render={({ field }) => (
              <Checkbox
                id="base-is_default"
                checked={field.value}
                // The default base stops being it only when another becomes it.
                disabled={base?.is_default === true}
                aria-describedby="base-is_default-hint"
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor="base-is_default">Default base</Label>
        </div>
        <p id="base-is_default-hint" className="text-muted-foreground text-xs">
          {base?.is_default
            ? 'This is the default base: make another base the default to change it.'
            : 'Voyages start and end here unless another base is chosen. The former default stops being it.'}
        </p>
        {error('is_default') ? <p className="text-destructive text-sm">{error('is_default')}</p> : null}
      </div>
    </FormDialog>
  );
}
