import type { OrderReceipt } from '@rigline/contract/orders';
import { describeOpenDiscrepancy } from '@rigline/contract/receipt-notes';
import { stepFromPhase } from '@rigline/contract/transitions';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { findOpenDiscrepanciesByOrder, openDiscrepancy } from '../cargo/discrepancies.service.ts';
import { statusEvent, transitionEvent } from '../events/event-rows.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { assertSeenOrder, orderChangedError } from './order-state.ts';
import { findOrderReceiptContext, recordOrderReceiptFrom } from './orders.repository.ts';
import { findVisibleOrder } from './orders.service.ts';

/**
 * What the rig received of an order in phase 7 or 8 (issue 9): recorded once, by rig logistics. Less than
 * ordered, or anything damaged, opens a discrepancy for the base coordinator to resolve; the supplier sees it.
 */
export async function recordOrderReceipt(options: {
  db: Db;
  user: CurrentUser;
  orderId: number;
  receivedQuantity: number;
  damagedQuantity: number;
  note: string;
  version?: number | undefined;
}): Promise<OrderReceipt> {
  const { user, receivedQuantity, damagedQuantity, note, version } = options;
  if (user.roleSlug !== 'rig-logistic' && user.roleSlug !== 'admin') {
    throw new AppError('FORBIDDEN', 'Only rig logistics records what the rig received');
  }
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const order = await findVisibleOrder({ db: trx, user, orderId: options.orderId });
    await assertSeenOrder({ db: trx, user, order, version });
    const context = await findOrderReceiptContext(trx, order.id);
    if (!context) throw new AppError('NOT_FOUND', 'Order not found');
    if (context.received_quantity !== null) {
      throw await orderChangedError({ db: trx, user, orderId: order.id });
    }
    if (!stepFromPhase('order.record_receipt', order.current_phase)) {
      throw new AppError(
        'BAD_INPUT',
        `The receipt is recorded once offloading has started (phase 7 or 8); this order is in phase ${order.current_phase}`,
      );
    }
    if (receivedQuantity > context.quantity) {
      throw AppError.badInput(
        'received_quantity',
        `Quantity received cannot be more than the ${context.quantity} ordered`,
      );
    }
    if (damagedQuantity > receivedQuantity) {
      throw AppError.badInput(
        'damaged_quantity',
        'Quantity damaged cannot be more than the quantity received',
      );
    }
    const isRecorded = await recordOrderReceiptFrom(trx, {
      orderId: order.id,
      version: order.version,
      receivedQuantity,
      damagedQuantity,
      note,
      now,
    });
    if (!isRecorded) throw await orderChangedError({ db: trx, user, orderId: order.id });
    const isDiscrepancy = receivedQuantity < context.quantity || damagedQuantity > 0;
    const discrepancyId = isDiscrepancy
      ? await openDiscrepancy(trx, {
          order: { id: order.id, ...context },
          receivedQuantity,
          damagedQuantity,
          note,
          user,
          now,
        })
      : null;
    const state = { phase: order.current_phase, status: order.status };
    const said = `Received ${receivedQuantity} of ${context.quantity}${damagedQuantity > 0 ? `, ${damagedQuantity} damaged` : ''}${note ? `: ${note}` : ''}`;
    await recordTransitions(trx, [
      transitionEvent({
        entityType: 'order',
        entityId: order.id,
        actorUserId: user.id,
        from: state,
        to: state,
        at: now,
        reason: said,
      }),
      ...(discrepancyId === null
        ? []
        : [
            statusEvent({
              entityType: 'discrepancy',
              entityId: discrepancyId,
              actorUserId: user.id,
              to: 'OPEN',
              at: now,
              requestId: context.request_id,
              shipmentId: order.shipment_id,
              reason: said,
            }),
          ]),
    ]);
    return {
      id: order.id,
      received_quantity: receivedQuantity,
      damaged_quantity: damagedQuantity,
      receipt_note: note,
      discrepancy_id: discrepancyId,
      version: order.version + 1,
    };
  });
}

/**
 * Mark Offloaded's answer names a receipt still in question (issue 22): "ORD-012 has 1 open discrepancy:
 * received 11 of 12, 1 damaged"; null when the order has none open.
 */
export async function describeOpenDiscrepancyOfOrder(db: Db, orderId: number): Promise<string | null> {
  const open = (await findOpenDiscrepanciesByOrder(db, [orderId])).get(orderId);
  if (!open) return null;
  return describeOpenDiscrepancy({
    id: orderId,
    status: 'DELIVERED',
    quantity: open.ordered,
    received_quantity: open.received,
    damaged_quantity: open.damaged,
    open_discrepancy_count: 1,
  });
}
