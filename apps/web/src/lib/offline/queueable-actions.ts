import type {
  Backload,
  BackloadIdBody,
  CreateBackloadBody,
  UpdateBackloadBody,
} from '@rigline/contract/cargo';
import { formatOrderId } from '@rigline/contract/ids';
import type { Order, OrderReceipt, OrderReceiptBody, OrderState } from '@rigline/contract/orders';
import {
  KEPT_ON_BOARD_REASON_LABELS,
  type KeptOnBoardReason,
  type OrderStatus,
} from '@rigline/contract/phases';
import { sendOrQueue } from './offline-actions';

/**
 * The actions a person may take with the link down (issue 24): each sends its call at once when it can and is
 * queued otherwise (offline-actions.ts), carrying the version of the order as it was shown, and is named in
 * words for the Sync list. Each answers what the call answers, or null when it was queued.
 */
type OrderShown = Pick<Order, 'id'> & {
  /** As shown; absent only on a rejection marked before versions (docs/decisions/012). */
  version?: number | undefined;
  item: Pick<Order['item'], 'name'>;
};

/** The toast of an action kept offline. */
export const SAVED_OFFLINE = 'Kept on this device and sent when the link returns.';

export function describeOrder(order: OrderShown): string {
  return `${formatOrderId(order.id)} (${order.item.name})`;
}

const STATUS_VERBS: Partial<Record<OrderStatus, string>> = {
  ACCEPTED: 'Accept',
  REJECTED: 'Reject',
  CREATED: 'Put back to review',
};

export async function changeOrderStatusOrQueue(
  order: OrderShown,
  status: OrderStatus,
): Promise<OrderState | null> {
  const verb = STATUS_VERBS[status] ?? `Set status ${status.replaceAll('_', ' ')} on`;
  const sent = await sendOrQueue(
    'order.update-status',
    { order_id: order.id, status, version: order.version },
    { description: `${verb} ${describeOrder(order)}`, orderId: order.id },
  );
  return sent.isQueued ? null : sent.response.data.order;
}

export async function rejectOrderOrQueue(
  order: OrderShown,
  reason: string | undefined,
): Promise<OrderState | null> {
  const sent = await sendOrQueue(
    'order.reject',
    { id: order.id, version: order.version, ...(reason ? { reason } : {}) },
    { description: `Reject ${describeOrder(order)}`, orderId: order.id },
  );
  return sent.isQueued ? null : sent.response.data.data;
}

export async function recordReceiptOrQueue(
  order: OrderShown,
  values: Omit<OrderReceiptBody, 'id' | 'version'>,
): Promise<OrderReceipt | null> {
  const damaged = values.damaged_quantity > 0 ? `, ${values.damaged_quantity} damaged` : '';
  const sent = await sendOrQueue(
    'order.receipt',
    { id: order.id, version: order.version, ...values },
    {
      description: `Record receipt of ${describeOrder(order)}: ${values.received_quantity} received${damaged}`,
      orderId: order.id,
    },
  );
  return sent.isQueued ? null : sent.response.data.data;
}

/** Start Offloading (phase 6 → 7) and the other one-step advances of the offload view. */
export async function moveOrderToNextPhaseOrQueue(
  order: OrderShown,
  verb: string,
): Promise<OrderState | null> {
  const sent = await sendOrQueue(
    'order.move-next-phase',
    { id: order.id, version: order.version },
    { description: `${verb} ${describeOrder(order)}`, orderId: order.id },
  );
  return sent.isQueued ? null : sent.response.data.data;
}

/** Mark Loaded / Mark Offloaded: POST /api/order/update with the id alone advances the order. */
export async function advanceOrderOrQueue(order: OrderShown, verb: string): Promise<OrderState | null> {
  const sent = await sendOrQueue(
    'order.update',
    { id: order.id, version: order.version },
    { description: `${verb} ${describeOrder(order)}`, orderId: order.id },
  );
  return sent.isQueued ? null : sent.response.data.data;
}

/** Keep on board ("Remove" at the rig): the order stays on the vessel, with why. */
export async function keepOnBoardOrQueue(
  order: OrderShown,
  reason: KeptOnBoardReason,
  note: string,
): Promise<OrderState | null> {
  const sent = await sendOrQueue(
    'order.update',
    { id: order.id, shipment_id: null, reason, ...(note ? { note } : {}), version: order.version },
    {
      description: `Keep ${describeOrder(order)} on board: ${KEPT_ON_BOARD_REASON_LABELS[reason]}`,
      orderId: order.id,
    },
  );
  return sent.isQueued ? null : sent.response.data.data;
}

function linesInWords(count: number): string {
  return `${count} ${count === 1 ? 'line' : 'lines'}`;
}

/** Book backload on a voyage calling at the rig: its key keeps a replay from booking it twice. */
export async function createBackloadOrQueue(body: CreateBackloadBody): Promise<Backload | null> {
  const sent = await sendOrQueue('backload.create', body, {
    description: `Book backload of ${linesInWords(body.lines.length)} on voyage #${body.voyage_id}`,
    orderId: null,
  });
  return sent.isQueued ? null : sent.response.data.backload;
}

export async function updateBackloadOrQueue(body: UpdateBackloadBody): Promise<Backload | null> {
  const sent = await sendOrQueue('backload.update', body, {
    description: `Edit backload #${body.id}: ${linesInWords(body.lines.length)}`,
    orderId: null,
  });
  return sent.isQueued ? null : sent.response.data.backload;
}

export async function markBackloadLoadedOrQueue(body: BackloadIdBody): Promise<Backload | null> {
  const sent = await sendOrQueue('backload.mark-loaded', body, {
    description: `Mark backload #${body.id} loaded`,
    orderId: null,
  });
  return sent.isQueued ? null : sent.response.data.backload;
}
