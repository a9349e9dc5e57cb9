import { type PageMeta, pageMeta } from '@rigline/contract/api';
import { PHASE } from '@rigline/contract/phases';
import type { ListShipmentsFilter, Shipment } from '@rigline/contract/shipments';
import type { VoyageStatus } from '@rigline/contract/voyages';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { changedByError } from '../events/changed-by.ts';
import { statusEvent } from '../events/event-rows.ts';
import { findLastChangeOfShipmentOrders } from '../events/events.service.ts';
import { findJourneyOfVoyageToRig } from '../journeys/journeys.service.ts';
import { findOrdersOfRequest } from '../lifecycle/lifecycle.service.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { lockRequest } from '../lifecycle/request-phase.ts';
import {
  findVoyageOrThrow,
  isVoyageStarted,
  lockVoyage,
  voyageChangedError,
  voyagePlanLockedError,
} from '../lifecycle/voyage-lock.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { canSeeVendorData, findVisibleRequest, vendorScopeOf } from '../requests/request-access.ts';
import { findRequestById } from '../requests/requests.service.ts';
import { checkBookingCutoff, lateBookingNote, recordLateBooking } from '../sailings/booking-cutoff.ts';
import {
  countOrdersOnShipment,
  countShipments,
  deleteEmptyShipment,
  findShipmentState,
  findShipments,
  insertShipment,
  type ShipmentFilter,
  type ShipmentViewRow,
} from './shipments.repository.ts';

/** Read by other modules, which do not reach into this module's repository (docs/decisions/040). */
export { countShipmentsOfVoyage, findShipmentState } from './shipments.repository.ts';

/** The base coordinator plans orders in phase 2 (decisions.md §3). */

export const SHIPMENT_NOT_EMPTY_DETAIL =
  'it has orders on it now, and only an empty shipment can be deleted; remove its orders first';
/**
 * A shipment named by a drop or a delete that is not there: the coordinator was shown it, so someone deleted it
 * since (409, issue 8.8). Only operators make these calls, and they see every shipment, so this tells nobody
 * anything about another company.
 */
export const SHIPMENT_GONE_MESSAGE =
  'This shipment no longer exists: someone may have deleted it after this page was loaded. Reload to see the current shipments.';
export const SHIPMENT_CHANGED_MESSAGE = 'This shipment was changed by someone else. Reload and try again.';

function toShipment(row: ShipmentViewRow): Shipment {
  return {
    id: row.id,
    request_id: row.request_id,
    request: {
      id: row.request_id,
      title: row.request_title,
      rig_id: row.request_rig_id,
      rig: { id: row.request_rig_id, name: row.rig_name },
    },
    voyage_id: row.voyage_id,
    voyage: {
      id: row.voyage_id,
      name: row.voyage_name,
      status: row.voyage_status as VoyageStatus,
      vessel_id: row.vessel_id,
      vessel: row.vessel_name === null ? null : { id: row.vessel_id, name: row.vessel_name },
    },
    journey_id: row.journey_id,
    journey: { id: row.journey_id, sequence: row.journey_sequence, rig_id: row.journey_rig_id },
    is_loaded: row.is_loaded,
    current_phase: row.current_phase,
    order_count: row.order_count,
    kept_on_board_count: row.kept_on_board_count,
    created_at: row.created_at,
  };
}

/** One shipment as the lists show it, read in `db` (a transaction sees its own changes). */
export async function findShipmentView(db: Db, shipmentId: number): Promise<Shipment> {
  const [row] = await findShipments(db, { vendorId: null, id: shipmentId });
  if (!row) throw new Error(`shipment ${shipmentId} vanished inside its own transaction`);
  return toShipment(row);
}

/** Another vendor's shipment answers exactly as a missing one does. */
async function findVisibleShipment(options: { db: Db; user: CurrentUser; shipmentId: number }) {
  const shipment = await findShipmentState(options.db, options.shipmentId);
  if (!shipment || !canSeeVendorData(options.user, shipment.vendor_id)) {
    throw new AppError('NOT_FOUND', 'Shipment not found');
  }
  return shipment;
}

/** Operators see every shipment; a supplier only those of its company's requests (decisions.md §2). */
export async function listShipments(options: {
  db: Db;
  user: CurrentUser;
  filter: ListShipmentsFilter;
}): Promise<{ data: Shipment[]; meta: PageMeta }> {
  const { db, user, filter } = options;
  // Asked by request or by id, another vendor's answers 404, as on every other call.
  if (filter.request_id !== undefined) await findVisibleRequest({ db, user, requestId: filter.request_id });
  if (filter.id !== undefined) await findVisibleShipment({ db, user, shipmentId: filter.id });
  const repositoryFilter: ShipmentFilter = {
    vendorId: vendorScopeOf(user),
    id: filter.id,
    voyageId: filter.voyage_id,
    requestId: filter.request_id,
    journeyId: filter.journey_id,
    isLoaded: filter.is_loaded,
    actionPhase: filter.action_phase,
  };
  const [total, rows] = await Promise.all([
    countShipments(db, repositoryFilter),
    findShipments(db, repositoryFilter, { limit: filter.limit, offset: (filter.page - 1) * filter.limit }),
  ]);
  return { data: rows.map(toShipment), meta: pageMeta(total, filter) };
}

/**
 * The request's shipments holding orders in `phase`: what needs the caller's action (supplier 3 and 7,
 * base coordinator 2, rig logistics 6).
 */
export async function listActionableShipments(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  phase: number;
}): Promise<Shipment[]> {
  const { db, user } = options;
  const request = await findVisibleRequest({ db, user, requestId: options.requestId });
  const rows = await findShipments(db, {
    vendorId: vendorScopeOf(user),
    requestId: request.id,
    actionPhase: options.phase,
  });
  return rows.map(toShipment);
}

/**
 * A new, empty shipment of a request on a voyage, on the voyage's journey to the request's rig
 * (decisions.md §4). The request must have orders to plan; the voyage must not have started.
 */
export async function createShipment(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  requestId: number;
  /** After the voyage's booking cut-off, the coordinator's reason (issue 23). */
  lateReason?: string | undefined;
}): Promise<Shipment> {
  const { user, lateReason } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const request = await findVisibleRequest({ db: trx, user, requestId: options.requestId });
    const orders = await findOrdersOfRequest(trx, request.id);
    const toPlan = orders.filter(
      (order) => order.current_phase === PHASE.PLANNING && order.status !== 'REJECTED',
    );
    if (request.status !== 'PROCESSING' || toPlan.length === 0) {
      throw AppError.badInput(
        'request_id',
        'This request has no orders waiting for a shipment (phase 2), so it needs no new shipment',
      );
    }
    const voyage = await findVoyageOrThrow(trx, options.voyageId);
    if (isVoyageStarted(voyage)) {
      // It was offered as not started: someone started it since (issue 8.8).
      throw await voyageChangedError({
        db: trx,
        user,
        voyageId: voyage.id,
        detail: 'it has started, so please select another voyage',
      });
    }
    // The request's row, then the voyage's: the order every change to both takes them in.
    await lockRequest({ db: trx, user, requestId: request.id, phase: PHASE.PLANNING });
    await lockVoyage({ db: trx, user, voyageId: voyage.id, status: 'PLANNING', now });
    const journey = await findJourneyOfVoyageToRig(trx, { voyageId: voyage.id, rigId: request.rig_id });
    if (!journey) throw AppError.badInput('voyage_id', "This voyage has no journey to the request's rig");
    const late = await checkBookingCutoff({
      db: trx,
      voyageId: voyage.id,
      rigId: request.rig_id,
      lateReason,
      now,
    });
    const shipmentId = await insertShipment(trx, {
      request_id: request.id,
      voyage_id: voyage.id,
      journey_id: journey.id,
      created_at: now,
    });
    await recordShipmentEvent({
      db: trx,
      user,
      shipment: { id: shipmentId, request_id: request.id, voyage_id: voyage.id },
      now,
      to: 'CREATED',
      ...(late && lateReason ? { reason: lateBookingNote(late.cutoffAt, lateReason) } : {}),
    });
    if (late && lateReason) {
      await recordLateBooking({
        db: trx,
        user,
        voyageId: voyage.id,
        shipmentId,
        orderId: null,
        reason: lateReason,
        cutoffAt: late.cutoffAt,
        now,
      });
    }
    return findShipmentView(trx, shipmentId);
  });
}

/**
 * "Delete Shipment" (decisions 007): only an empty shipment (no order row points at it) of a voyage not
 * started yet. Takes the request's row, then the voyage's, as every change to a voyage's contents does; the
 * delete itself is conditional on the shipment still being empty, so a lost race answers 409.
 */
export async function deleteShipment(options: {
  db: Db;
  user: CurrentUser;
  shipmentId: number;
}): Promise<number> {
  const { user } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const shipment = await findShipmentState(trx, options.shipmentId);
    if (!shipment) throw new AppError('CONFLICT', SHIPMENT_GONE_MESSAGE);
    if (isVoyageStarted({ status: shipment.voyage_status, started_at: shipment.voyage_started_at })) {
      throw await voyagePlanLockedError({ db: trx, user, voyageId: shipment.voyage_id });
    }
    const request = await findRequestById(trx, shipment.request_id);
    if (!request) throw new Error(`shipment ${shipment.id} has no request ${shipment.request_id}`);
    await lockRequest({ db: trx, user, requestId: request.id, phase: request.current_phase });
    await lockVoyage({ db: trx, user, voyageId: shipment.voyage_id, status: 'PLANNING', now });
    // Read after the locks: a drop onto this shipment committed meanwhile is seen here. The button is offered
    // only for an empty shipment, so one with orders got them since the person looked: 409 (issue 8.8).
    if ((await countOrdersOnShipment(trx, shipment.id)) > 0) {
      const change = await findLastChangeOfShipmentOrders(trx, shipment.id);
      throw changedByError({ subject: 'shipment', change, viewer: user, detail: SHIPMENT_NOT_EMPTY_DETAIL });
    }
    if (!(await deleteEmptyShipment(trx, shipment.id))) {
      throw new AppError('CONFLICT', SHIPMENT_CHANGED_MESSAGE);
    }
    await recordShipmentEvent({ db: trx, user, shipment, now, from: 'CREATED', to: 'DELETED' });
    return shipment.id;
  });
}

/** A shipment's own change in the history of its request and its voyage: created, deleted or moved (issue 10). */
export async function recordShipmentEvent(options: {
  db: Db;
  user: CurrentUser;
  shipment: { id: number; request_id: number; voyage_id: number };
  now: string;
  from?: string;
  to: string;
  /** Shown in the history: a late booking's reason (issue 23). */
  reason?: string;
}): Promise<void> {
  const { db, user, shipment, now, from, to, reason } = options;
  await recordTransitions(db, [
    statusEvent({
      entityType: 'shipment',
      entityId: shipment.id,
      actorUserId: user.id,
      ...(from === undefined ? {} : { from }),
      to,
      at: now,
      requestId: shipment.request_id,
      voyageId: shipment.voyage_id,
      shipmentId: shipment.id,
      ...(reason === undefined ? {} : { reason }),
    }),
  ]);
}
