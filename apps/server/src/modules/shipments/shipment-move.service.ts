import { formatVoyageId } from '@rigline/contract/ids';
import type { Shipment } from '@rigline/contract/shipments';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { findJourneyOfVoyageToRig } from '../journeys/journeys.service.ts';
import { lockRequest } from '../lifecycle/request-phase.ts';
import {
  findVoyageOrThrow,
  isVoyageStarted,
  lockVoyage,
  voyageChangedError,
} from '../lifecycle/voyage-lock.ts';
import { inTransaction, publishAfterCommit } from '../live/live-transaction.ts';
import { findVoyageOverloads } from '../load-plan/load-plan.service.ts';
import { notifyInTransaction } from '../notifications/notifications.service.ts';
import { shipmentMovedNotices } from '../notifications/schedule-notices.ts';
import { findRequestById } from '../requests/requests.service.ts';
import { findRigById } from '../rigs/rigs.service.ts';
import { checkBookingCutoff, lateBookingNote, recordLateBooking } from '../sailings/booking-cutoff.ts';
import { countLoadedOrdersOnShipment, moveShipmentRow } from './shipments.repository.ts';
import {
  findShipmentState,
  findShipmentView,
  recordShipmentEvent,
  SHIPMENT_CHANGED_MESSAGE,
  SHIPMENT_GONE_MESSAGE,
} from './shipments.service.ts';

const LOADED_DETAIL = 'loaded on the vessel, so it sails where it is loaded';

/**
 * "Move to next sailing" (issue 23, docs/decisions/060): the base coordinator moves a shipment that is not loaded,
 * on a voyage not started, onto another voyage not started that calls at its rig. Its orders go with it, as they
 * are (their history stays theirs); the move is one history entry of the shipment, "Moved from VOY-3 … to VOY-5 …".
 * The target's booking cut-off applies as to any booking, and the target's deck must take the shipment on every
 * leg. One transaction: the request's row, then both voyages' rows in id order (as every change to a voyage's
 * contents takes them), then the checks, then the update conditional on the voyage it started from.
 */
export async function moveShipment(options: {
  db: Db;
  user: CurrentUser;
  shipmentId: number;
  voyageId: number;
  lateReason?: string | undefined;
}): Promise<{ shipment: Shipment; fromVoyageId: number }> {
  const { user, lateReason } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const shipment = await findShipmentState(trx, options.shipmentId);
    if (!shipment) throw new AppError('CONFLICT', SHIPMENT_GONE_MESSAGE);
    if (shipment.voyage_id === options.voyageId) {
      // The dialog offers only other sailings: someone else's move got there first, or the page is old.
      throw new AppError(
        'CONFLICT',
        `Shipment #${shipment.id} is already on ${formatVoyageId(shipment.voyage_id)}: someone may have moved it after this page was loaded. Reload, or choose another sailing.`,
      );
    }
    if (isVoyageStarted({ status: shipment.voyage_status, started_at: shipment.voyage_started_at })) {
      throw await voyageChangedError({
        db: trx,
        user,
        voyageId: shipment.voyage_id,
        detail: 'it has started, so its shipments sail on it',
      });
    }
    const target = await findVoyageOrThrow(trx, options.voyageId);
    const targetName = `${formatVoyageId(target.id)} ${target.name}`;
    if (isVoyageStarted(target)) {
      throw new AppError(
        'CONFLICT',
        `${targetName} has already sailed, so nothing more can be put on it. Choose a sailing that has not started.`,
      );
    }
    const request = await findRequestById(trx, shipment.request_id);
    if (!request) throw new Error(`shipment ${shipment.id} has no request ${shipment.request_id}`);
    await lockRequest({ db: trx, user, requestId: request.id, phase: request.current_phase });
    for (const voyageId of [shipment.voyage_id, target.id].sort((a, b) => a - b)) {
      await lockVoyage({ db: trx, user, voyageId, status: 'PLANNING', now });
    }
    // Read with the rows held: an order marked loaded meanwhile is seen here (409, the state it starts from).
    const loaded = await countLoadedOrdersOnShipment(trx, shipment.id);
    if (loaded > 0) {
      throw new AppError(
        'CONFLICT',
        `Shipment #${shipment.id} is ${LOADED_DETAIL}: ${loaded === 1 ? '1 of its orders is' : `${loaded} of its orders are`} loaded. Reload to see it.`,
      );
    }
    const rigName = (await findRigById(trx, shipment.rig_id))?.name ?? `rig ${shipment.rig_id}`;
    const journey = await findJourneyOfVoyageToRig(trx, { voyageId: target.id, rigId: shipment.rig_id });
    if (!journey) {
      throw AppError.badInput(
        'voyage_id',
        `${targetName} does not call at ${rigName}; choose a sailing with a journey to ${rigName}`,
      );
    }
    const late = await checkBookingCutoff({
      db: trx,
      voyageId: target.id,
      rigId: shipment.rig_id,
      lateReason,
      now,
    });
    const before = await findVoyageOverloads(trx, target.id);
    const moved = await moveShipmentRow(trx, {
      shipmentId: shipment.id,
      fromVoyageId: shipment.voyage_id,
      toVoyageId: target.id,
      toJourneyId: journey.id,
    });
    if (!moved) throw new AppError('CONFLICT', SHIPMENT_CHANGED_MESSAGE);
    const worse = (await findVoyageOverloads(trx, target.id)).filter(
      (overload) => !before.some((was) => was.key === overload.key && was.pct >= overload.pct),
    );
    if (worse.length > 0) {
      // Thrown inside the transaction: the move above is rolled back with it.
      throw AppError.badInput(
        'voyage_id',
        `Shipment #${shipment.id} would overload ${targetName}. ${worse.map((overload) => overload.text).join('; ')}. Choose another sailing or take cargo off first.`,
      );
    }
    const source = await findVoyageOrThrow(trx, shipment.voyage_id);
    const movedNote = `Moved from ${formatVoyageId(source.id)} ${source.name} to ${targetName}`;
    const lateNote = late && lateReason ? `. ${lateBookingNote(late.cutoffAt, lateReason)}` : '';
    await recordShipmentEvent({
      db: trx,
      user,
      shipment: { id: shipment.id, request_id: shipment.request_id, voyage_id: target.id },
      now,
      from: 'CREATED',
      to: 'MOVED',
      reason: `${movedNote}${lateNote}`,
    });
    if (late && lateReason) {
      await recordLateBooking({
        db: trx,
        user,
        voyageId: target.id,
        shipmentId: shipment.id,
        orderId: null,
        reason: lateReason,
        cutoffAt: late.cutoffAt,
        now,
      });
    }
    await notifyInTransaction(
      trx,
      shipmentMovedNotices({
        shipmentId: shipment.id,
        requestId: shipment.request_id,
        vendorId: shipment.vendor_id,
        rigId: shipment.rig_id,
        rigName,
        from: source,
        to: { id: target.id, name: target.name, plannedDepartureAt: target.planned_departure_at },
        actorUserId: user.id,
      }),
    );
    // The history's event tells the target's screens; the voyage it left must hear of it too.
    const change = {
      kind: 'shipment' as const,
      ids: [shipment.id],
      request_ids: [shipment.request_id],
      voyage_ids: [source.id, target.id],
    };
    publishAfterCommit(trx, [
      { change, audience: { scope: 'operators' } },
      { change, audience: { scope: 'vendor', vendorId: shipment.vendor_id } },
    ]);
    return { shipment: await findShipmentView(trx, shipment.id), fromVoyageId: source.id };
  });
}
