import {
  BACKLOAD_CATEGORIES,
  BACKLOAD_CATEGORY_LABELS,
  type Backload,
  type BackloadLineInput,
  createBackloadBodySchema,
} from '@rigline/contract/cargo';
import { CCU_TYPE_LABELS } from '@rigline/contract/ccus';
import type { Journey } from '@rigline/contract/journeys';
import { shownSymbol, shownText, type UnitSystem } from '@rigline/contract/units';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, fieldAria, TextField } from '@/components/layout/form-field';
import { Button } from '@/components/ui/button';
import { keepUnlessChanged, shownMeasureSchema } from '@/lib/measure-text';
import { numberOf, numberText } from '@/lib/number-text';
import { SAVED_OFFLINE } from '@/lib/offline/queueable-actions';
import { useUnitSystem } from '@/lib/preferences';
import { useRecordForm } from '@/lib/use-record-form';
import { useCreateBackload } from '../api/create-backload';
import { useVendorChoices } from '../api/list-choices';
import { useUnitsAtRig } from '../api/list-units-at-rig';
import { useUpdateBackload } from '../api/update-backload';

const { shape } = createBackloadBodySchema;

const lineShape = shape.lines.element.shape;

/**
 * A line's figures: the weight is that of one unit (the contract's weight_kg), sizes those of one unit too;
 * typed in the person's units (Settings → Units) and sent in kilograms and metres (docs/decisions/056).
 */
const LINE_MEASURES = [
  { name: 'weight_kg', label: 'Weight per unit', stored: 'kg' },
  { name: 'length_m', label: 'Length', stored: 'm' },
  { name: 'width_m', label: 'Width', stored: 'm' },
  { name: 'height_m', label: 'Height', stored: 'm' },
] as const;

type LineFigures = Record<(typeof LINE_MEASURES)[number]['name'], number>;

/**
 * A weight or size left blank is not known (issue 22): stored as 0, as the catalogue stores an unknown measure,
 * and shown as "unknown", never as "0 kg". The boxes start blank rather than at a made-up 0.
 */
const unknownAsZero = (text: string) => (text.trim() === '' ? 0 : numberOf(text));
const knownText = (value: number, stored: 'kg' | 'm', system: UnitSystem) =>
  value > 0 ? shownText(value, stored, system) : '';

/** A line as typed: every box is text; the contract's line schema checks what it reads as. */
function lineTextSchemaFor(system: UnitSystem) {
  const figure = (index: number) => {
    const { name, label, stored } = LINE_MEASURES[index]!;
    return shownMeasureSchema({ schema: lineShape[name], stored, system, label, read: unknownAsZero });
  };
  return z
    .object({
      description: z.string(),
      category: lineShape.category,
      quantity: z.string(),
      unit: z.string(),
      weight_kg: figure(0),
      length_m: figure(1),
      width_m: figure(2),
      height_m: figure(3),
      vendor_id: z.string(),
      ccu_id: z.string(),
      un_number: z.string(),
      imdg_class: z.string(),
      /** The booked line's figures, as stored: sent again while its boxes still show them (never typed). */
      stored: z.custom<LineFigures | null>(),
    })
    .transform(
      (line): BackloadLineInput => ({
        description: line.description,
        category: line.category,
        quantity: numberOf(line.quantity),
        unit: line.unit,
        weight_kg: line.weight_kg,
        length_m: line.length_m,
        width_m: line.width_m,
        height_m: line.height_m,
        vendor_id: line.vendor_id ? Number(line.vendor_id) : null,
        // Only an Empty CCU line names the unit it brings home (issue 25).
        ccu_id: line.category === 'EMPTY_CCU' && line.ccu_id ? Number(line.ccu_id) : null,
        ...(line.un_number ? { un_number: line.un_number } : {}),
        ...(line.imdg_class ? { imdg_class: line.imdg_class } : {}),
      }),
    );
}

/** The create body's rig and lines; a line's error lands on its box (`lines.0.quantity`). */
function backloadFormSchemaFor(system: UnitSystem) {
  return z.object({
    rig_id: z.string().transform(numberOf).pipe(shape.rig_id),
    lines: z.array(lineTextSchemaFor(system)).pipe(shape.lines),
  });
}
type BackloadFormInput = z.input<ReturnType<typeof backloadFormSchemaFor>>;
type LineText = BackloadFormInput['lines'][number];

const EMPTY_LINE: LineText = {
  description: '',
  category: 'RENTAL_RETURN',
  quantity: '1',
  unit: 'count',
  weight_kg: '',
  length_m: '',
  width_m: '',
  height_m: '',
  vendor_id: '',
  ccu_id: '',
  un_number: '',
  imdg_class: '',
  stored: null,
};

function lineTextOf(line: Backload['lines'][number], system: UnitSystem): LineText {
  return {
    description: line.description,
    category: line.category,
    quantity: numberText(line.quantity),
    unit: line.unit,
    weight_kg: knownText(line.weight_kg, 'kg', system),
    length_m: knownText(line.length_m, 'm', system),
    width_m: knownText(line.width_m, 'm', system),
    height_m: knownText(line.height_m, 'm', system),
    vendor_id: line.vendor ? String(line.vendor.id) : '',
    ccu_id: line.ccu ? String(line.ccu.id) : '',
    un_number: line.un_number ?? '',
    imdg_class: line.imdg_class ?? '',
    stored: {
      weight_kg: line.weight_kg,
      length_m: line.length_m,
      width_m: line.width_m,
      height_m: line.height_m,
    },
  };
}

/** The line's boxes in order, each figure labelled with the unit it is typed in. */
function boxesFor(system: UnitSystem) {
  return [
    { name: 'quantity', label: 'Quantity' },
    { name: 'unit', label: 'Unit' },
    ...LINE_MEASURES.map(({ name, label, stored }) => ({
      name,
      label: `${label} (${shownSymbol(stored, system)})`,
    })),
  ] as const;
}

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive';

/** Book or edit backload (issue 9): the rig (one the vessel has not left, when booking: issue 22.4) and its lines. */
export function BackloadFormDialog({
  isOpen,
  voyageId,
  editing,
  journeys,
  onClose,
}: {
  isOpen: boolean;
  voyageId: number;
  editing: Backload | null;
  journeys: readonly Journey[];
  onClose: () => void;
}) {
  const vendors = useVendorChoices(isOpen);
  const create = useCreateBackload();
  const update = useUpdateBackload();
  const system = useUnitSystem();
  const schema = useMemo(() => backloadFormSchemaFor(system), [system]);
  const boxes = useMemo(() => boxesFor(system), [system]);
  const { form, submit, errorOf, formError } = useRecordForm({
    schema,
    open: isOpen,
    values: {
      rig_id: numberText(editing ? editing.rig.id : journeys[0]?.rig_id),
      lines: editing ? editing.lines.map((line) => lineTextOf(line, system)) : [EMPTY_LINE],
    },
    save: ({ rig_id, lines: parsed }) => {
      // A booked figure the person left as it was shown goes back as it was stored, not as its rounded conversion.
      const texts = form.getValues('lines');
      const lines = parsed.map((line, index) => {
        const text = texts[index];
        const kept = { ...line };
        for (const { name, stored } of LINE_MEASURES) {
          kept[name] = keepUnlessChanged(
            line[name],
            text?.stored?.[name],
            text?.[name] ?? '',
            stored,
            system,
          );
        }
        return kept;
      });
      return editing
        ? update.mutateAsync({ id: editing.id, lines, version: editing.version })
        : create.mutateAsync({ voyage_id: voyageId, rig_id, lines });
    },
    onSaved: (saved) => {
      if (saved === null) toast.success('Saved offline', { description: SAVED_OFFLINE });
      else toast.success(editing ? 'Backload updated' : 'Backload booked');
      onClose();
    },
  });
  const { register } = form;
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watchedLines = form.watch('lines');
  const rigId = editing ? editing.rig.id : Number(form.watch('rig_id')) || null;
  const hasEmptyCcuLine = watchedLines.some((line) => line.category === 'EMPTY_CCU');
  const unitsAtRig = useUnitsAtRig(rigId, isOpen && hasEmptyCcuLine);
  const rigError = errorOf('rig_id');

  return (
    <FormDialog
      open={isOpen}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={editing ? `Edit Backload #${editing.id}` : 'Book Backload'}
      description="What goes from the rig back to base on this voyage: rental returns, empty CCUs, waste, surplus."
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={editing ? 'Save Backload' : 'Book Backload'}
      pendingLabel={editing ? 'Saving...' : 'Booking...'}
      formError={formError ?? errorOf('lines')}
      isWide
    >
      <FormField
        id="backload-rig"
        label="Rig"
        error={rigError}
        hint={
          editing
            ? 'A booked backload stays with its rig: cancel it and book again for another rig.'
            : undefined
        }
      >
        {editing ? (
          // The rig of a booked backload stays; the update call does not take one. The hint says so.
          <select
            id="backload-rig"
            className={SELECT_CLASS}
            value={editing.rig.id}
            disabled
            aria-describedby="backload-rig-hint"
          >
            <option value={editing.rig.id}>{editing.rig.name}</option>
          </select>
        ) : (
          <select
            id="backload-rig"
            className={SELECT_CLASS}
            {...fieldAria('backload-rig', rigError)}
            {...register('rig_id')}
          >
            {journeys.map((journey) => (
              <option key={journey.id} value={journey.rig_id}>
                {journey.rig.name} (journey {journey.sequence})
              </option>
            ))}
          </select>
        )}
      </FormField>
      {lines.fields.map((field, index) => {
        const idOf = (name: string) => `line-${index}-${name}`;
        const errorOfLine = (name: keyof LineText) => errorOf(`lines.${index}.${name}`);
        const categoryError = errorOfLine('category');
        const vendorError = errorOfLine('vendor_id');
        return (
          <fieldset key={field.id} className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 font-medium text-sm">Line {index + 1}</legend>
            <div className="grid gap-2 sm:grid-cols-[2fr_1fr]">
              <TextField
                id={idOf('description')}
                label="Description"
                error={errorOfLine('description')}
                {...register(`lines.${index}.description`)}
              />
              <FormField id={idOf('category')} label="Category" error={categoryError}>
                <select
                  id={idOf('category')}
                  className={SELECT_CLASS}
                  {...fieldAria(idOf('category'), categoryError)}
                  {...register(`lines.${index}.category`)}
                >
                  {BACKLOAD_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {BACKLOAD_CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            {watchedLines[index]?.category === 'EMPTY_CCU' ? (
              <FormField
                id={idOf('ccu')}
                label="CCU"
                error={errorOfLine('ccu_id')}
                hint="The unit this line brings home, from those at the rig; receiving it at base ends its trip."
              >
                <select
                  // Drawn again once the units are in, so an edited line shows its unit.
                  key={unitsAtRig.data ? 'units' : 'loading'}
                  id={idOf('ccu')}
                  className={SELECT_CLASS}
                  {...fieldAria(idOf('ccu'), errorOfLine('ccu_id'))}
                  {...register(`lines.${index}.ccu_id`)}
                >
                  <option value="">Not named</option>
                  {(unitsAtRig.data ?? []).map((unit) => (
                    <option key={unit.id} value={unit.id}>
                      {unit.code} · {CCU_TYPE_LABELS[unit.type]}
                    </option>
                  ))}
                </select>
              </FormField>
            ) : null}
            <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_1fr_1.6fr_1fr_1fr_1fr]">
              {boxes.map(({ name, label }) => (
                <TextField
                  key={name}
                  id={idOf(name)}
                  label={label}
                  inputMode={name === 'unit' ? 'text' : 'decimal'}
                  // Blank is allowed for a weight or size nobody knows yet: it reads as unknown.
                  placeholder={name === 'quantity' || name === 'unit' ? undefined : 'Unknown'}
                  error={errorOfLine(name)}
                  {...register(`lines.${index}.${name}`)}
                />
              ))}
            </div>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
              <div className="col-span-2 grid sm:col-span-1">
                <FormField id={idOf('vendor')} label="Vendor (rental owner)" error={vendorError}>
                  <select
                    // Drawn again once the vendors are in, so an edited line shows its vendor.
                    key={vendors.data ? 'vendors' : 'loading'}
                    id={idOf('vendor')}
                    className={SELECT_CLASS}
                    {...fieldAria(idOf('vendor'), vendorError)}
                    {...register(`lines.${index}.vendor_id`)}
                  >
                    <option value="">None</option>
                    {(vendors.data ?? []).map((vendor) => (
                      <option key={vendor.id} value={vendor.id}>
                        {vendor.name}
                      </option>
                    ))}
                  </select>
                </FormField>
              </div>
              <TextField
                id={idOf('un')}
                label="UN number"
                placeholder="UN1263"
                error={errorOfLine('un_number')}
                {...register(`lines.${index}.un_number`)}
              />
              <TextField
                id={idOf('imdg')}
                label="IMDG class"
                placeholder="3"
                error={errorOfLine('imdg_class')}
                {...register(`lines.${index}.imdg_class`)}
              />
              {/* A backload has at least one line: the only line has no Remove (hidden, not disabled). */}
              {lines.fields.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="self-end"
                  onClick={() => lines.remove(index)}
                  aria-label={`Remove line ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <Button type="button" variant="outline" className="w-fit" onClick={() => lines.append(EMPTY_LINE)}>
        <Plus aria-hidden="true" />
        Add line
      </Button>
    </FormDialog>
  );
}
