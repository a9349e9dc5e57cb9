import { formatOrderId } from '@rigline/contract/ids';
import { DEFAULT_HEAVY_LIFT_T } from '@rigline/contract/load-plan';
import type { OrderLine, OrderLineOutcome } from '@rigline/contract/order-lines';
import type { Order } from '@rigline/contract/orders';
import { canRoleActOnPhase, type OrderStatus, PHASE } from '@rigline/contract/phases';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { transitionEvent } from '../events/event-rows.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { lockRequest, requestChangedError } from '../lifecycle/request-phase.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { assertCanActOnPhase, findVisibleRequest } from '../requests/request-access.ts';
import {
  deleteDraftOrderAt,
  findItemIdsOnRequest,
  findVendorItemsByMatCodes,
  insertOrders,
  lockItemsOfVendor,
  updateDraftQuantityFrom,
} from './order-lines.repository.ts';
import { assertSeenOrder, orderChangedError } from './order-state.ts';
import { findOrderViewById, type OrderStateRow } from './orders.repository.ts';
import { findVisibleOrder, toOrder } from './orders.service.ts';

/**
 * The supplier's draft, line by line (issue 12): a line's quantity, deleting a line, and many lines at once.
 * Like adding one order, each is refused outside phase 0 (a supplier's stale view: 409; another role: 403 or
 * 400) and for another vendor's request (404).
 */

/** The status an events row gives a deleted draft line: the history says it went, and who took it out. */
const DELETED_STATUS = 'DELETED';

async function assertDraftLine(options: { db: Db; user: CurrentUser; order: OrderStateRow; doing: string }) {
  const { db, user, order, doing } = options;
  const phase = order.current_phase;
  // A line of a request that has moved on: the same 409 for the supplier whose draft it was and for the
  // phase's owner (rig logistics in phase 1), issue 21 #9b; other roles keep the owner rule's 403.
  const isConcerned =
    canRoleActOnPhase(user.roleSlug, PHASE.DRAFT) || canRoleActOnPhase(user.roleSlug, phase);
  if (phase !== PHASE.DRAFT && isConcerned) {
    throw await requestChangedError({
      db,
      user,
      requestId: order.request_id,
      detail: `it is no longer a draft, so its lines cannot be ${doing}`,
    });
  }
  assertCanActOnPhase(user, phase, 'order');
}

export async function changeOrderQuantity(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  quantity: number;
  version?: number | undefined;
  /** The unit weight from which an order is a heavy lift (issue 11; the server's setting). */
  heavyLiftT?: number;
}): Promise<Order> {
  const { user, quantity, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    await assertDraftLine({ db: trx, user, order, doing: 'changed' });
    // Queues behind "Assign to Rig Logistics", so a quantity never changes on a request that has moved on.
    await lockRequest({ db: trx, user, requestId: order.request_id, phase: PHASE.DRAFT });
    const before = await findOrderViewById(trx, order.id);
    if (!before) throw new AppError('NOT_FOUND', 'Order not found');
    if (!(await updateDraftQuantityFrom(trx, { orderId: order.id, version: order.version, quantity, now }))) {
      throw await orderChangedError({ db: trx, user, orderId: order.id });
    }
    const state = { phase: PHASE.DRAFT, status: order.status };
    await recordTransitions(trx, [
      transitionEvent({
        entityType: 'order',
        entityId: order.id,
        actorUserId: user.id,
        from: state,
        to: state,
        at: now,
        reason: `Quantity changed from ${before.quantity} to ${quantity}`,
      }),
    ]);
    const after = await findOrderViewById(trx, order.id);
    if (!after) throw new Error(`order ${order.id} vanished inside its own transaction`);
    return toOrder(after, options.heavyLiftT ?? DEFAULT_HEAVY_LIFT_T);
  });
}

export async function deleteDraftOrder(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  version?: number | undefined;
}): Promise<void> {
  const { user, version } = options;
  const now = new Date().toISOString();
  await inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    await assertDraftLine({ db: trx, user, order, doing: 'deleted' });
    await lockRequest({ db: trx, user, requestId: order.request_id, phase: PHASE.DRAFT });
    if (!(await deleteDraftOrderAt(trx, { orderId: order.id, version: order.version }))) {
      throw await orderChangedError({ db: trx, user, orderId: order.id });
    }
    await recordTransitions(trx, [
      transitionEvent({
        entityType: 'order',
        entityId: order.id,
        actorUserId: user.id,
        from: { phase: PHASE.DRAFT, status: order.status },
        to: { phase: PHASE.DRAFT, status: DELETED_STATUS },
        at: now,
        // The order's row is gone: its request is named here, not looked up.
        requestId: order.request_id,
        reason: `${formatOrderId(order.id)} deleted from the draft`,
      }),
    ]);
  });
}

/**
 * Many draft lines at once (a paste or a file). Each line's result: found (its item is in the vendor's
 * catalogue, once), not_found, or duplicate (its mat code repeats an earlier line or a line on the request).
 * With dryRun nothing is saved; otherwise every line is created in one transaction, or none with a 400 naming
 * each line that is not found.
 */
export async function bulkCreateOrders(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  lines: OrderLine[];
  dryRun: boolean;
}): Promise<{ created: number; lines: OrderLineOutcome[] }> {
  const { user, lines, dryRun } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const request = await findVisibleRequest({ db: trx, user, requestId: options.requestId });
    if (request.current_phase !== PHASE.DRAFT && canRoleActOnPhase(user.roleSlug, PHASE.DRAFT)) {
      throw await requestChangedError({
        db: trx,
        user,
        requestId: request.id,
        detail: 'it is no longer a draft, so orders cannot be added to it',
      });
    }
    assertCanActOnPhase(user, request.current_phase, 'request');
    if (request.current_phase !== PHASE.DRAFT) {
      throw new AppError(
        'BAD_INPUT',
        `Orders can only be added while the supplier builds the request (phase 0); this request is in phase ${request.current_phase}`,
      );
    }
    if (!dryRun) await lockRequest({ db: trx, user, requestId: request.id, phase: PHASE.DRAFT });
    const outcomes = await judgeLines({ db: trx, vendorId: request.vendor_id, requestId: request.id, lines });
    if (dryRun) return { created: 0, lines: outcomes };
    const bad = outcomes.filter((outcome) => outcome.result !== 'found');
    if (bad.length > 0) {
      throw new AppError(
        'BAD_INPUT',
        `${bad.length === 1 ? '1 line' : `${bad.length} lines`} cannot be added; nothing was saved. ${bad[0]!.message}`,
        bad.map((outcome) => ({ field: `lines[${outcome.line - 1}].mat_code`, message: outcome.message })),
      );
    }
    const itemIds = outcomes.map((outcome) => outcome.item!.id);
    // Held until commit: an item deleted meanwhile is not found, and a later delete sees it is used.
    const locked = new Set(
      (await lockItemsOfVendor(trx, { itemIds, vendorId: request.vendor_id })).map((row) => row.id),
    );
    const gone = outcomes.find((outcome) => !locked.has(outcome.item!.id));
    if (gone) {
      throw new AppError(
        'CONFLICT',
        `Line ${gone.line}: item ${gone.mat_code} was deleted meanwhile; nothing was saved.`,
      );
    }
    const status: OrderStatus = 'CREATED';
    const orderIds = await insertOrders(
      trx,
      outcomes.map((outcome) => ({
        request_id: request.id,
        item_id: outcome.item!.id,
        quantity: outcome.quantity,
        status,
        current_phase: PHASE.DRAFT,
        shipment_id: null,
        created_at: now,
        updated_at: now,
        po_number: lines[outcome.line - 1]?.po_number ?? null,
      })),
    );
    await recordTransitions(
      trx,
      orderIds.map((orderId) =>
        transitionEvent({
          entityType: 'order',
          entityId: orderId,
          actorUserId: user.id,
          from: null,
          to: { phase: PHASE.DRAFT, status },
          at: now,
          requestId: request.id,
        }),
      ),
    );
    return { created: orderIds.length, lines: outcomes };
  });
}

async function judgeLines(options: {
  db: Db;
  vendorId: number;
  requestId: number;
  lines: OrderLine[];
}): Promise<OrderLineOutcome[]> {
  const { db, vendorId, requestId, lines } = options;
  const items = await findVendorItemsByMatCodes(
    db,
    vendorId,
    lines.map((line) => line.mat_code),
  );
  const itemByCode = new Map(items.map((item) => [item.mat_code.toLowerCase(), item]));
  const onRequest = new Map(
    (await findItemIdsOnRequest(db, requestId)).map((order) => [order.item_id, order.id]),
  );
  const firstLineOfItem = new Map<number, number>();
  return lines.map((line, index) => {
    const number = index + 1;
    const item = itemByCode.get(line.mat_code.toLowerCase());
    const base = { line: number, mat_code: line.mat_code, quantity: line.quantity };
    if (!item) {
      return {
        ...base,
        result: 'not_found' as const,
        message: `Line ${number}: no item with mat code ${line.mat_code} in your catalogue`,
        item: null,
      };
    }
    const shown = { id: item.id, name: item.name, item_measurement_unit: item.item_measurement_unit };
    const existing = onRequest.get(item.id);
    if (existing !== undefined) {
      return {
        ...base,
        result: 'duplicate' as const,
        message: `Line ${number}: ${item.mat_code} is already on this request as ${formatOrderId(existing)}`,
        item: shown,
      };
    }
    const earlier = firstLineOfItem.get(item.id);
    if (earlier !== undefined) {
      return {
        ...base,
        result: 'duplicate' as const,
        message: `Line ${number}: ${item.mat_code} repeats line ${earlier}`,
        item: shown,
      };
    }
    firstLineOfItem.set(item.id, number);
    return { ...base, result: 'found' as const, message: `Line ${number}: ${item.name}`, item: shown };
  });
}
