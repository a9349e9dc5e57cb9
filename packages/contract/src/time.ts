import { requiredTextSchema, textSchema } from './api.ts';

/**
 * Times and zones for the schedule (issue 23, docs/decisions/057). Every time is stored and sent in UTC as ISO
 * 8601; a place (base or rig) has an IANA time zone the screens can show local times in.
 */

/** Whether the runtime knows this IANA zone name (Europe/Oslo, UTC, America/Houston …). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

export const timeZoneSchema = textSchema('time_zone', {
  error: 'time_zone must be an IANA time zone name such as Europe/Oslo',
})
  .max(64, 'time_zone must be at most 64 characters')
  .refine(isTimeZone, 'time_zone must be an IANA time zone name such as Europe/Oslo');

/**
 * An instant sent by a caller: ISO 8601 with a zone (Z or ±hh:mm), answered back normalised to UTC
 * (2026-12-01T08:00:00.000Z). A time without a zone is refused: nobody can tell which 08:00 it meant.
 */
export function instantSchema(field: string) {
  return textSchema(field, { error: `${field} must be a date and time such as 2026-12-01T08:00:00Z` })
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
        !Number.isNaN(Date.parse(value)),
      `${field} must be a date and time with its zone, such as 2026-12-01T08:00:00Z`,
    )
    .transform((value) => new Date(value).toISOString());
}

/** A calendar date, YYYY-MM-DD, that exists. */
export function calendarDateSchema(field: string) {
  return textSchema(field, { error: `${field} must be a date such as 2026-12-01` }).refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, `${field} must be a date such as 2026-12-01`);
}

export const HOUR_MS = 3_600_000;

/** The booking cut-off of a sailing: its planned departure less the base's booking_cutoff_hours. */
export function cutoffAt(plannedDepartureAt: string | null, bookingCutoffHours: number): string | null {
  if (plannedDepartureAt === null) return null;
  return new Date(Date.parse(plannedDepartureAt) - bookingCutoffHours * HOUR_MS).toISOString();
}

/** An instant as every message and history line writes it, naming its zone: "2026-12-01 08:00 UTC". */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;
}

/**
 * Why a booking is made after its sailing's cut-off (issue 23, docs/decisions/058): the coordinator's words,
 * kept with the booking. Needed once the cut-off has passed; refused as empty.
 */
export const lateReasonSchema = requiredTextSchema('Late reason', 500);
