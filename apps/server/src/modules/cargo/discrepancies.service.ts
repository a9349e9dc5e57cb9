import { type PageMeta, pageMeta } from '@rigline/contract/api';
import type { Discrepancy, ListDiscrepanciesFilter } from '@rigline/contract/cargo';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { changedByError } from '../events/changed-by.ts';
import { statusEvent } from '../events/event-rows.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { vendorScopeOf } from '../requests/request-access.ts';
import {
  countDiscrepancies,
  type DiscrepancyViewRow,
  findDiscrepanciesPage,
  findDiscrepancyViewById,
  findLastChangeOfDiscrepancy,
  findOpenDiscrepanciesOfOrders,
  insertDiscrepancy,
  resolveDiscrepancyFrom,
} from './discrepancies.repository.ts';

/**
 * A receipt short or damaged opens a discrepancy (issue 12), in the receipt's transaction; the caller records
 * its event with the receipt's. The cargo module owns the table: the orders module calls this, it does not
 * insert (docs/decisions/040).
 */
export function openDiscrepancy(
  db: Db,
  options: {
    order: { id: number; request_id: number; rig_id: number; vendor_id: number; quantity: number };
    receivedQuantity: number;
    damagedQuantity: number;
    note: string;
    user: CurrentUser;
    now: string;
  },
): Promise<number> {
  const { order, user, now } = options;
  return insertDiscrepancy(db, {
    order_id: order.id,
    request_id: order.request_id,
    rig_id: order.rig_id,
    vendor_id: order.vendor_id,
    ordered_quantity: order.quantity,
    received_quantity: options.receivedQuantity,
    damaged_quantity: options.damagedQuantity,
    note: options.note,
    status: 'OPEN',
    resolution: null,
    created_by: user.id,
    created_at: now,
    resolved_by: null,
    resolved_at: null,
  });
}

function toDiscrepancy(row: DiscrepancyViewRow): Discrepancy {
  return {
    id: row.id,
    order_id: row.order_id,
    request_id: row.request_id,
    rig: { id: row.rig_id, name: row.rig_name },
    vendor: { id: row.vendor_id, name: row.vendor_name },
    item: { name: row.item_name, mat_code: row.item_mat_code },
    ordered_quantity: row.ordered_quantity,
    received_quantity: row.received_quantity,
    damaged_quantity: row.damaged_quantity,
    note: row.note,
    status: row.status,
    resolution: row.resolution,
    created_at: row.created_at,
    resolved_at: row.resolved_at,
    resolved_by:
      row.resolved_by === null ? null : { id: row.resolved_by, name: row.resolved_by_name ?? 'Unknown' },
    version: row.version,
  };
}

/** Operators see every rig's discrepancies; a supplier those of its own orders (decisions.md §2). */
export async function listDiscrepancies(options: {
  db: Db;
  user: CurrentUser;
  filter: ListDiscrepanciesFilter;
}): Promise<{ data: Discrepancy[]; meta: PageMeta }> {
  const { db, user, filter } = options;
  const repositoryFilter = { vendorId: vendorScopeOf(user), rigId: filter.rig_id, status: filter.status };
  const [total, rows] = await Promise.all([
    countDiscrepancies(db, repositoryFilter),
    findDiscrepanciesPage(db, repositoryFilter, {
      limit: filter.limit,
      offset: (filter.page - 1) * filter.limit,
    }),
  ]);
  return { data: rows.map(toDiscrepancy), meta: pageMeta(total, filter) };
}

/** The base coordinator closes a discrepancy with a resolution note. */
export async function resolveDiscrepancy(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  resolution: string;
  version?: number | undefined;
}): Promise<Discrepancy> {
  const { user, id, resolution, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const found = await findDiscrepancyViewById(trx, id);
    if (!found) throw new AppError('NOT_FOUND', 'Discrepancy not found');
    const changed = async (detail?: string) =>
      changedByError({
        subject: 'discrepancy',
        change: await findLastChangeOfDiscrepancy(trx, id),
        viewer: user,
        ...(detail ? { detail } : {}),
      });
    if (found.status === 'RESOLVED') throw await changed('it is already resolved');
    if (version !== undefined && version !== found.version) throw await changed();
    const isResolved = await resolveDiscrepancyFrom(trx, {
      id,
      version: found.version,
      resolution,
      userId: user.id,
      now,
    });
    if (!isResolved) throw await changed();
    await recordTransitions(trx, [
      statusEvent({
        entityType: 'discrepancy',
        entityId: id,
        actorUserId: user.id,
        from: 'OPEN',
        to: 'RESOLVED',
        at: now,
        requestId: found.request_id,
        reason: resolution,
      }),
    ]);
    const row = await findDiscrepancyViewById(trx, id);
    if (!row) throw new Error(`discrepancy ${id} vanished inside its own transaction`);
    return toDiscrepancy(row);
  });
}

/** Per order id, its open discrepancy: what the rig received of what was ordered. */
export async function findOpenDiscrepanciesByOrder(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, { ordered: number; received: number; damaged: number }>> {
  const rows = await findOpenDiscrepanciesOfOrders(db, orderIds);
  return new Map(
    rows.map((row) => [
      row.order_id,
      { ordered: row.ordered_quantity, received: row.received_quantity, damaged: row.damaged_quantity },
    ]),
  );
}
