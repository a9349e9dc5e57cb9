import type { Journey } from '@rigline/contract/journeys';
import {
  SCHEDULE_REASONS,
  type ScheduleVoyageBody,
  scheduleVoyageBodySchema,
} from '@rigline/contract/schedule';
import type { Voyage } from '@rigline/contract/voyages';
import { z } from 'zod';
import { localInputToUtcIso, utcIsoToLocalInput } from '@/lib/zoned-time';

/**
 * The Schedule / Reschedule form (issue 23, docs/decisions/061): times typed as datetime-local values in the
 * display zone, turned into the UTC instants of POST /api/voyage/schedule; the reason and note required once
 * the voyage's booking cut-off has passed.
 */

export const NOTE_REQUIRED_MESSAGE = 'Please add a note saying what changed';

function typedTime(label: string, timeZone: string) {
  return z.string().transform((value, context) => {
    if (value.trim() === '') {
      context.addIssue({ code: 'custom', message: `Please enter the ${label}` });
      return z.NEVER;
    }
    const iso = localInputToUtcIso(value, timeZone);
    if (iso === null) {
      context.addIssue({ code: 'custom', message: `The ${label} must be a date and time` });
      return z.NEVER;
    }
    return iso;
  });
}

export function scheduleFormSchema(options: { voyageId: number; timeZone: string; isAfterCutoff: boolean }) {
  const { voyageId, timeZone, isAfterCutoff } = options;
  return z
    .object({
      departure: typedTime('planned departure', timeZone),
      return: typedTime('planned return', timeZone),
      journeys: z.array(
        z.object({
          id: z.number().int(),
          arrival: typedTime('planned arrival', timeZone),
          departure: typedTime('planned departure from the rig', timeZone),
        }),
      ),
      reason: z.union([z.literal(''), z.enum(SCHEDULE_REASONS)]),
      note: z.string(),
    })
    .superRefine((form, context) => {
      if (!isAfterCutoff) return;
      if (form.reason === '') {
        context.addIssue({
          code: 'custom',
          path: ['reason'],
          message: 'Booking has closed: please choose a reason',
        });
      }
      if (form.note.trim() === '') {
        context.addIssue({ code: 'custom', path: ['note'], message: NOTE_REQUIRED_MESSAGE });
      }
    })
    .transform((form, context): ScheduleVoyageBody => {
      const body = {
        voyage_id: voyageId,
        planned_departure_at: form.departure,
        planned_return_at: form.return,
        journeys: form.journeys.map((journey) => ({
          id: journey.id,
          planned_arrival_at: journey.arrival,
          planned_departure_at: journey.departure,
        })),
        ...(form.reason === '' ? {} : { reason: form.reason }),
        ...(form.note.trim() === '' ? {} : { note: form.note.trim() }),
      };
      // The contract's own checks (the note's length and characters, a note for Other) on the same body.
      const checked = scheduleVoyageBodySchema.safeParse(body);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const field = String(issue.path[0] ?? '');
          context.addIssue({
            code: 'custom',
            path: [field === 'note' || field === 'reason' ? field : 'departure'],
            message: issue.message,
          });
        }
        return z.NEVER;
      }
      return body;
    });
}

export type ScheduleFormInput = z.input<ReturnType<typeof scheduleFormSchema>>;

/** The form as it opens: the voyage's plan, shown in the display zone; empty where nothing is planned. */
export function scheduleFormDefaults(
  voyage: Pick<Voyage, 'planned_departure_at' | 'planned_return_at'>,
  journeys: readonly Pick<Journey, 'id' | 'sequence' | 'planned_arrival_at' | 'planned_departure_at'>[],
  timeZone: string,
): ScheduleFormInput {
  return {
    departure: utcIsoToLocalInput(voyage.planned_departure_at, timeZone),
    return: utcIsoToLocalInput(voyage.planned_return_at, timeZone),
    journeys: [...journeys]
      .sort((a, b) => a.sequence - b.sequence)
      .map((journey) => ({
        id: journey.id,
        arrival: utcIsoToLocalInput(journey.planned_arrival_at, timeZone),
        departure: utcIsoToLocalInput(journey.planned_departure_at, timeZone),
      })),
    reason: '',
    note: '',
  };
}

/** The form field a server's field path names: planned_departure_at → departure, journeys.0.planned_arrival_at → journeys.0.arrival. */
export function formFieldOfServerPath(path: string): string | null {
  if (path === 'planned_departure_at') return 'departure';
  if (path === 'planned_return_at') return 'return';
  if (path === 'reason' || path === 'note') return path;
  const journey = /^journeys\.(\d+)\.planned_(arrival|departure)_at$/.exec(path);
  return journey ? `journeys.${journey[1]}.${journey[2]}` : null;
}
