import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { DiscrepancyTable } from '../../db/schema.ts';
import { isStorableId } from '../../db/sql-helpers.ts';
import type { LastChange } from '../events/changed-by.ts';

export interface DiscrepancyFilter {
  /** null: every vendor (operator roles). */
  vendorId: number | null;
  rigId?: number | undefined;
  status?: 'OPEN' | 'RESOLVED' | undefined;
}

export async function insertDiscrepancy(
  db: Db,
  discrepancy: Omit<Insertable<DiscrepancyTable>, 'version'>,
): Promise<number> {
  const row = await db
    .insertInto('discrepancies')
    .values(discrepancy)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function filtered(db: Db, filter: DiscrepancyFilter) {
  let query = db.selectFrom('discrepancies');
  if (filter.vendorId !== null) query = query.where('discrepancies.vendor_id', '=', filter.vendorId);
  if (filter.rigId !== undefined) {
    query = isStorableId(filter.rigId)
      ? query.where('discrepancies.rig_id', '=', filter.rigId)
      : query.where('discrepancies.id', '<', 0);
  }
  if (filter.status !== undefined) query = query.where('discrepancies.status', '=', filter.status);
  return query;
}

export async function countDiscrepancies(db: Db, filter: DiscrepancyFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function discrepancyViews(db: Db) {
  return db
    .selectFrom('discrepancies')
    .innerJoin('orders', 'orders.id', 'discrepancies.order_id')
    .innerJoin('items', 'items.id', 'orders.item_id')
    .innerJoin('rigs', 'rigs.id', 'discrepancies.rig_id')
    .innerJoin('vendors', 'vendors.id', 'discrepancies.vendor_id')
    .leftJoin('users as resolver', 'resolver.id', 'discrepancies.resolved_by')
    .selectAll('discrepancies')
    .select([
      'items.name as item_name',
      'items.mat_code as item_mat_code',
      'rigs.name as rig_name',
      'vendors.name as vendor_name',
      'resolver.full_name as resolved_by_name',
    ]);
}

export type DiscrepancyViewRow = Awaited<ReturnType<typeof findDiscrepancyViewById>> & {};

/** Newest first; the page's ids come from a walk of an index, and only they are joined. */
export async function findDiscrepanciesPage(
  db: Db,
  filter: DiscrepancyFilter,
  page: { limit: number; offset: number },
) {
  const pageIds = filtered(db, filter)
    .select('discrepancies.id')
    .orderBy('discrepancies.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return discrepancyViews(db)
    .where('discrepancies.id', 'in', pageIds)
    .orderBy('discrepancies.id', 'desc')
    .execute();
}

export async function findDiscrepancyViewById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return discrepancyViews(db).where('discrepancies.id', '=', id).executeTakeFirst();
}

/** OPEN → RESOLVED, only from the version the caller read. */
export async function resolveDiscrepancyFrom(
  db: Db,
  options: { id: number; version: number; resolution: string; userId: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('discrepancies')
    .set((eb) => ({
      status: 'RESOLVED',
      resolution: options.resolution,
      resolved_by: options.userId,
      resolved_at: options.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', options.id)
    .where('version', '=', options.version)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findLastChangeOfDiscrepancy(db: Db, id: number): Promise<LastChange | undefined> {
  return db
    .selectFrom('events')
    .leftJoin('users', 'users.id', 'events.actor_user_id')
    .select([
      'events.actor_user_id as actorUserId',
      'users.full_name as actorName',
      'events.created_at as at',
    ])
    .where('events.entity_type', '=', 'discrepancy')
    .where('events.entity_id', '=', id)
    .orderBy('events.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The open discrepancies of these orders (one per order at most: order_id is unique). */
export async function findOpenDiscrepanciesOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('discrepancies')
    .select(['order_id', 'ordered_quantity', 'received_quantity', 'damaged_quantity'])
    .where('order_id', 'in', [...orderIds])
    .where('status', '=', 'OPEN')
    .execute();
}
