import { createItemBodySchema } from '@rigline/contract/items';
import type { StoredUnit, UnitSystem } from '@rigline/contract/units';
import type { FieldErrors, FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { shownMeasureSchema } from '@/lib/measure-text';
import { toNumberOrZero } from './number-input';

/** The Add Item form (§5): its fields, read and checked with the contract's item schema. */
const { shape } = createItemBodySchema;

/**
 * The measures, typed in the person's units (Settings → Units) and sent in the catalogue's (§5: inches, pounds,
 * gallons). Weight and volume are those of one unit of the item.
 */
export const MEASURE_FIELDS = [
  { name: 'length', label: 'Length', stored: 'in' },
  { name: 'breadth', label: 'Breadth', stored: 'in' },
  { name: 'height', label: 'Height', stored: 'in' },
  { name: 'weight', label: 'Weight per unit', stored: 'lb' },
  { name: 'volume', label: 'Volume per unit', stored: 'gal' },
] as const satisfies readonly { name: string; label: string; stored: StoredUnit }[];

/** A number box's text, read as §5 says: empty or not a number counts as 0; the contract then checks it. */
function measureField(index: number, system: UnitSystem) {
  const { name, label, stored } = MEASURE_FIELDS[index]!;
  return shownMeasureSchema({ schema: shape[name].unwrap(), stored, system, label, read: toNumberOrZero });
}

export function addItemFormSchemaFor(system: UnitSystem) {
  return z.object({
    mat_code: shape.mat_code,
    name: shape.name,
    description: shape.description,
    remarks: shape.remarks,
    length: measureField(0, system),
    breadth: measureField(1, system),
    height: measureField(2, system),
    weight: measureField(3, system),
    volume: measureField(4, system),
    item_measurement_unit: shape.item_measurement_unit,
    un_number: shape.un_number,
    imdg_class: shape.imdg_class,
    packing_group: shape.packing_group,
    is_stackable: shape.is_stackable,
  });
}
type AddItemFormSchema = ReturnType<typeof addItemFormSchemaFor>;
export type AddItemFormInput = z.input<AddItemFormSchema>;
export type AddItemFormField = FieldPath<AddItemFormInput>;

export const EMPTY_FORM: AddItemFormInput = {
  mat_code: '',
  name: '',
  description: '',
  remarks: '',
  length: '',
  breadth: '',
  height: '',
  weight: '',
  volume: '',
  item_measurement_unit: 'count',
  un_number: '',
  imdg_class: '',
  packing_group: '',
  is_stackable: false,
};

/** Radix's select takes no empty value: this one stands for "not dangerous goods". */
export const NONE = 'none';

export const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_FORM));

export type AddItemFormOutput = z.output<AddItemFormSchema>;

/** The message under a field, and the id its input is described by, when the field has an error. */
export function fieldErrorOf(errors: FieldErrors<AddItemFormInput>, name: AddItemFormField) {
  return errors[name]?.message;
}

export function describedByOf(errors: FieldErrors<AddItemFormInput>, name: AddItemFormField) {
  return errors[name] ? `add-item-${name}-error` : undefined;
}
