import { describeHistoryAction, type HistoryEvent } from '@rigline/contract/history';
import type { RoleSlug } from '@rigline/contract/roles';
import type { Db } from '../../db/connection.ts';
import type { CurrentUser } from '../../plugins/authenticate.ts';
import { findVisibleOrder } from '../orders/orders.service.ts';
import { findVisibleRequest } from '../requests/request-access.ts';
import { findVoyageOrThrow } from '../voyages/voyage-lock.ts';
import {
  findOrderHistory,
  findRequestHistory,
  findVoyageHistory,
  type HistoryRow,
} from './events.repository.ts';

function toHistoryEvent(row: HistoryRow): HistoryEvent {
  return {
    id: row.id,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    action: describeHistoryAction(row),
    actor:
      row.actor_user_id === null || row.actor_name === null
        ? null
        : { id: row.actor_user_id, name: row.actor_name, role_slug: row.actor_role_slug as RoleSlug },
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
  return (await findRequestHistory(db, request.id)).map(toHistoryEvent);
}

/** One order's history. Another supplier's order is 404. */
export async function getOrderHistory(options: { db: Db; user: CurrentUser; orderId: number }) {
  const { db, user, orderId } = options;
  const order = await findVisibleOrder({ db, user, orderId });
  return (await findOrderHistory(db, order.id)).map(toHistoryEvent);
}

/** A voyage's history: the voyage's, its journeys' and shipments' rows, and its orders' moves on it. */
export async function getVoyageHistory(options: { db: Db; voyageId: number }) {
  const { db, voyageId } = options;
  const voyage = await findVoyageOrThrow(db, voyageId);
  return (await findVoyageHistory(db, voyage.id)).map(toHistoryEvent);
}
