import type { LiveChangeKind } from '@rigline/contract/live';
import type { Db } from '../../db/connection.ts';
import type { NewEvent } from '../../db/schema.ts';
import type { PlacedEvent } from '../events/event-rows.ts';
import {
  findJourneyPlaces,
  findOrderPlaces,
  findRequestPlaces,
  findShipmentPlaces,
  insertEvents,
} from '../events/events.service.ts';
import { publishAfterCommit } from '../live/live-transaction.ts';
import type { Publication } from '../live/publication.ts';
import { noticesFor } from '../notifications/notification-rules.ts';
import { writeNotices } from '../notifications/notifications.service.ts';
import { enqueueWebhookEvents } from '../webhooks/webhook-events.ts';

/**
 * The one place a transition is recorded (issue 10). Inside the caller's transaction (opened with
 * inTransaction): it writes the events rows, knowing their request, voyage and shipment; the notices they
 * cause, to the users who act next (notification-rules.ts); and queues the live updates that go out once
 * the transaction commits, and the webhooks' outbox messages (webhook-events.ts). A new transition needs only its
 * events here and, if it tells someone, a rule.
 */
export async function recordTransitions(db: Db, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const placed = await placeEvents(db, events);
  await insertEvents(
    db,
    placed.map((event) => event.row),
  );
  const notified = await writeNotices(db, placed.flatMap(noticesFor));
  // The endpoints that hear of these changes (issue 26): written to the outbox in this same transaction.
  await enqueueWebhookEvents(db, placed);
  publishAfterCommit(db, [...changesOf(placed), ...notified]);
}

async function placeEvents(db: Db, events: readonly NewEvent[]): Promise<PlacedEvent[]> {
  const idsOf = (type: NewEvent['entity_type']) =>
    events.filter((event) => event.entity_type === type).map((event) => event.entity_id);
  const orders = await findOrderPlaces(db, idsOf('order'));
  const journeys = await findJourneyPlaces(db, idsOf('journey'));
  const shipmentIdOf = (event: NewEvent) =>
    event.shipment_id ??
    (event.entity_type === 'shipment' ? event.entity_id : null) ??
    (event.entity_type === 'order' ? (orders.get(event.entity_id)?.shipmentId ?? null) : null);
  const shipments = await findShipmentPlaces(
    db,
    events.flatMap((event) => shipmentIdOf(event) ?? []),
  );
  const withPlace = events.map((event) => {
    const shipmentId = shipmentIdOf(event);
    const shipment = shipmentId === null ? undefined : shipments.get(shipmentId);
    const requestId =
      event.request_id ??
      (event.entity_type === 'request' ? event.entity_id : null) ??
      (event.entity_type === 'order' ? (orders.get(event.entity_id)?.requestId ?? null) : null) ??
      shipment?.requestId ??
      null;
    const voyageId =
      event.voyage_id ??
      (event.entity_type === 'voyage' ? event.entity_id : null) ??
      (event.entity_type === 'journey' ? (journeys.get(event.entity_id)?.voyageId ?? null) : null) ??
      shipment?.voyageId ??
      null;
    return { ...event, request_id: requestId, voyage_id: voyageId, shipment_id: shipmentId };
  });
  const requests = await findRequestPlaces(
    db,
    withPlace.flatMap((row) => row.request_id ?? []),
  );
  return withPlace.map((row) => {
    const request = row.request_id === null ? undefined : requests.get(row.request_id);
    const journey = row.entity_type === 'journey' ? journeys.get(row.entity_id) : undefined;
    return {
      row,
      vendorId: request?.vendorId ?? null,
      rigName: journey?.rigName ?? request?.rigName ?? null,
    };
  });
}

/** One live update per kind and company: what changed and the requests and voyages it belongs to. */
function changesOf(placed: readonly PlacedEvent[]): Publication[] {
  const groups = new Map<string, { kind: LiveChangeKind; vendorId: number | null; events: PlacedEvent[] }>();
  for (const event of placed) {
    const kind = event.row.entity_type;
    const key = `${kind}:${event.vendorId ?? '-'}`;
    const group = groups.get(key) ?? { kind, vendorId: event.vendorId, events: [] };
    group.events.push(event);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ kind, vendorId, events }) => ({
    change: {
      kind,
      ids: uniqueIds(events.map((event) => event.row.entity_id)),
      request_ids: uniqueIds(events.flatMap((event) => event.row.request_id ?? [])),
      voyage_ids: uniqueIds(events.flatMap((event) => event.row.voyage_id ?? [])),
    },
    audience: vendorId === null ? { scope: 'operators' } : { scope: 'vendor', vendorId },
  }));
}

function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
