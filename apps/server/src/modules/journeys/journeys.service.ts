import type { Journey } from '@rigline/contract/journeys';
import { PHASE } from '@rigline/contract/phases';
import { RIG_INACTIVE_MESSAGE } from '@rigline/contract/rigs';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { type ChangeActor, changedByError } from '../events/changed-by.ts';
import { statusEvent } from '../events/event-rows.ts';
import { findJourneyDeletionsOfVoyage } from '../events/events.service.ts';
import { carryOrders } from '../lifecycle/lifecycle.service.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import {
  findVoyageOrThrow,
  isVoyageStarted,
  lockVoyage,
  type VoyageRow,
  voyagePlanLockedError,
} from '../lifecycle/voyage-lock.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { findRigById } from '../rigs/rigs.service.ts';
import { journeyOf, journeysOf } from './journey-views.ts';
import {
  countOrdersOfJourneyInPhase,
  deleteJourney as deleteJourneyRow,
  findJourneyById,
  findJourneysOfVoyage,
  findLastChangeOfJourney,
  insertJourney,
  type JourneyRow,
  type JourneyViewRow,
  markJourneyEnded,
  markJourneyStarted,
  updateJourneyRig,
  updateJourneySequence as updateJourneySequenceRow,
} from './journeys.repository.ts';

/** Read by other modules, which do not reach into this module's repository (docs/decisions/040). */
export { setJourneyPlans } from './journey-plans.ts';
export {
  findJourneyOfVoyageToRig,
  findJourneysOfVoyage,
  type JourneyViewRow,
} from './journeys.repository.ts';

const RIG_TAKEN_MESSAGE = 'This rig already has a journey in this voyage';
/** Orders waiting at the rig to be offloaded (decisions.md §3). */

/** 409: the journey changed since the caller saw it, saying by whom and when, and what that means here. */
async function journeyChangedError(options: {
  db: Db;
  user: CurrentUser;
  journeyId: number;
  detail?: string;
}): Promise<AppError> {
  const { db, user, journeyId, detail } = options;
  const change = await findLastChangeOfJourney(db, journeyId);
  return changedByError({ subject: 'journey', change, viewer: user, detail });
}

/** The voyage's journeys in sequence order. */
export async function listJourneysOfVoyage(options: { db: Db; voyageId: number }): Promise<Journey[]> {
  const voyage = await findVoyageOrThrow(options.db, options.voyageId);
  return journeysOf(options.db, voyage.id);
}

async function findJourneyOrThrow(db: Db, journeyId: number): Promise<JourneyRow> {
  const journey = await findJourneyById(db, journeyId);
  if (!journey) throw new AppError('NOT_FOUND', 'Journey not found');
  return journey;
}

async function voyageIdOfJourney(db: Db, journeyId: number): Promise<number> {
  return (await findJourneyOrThrow(db, journeyId)).voyage_id;
}

interface PlanEdit {
  db: Db;
  /** Who edits, and when: written on the voyage and on every journey the edit changes. */
  actor: ChangeActor;
  journeys: JourneyViewRow[];
}

/**
 * Every plan edit runs here: in one transaction, on a voyage that has not started (else 409: someone started it
 * since the person saw it planning), holding the voyage's row so the edit sees every other committed edit and
 * a start waits for it. `edit` gets the plan as it stands after the lock and answers the voyage's new plan.
 */
async function editPlan(options: {
  db: Db;
  user: CurrentUser;
  /** The voyage whose plan changes, read inside the transaction. */
  voyageIdOf: (db: Db) => Promise<number>;
  edit: (context: PlanEdit & { voyage: VoyageRow }) => Promise<void>;
}): Promise<Journey[]> {
  const { user } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const voyage = await findVoyageOrThrow(trx, await options.voyageIdOf(trx));
    if (isVoyageStarted(voyage)) throw await voyagePlanLockedError({ db: trx, user, voyageId: voyage.id });
    await lockVoyage({ db: trx, user, voyageId: voyage.id, status: 'PLANNING', now });
    const journeys = await findJourneysOfVoyage(trx, voyage.id);
    await options.edit({ db: trx, actor: { userId: user.id, at: now }, voyage, journeys });
    return journeysOf(trx, voyage.id);
  });
}

/** editPlan for a change to one journey of the plan, found in it first (404 when it is not). */
function editJourneyInPlan(options: {
  db: Db;
  user: CurrentUser;
  journeyId: number;
  edit: (context: PlanEdit & { journey: JourneyViewRow }) => Promise<void>;
}): Promise<Journey[]> {
  return editPlan({
    db: options.db,
    user: options.user,
    voyageIdOf: (db) => voyageIdOfJourney(db, options.journeyId),
    edit: async ({ db, actor, journeys }) => {
      const journey = journeys.find((candidate) => candidate.id === options.journeyId);
      if (!journey) throw new AppError('NOT_FOUND', 'Journey not found');
      await options.edit({ db, actor, journey, journeys });
    },
  });
}

async function assertRigAvailable(options: {
  db: Db;
  rigId: number;
  journeys: JourneyViewRow[];
  exceptJourneyId?: number;
}): Promise<void> {
  const rig = await findRigById(options.db, options.rigId);
  if (!rig) throw AppError.badInput('rig_id', 'This rig does not exist. Please select a rig from the list.');
  if (rig.status !== 1) throw AppError.badInput('rig_id', RIG_INACTIVE_MESSAGE);
  const isTaken = options.journeys.some(
    (journey) => journey.rig_id === rig.id && journey.id !== options.exceptJourneyId,
  );
  if (isTaken) throw AppError.badInput('rig_id', RIG_TAKEN_MESSAGE);
}

/** Sets sequences 1..n in the order given, writing only the journeys whose number changes. */
async function renumber(
  db: Db,
  actor: ChangeActor,
  ordered: ReadonlyArray<{ id: number; sequence: number }>,
): Promise<void> {
  for (const [index, journey] of ordered.entries()) {
    if (journey.sequence !== index + 1) {
      await updateJourneySequenceRow(db, { journeyId: journey.id, sequence: index + 1, actor });
    }
  }
}

/** A new journey to a rig not yet in the voyage, appended at the end of the plan. */
export async function createJourney(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  rigId: number;
}): Promise<Journey[]> {
  return editPlan({
    db: options.db,
    user: options.user,
    voyageIdOf: async () => options.voyageId,
    edit: async ({ db, actor, voyage, journeys }) => {
      await assertRigAvailable({ db, rigId: options.rigId, journeys });
      const journeyId = await insertJourney(db, {
        voyage_id: voyage.id,
        rig_id: options.rigId,
        sequence: journeys.length + 1,
        started_at: null,
        ended_at: null,
        created_at: actor.at,
        updated_at: actor.at,
        updated_by: actor.userId,
      });
      await recordJourneyEvent({
        db,
        user: options.user,
        journeyId,
        voyageId: voyage.id,
        now: actor.at,
        to: 'PLANNED',
      });
    },
  });
}

/** Moves a journey to `newSequence` (1..n); the others shift so the sequence stays 1..n with no gaps. */
export async function moveJourney(options: {
  db: Db;
  user: CurrentUser;
  journeyId: number;
  newSequence: number;
}): Promise<Journey[]> {
  return editJourneyInPlan({
    db: options.db,
    user: options.user,
    journeyId: options.journeyId,
    edit: async ({ db, actor, journey: moving, journeys }) => {
      if (options.newSequence > journeys.length) {
        // A place the plan had before a journey was deleted from it: the person saw the plan before that
        // deletion (a race lost, or a stale view), so 409 naming who deleted it, not a 400 (issue 21 #4).
        const deletions = await findJourneyDeletionsOfVoyage(db, moving.voyage_id);
        if (options.newSequence <= journeys.length + deletions.count) {
          throw changedByError({ subject: 'voyage', change: deletions.last, viewer: options.user });
        }
        throw AppError.badInput('new_sequence', `new_sequence must be between 1 and ${journeys.length}`);
      }
      const others = journeys.filter((journey) => journey.id !== options.journeyId);
      await renumber(db, actor, [
        ...others.slice(0, options.newSequence - 1),
        moving,
        ...others.slice(options.newSequence - 1),
      ]);
    },
  });
}

/** Sends a journey to another rig: only while it carries no shipment, and to a rig not yet in the voyage. */
export async function changeJourneyRig(options: {
  db: Db;
  user: CurrentUser;
  journeyId: number;
  rigId: number;
}): Promise<Journey[]> {
  return editJourneyInPlan({
    db: options.db,
    user: options.user,
    journeyId: options.journeyId,
    edit: async ({ db, actor, journey, journeys }) => {
      assertCarriesNothing(journey, 'its rig cannot change');
      if (journey.rig_id === options.rigId) return;
      await assertRigAvailable({ db, rigId: options.rigId, journeys, exceptJourneyId: journey.id });
      await updateJourneyRig(db, { journeyId: journey.id, rigId: options.rigId, actor });
    },
  });
}

/** Deletes a journey that carries no shipment; the ones after it move up. */
export async function deleteJourney(options: {
  db: Db;
  user: CurrentUser;
  journeyId: number;
}): Promise<Journey[]> {
  return editJourneyInPlan({
    db: options.db,
    user: options.user,
    journeyId: options.journeyId,
    edit: async ({ db, actor, journey, journeys }) => {
      assertCarriesNothing(journey, 'it cannot be deleted');
      await recordJourneyEvent({
        db,
        user: options.user,
        journeyId: journey.id,
        voyageId: journey.voyage_id,
        now: actor.at,
        from: 'PLANNED',
        to: 'DELETED',
        // The row goes; its history keeps the name it had (issue 12: never a row id).
        details: JSON.stringify({ sequence: [journey.sequence, null], rig: [journey.rig_name, null] }),
      });
      await deleteJourneyRow(db, journey.id);
      await renumber(
        db,
        actor,
        journeys.filter((candidate) => candidate.id !== journey.id),
      );
    },
  });
}

/**
 * The plan offers these edits only for a journey without shipments, so one found carrying a shipment got it
 * since the person looked: 409, reload (issue 8.8).
 */
function assertCarriesNothing(journey: JourneyViewRow, consequence: string): void {
  if (journey.shipment_count === 0) return;
  throw new AppError(
    'CONFLICT',
    `This journey carries a shipment now, so ${consequence}. Reload to see it as it is now.`,
  );
}

function describeJourney(journey: JourneyViewRow): string {
  return `journey ${journey.sequence} to ${journey.rig_name}`;
}

/**
 * Journeys run in sequence (decisions.md §4): the voyage has started, none of its journeys is under way, this
 * is the next one (after the last completed, or the first), and the last completed journey left nothing to
 * offload.
 */
export async function startJourney(options: {
  db: Db;
  user: CurrentUser;
  journeyId: number;
  /** The journey's version as the person saw it: a journey changed since answers 409. */
  version?: number | undefined;
}): Promise<Journey> {
  const { user, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const found = await findJourneyOrThrow(trx, options.journeyId);
    if (version !== undefined && version !== found.version) {
      throw await journeyChangedError({ db: trx, user, journeyId: found.id });
    }
    const voyage = await findVoyageOrThrow(trx, found.voyage_id);
    if (voyage.status === 'COMPLETED')
      throw new AppError('BAD_INPUT', 'This voyage has already arrived at base');
    if (voyage.status !== 'STARTED') {
      throw new AppError('BAD_INPUT', 'Start the voyage before starting its journeys');
    }
    await lockVoyage({ db: trx, user, voyageId: voyage.id, status: 'STARTED', now });
    const journeys = await findJourneysOfVoyage(trx, voyage.id);
    const journey = journeys.find((candidate) => candidate.id === found.id);
    if (!journey) throw new AppError('NOT_FOUND', 'Journey not found');
    if (journey.started_at !== null) {
      const detail = journey.ended_at === null ? 'it has already started' : 'it has already ended';
      throw await journeyChangedError({ db: trx, user, journeyId: journey.id, detail });
    }
    const running = journeys.find(
      (candidate) => candidate.started_at !== null && candidate.ended_at === null,
    );
    if (running) {
      throw new AppError(
        'BAD_INPUT',
        `Journey ${running.sequence} to ${running.rig_name} is still under way; end it before starting the next`,
      );
    }
    const completed = journeys.filter((candidate) => candidate.ended_at !== null);
    const lastCompleted = completed.at(-1);
    const next = journeys.find((candidate) => candidate.started_at === null);
    if (next && next.id !== journey.id) {
      throw new AppError(
        'BAD_INPUT',
        `Journeys run in sequence: the next one to start is ${describeJourney(next)}`,
      );
    }
    if (lastCompleted) {
      const toOffload = await countOrdersOfJourneyInPhase(trx, {
        journeyId: lastCompleted.id,
        phase: PHASE.OFFLOAD_REQUIRED,
      });
      if (toOffload > 0) {
        throw new AppError(
          'BAD_INPUT',
          `${toOffload} order(s) of ${describeJourney(lastCompleted)} still need offloading; offload them before starting the next journey`,
        );
      }
    }
    const actor = { userId: user.id, at: now };
    if (!(await markJourneyStarted(trx, { journeyId: journey.id, version, actor }))) {
      throw await journeyChangedError({ db: trx, user, journeyId: journey.id });
    }
    await recordJourneyEvent({
      db: trx,
      user: options.user,
      journeyId: journey.id,
      voyageId: voyage.id,
      now,
      from: 'PLANNED',
      to: 'STARTED',
    });
    return journeyOf(await journeysOf(trx, voyage.id), journey.id);
  });
}

/**
 * Ends a journey under way. Its orders at sea arrive: phase 5 IN_TRANSIT → phase 6 OFFLOAD_REQUIRED, one
 * event each. Ending the last journey does not complete the voyage: the vessel is then returning to base,
 * and the voyage completes with "Arrived at Base" (issue 9, decisions.md §4).
 */
export async function endJourney(options: {
  db: Db;
  user: CurrentUser;
  journeyId: number;
  /** The journey's version as the person saw it: a journey changed since answers 409. */
  version?: number | undefined;
}): Promise<Journey> {
  const { user, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const found = await findJourneyOrThrow(trx, options.journeyId);
    if (found.ended_at !== null) {
      throw await journeyChangedError({ db: trx, user, journeyId: found.id, detail: 'it has already ended' });
    }
    if (version !== undefined && version !== found.version) {
      throw await journeyChangedError({ db: trx, user, journeyId: found.id });
    }
    if (found.started_at === null) throw new AppError('BAD_INPUT', 'This journey has not started yet');
    await lockVoyage({ db: trx, user, voyageId: found.voyage_id, status: 'STARTED', now });
    const actor = { userId: user.id, at: now };
    if (!(await markJourneyEnded(trx, { journeyId: found.id, version, actor }))) {
      throw await journeyChangedError({ db: trx, user, journeyId: found.id });
    }
    await carryOrders({
      db: trx,
      user,
      action: 'journey.end',
      on: { journeyId: found.id },
      now,
      stepEvent: (count) =>
        statusEvent({
          entityId: found.id,
          actorUserId: user.id,
          at: now,
          voyageId: found.voyage_id,
          entityType: 'journey',
          from: 'STARTED',
          to: 'ENDED',
          count,
        }),
    });
    return journeyOf(await journeysOf(trx, found.voyage_id), found.id);
  });
}

/** A journey's own transition in the history: added, started, ended or deleted (issue 10). */
async function recordJourneyEvent(options: {
  db: Db;
  user: CurrentUser;
  journeyId: number;
  voyageId: number;
  now: string;
  from?: string;
  to: string;
  details?: string;
}): Promise<void> {
  const { db, user, journeyId, voyageId, now, from, to, details } = options;
  await recordTransitions(db, [
    statusEvent({
      entityType: 'journey',
      entityId: journeyId,
      actorUserId: user.id,
      ...(from === undefined ? {} : { from }),
      to,
      at: now,
      voyageId,
      details: details ?? null,
    }),
  ]);
}
