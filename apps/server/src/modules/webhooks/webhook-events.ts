import { formatOrderId, formatRequestId, formatVoyageId } from '@rigline/contract/ids';
import { UNDO_EVENT_REASON, UNDO_WINDOW_MS } from '@rigline/contract/order-batches';
import { TRANSITIONS } from '@rigline/contract/transitions';
import type { WebhookEvent, WebhookPayload } from '@rigline/contract/webhooks';
import type { Db } from '../../db/connection.ts';
import type { PlacedEvent } from '../events/event-rows.ts';
import { dropUnsentMessages, enqueueOutbox } from '../outbox/outbox.ts';
import type { NewOutboxMessage } from '../outbox/outbox-types.ts';
import {
  findActiveWebhooks,
  findActorsForPayload,
  findDiscrepanciesForPayload,
  findOrdersForPayload,
  findRequestsForPayload,
} from './webhooks.repository.ts';

type EventRow = PlacedEvent['row'];

/**
 * Which webhook event a recorded transition is (docs/decisions/079), read off its entity and the statuses it
 * leaves and reaches, as the contract's transition table names them. A step taken back (an undo) is no event of
 * its own: it drops the step's event, which waits out the undo window (dropUndoneEvents). The orders a request
 * carries from one phase to the next (their status unchanged) are no event.
 */
const EVENT_OF_TRANSITION: ReadonlyArray<{
  entity: EventRow['entity_type'];
  from: string | null;
  to: string;
  event: WebhookEvent;
}> = [
  { entity: 'request', from: 'DRAFT', to: 'PENDING', event: 'request.submitted' },
  { entity: 'request', from: 'PENDING', to: 'PROCESSING', event: 'request.processing' },
  { entity: 'order', from: 'CREATED', to: 'ACCEPTED', event: 'order.accepted' },
  { entity: 'order', from: 'CREATED', to: 'REJECTED', event: 'order.rejected' },
  { entity: 'order', from: 'ACCEPTED', to: 'REJECTED', event: 'order.rejected' },
  { entity: 'order', from: 'REQUEST_LOADING', to: 'REJECTED', event: 'order.rejected' },
  // "Assign to Supplier": the order on its shipment is the supplier's to load.
  { entity: 'order', from: 'REQUEST_LOADING', to: 'ASSIGNED_TO_SUPPLIER', event: 'shipment.assigned' },
  { entity: 'order', from: 'ASSIGNED_TO_SUPPLIER', to: 'LOADED', event: 'order.loaded' },
  { entity: 'order', from: 'OFFLOADING', to: 'DELIVERED', event: 'order.offloaded' },
  { entity: 'order', from: 'OFFLOAD_REQUIRED', to: 'ON_BOARD_RETURNING', event: 'order.kept_on_board' },
  { entity: 'voyage', from: 'PLANNING', to: 'STARTED', event: 'voyage.departed' },
  { entity: 'voyage', from: 'STARTED', to: 'COMPLETED', event: 'voyage.arrived' },
  { entity: 'journey', from: 'STARTED', to: 'ENDED', event: 'journey.arrived' },
  { entity: 'discrepancy', from: null, to: 'OPEN', event: 'discrepancy.opened' },
  { entity: 'discrepancy', from: 'OPEN', to: 'RESOLVED', event: 'discrepancy.resolved' },
  { entity: 'backload', from: null, to: 'BOOKED', event: 'backload.booked' },
  { entity: 'backload', from: 'LOADED', to: 'RECEIVED', event: 'backload.received' },
];

export function webhookEventOf(row: Pick<EventRow, 'entity_type' | 'from_status' | 'to_status' | 'details'>) {
  // The schedule's change (issue 23): the voyage keeps its status, and the event carries what moved.
  if (
    row.entity_type === 'voyage' &&
    row.from_status !== null &&
    row.from_status === row.to_status &&
    row.details
  ) {
    return 'voyage.rescheduled' as const;
  }
  return (
    EVENT_OF_TRANSITION.find(
      (entry) =>
        entry.entity === row.entity_type &&
        entry.from === (row.from_status ?? null) &&
        entry.to === row.to_status,
    )?.event ?? null
  );
}

function parseEvents(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((event) => typeof event === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Called by recordTransitions in the change's transaction: one outbox message per event and per active webhook
 * subscribed to it, so the endpoint hears every change that committed, and none that rolled back.
 */
export async function enqueueWebhookEvents(db: Db, placed: readonly PlacedEvent[]): Promise<void> {
  await dropUndoneEvents(db, placed);
  const typed = placed.flatMap((event) => {
    const type = webhookEventOf(event.row);
    return type === null ? [] : [{ event, type }];
  });
  if (typed.length === 0) return;
  const webhooks = (await findActiveWebhooks(db))
    .map((webhook) => ({ id: webhook.id, events: new Set(parseEvents(webhook.events)) }))
    .filter((webhook) => typed.some(({ type }) => webhook.events.has(type)));
  if (webhooks.length === 0) return;
  const payloads = await payloadsOf(db, typed);
  const messages: NewOutboxMessage[] = [];
  for (const [index, { type }] of typed.entries()) {
    for (const webhook of webhooks) {
      if (!webhook.events.has(type)) continue;
      const { row } = typed[index]!.event;
      messages.push({
        channel: 'WEBHOOK',
        stream: `webhook:${webhook.id}`,
        eventType: type,
        webhookId: webhook.id,
        payload: JSON.stringify(payloads[index]),
        subject: `${row.entity_type}:${row.entity_id}`,
        // A step its maker can take back waits out the undo window, so an undone step is never sent.
        ...(isUndoable(row) ? { notBefore: new Date(Date.now() + UNDO_WINDOW_MS).toISOString() } : {}),
      });
    }
  }
  await enqueueOutbox(db, messages);
}

/** The order steps their maker may take back within UNDO_WINDOW_MS (the transition table's isUndoable rows). */
const UNDOABLE_STEPS = new Set(
  TRANSITIONS.filter((step) => step.isUndoable && step.action.startsWith('order.')).map(
    (step) => `${step.from?.status ?? ''}>${step.to.status}`,
  ),
);

function isUndoable(row: EventRow): boolean {
  return row.entity_type === 'order' && UNDOABLE_STEPS.has(`${row.from_status}>${row.to_status}`);
}

/**
 * An undo (issue 12) takes a step back within its window: the event the step wrote, still waiting out that window,
 * is dropped in the undo's transaction, so a receiver never hears of a step that did not stand.
 */
async function dropUndoneEvents(db: Db, placed: readonly PlacedEvent[]): Promise<void> {
  for (const { row } of placed) {
    if (row.entity_type !== 'order' || row.reason !== UNDO_EVENT_REASON || row.to_status === null) continue;
    const undone = webhookEventOf({ ...row, from_status: row.to_status, to_status: row.from_status ?? '' });
    if (undone === null) continue;
    await dropUnsentMessages(db, {
      channel: 'WEBHOOK',
      subject: `order:${row.entity_id}`,
      eventType: undone,
      now: new Date().toISOString(),
    });
  }
}

function displayRef(id: number | null, format: (id: number) => string) {
  return id === null ? null : { id, display_id: format(id) };
}

/** The bodies: type, when, and the ids, display ids, new state, actor and purchase-order number. */
async function payloadsOf(
  db: Db,
  typed: ReadonlyArray<{ event: PlacedEvent; type: WebhookEvent }>,
): Promise<WebhookPayload[]> {
  const rows = typed.map(({ event }) => event.row);
  const idsOf = (type: EventRow['entity_type']) =>
    rows.filter((row) => row.entity_type === type).map((row) => row.entity_id);
  const discrepancies = new Map(
    (await findDiscrepanciesForPayload(db, idsOf('discrepancy'))).map((row) => [row.id, row]),
  );
  const orderIds = [...idsOf('order'), ...[...discrepancies.values()].map((row) => row.order_id)];
  const orders = new Map((await findOrdersForPayload(db, orderIds)).map((row) => [row.id, row]));
  const requestIds = [
    ...rows.flatMap((row) => row.request_id ?? []),
    ...[...orders.values()].map((row) => row.request_id),
  ];
  const requests = new Map((await findRequestsForPayload(db, requestIds)).map((row) => [row.id, row]));
  const actors = new Map(
    (
      await findActorsForPayload(
        db,
        rows.flatMap((row) => (row.actor_user_id == null ? [] : [row.actor_user_id])),
      )
    ).map((row) => [row.id, row]),
  );
  return typed.map(({ event, type }) => {
    const { row } = event;
    const actor = row.actor_user_id == null ? undefined : actors.get(row.actor_user_id);
    const orderId =
      row.entity_type === 'order'
        ? row.entity_id
        : row.entity_type === 'discrepancy'
          ? (discrepancies.get(row.entity_id)?.order_id ?? null)
          : null;
    const order = orderId === null ? undefined : orders.get(orderId);
    const requestId = row.request_id ?? order?.request_id ?? null;
    const request = requestId === null ? undefined : requests.get(requestId);
    const data: Record<string, unknown> = {
      [row.entity_type]: { id: row.entity_id },
      state: { phase: row.to_phase ?? null, status: row.to_status },
      previous_state:
        row.from_status === null ? null : { phase: row.from_phase ?? null, status: row.from_status },
      actor: actor ? { id: actor.id, name: actor.full_name, role: actor.role_slug } : null,
      request: request
        ? {
            id: request.id,
            display_id: formatRequestId(request.id),
            title: request.title,
            po_number: request.po_number,
          }
        : displayRef(requestId, formatRequestId),
      voyage: displayRef(row.voyage_id, formatVoyageId),
      shipment_id: row.shipment_id,
      reason: row.reason ?? null,
    };
    if (orderId !== null) {
      data.order = { id: orderId, display_id: formatOrderId(orderId), po_number: order?.po_number ?? null };
    }
    if (row.entity_type === 'order' || row.entity_type === 'request') {
      // The line's own number, or its request's, as the manifest prints it (docs/decisions/077).
      data.po_number = order?.po_number ?? request?.po_number ?? null;
    }
    if (row.entity_type === 'journey') data.rig = event.rigName;
    if (row.count !== null && row.count !== undefined) data.count = row.count;
    if (type === 'voyage.rescheduled' && row.details) data.changes = JSON.parse(row.details);
    return { type, timestamp: row.created_at, data };
  });
}
