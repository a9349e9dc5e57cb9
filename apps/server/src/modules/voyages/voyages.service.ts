import { type PageMeta, type PageQuery, pageMeta } from '@rigline/contract/api';
import { describeKeptReason, PHASE } from '@rigline/contract/phases';
import { VESSEL_INACTIVE_MESSAGE } from '@rigline/contract/vessels';
import type {
  createVoyageBodySchema,
  listVoyagesQuerySchema,
  TripLeg,
  TripStop,
  Voyage,
  VoyageTrip,
} from '@rigline/contract/voyages';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { findBaseById, findDefaultBase } from '../bases/bases.service.ts';
import { findBackloadLines, findBackloadsOfVoyage } from '../cargo/backloads.service.ts';
import { statusEvent } from '../events/event-rows.ts';
import { findJourneysOfVoyage } from '../journeys/journeys.service.ts';
import {
  bringKeptOrdersBack,
  carryOrders,
  countOrdersOfVoyageInPhases,
} from '../lifecycle/lifecycle.service.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import {
  ARRIVED_DETAIL,
  findVoyageOrThrow,
  isVoyageStarted,
  voyageChangedError,
} from '../lifecycle/voyage-lock.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { checkVoyageLoadForStart, recordSailedLoad } from '../load-plan/load-plan.service.ts';
import { findVisibleRequest } from '../requests/request-access.ts';
import { countShipmentsOfVoyage } from '../shipments/shipments.service.ts';
import { findVesselById, lockVessel } from '../vessels/vessels.service.ts';
import { isReturning, toVoyage } from './voyage-mapping.ts';
import { assertVesselFree } from './voyage-schedule.service.ts';
import {
  countVoyages,
  findCargoOfVoyage,
  findVoyagesPage,
  findVoyageViewById,
  insertVoyage,
  markVoyageCompleted,
  markVoyageStarted,
  type VoyageFilter,
} from './voyages.repository.ts';

/** Read by other modules, which do not reach into this module's repository (docs/decisions/040). */
export {
  countVoyagesReturning,
  findVoyagesInStatuses,
  findVoyagesReadyToStart,
  findVoyagesReturning,
} from './voyages.repository.ts';

type ListVoyagesFilter = z.output<typeof listVoyagesQuerySchema>;
type NewVoyage = z.output<typeof createVoyageBodySchema>;

/** Operators see every voyage (decisions.md §2); the routes keep suppliers out. */
export async function listVoyages(options: {
  db: Db;
  filter: ListVoyagesFilter;
}): Promise<{ data: Voyage[]; meta: PageMeta }> {
  const { db, filter } = options;
  // The detail view asks by id: a voyage that does not exist answers 404, as a request does.
  if (filter.id !== undefined) await findVoyageOrThrow(db, filter.id);
  return findVoyages({
    db,
    filter: { id: filter.id, vesselId: filter.vessel_id, rigIds: filter.rig_ids },
    page: filter,
  });
}

/** Voyages not yet started that have a journey to the request's rig (decisions.md §4). */
export async function listValidVoyagesForShipment(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  page: PageQuery;
}): Promise<{ data: Voyage[]; meta: PageMeta }> {
  const { db, user, page } = options;
  const request = await findVisibleRequest({ db, user, requestId: options.requestId });
  return findVoyages({ db, filter: { openToRigId: request.rig_id }, page });
}

async function findVoyages(options: { db: Db; filter: VoyageFilter; page: PageQuery }) {
  const { db, filter, page } = options;
  const [total, rows] = await Promise.all([
    countVoyages(db, filter),
    findVoyagesPage(db, filter, { limit: page.limit, offset: (page.page - 1) * page.limit }),
  ]);
  return { data: rows.map(toVoyage), meta: pageMeta(total, page) };
}

async function findVoyageView(db: Db, voyageId: number): Promise<Voyage> {
  const row = await findVoyageViewById(db, voyageId);
  if (!row) throw new Error(`voyage ${voyageId} vanished inside its own transaction`);
  return toVoyage(row);
}

/** A new voyage is PLANNING; it starts and ends at the default base unless bases are chosen. */
export async function createVoyage(options: {
  db: Db;
  user: CurrentUser;
  voyage: NewVoyage;
}): Promise<Voyage> {
  const { db, user, voyage } = options;
  const vessel = await findVesselById(db, voyage.vessel_id);
  if (!vessel) {
    throw AppError.badInput('vessel_id', 'This vessel does not exist. Please select a vessel from the list.');
  }
  if (vessel.is_active !== 1) throw AppError.badInput('vessel_id', VESSEL_INACTIVE_MESSAGE);
  const startBaseId = await resolveBase(db, 'start_base_id', voyage.start_base_id);
  const endBaseId = await resolveBase(db, 'end_base_id', voyage.end_base_id);
  const plan = plannedWindow(voyage);
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    if (plan.planned_departure_at !== null && plan.planned_return_at !== null) {
      await lockVessel(trx, vessel.id);
      await assertVesselFree(trx, {
        vesselId: vessel.id,
        exceptVoyageId: null,
        from: plan.planned_departure_at,
        to: plan.planned_return_at,
      });
    }
    const voyageId = await insertVoyage(trx, {
      ...plan,
      name: voyage.name,
      vessel_id: vessel.id,
      status: 'PLANNING',
      start_base_id: startBaseId,
      end_base_id: endBaseId,
      started_at: null,
      ended_at: null,
      created_at: now,
    });
    await recordTransitions(trx, [
      statusEvent({
        entityType: 'voyage',
        entityId: voyageId,
        actorUserId: user.id,
        to: 'PLANNING',
        at: now,
      }),
    ]);
    return findVoyageView(trx, voyageId);
  });
}

/** The plan a new voyage is created with (issue 23): both times or neither, the return after the departure. */
function plannedWindow(voyage: NewVoyage): {
  planned_departure_at: string | null;
  planned_return_at: string | null;
} {
  const departure = voyage.planned_departure_at ?? null;
  const ret = voyage.planned_return_at ?? null;
  if ((departure === null) !== (ret === null)) {
    const missing = departure === null ? 'planned_departure_at' : 'planned_return_at';
    throw AppError.badInput(missing, 'Please give both the planned departure and the planned return');
  }
  if (departure !== null && ret !== null && ret <= departure) {
    throw AppError.badInput('planned_return_at', 'The planned return must be after the planned departure');
  }
  return { planned_departure_at: departure, planned_return_at: ret };
}

async function resolveBase(
  db: Db,
  field: 'start_base_id' | 'end_base_id',
  baseId: number | undefined,
): Promise<number> {
  if (baseId === undefined) {
    const base = await findDefaultBase(db);
    if (!base) throw AppError.badInput(field, 'No default base is set up. Please select a base.');
    return base.id;
  }
  const base = await findBaseById(db, baseId);
  if (!base) throw AppError.badInput(field, 'This base does not exist. Please select a base from the list.');
  return base.id;
}

/**
 * "Start Voyage": only a voyage not started yet, carrying one shipment or more, every one of them loaded
 * (decisions.md §4). In the same transaction its loaded orders set sail: phase 4 LOADED → phase 5 IN_TRANSIT.
 */
export async function startVoyage(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  /** The voyage's version as the person saw it: a voyage whose contents changed since answers 409. */
  version?: number | undefined;
}): Promise<{ voyage: Voyage; loadWarnings: Awaited<ReturnType<typeof checkVoyageLoadForStart>> }> {
  const { user, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const voyage = await findVoyageOrThrow(trx, options.voyageId);
    if (isVoyageStarted(voyage)) {
      throw await voyageChangedError({
        db: trx,
        user,
        voyageId: voyage.id,
        detail: 'it has already started',
      });
    }
    if (version !== undefined && version !== voyage.version) {
      throw await voyageChangedError({ db: trx, user, voyageId: voyage.id });
    }
    // Taken first: drops onto its shipments and new shipments wait for it, so the counts below are final.
    const actor = { userId: user.id, at: now };
    if (!(await markVoyageStarted(trx, { voyageId: voyage.id, version, actor }))) {
      throw await voyageChangedError({ db: trx, user, voyageId: voyage.id });
    }
    const shipments = await countShipmentsOfVoyage(trx, voyage.id);
    if (shipments.total === 0) throw new AppError('BAD_INPUT', 'Add a shipment before starting the voyage');
    if (shipments.loaded < shipments.total) {
      throw new AppError(
        'BAD_INPUT',
        `Every shipment must be loaded before the voyage starts (${shipments.loaded} of ${shipments.total} loaded)`,
      );
    }
    // No leg over 100 % of the usable deck or the deck load (issue 11); over 85 % is told, not refused.
    const loadWarnings = await checkVoyageLoadForStart({ db: trx, voyageId: voyage.id });
    // What sails is written down now: the load plan and manifest never change after (docs/decisions/053).
    await recordSailedLoad({ db: trx, voyageId: voyage.id });
    await carryOrders({
      db: trx,
      user,
      action: 'voyage.start',
      on: { voyageId: voyage.id },
      now,
      stepEvent: (count) =>
        statusEvent({
          entityType: 'voyage',
          entityId: voyage.id,
          actorUserId: user.id,
          from: 'PLANNING',
          to: 'STARTED',
          at: now,
          count,
        }),
    });
    return { voyage: await findVoyageView(trx, voyage.id), loadWarnings };
  });
}

/** Why "Arrived at Base" cannot be recorded yet; empty when it can (decisions.md §4). */
async function arrivalBlockers(db: Db, voyage: { id: number; status: string }): Promise<string[]> {
  if (voyage.status === 'PLANNING') return ['The voyage has not started yet'];
  if (voyage.status === 'COMPLETED') return ['The voyage has already arrived at base'];
  const blockers: string[] = [];
  const journeys = await findJourneysOfVoyage(db, voyage.id);
  for (const journey of journeys) {
    if (journey.ended_at === null) {
      blockers.push(`Journey ${journey.sequence} to ${journey.rig_name} has not ended yet`);
    }
  }
  const waiting = await countOrdersOfVoyageInPhases(db, {
    voyageId: voyage.id,
    phases: [PHASE.AT_SEA, PHASE.OFFLOAD_REQUIRED],
  });
  for (const row of waiting) {
    blockers.push(
      row.phase === PHASE.AT_SEA
        ? `${row.count} order(s) for ${row.rig_name} are still at sea`
        : `${row.count} order(s) at ${row.rig_name} wait to be offloaded or kept on board`,
    );
  }
  // A backload booked and never loaded would stay "booked" on a voyage back at base (issue 22's walk): the rig
  // marks it loaded or cancels it first.
  for (const backload of await findBackloadsOfVoyage(db, voyage.id)) {
    if (backload.status === 'BOOKED') {
      blockers.push(
        `Backload #${backload.id} from ${backload.rig_name} is booked but not loaded: mark it loaded or cancel it`,
      );
    }
  }
  return blockers;
}

/**
 * "Arrived at Base" (issue 9): only a started voyage whose journeys have all ended and which has no order left
 * at sea or waiting at a rig (phase 5 or 6). It sets the end time and COMPLETED; each order kept on board comes
 * off its shipment, back to phase 2 ACCEPTED for re-planning, marked with this voyage. The voyage's row is taken
 * first and the journeys and orders are read after it, so an offload at a rig at the same moment either comes
 * before (this answers 409 to a view from before it) or after (this finds the order still at the rig and
 * answers 409; the offload then goes through). A journey not ended or an order at sea or at a rig answers 409.
 */
export async function arriveVoyage(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  version?: number | undefined;
}): Promise<{ voyage: Voyage; returnedOrderCount: number }> {
  const { user, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const voyage = await findVoyageOrThrow(trx, options.voyageId);
    if (voyage.status === 'COMPLETED') {
      throw await voyageChangedError({
        db: trx,
        user,
        voyageId: voyage.id,
        detail: ARRIVED_DETAIL,
      });
    }
    if (voyage.status !== 'STARTED')
      throw new AppError('BAD_INPUT', 'Start the voyage before recording its arrival');
    if (version !== undefined && version !== voyage.version) {
      throw await voyageChangedError({ db: trx, user, voyageId: voyage.id });
    }
    const actor = { userId: user.id, at: now };
    if (!(await markVoyageCompleted(trx, { voyageId: voyage.id, version, actor }))) {
      throw await voyageChangedError({ db: trx, user, voyageId: voyage.id });
    }
    // Read after the voyage's row is held: every offload and journey change queues on it.
    const blockers = await arrivalBlockers(trx, { id: voyage.id, status: 'STARTED' });
    // A conflict with the voyage's state, not bad input: the person saw a voyage that could arrive, or a late
    // offload at a rig won the race for the voyage's row (issue 9: one wins, the other 409).
    if (blockers.length > 0) {
      throw new AppError('CONFLICT', `The vessel cannot be back at base yet: ${blockers.join('; ')}`);
    }
    const { returned } = await bringKeptOrdersBack({
      db: trx,
      user,
      voyageId: voyage.id,
      now,
      stepEvent: (count) =>
        statusEvent({
          entityType: 'voyage',
          entityId: voyage.id,
          actorUserId: user.id,
          from: 'STARTED',
          to: 'COMPLETED',
          at: now,
          count,
        }),
    });
    return { voyage: await findVoyageView(trx, voyage.id), returnedOrderCount: returned };
  });
}

/**
 * The whole trip (issue 9): start base, a leg to each journey's rig, the return leg to the end base, with what
 * is aboard on each leg: deliveries still to make (per rig), orders kept on board, backload.
 */
export async function getVoyageTrip(options: { db: Db; voyageId: number }): Promise<VoyageTrip> {
  const { db } = options;
  const voyage = await findVoyageView(db, (await findVoyageOrThrow(db, options.voyageId)).id);
  const journeys = await findJourneysOfVoyage(db, voyage.id);
  const cargo = await findCargoOfVoyage(db, voyage.id);
  const backloads = await findBackloadsOfVoyage(db, voyage.id);
  const lines = await findBackloadLines(
    db,
    backloads.map((backload) => backload.id),
    null,
  );
  const sequenceOfRig = new Map(journeys.map((journey) => [journey.rig_id, journey.sequence]));
  const rigName = new Map(journeys.map((journey) => [journey.rig_id, journey.rig_name]));
  const sequenceOfJourney = new Map(journeys.map((journey) => [journey.id, journey.sequence]));
  const base = (ref: Voyage['start_base'], id: number): TripStop => ({
    kind: 'base',
    id,
    name: ref?.name ?? 'Base',
  });
  const stops: TripStop[] = [
    base(voyage.start_base, voyage.start_base_id),
    ...journeys.map((journey) => ({ kind: 'rig' as const, id: journey.rig_id, name: journey.rig_name })),
    base(voyage.end_base, voyage.end_base_id),
  ];
  const kept = cargo.filter(
    (order) =>
      order.current_phase === PHASE.ON_BOARD_RETURNING || order.returned_from_voyage_id === voyage.id,
  );
  const legs: TripLeg[] = [];
  for (let index = 0; index < stops.length - 1; index += 1) {
    const journey = journeys[index];
    const state: TripLeg['state'] = journey
      ? journey.ended_at !== null
        ? 'DONE'
        : journey.started_at !== null
          ? 'UNDER_WAY'
          : 'PLANNED'
      : voyage.status === 'COMPLETED'
        ? 'DONE'
        : isReturning(voyage)
          ? 'UNDER_WAY'
          : 'PLANNED';
    const deliveries = journeys
      .filter((later) => later.sequence > index)
      .map((later) => ({
        rig: { id: later.rig_id, name: later.rig_name },
        order_count: cargo.filter((order) => order.rig_id === later.rig_id).length,
      }))
      .filter((delivery) => delivery.order_count > 0);
    legs.push({
      index,
      from: stops[index] as TripStop,
      to: stops[index + 1] as TripStop,
      journey_id: journey?.id ?? null,
      state,
      deliveries,
      kept_on_board: kept
        .filter((order) => (sequenceOfRig.get(order.rig_id) ?? Number.POSITIVE_INFINITY) <= index)
        .map((order) => ({
          order_id: order.id,
          request_id: order.request_id,
          item_name: order.item_name,
          quantity: order.quantity,
          rig: { id: order.rig_id, name: rigName.get(order.rig_id) ?? '' },
          reason: describeKeptReason(order.kept_reason, order.kept_note),
          returned: order.current_phase !== PHASE.ON_BOARD_RETURNING,
        })),
      backload: backloads
        .filter(
          (backload) => (sequenceOfJourney.get(backload.journey_id) ?? Number.POSITIVE_INFINITY) <= index,
        )
        .map((backload) => {
          const own = lines.filter((line) => line.backload_id === backload.id);
          return {
            backload_id: backload.id,
            rig: { id: backload.rig_id, name: backload.rig_name },
            status: backload.status,
            line_count: own.length,
            summary: own.map((line) => `${line.quantity} ${line.unit} ${line.description}`).join(', '),
          };
        }),
    });
  }
  const blockers = await arrivalBlockers(db, voyage);
  return { voyage_id: voyage.id, legs, can_arrive: blockers.length === 0, arrive_blockers: blockers };
}
