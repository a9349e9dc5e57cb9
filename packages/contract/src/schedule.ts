import { z } from 'zod';
import { bodyIdSchema, defineCall, envelope, optionalTextSchema } from './api.ts';
import { journeySchema } from './journeys.ts';
import { formatUtc, instantSchema } from './time.ts';
import { voyageSchema } from './voyages.ts';

/**
 * The sailing schedule (issue 23, docs/decisions/057): a voyage's planned departure and return, each journey's
 * planned arrival at and departure from its rig, and why a plan changed once booking had closed.
 */

/** Why a plan changed after the cut-off (or a booking came late): asked for, kept in history, told to those concerned. */
export const SCHEDULE_REASONS = ['WEATHER', 'VESSEL', 'CARGO', 'RIG', 'PORT', 'OTHER'] as const;
export const scheduleReasonSchema = z.enum(SCHEDULE_REASONS, {
  error: `reason must be one of ${SCHEDULE_REASONS.join(', ')}`,
});
export type ScheduleReason = z.infer<typeof scheduleReasonSchema>;

export const SCHEDULE_REASON_LABELS: Record<ScheduleReason, string> = {
  WEATHER: 'Weather',
  VESSEL: 'Vessel',
  CARGO: 'Cargo',
  RIG: 'Rig',
  PORT: 'Port',
  OTHER: 'Other',
};

export const journeyPlanSchema = z.object({
  id: bodyIdSchema("journeys[].id must be the id of one of the voyage's journeys"),
  planned_arrival_at: instantSchema('planned_arrival_at'),
  planned_departure_at: instantSchema('planned_departure_at'),
});
export type JourneyPlan = z.output<typeof journeyPlanSchema>;

export const scheduleVoyageBodySchema = z
  .object({
    voyage_id: bodyIdSchema('voyage_id must be a positive whole number'),
    planned_departure_at: instantSchema('planned_departure_at'),
    planned_return_at: instantSchema('planned_return_at'),
    /** Every journey of the voyage, each once. */
    journeys: z.array(journeyPlanSchema, { error: 'journeys must be a list' }).max(100).default([]),
    /** Needed once the voyage's cut-off has passed. */
    reason: scheduleReasonSchema.optional(),
    note: optionalTextSchema('Note', 500).optional(),
  })
  .superRefine((body, context) => {
    if (body.reason === 'OTHER' && !body.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: 'Please say what the other reason is' });
    }
  });
export type ScheduleVoyageBody = z.input<typeof scheduleVoyageBodySchema>;

/** A voyage with its journeys, in sequence order: what the schedule call answers. */
export const scheduledVoyageSchema = voyageSchema.extend({ journeys: z.array(journeySchema) });
export type ScheduledVoyage = z.infer<typeof scheduledVoyageSchema>;

export const scheduleVoyageResponseSchema = envelope(
  z.object({ message: z.string(), voyage: scheduledVoyageSchema }),
);
export type ScheduleVoyageResponse = z.infer<typeof scheduleVoyageResponseSchema>;

/**
 * Base coordinator. Sets or changes the plan. Refused (400, naming the field) when the times are out of order
 * (the return before the departure, an arrival before the voyage's departure or the previous rig's departure,
 * a departure before its arrival), when a journey is left out or not the voyage's, or after the voyage has
 * arrived; after the cut-off without a reason; 409 naming the other voyage when the vessel's planned windows
 * would overlap.
 */
export const scheduleVoyageCall = defineCall({
  method: 'POST',
  path: '/api/voyage/schedule',
  body: scheduleVoyageBodySchema,
  response: scheduleVoyageResponseSchema,
});

export const SCHEDULE_REASON_REQUIRED_MESSAGE =
  'Booking for this sailing has closed: say why the plan changes (reason)';

/**
 * How late the voyage runs so far, in milliseconds (never below zero): the lateness of the last thing that
 * actually happened against its plan. Sailing from the base against the planned departure; each arrival at a
 * rig against its planned arrival; each departure from a rig (the next journey's start) against its planned
 * departure. Nothing recorded or nothing planned: 0.
 */
export function delayOfVoyage(voyage: {
  planned_departure_at: string | null;
  started_at: string | null;
  journeys: readonly {
    sequence: number;
    planned_arrival_at: string | null;
    planned_departure_at: string | null;
    started_at: string | null;
    ended_at: string | null;
  }[];
}): number {
  const checkpoints: { planned: string | null; actual: string | null }[] = [];
  const journeys = [...voyage.journeys].sort((a, b) => a.sequence - b.sequence);
  checkpoints.push({ planned: voyage.planned_departure_at, actual: voyage.started_at });
  journeys.forEach((journey, index) => {
    const previous = journeys[index - 1];
    // Starting journey n is leaving the previous stop: the base for the first, rig n-1 after.
    checkpoints.push({
      planned: previous ? previous.planned_departure_at : voyage.planned_departure_at,
      actual: journey.started_at,
    });
    checkpoints.push({ planned: journey.planned_arrival_at, actual: journey.ended_at });
  });
  let delay = 0;
  let latest = Number.NEGATIVE_INFINITY;
  for (const { planned, actual } of checkpoints) {
    if (planned === null || actual === null) continue;
    const at = Date.parse(actual);
    if (at < latest) continue;
    latest = at;
    delay = Math.max(0, at - Date.parse(planned));
  }
  return delay;
}

/** A journey's expected arrival: its actual arrival once it has one, else its plan moved by the voyage's delay. */
export function expectedArrivalAt(
  journey: { planned_arrival_at: string | null; ended_at: string | null },
  delayMs: number,
): string | null {
  if (journey.ended_at !== null) return journey.ended_at;
  if (journey.planned_arrival_at === null) return null;
  return new Date(Date.parse(journey.planned_arrival_at) + delayMs).toISOString();
}

/**
 * What a schedule change changed, as its history row keeps it: {field: [old, new]}. The voyage's own fields
 * by name; a journey's as "<journey name>|arrival" or "<journey name>|departure".
 */
export type ScheduleChanges = Record<string, [string | null, string]>;

/** A schedule change in words, old → new, every time naming its zone (the history's action). */
export function describeScheduleChange(details: string | null): string {
  let changes: ScheduleChanges;
  try {
    changes = JSON.parse(details ?? '{}') as ScheduleChanges;
  } catch {
    return 'Schedule changed';
  }
  const parts = Object.entries(changes).map(([field, [before, after]]) => {
    const what =
      field === 'planned_departure_at'
        ? 'Departure'
        : field === 'planned_return_at'
          ? 'Return'
          : field.endsWith('|arrival')
            ? `${field.slice(0, -'|arrival'.length)} arrival`
            : `${field.slice(0, -'|departure'.length)} departure`;
    return `${what} ${before === null ? 'set to' : `${formatUtc(before)} →`} ${formatUtc(after)}`;
  });
  return parts.length === 0 ? 'Schedule changed' : `Schedule changed: ${parts.join('; ')}`;
}

/** A schedule change's kept reason ("WEATHER: Swell over 4 m", or a note alone) read back as reason and note. */
export function parseScheduleReason(kept: string | null): {
  reason: ScheduleReason | null;
  note: string | null;
} {
  if (kept === null || kept === '') return { reason: null, note: null };
  const match = /^([A-Z]+)(?::\s*([\s\S]*))?$/.exec(kept);
  const code = match?.[1];
  if (match && SCHEDULE_REASONS.includes(code as ScheduleReason)) {
    return { reason: code as ScheduleReason, note: match[2] ? match[2] : null };
  }
  return { reason: null, note: kept };
}

/** One formatter per zone: making an Intl.DateTimeFormat costs ~100 times formatting with one. */
const calendarDateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) an instant falls on in an IANA zone. */
export function localDateOf(iso: string, timeZone: string): string {
  let format = calendarDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    });
    calendarDateFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/**
 * Issue 23's "at risk": an arrival later than the day the rig needs the goods by, that day read on the rig's
 * own calendar (required_by has no time, so an arrival any time on that day at the rig is in time).
 */
export function arrivesAfterRequiredBy(arrivalAt: string, requiredBy: string, rigTimeZone: string): boolean {
  return localDateOf(arrivalAt, rigTimeZone) > requiredBy;
}
