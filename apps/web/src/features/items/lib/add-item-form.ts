import { ITEM_UNITS } from '@rigline/contract/constants';
import { createItemBodySchema } from '@rigline/contract/items';
import type { FieldErrors, FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { toNumberOrZero } from './number-input';

/** The Add Item form (§5): its fields, read and checked with the contract's item schema. */
const { shape } = createItemBodySchema;

/** A number box's text, read as §5 says: empty or not a number counts as 0; the contract then checks it. */
function measureField(schema: (typeof shape)['length']) {
  return z.string().transform(toNumberOrZero).pipe(schema.unwrap());
}

export const addItemFormSchema = z.object({
  mat_code: shape.mat_code,
  name: shape.name,
  description: shape.description,
  remarks: shape.remarks,
  length: measureField(shape.length),
  breadth: measureField(shape.breadth),
  height: measureField(shape.height),
  weight: measureField(shape.weight),
  volume: measureField(shape.volume),
  item_measurement_unit: shape.item_measurement_unit,
  un_number: shape.un_number,
  imdg_class: shape.imdg_class,
  packing_group: shape.packing_group,
  is_stackable: shape.is_stackable,
});
export type AddItemFormInput = z.input<typeof addItemFormSchema>;
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

export const MEASURE_FIELDS = [
  { name: 'length', label: 'Length', unit: ITEM_UNITS.length },
  { name: 'breadth', label: 'Breadth', unit: ITEM_UNITS.breadth },
  { name: 'height', label: 'Height', unit: ITEM_UNITS.height },
  { name: 'weight', label: 'Weight', unit: ITEM_UNITS.weight },
  { name: 'volume', label: 'Volume', unit: ITEM_UNITS.volume },
] as const;

export type AddItemFormOutput = z.output<typeof addItemFormSchema>;

/** The message under a field, and the id its input is described by, when the field has an error. */
export function fieldErrorOf(errors: FieldErrors<AddItemFormInput>, name: AddItemFormField) {
  return errors[name]?.message;
}

export function describedByOf(errors: FieldErrors<AddItemFormInput>, name: AddItemFormField) {
  return errors[name] ? `add-item-${name}-error` : undefined;
}
