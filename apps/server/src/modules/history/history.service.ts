import { describeHistoryAction, type HistoryEvent } from '@rigline/contract/history';
import { formatJourneyName, formatOrderId, formatRequestId, formatVoyageId } from '@rigline/contract/ids';
import type { RoleSlug } from '@rigline/contract/roles';
import { describeScheduleChange } from '@rigline/contract/schedule';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import {
  findOrderHistory,
  findRequestHistory,
  findVoyageHistory,
  type HistoryRow,
} from '../events/events.service.ts';
import { findVoyageOrThrow } from '../lifecycle/voyage-lock.ts';
import { findVisibleOrder } from '../orders/orders.service.ts';
import { findVisibleRequest } from '../requests/request-access.ts';

/** The name a deleted journey had, from its deletion row's details ({sequence: [n, null], rig: [name, null]}). */
function deletedJourneyNames(rows: readonly HistoryRow[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const row of rows) {
    if (row.entity_type !== 'journey' || row.to_status !== 'DELETED' || !row.details) continue;
    try {
      const details = JSON.parse(row.details) as { sequence?: [unknown, unknown]; rig?: [unknown, unknown] };
      const sequence = details.sequence?.[0];
      const rig = details.rig?.[0];
      if (typeof sequence === 'number') {
        names.set(row.entity_id, formatJourneyName(sequence, typeof rig === 'string' ? rig : null));
      }
    } catch {
      // A row written by hand; it reads as a journey with no name.
    }
  }
  return names;
}

/** What a row is about, as the screens name it; a journey by its sequence and rig, never its row id (issue 12). */
function subjectOf(row: HistoryRow, deletedJourneys: ReadonlyMap<number, string>): string {
  switch (row.entity_type) {
    case 'request':
      return formatRequestId(row.entity_id);
    case 'order':
      return formatOrderId(row.entity_id);
    case 'voyage':
      return formatVoyageId(row.entity_id);
    case 'journey':
      if (row.journey_sequence !== null) return formatJourneyName(row.journey_sequence, row.journey_rig_name);
      return deletedJourneys.get(row.entity_id) ?? 'A deleted journey';
    case 'shipment':
      return `Shipment #${row.entity_id}`;
    case 'backload':
      return `Backload #${row.entity_id}`;
    case 'discrepancy':
      return `Discrepancy #${row.entity_id}`;
  }
}

function toHistoryEvents(rows: readonly HistoryRow[]): HistoryEvent[] {
  const deletedJourneys = deletedJourneyNames(rows);
  return rows.map((row) => toHistoryEvent(row, subjectOf(row, deletedJourneys)));
}

function toHistoryEvent(row: HistoryRow, subject: string): HistoryEvent {
  return {
    id: row.id,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    subject,
    action:
      row.entity_type === 'voyage' && row.from_status !== null && row.from_status === row.to_status
        ? describeScheduleChange(row.details)
        : describeHistoryAction(row),
    actor:
      row.actor_user_id === null || row.actor_name === null
        ? null
        : {
            id: row.actor_user_id,
            name: row.actor_name,
            role_slug: row.actor_role_slug as RoleSlug,
            ...(row.actor_is_api_key === 1 ? { api_key: true as const } : {}),
          },
    at: row.created_at,
    from_phase: row.from_phase,
    from_status: row.from_status,
    to_phase: row.to_phase,
    to_status: row.to_status,
    reason: row.reason,
    count: row.count,
    request_id: row.request_id,
    voyage_id: row.voyage_id,
    shipment_id: row.shipment_id,
  };
}

/** A request's history: its own rows, its orders' and its shipments'. Another supplier's request is 404. */
export async function getRequestHistory(options: { db: Db; user: CurrentUser; requestId: number }) {
  const { db, user, requestId } = options;
  const request = await findVisibleRequest({ db, user, requestId });
  return toHistoryEvents(await findRequestHistory(db, request.id));
}

/** One order's history. Another supplier's order is 404. */
export async function getOrderHistory(options: { db: Db; user: CurrentUser; orderId: number }) {
  const { db, user, orderId } = options;
  const order = await findVisibleOrder({ db, user, orderId });
  return toHistoryEvents(await findOrderHistory(db, order.id));
}

/** A voyage's history: the voyage's, its journeys' and shipments' rows, and its orders' moves on it. */
export async function getVoyageHistory(options: { db: Db; voyageId: number }) {
  const { db, voyageId } = options;
  const voyage = await findVoyageOrThrow(db, voyageId);
  return toHistoryEvents(await findVoyageHistory(db, voyage.id));
}
