import {
  formatFigure,
  fromShown,
  type StoredUnit,
  shownLimit,
  shownSymbol,
  shownText,
  shownUnit,
  type UnitSystem,
} from '@rigline/contract/units';
import { z } from 'zod';

/**
 * A number box that holds a stored figure in the person's units (docs/decisions/056). The text is read as a
 * figure in the chosen unit, checked against the contract's limit said in that unit, converted to the stored
 * unit and then checked by the contract's own schema, so the server's limits and messages still apply.
 */
export function shownMeasureSchema<Stored extends number | null>({
  schema,
  stored,
  system,
  label,
  read,
}: {
  /** The contract's figure, in the stored unit. */
  schema: z.ZodType<Stored, Stored>;
  stored: StoredUnit;
  system: UnitSystem;
  /** "Deck length": the message's subject. */
  label: string;
  /** How the box's text reads: empty as null, 0 or not a number, as the form's document says. */
  read: (text: string) => number | null;
}) {
  const limit = maxValueOf(schema);
  const shownMax = limit === null ? null : shownLimit(limit, stored, system);
  return z
    .string()
    .transform(read)
    .superRefine((value, context) => {
      // Said here so that the message names no unit the person is not typing in.
      if (value !== null && value < 0) {
        context.addIssue({ code: 'custom', message: `${label} cannot be negative` });
      }
      if (value !== null && shownMax !== null && Number.isFinite(value) && value > shownMax) {
        context.addIssue({
          code: 'custom',
          message: `${label} must be at most ${formatFigure(shownMax, shownUnit(stored, system).decimals)} ${shownSymbol(stored, system)}`,
        });
      }
    })
    .transform((value) =>
      value === null || !Number.isFinite(value) ? value : fromShown(value, stored, system),
    )
    .pipe(schema);
}

/** The largest figure the contract's number schema takes, or null when it sets none (or is not a plain number). */
function maxValueOf(schema: z.ZodType): number | null {
  let inner: unknown = schema;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) {
    inner = inner.unwrap();
  }
  if (!(inner instanceof z.ZodNumber)) return null;
  const max = inner.maxValue;
  return max === null || !Number.isFinite(max) ? null : max;
}

/**
 * What to send for a box that showed a stored figure: the figure itself while the box still shows it as it was
 * filled in, so that opening and saving a record in the other system never nudges it by a rounding.
 */
export function keepUnlessChanged<Value extends number | null>(
  sent: Value,
  original: number | null | undefined,
  text: string,
  stored: StoredUnit,
  system: UnitSystem,
): Value | number {
  if (original === null || original === undefined) return sent;
  return text.trim() === shownText(original, stored, system) ? original : sent;
}
