import { createVesselBodySchema, DEFAULT_USABLE_DECK_FACTOR, type Vessel } from '@rigline/contract/vessels';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { TextField } from '@/components/layout/form-field';
import { useCreateVessel } from '@/features/admin/api/create-vessel';
import { useUpdateVessel } from '@/features/admin/api/update-vessel';
import { numberText, optionalNumber } from '@/lib/number-text';
import { useRecordForm } from '@/lib/use-record-form';

const { shape } = createVesselBodySchema;

/** A number box: empty is "not known" (null), anything else must pass the contract's figure. */
function optionalMeasure(schema: (typeof shape)['deck_length_m']) {
  return z.string().transform(optionalNumber).pipe(schema.unwrap());
}

const vesselFormSchema = z.object({
  name: shape.name,
  essos_voyage_number: shape.essos_voyage_number,
  deck_length_m: optionalMeasure(shape.deck_length_m),
  deck_width_m: optionalMeasure(shape.deck_width_m),
  max_deck_load_t: optionalMeasure(shape.max_deck_load_t),
  usable_deck_factor: z
    .string()
    .transform((text) => optionalNumber(text) ?? DEFAULT_USABLE_DECK_FACTOR)
    .pipe(shape.usable_deck_factor.unwrap()),
});
type VesselFormInput = z.input<typeof vesselFormSchema>;

function formValuesOf(vessel: Vessel | null): VesselFormInput {
  return {
    name: vessel?.name ?? '',
    essos_voyage_number: vessel?.essos_voyage_number ?? '',
    deck_length_m: numberText(vessel?.deck_length_m),
    deck_width_m: numberText(vessel?.deck_width_m),
    max_deck_load_t: numberText(vessel?.max_deck_load_t),
    usable_deck_factor: numberText(vessel?.usable_deck_factor ?? DEFAULT_USABLE_DECK_FACTOR),
  };
}

const DECK_FIELDS = [
  { name: 'deck_length_m', label: 'Deck length', unit: 'm' },
  { name: 'deck_width_m', label: 'Deck width', unit: 'm' },
  { name: 'max_deck_load_t', label: 'Max deck load', unit: 't' },
] as const;

/** Add or edit a vessel; the deck's size and load limit are optional until load planning needs them. */
export function VesselFormDialog({
  open,
  onOpenChange,
  vessel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vessel: Vessel | null;
}) {
  const createVessel = useCreateVessel();
  const updateVessel = useUpdateVessel();
  const {
    form,
    submit,
    errorOf: error,
  } = useRecordForm({
    schema: vesselFormSchema,
    open,
    values: formValuesOf(vessel),
    save: (values) =>
      vessel ? updateVessel.mutateAsync({ id: vessel.id, ...values }) : createVessel.mutateAsync(values),
    onSaved: (saved) => {
      toast.success(vessel ? 'Vessel updated' : 'Vessel created', {
        description: vessel ? `${saved.name} has been saved.` : `${saved.name} can now sail voyages.`,
      });
      onOpenChange(false);
    },
    failureTitle: vessel ? 'Vessel not updated' : 'Vessel not created',
  });
  const { register } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={vessel ? 'Edit vessel' : 'Add vessel'}
      description="The deck figures are optional; load planning will use them."
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={vessel ? 'Save changes' : 'Add vessel'}
      pendingLabel={vessel ? 'Saving...' : 'Adding...'}
      isWide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="vessel-name" label="Vessel name *" error={error('name')} {...register('name')} />
        <TextField
          id="vessel-essos_voyage_number"
          label="Essos voyage number *"
          error={error('essos_voyage_number')}
          {...register('essos_voyage_number')}
        />
      </div>
      <fieldset className="grid gap-4 rounded-md border p-4">
        <legend className="px-1 font-medium text-sm">Deck (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {DECK_FIELDS.map(({ name, label, unit }) => {
            return (
              <TextField
                key={name}
                id={`vessel-${name}`}
                label={`${label} (${unit})`}
                inputMode="decimal"
                placeholder="Not known"
                error={error(name)}
                {...register(name)}
              />
            );
          })}
          <TextField
            id="vessel-usable_deck_factor"
            label="Usable deck share (0–1)"
            inputMode="decimal"
            error={error('usable_deck_factor')}
            hint={`The share of the deck cargo can use; ${DEFAULT_USABLE_DECK_FACTOR} unless set.`}
            {...register('usable_deck_factor')}
          />
        </div>
      </fieldset>
    </FormDialog>
  );
}
