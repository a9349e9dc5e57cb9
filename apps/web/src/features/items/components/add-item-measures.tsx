import { MEASUREMENT_UNITS } from '@rigline/contract/constants';
import { shownSymbol, shownUnit } from '@rigline/contract/units';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useUnitSystem } from '@/lib/preferences';
import {
  type AddItemFormInput,
  type AddItemFormOutput,
  describedByOf,
  fieldErrorOf,
  MEASURE_FIELDS,
} from '../lib/add-item-form';
import { FormField } from './add-item-form-field';

export interface AddItemFieldsProps {
  register: UseFormRegister<AddItemFormInput>;
  control: Control<AddItemFormInput, unknown, AddItemFormOutput>;
  errors: FieldErrors<AddItemFormInput>;
}

/**
 * The item's measures in the person's units (Settings → Units; stored in the fixed units of §5), and its unit
 * of measurement.
 */
export function AddItemMeasures({ register, control, errors }: AddItemFieldsProps) {
  const system = useUnitSystem();
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {MEASURE_FIELDS.map(({ name, label, stored }) => (
        <FormField key={name} id={`add-item-${name}`} label={label} error={fieldErrorOf(errors, name)}>
          <div className="relative">
            <Input
              id={`add-item-${name}`}
              type="number"
              inputMode="decimal"
              step={10 ** -shownUnit(stored, system).decimals}
              min="0"
              placeholder="0"
              className="pr-16"
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={[`add-item-${name}-unit`, describedByOf(errors, name)]
                .filter(Boolean)
                .join(' ')}
              {...register(name)}
            />
            <span
              id={`add-item-${name}-unit`}
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground text-xs"
            >
              {shownSymbol(stored, system)}
            </span>
          </div>
        </FormField>
      ))}
      <FormField
        id="add-item-item_measurement_unit"
        label="Measurement Unit"
        error={fieldErrorOf(errors, 'item_measurement_unit')}
      >
        <Controller
          control={control}
          name="item_measurement_unit"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id="add-item-item_measurement_unit" className="w-full" onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {MEASUREMENT_UNITS.map((unit) => (
                  <SelectItem key={unit} value={unit}>
                    {unit}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
    </div>
  );
}
