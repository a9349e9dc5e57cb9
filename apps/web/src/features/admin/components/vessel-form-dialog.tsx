import { shownSymbol, shownText, type UnitSystem } from '@rigline/contract/units';
import { createVesselBodySchema, DEFAULT_USABLE_DECK_FACTOR, type Vessel } from '@rigline/contract/vessels';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { TextField } from '@/components/layout/form-field';
import { useCreateVessel } from '@/features/admin/api/create-vessel';
import { useUpdateVessel } from '@/features/admin/api/update-vessel';
import { keepUnlessChanged, shownMeasureSchema } from '@/lib/measure-text';
import { numberText, optionalNumber } from '@/lib/number-text';
import { useUnitSystem } from '@/lib/preferences';
import { useRecordForm } from '@/lib/use-record-form';

const { shape } = createVesselBodySchema;

const DECK_FIELDS = [
  { name: 'deck_length_m', label: 'Deck length', stored: 'm' },
  { name: 'deck_width_m', label: 'Deck width', stored: 'm' },
  { name: 'max_deck_load_t', label: 'Max deck load', stored: 't' },
] as const;

/**
 * The deck's boxes are in the person's units (Settings → Units): empty is "not known" (null), anything else is
 * converted to metres and tonnes and must pass the contract's figure.
 */
function vesselFormSchemaFor(system: UnitSystem) {
  const deck = (index: number) => {
    const { name, label, stored } = DECK_FIELDS[index]!;
    return shownMeasureSchema({ schema: shape[name].unwrap(), stored, system, label, read: optionalNumber });
  };
  return z.object({
    name: shape.name,
    essos_voyage_number: shape.essos_voyage_number,
    deck_length_m: deck(0),
    deck_width_m: deck(1),
    max_deck_load_t: deck(2),
    usable_deck_factor: z
      .string()
      .transform((text) => optionalNumber(text) ?? DEFAULT_USABLE_DECK_FACTOR)
      .pipe(shape.usable_deck_factor.unwrap()),
  });
}
type VesselFormInput = z.input<ReturnType<typeof vesselFormSchemaFor>>;

function formValuesOf(vessel: Vessel | null, system: UnitSystem): VesselFormInput {
  return {
    name: vessel?.name ?? '',
    essos_voyage_number: vessel?.essos_voyage_number ?? '',
    deck_length_m: shownText(vessel?.deck_length_m, 'm', system),
    deck_width_m: shownText(vessel?.deck_width_m, 'm', system),
    max_deck_load_t: shownText(vessel?.max_deck_load_t, 't', system),
    usable_deck_factor: numberText(vessel?.usable_deck_factor ?? DEFAULT_USABLE_DECK_FACTOR),
  };
}

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
  const system = useUnitSystem();
  const schema = useMemo(() => vesselFormSchemaFor(system), [system]);
  const createVessel = useCreateVessel();
  const updateVessel = useUpdateVessel();
  const {
    form,
    submit,
    errorOf: error,
  } = useRecordForm({
    schema,
    open,
    values: formValuesOf(vessel, system),
    save: (parsed) => {
      // A deck figure the person left as it was shown is sent as it was stored, not as its rounded conversion.
      const texts = form.getValues();
      const values = { ...parsed };
      for (const { name, stored } of DECK_FIELDS) {
        values[name] = keepUnlessChanged(parsed[name], vessel?.[name], texts[name], stored, system);
      }
      return vessel
        ? updateVessel.mutateAsync({ id: vessel.id, ...values })
        : createVessel.mutateAsync(values);
    },
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
          {DECK_FIELDS.map(({ name, label, stored }) => {
            return (
              <TextField
                key={name}
                id={`vessel-${name}`}
                label={`${label} (${shownSymbol(stored, system)})`}
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
