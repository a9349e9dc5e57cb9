import { formatJourneyName, formatVoyageId } from '@rigline/contract/ids';
import {
  SCHEDULE_REASON_LABELS,
  SCHEDULE_REASON_REQUIRED_MESSAGE,
  type ScheduleChanges,
  type ScheduledVoyage,
  type scheduleVoyageBodySchema,
} from '@rigline/contract/schedule';
import { formatUtc } from '@rigline/contract/time';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { statusEvent } from '../events/event-rows.ts';
import { findJourneysOfVoyage, setJourneyPlans } from '../journeys/journeys.service.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { findVoyageOrThrow, lockVoyage } from '../lifecycle/voyage-lock.ts';
import { inTransaction, publishAfterCommit } from '../live/live-transaction.ts';
import type { Publication } from '../live/publication.ts';
import { notifyInTransaction } from '../notifications/notifications.service.ts';
import { sailingRescheduledNotices, timesMovedEnough } from '../notifications/schedule-notices.ts';
import { findCargoOwnersOfVoyage } from '../sailings/cutoff-reminders.ts';
import { lockVessel } from '../vessels/vessels.service.ts';
import { toVoyage } from './voyage-mapping.ts';
import { findOverlappingVoyage, findVoyageViewById, updateVoyagePlan } from './voyages.repository.ts';

type ScheduleBody = z.output<typeof scheduleVoyageBodySchema>;
type JourneyRowOf = Awaited<ReturnType<typeof findJourneysOfVoyage>>[number];

/** The plan's times in order (issue 23): each refusal names the field it is about. */
function assertTimesInOrder(body: ScheduleBody, journeys: readonly JourneyRowOf[]): void {
  if (body.planned_return_at <= body.planned_departure_at) {
    throw AppError.badInput('planned_return_at', 'The planned return must be after the planned departure');
  }
  const planOf = new Map(body.journeys.map((plan) => [plan.id, plan]));
  let previousDeparture = body.planned_departure_at;
  let previousName = "the voyage's departure";
  journeys.forEach((journey, index) => {
    const plan = planOf.get(journey.id);
    if (!plan) return;
    const name = formatJourneyName(journey.sequence, journey.rig_name);
    const position = body.journeys.indexOf(plan);
    if (plan.planned_arrival_at <= previousDeparture) {
      throw AppError.badInput(
        `journeys.${position}.planned_arrival_at`,
        `${name}: the planned arrival must be after ${previousName}`,
      );
    }
    if (plan.planned_departure_at < plan.planned_arrival_at) {
      throw AppError.badInput(
        `journeys.${position}.planned_departure_at`,
        `${name}: the planned departure from the rig must not be before its planned arrival`,
      );
    }
    previousDeparture = plan.planned_departure_at;
    previousName = `the planned departure from ${journeys[index]?.rig_name ?? 'the previous rig'}`;
  });
  if (body.planned_return_at <= previousDeparture) {
    throw AppError.badInput(
      'planned_return_at',
      `The planned return must be after ${journeys.length > 0 ? previousName : "the voyage's departure"}`,
    );
  }
}

/** Every journey of the voyage planned, each once, and nothing else. */
function assertEveryJourneyPlanned(body: ScheduleBody, journeys: readonly JourneyRowOf[]): void {
  const ids = new Set(journeys.map((journey) => journey.id));
  const seen = new Set<number>();
  body.journeys.forEach((plan, index) => {
    if (!ids.has(plan.id)) {
      throw AppError.badInput(`journeys.${index}.id`, `Journey ${plan.id} is not a journey of this voyage`);
    }
    if (seen.has(plan.id)) throw AppError.badInput(`journeys.${index}.id`, 'Each journey is planned once');
    seen.add(plan.id);
  });
  const missing = journeys.find((journey) => !seen.has(journey.id));
  if (missing) {
    throw AppError.badInput(
      'journeys',
      `Please plan every journey of the voyage: ${formatJourneyName(missing.sequence, missing.rig_name)} has no times`,
    );
  }
}

/**
 * A vessel is on one voyage at a time: 409 naming the other voyage whose planned window meets this one. The
 * caller holds the vessel's row (lockVessel), so that two plans are checked one after the other.
 */
export async function assertVesselFree(
  db: Db,
  options: { vesselId: number; exceptVoyageId: number | null; from: string; to: string },
): Promise<void> {
  const overlapping = await findOverlappingVoyage(db, options);
  if (!overlapping) return;
  const until = overlapping.ended_at ?? overlapping.planned_return_at ?? '';
  throw new AppError(
    'CONFLICT',
    `This vessel is already planned on ${formatVoyageId(overlapping.id)} (${overlapping.name}) from ${formatUtc(overlapping.planned_departure_at ?? '')} to ${formatUtc(until)}; the windows must not overlap`,
  );
}

/** What the plan changes, old → new; empty when the call changes nothing. */
function changesOf(
  voyage: { planned_departure_at: string | null; planned_return_at: string | null },
  journeys: readonly JourneyRowOf[],
  body: ScheduleBody,
): ScheduleChanges {
  const changes: ScheduleChanges = {};
  if (voyage.planned_departure_at !== body.planned_departure_at) {
    changes.planned_departure_at = [voyage.planned_departure_at, body.planned_departure_at];
  }
  if (voyage.planned_return_at !== body.planned_return_at) {
    changes.planned_return_at = [voyage.planned_return_at, body.planned_return_at];
  }
  for (const plan of body.journeys) {
    const journey = journeys.find((candidate) => candidate.id === plan.id);
    if (!journey) continue;
    const name = formatJourneyName(journey.sequence, journey.rig_name);
    if (journey.planned_arrival_at !== plan.planned_arrival_at) {
      changes[`${name}|arrival`] = [journey.planned_arrival_at, plan.planned_arrival_at];
    }
    if (journey.planned_departure_at !== plan.planned_departure_at) {
      changes[`${name}|departure`] = [journey.planned_departure_at, plan.planned_departure_at];
    }
  }
  return changes;
}

/**
 * "Schedule" (issue 23, docs/decisions/057): sets or changes a voyage's plan in one transaction that takes the
 * voyage's and the vessel's rows first, so that two plans for one vessel are checked one after the other.
 * What has happened keeps its plan: a voyage that has sailed keeps its planned departure, a journey that has
 * reached its rig keeps its planned times, and a voyage back at base keeps all of it.
 */
export async function scheduleVoyage(options: {
  db: Db;
  user: CurrentUser;
  body: ScheduleBody;
  now?: string;
}): Promise<ScheduledVoyage> {
  const { db, user, body } = options;
  const now = options.now ?? new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const voyage = await findVoyageOrThrow(trx, body.voyage_id);
    if (voyage.status === 'COMPLETED') {
      throw new AppError(
        'BAD_INPUT',
        'This voyage has already arrived at base; its plan is kept as it sailed',
      );
    }
    await lockVoyage({
      db: trx,
      user,
      voyageId: voyage.id,
      status: voyage.status as 'PLANNING' | 'STARTED',
      now,
    });
    await lockVessel(trx, voyage.vessel_id);
    const journeys = await findJourneysOfVoyage(trx, voyage.id);
    assertEveryJourneyPlanned(body, journeys);
    assertTimesInOrder(body, journeys);
    if (voyage.started_at !== null && voyage.planned_departure_at !== null) {
      if (voyage.planned_departure_at !== body.planned_departure_at) {
        throw AppError.badInput(
          'planned_departure_at',
          `This voyage sailed at ${formatUtc(voyage.started_at)}; its planned departure (${formatUtc(voyage.planned_departure_at)}) is kept`,
        );
      }
    }
    body.journeys.forEach((plan, index) => {
      const journey = journeys.find((candidate) => candidate.id === plan.id);
      if (!journey?.ended_at || journey.planned_arrival_at === null) return;
      if (
        journey.planned_arrival_at !== plan.planned_arrival_at ||
        journey.planned_departure_at !== plan.planned_departure_at
      ) {
        throw AppError.badInput(
          `journeys.${index}.planned_arrival_at`,
          `${formatJourneyName(journey.sequence, journey.rig_name)} has reached its rig; its plan is kept`,
        );
      }
    });
    const changes = changesOf(voyage, journeys, body);
    const before = await findVoyageViewById(trx, voyage.id);
    const cutoff = before ? toVoyage(before).cutoff_at : null;
    const changesAfterCutoff = Object.keys(changes).length > 0 && cutoff !== null && now >= cutoff;
    if (changesAfterCutoff && !body.reason)
      throw AppError.badInput('reason', SCHEDULE_REASON_REQUIRED_MESSAGE);
    await assertVesselFree(trx, {
      vesselId: voyage.vessel_id,
      exceptVoyageId: voyage.id,
      from: body.planned_departure_at,
      to: body.planned_return_at,
    });
    const actor = { userId: user.id, at: now };
    await updateVoyagePlan(trx, voyage.id, {
      planned_departure_at: body.planned_departure_at,
      planned_return_at: body.planned_return_at,
    });
    const planned = await setJourneyPlans(trx, {
      voyageId: voyage.id,
      plans: body.journeys,
      actor,
      afterCutoff: changesAfterCutoff,
    });
    const cargoOwners = await findCargoOwnersOfVoyage(trx, { voyageId: voyage.id, notLoadedOnly: false });
    if (Object.keys(changes).length > 0) {
      // A voyage's own change goes to the operator roles (decision 021); each supplier with cargo aboard hears
      // of it too, naming only its own requests, so its Sailings refresh live (docs/decisions/067).
      publishAfterCommit(trx, voyageChangeForCargoOwners(voyage.id, cargoOwners));
      await recordTransitions(trx, [
        statusEvent({
          entityType: 'voyage',
          entityId: voyage.id,
          voyageId: voyage.id,
          actorUserId: user.id,
          from: voyage.status,
          to: voyage.status,
          at: now,
          reason: body.reason ? [body.reason, body.note].filter(Boolean).join(': ') : (body.note ?? null),
          details: JSON.stringify(changes),
        }),
      ]);
    }
    const moved = timesMovedEnough([
      {
        label: 'departure from base',
        from: voyage.planned_departure_at,
        to: body.planned_departure_at,
        rigId: null,
      },
      ...body.journeys.flatMap((plan) => {
        const journey = journeys.find((candidate) => candidate.id === plan.id);
        if (!journey) return [];
        return [
          {
            label: `ETA at ${journey.rig_name}`,
            from: journey.planned_arrival_at,
            to: plan.planned_arrival_at,
            rigId: journey.rig_id,
          },
          {
            label: `departure from ${journey.rig_name}`,
            from: journey.planned_departure_at,
            to: plan.planned_departure_at,
            rigId: journey.rig_id,
          },
        ];
      }),
    ]);
    if (moved.length > 0) {
      // Issue 23 (docs/decisions/060): who waits for the cargo, and whose cargo it is, hear of a move of an hour or more.
      // In the words the schedule form shows: "Weather: swell over 4 m".
      const reason = body.reason
        ? [SCHEDULE_REASON_LABELS[body.reason], body.note].filter(Boolean).join(': ')
        : (body.note ?? null);
      await notifyInTransaction(
        trx,
        sailingRescheduledNotices({ voyage, moved, reason, cargoOwners, actorUserId: user.id, now }),
      );
    }
    const after = await findVoyageViewById(trx, voyage.id);
    if (!after) throw new Error(`voyage ${voyage.id} vanished inside its own transaction`);
    return { ...toVoyage(after), journeys: planned };
  });
}

/** One live update per supplier company with cargo on the voyage, carrying only that company's requests. */
function voyageChangeForCargoOwners(
  voyageId: number,
  cargoOwners: readonly { vendor_id: number; request_id: number }[],
): Publication[] {
  const requestsOf = new Map<number, number[]>();
  for (const owner of cargoOwners) {
    requestsOf.set(owner.vendor_id, [...(requestsOf.get(owner.vendor_id) ?? []), owner.request_id]);
  }
  return [...requestsOf].map(([vendorId, requestIds]) => ({
    change: { kind: 'voyage', ids: [voyageId], request_ids: requestIds, voyage_ids: [voyageId] },
    audience: { scope: 'vendor', vendorId },
  }));
}
