import { z } from 'zod';

/** A number box's text: empty means "not known" (null); anything else is read as a number for the schema. */
export function optionalNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

/** The text a number box starts with: empty for null. */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A required number box's text as a number: empty or not a number is NaN, which number schemas refuse. */
export function numberOf(text: string): number {
  return optionalNumber(text) ?? Number.NaN;
}

/**
 * A form's number box checked by the contract's number schema: the text is read as a number (empty is not a
 * number, so the schema's own "must be a number" shows) and the schema's messages land on the box.
 */
export function numberFromText<Schema extends z.ZodType<number, number>>(schema: Schema) {
  return z.string().transform(numberOf).pipe(schema);
}
