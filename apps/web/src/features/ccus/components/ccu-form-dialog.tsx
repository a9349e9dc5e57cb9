import type { NamedRef } from '@rigline/contract/api';
import {
  CCU_GROSS_BELOW_TARE_MESSAGE,
  CCU_TYPE_LABELS,
  CCU_TYPES,
  type Ccu,
  createCcuBodySchema,
} from '@rigline/contract/ccus';
import { type StoredUnit, shownSymbol, shownText, type UnitSystem } from '@rigline/contract/units';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormDialog } from '@/components/layout/form-dialog';
import { FormField, fieldAria, TextField } from '@/components/layout/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCreateCcu } from '@/features/ccus/api/create-ccu';
import { useUpdateCcu } from '@/features/ccus/api/update-ccu';
import { keepUnlessChanged, shownMeasureSchema } from '@/lib/measure-text';
import { numberOf, numberText, optionalNumber } from '@/lib/number-text';
import { useUnitSystem } from '@/lib/preferences';
import { useRecordForm } from '@/lib/use-record-form';

const { shape } = createCcuBodySchema;

/** The unit's weights and sizes, in the person's units (Settings → Units), stored in kg and m. */
const MEASURE_FIELDS = [
  { name: 'tare_kg', label: 'Tare', stored: 'kg' },
  { name: 'max_gross_kg', label: 'Max gross', stored: 'kg' },
  { name: 'length_m', label: 'Length', stored: 'm' },
  { name: 'width_m', label: 'Width', stored: 'm' },
  { name: 'height_m', label: 'Height', stored: 'm' },
] as const satisfies ReadonlyArray<{ name: string; label: string; stored: StoredUnit }>;

/** The owner select's value for the operator's own units. */
const OPERATOR = 'operator';

function ccuFormSchemaFor(system: UnitSystem) {
  const measure = (index: number) => {
    const { name, label, stored } = MEASURE_FIELDS[index]!;
    return shownMeasureSchema({ schema: shape[name], stored, system, label, read: numberOf });
  };
  return z
    .object({
      code: shape.code,
      type: shape.type,
      owner: z.string(),
      tare_kg: measure(0),
      max_gross_kg: measure(1),
      length_m: measure(2),
      width_m: measure(3),
      height_m: measure(4),
      certificate_number: shape.certificate_number,
      certified_until: shape.certified_until,
      next_inspection_due: shape.next_inspection_due,
      day_rate: z.string().transform(optionalNumber).pipe(shape.day_rate.unwrap()),
    })
    .refine((values) => values.max_gross_kg > values.tare_kg, {
      message: CCU_GROSS_BELOW_TARE_MESSAGE,
      path: ['max_gross_kg'],
    });
}
type CcuFormInput = z.input<ReturnType<typeof ccuFormSchemaFor>>;

function formValuesOf(unit: Ccu | null, system: UnitSystem): CcuFormInput {
  return {
    code: unit?.code ?? '',
    type: unit?.type ?? 'container',
    owner: unit?.owner ? String(unit.owner.id) : OPERATOR,
    tare_kg: shownText(unit?.tare_kg, 'kg', system),
    max_gross_kg: shownText(unit?.max_gross_kg, 'kg', system),
    length_m: shownText(unit?.length_m, 'm', system),
    width_m: shownText(unit?.width_m, 'm', system),
    height_m: shownText(unit?.height_m, 'm', system),
    certificate_number: unit?.certificate_number ?? '',
    certified_until: unit?.certified_until ?? '',
    next_inspection_due: unit?.next_inspection_due ?? '',
    day_rate: numberText(unit?.day_rate),
  };
}

/** Register a unit, or change one (a new certificate after an inspection, a new day rate). */
export function CcuFormDialog({
  open,
  onOpenChange,
  unit,
  owners,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unit: Ccu | null;
  /** The supplier companies a unit can be rented from. */
  owners: readonly NamedRef[];
}) {
  const system = useUnitSystem();
  const schema = useMemo(() => ccuFormSchemaFor(system), [system]);
  const createCcu = useCreateCcu();
  const updateCcu = useUpdateCcu();
  const {
    form,
    submit,
    errorOf: error,
  } = useRecordForm({
    schema,
    open,
    values: formValuesOf(unit, system),
    save: (parsed) => {
      const texts = form.getValues();
      const { owner, ...values } = parsed;
      // A figure left as it was shown is sent as it was stored, not as its rounded conversion.
      for (const { name, stored } of MEASURE_FIELDS) {
        values[name] = keepUnlessChanged(parsed[name], unit?.[name], texts[name], stored, system);
      }
      const body = { ...values, owner_vendor_id: owner === OPERATOR ? null : Number(owner) };
      return unit
        ? updateCcu.mutateAsync({ id: unit.id, version: unit.version, ...body })
        : createCcu.mutateAsync(body);
    },
    onSaved: (saved) => {
      toast.success(unit ? 'Unit updated' : 'Unit registered', {
        description: unit ? `${saved.code} has been saved.` : `${saved.code} is in the register.`,
      });
      onOpenChange(false);
    },
    failureTitle: unit ? 'Unit not updated' : 'Unit not registered',
  });
  const { register, control } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={unit ? `Edit ${unit.code}` : 'Register unit'}
      description="A cargo carrying unit, certified to DNV 2.7-1 / EN 12079. Dates are calendar dates."
      onSubmit={submit}
      isSubmitting={form.formState.isSubmitting}
      submitLabel={unit ? 'Save changes' : 'Register unit'}
      pendingLabel={unit ? 'Saving...' : 'Registering...'}
      isWide
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="ccu-code"
          label="Code *"
          placeholder="TOR-1234"
          autoCapitalize="characters"
          error={error('code')}
          {...register('code')}
        />
        <FormField id="ccu-type" label="Type *" error={error('type')}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id="ccu-type"
                  className="w-full"
                  onBlur={field.onBlur}
                  {...fieldAria('ccu-type', error('type'))}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {CCU_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {CCU_TYPE_LABELS[type]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="ccu-owner" label="Owner *" error={error('owner')}>
          <Controller
            control={control}
            name="owner"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id="ccu-owner"
                  className="w-full"
                  onBlur={field.onBlur}
                  {...fieldAria('ccu-owner', error('owner'))}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={OPERATOR}>The operator (own unit)</SelectItem>
                  {unit?.owner && !owners.some((owner) => owner.id === unit.owner?.id) ? (
                    <SelectItem value={String(unit.owner.id)}>{unit.owner.name}</SelectItem>
                  ) : null}
                  {owners.map((owner) => (
                    <SelectItem key={owner.id} value={String(owner.id)}>
                      {owner.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <fieldset className="grid gap-4 rounded-md border p-4">
        <legend className="px-1 font-medium text-sm">Weight and size</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {MEASURE_FIELDS.map(({ name, label, stored }) => (
            <TextField
              key={name}
              id={`ccu-${name}`}
              label={`${label} (${shownSymbol(stored, system)}) *`}
              inputMode="decimal"
              error={error(name)}
              {...register(name)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-md border p-4">
        <legend className="px-1 font-medium text-sm">Certificate and hire</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="ccu-certificate_number"
            label="Certificate number *"
            error={error('certificate_number')}
            {...register('certificate_number')}
          />
          <TextField
            id="ccu-certified_until"
            label="Certified until *"
            type="date"
            error={error('certified_until')}
            {...register('certified_until')}
          />
          <TextField
            id="ccu-next_inspection_due"
            label="Next inspection due *"
            type="date"
            error={error('next_inspection_due')}
            {...register('next_inspection_due')}
          />
          <TextField
            id="ccu-day_rate"
            label="Day rate"
            inputMode="decimal"
            placeholder="Not hired by the day"
            hint="What a day of hire costs, for a rented unit."
            error={error('day_rate')}
            {...register('day_rate')}
          />
        </div>
      </fieldset>
    </FormDialog>
  );
}
