import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { BackloadLineTable, BackloadTable } from '../../db/schema.ts';
import { isStorableId } from '../../db/sql-helpers.ts';
import type { ChangeActor, LastChange } from '../events/changed-by.ts';

export type BackloadStatusValue = BackloadTable['status'];

export interface BackloadFilter {
  /** A supplier: only backloads with a line naming this vendor. */
  vendorId: number | null;
  voyageId?: number | undefined;
  rigId?: number | undefined;
  status?: BackloadStatusValue | undefined;
}

function filtered(db: Db, filter: BackloadFilter) {
  let query = db.selectFrom('backloads');
  const idOr = (id: number) => (isStorableId(id) ? id : -1);
  if (filter.vendorId !== null) {
    query = query.where(
      'backloads.id',
      'in',
      db
        .selectFrom('backload_lines')
        .select('backload_lines.backload_id')
        .where('backload_lines.vendor_id', '=', filter.vendorId),
    );
  }
  if (filter.voyageId !== undefined) query = query.where('backloads.voyage_id', '=', idOr(filter.voyageId));
  if (filter.rigId !== undefined) query = query.where('backloads.rig_id', '=', idOr(filter.rigId));
  if (filter.status !== undefined) query = query.where('backloads.status', '=', filter.status);
  return query;
}

export async function countBackloads(db: Db, filter: BackloadFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function backloadViews(db: Db) {
  return db
    .selectFrom('backloads')
    .innerJoin('voyages', 'voyages.id', 'backloads.voyage_id')
    .innerJoin('rigs', 'rigs.id', 'backloads.rig_id')
    .selectAll('backloads')
    .select(['voyages.name as voyage_name', 'rigs.name as rig_name']);
}

export type BackloadViewRow = NonNullable<Awaited<ReturnType<typeof findBackloadViewById>>>;

/** Newest first: the page's ids from an index walk, then only they are joined. */
export async function findBackloadsPage(
  db: Db,
  filter: BackloadFilter,
  page: { limit: number; offset: number },
) {
  const pageIds = filtered(db, filter)
    .select('backloads.id')
    .orderBy('backloads.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return backloadViews(db).where('backloads.id', 'in', pageIds).orderBy('backloads.id', 'desc').execute();
}

export async function findBackloadViewById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return backloadViews(db).where('backloads.id', '=', id).executeTakeFirst();
}

export async function findBackloadLines(db: Db, backloadIds: readonly number[], vendorId: number | null) {
  if (backloadIds.length === 0) return [];
  let query = db
    .selectFrom('backload_lines')
    .leftJoin('vendors', 'vendors.id', 'backload_lines.vendor_id')
    .leftJoin('ccus', 'ccus.id', 'backload_lines.ccu_id')
    .selectAll('backload_lines')
    .select(['vendors.name as vendor_name', 'ccus.code as ccu_code'])
    .where('backload_lines.backload_id', 'in', [...new Set(backloadIds)]);
  if (vendorId !== null) query = query.where('backload_lines.vendor_id', '=', vendorId);
  return query.orderBy('backload_lines.backload_id').orderBy('backload_lines.position').execute();
}

/** Line counts per backload, whoever asks (a supplier sees fewer lines but the same count of its own). */
export async function insertBackload(
  db: Db,
  backload: Omit<Insertable<BackloadTable>, 'version'>,
): Promise<number> {
  const row = await db.insertInto('backloads').values(backload).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertBackloadLines(
  db: Db,
  lines: ReadonlyArray<Omit<Insertable<BackloadLineTable>, 'id'>>,
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('backload_lines')
    .values([...lines])
    .execute();
}

export async function deleteBackloadLines(db: Db, backloadId: number): Promise<void> {
  await db.deleteFrom('backload_lines').where('backload_id', '=', backloadId).execute();
}

/**
 * Moves a backload from `from` (at the version read) to `to`, with the columns given; false when it is no longer
 * there. The version goes up.
 */
export async function updateBackloadFrom(
  db: Db,
  options: {
    id: number;
    version: number;
    from: BackloadStatusValue;
    to: BackloadStatusValue;
    actor: ChangeActor;
    set?: { loaded_at?: string; received_at?: string; receipt_note?: string | null };
  },
): Promise<boolean> {
  const result = await db
    .updateTable('backloads')
    .set((eb) => ({
      status: options.to,
      updated_at: options.actor.at,
      updated_by: options.actor.userId,
      version: eb('version', '+', 1),
      ...(options.set ?? {}),
    }))
    .where('id', '=', options.id)
    .where('version', '=', options.version)
    .where('status', '=', options.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setBackloadLineReceived(
  db: Db,
  options: { backloadId: number; lineId: number; receivedQuantity: number },
): Promise<void> {
  await db
    .updateTable('backload_lines')
    .set({ received_quantity: options.receivedQuantity })
    .where('id', '=', options.lineId)
    .where('backload_id', '=', options.backloadId)
    .execute();
}

export async function findLastChangeOfBackload(db: Db, id: number): Promise<LastChange | undefined> {
  return db
    .selectFrom('backloads')
    .leftJoin('users', 'users.id', 'backloads.updated_by')
    .select([
      'backloads.updated_by as actorUserId',
      'users.full_name as actorName',
      'backloads.updated_at as at',
    ])
    .where('backloads.id', '=', id)
    .executeTakeFirst();
}

/** The backloads of a voyage that travel (booked, loaded, received), for its trip and arrival. */
export async function findBackloadsOfVoyage(db: Db, voyageId: number) {
  const rows = await backloadViews(db)
    .where('backloads.voyage_id', '=', voyageId)
    .where('backloads.status', '<>', 'CANCELLED')
    .orderBy('backloads.id')
    .execute();
  return rows;
}

/** Per journey, how many backloads are booked from its rig (any not cancelled). */
export async function countBackloadsOfJourneys(
  db: Db,
  journeyIds: readonly number[],
): Promise<Map<number, number>> {
  if (journeyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('backloads')
    .select(['backloads.journey_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('backloads.journey_id', 'in', [...journeyIds])
    .where('backloads.status', '<>', 'CANCELLED')
    .groupBy('backloads.journey_id')
    .execute();
  return new Map(rows.map((row) => [row.journey_id, Number(row.count)]));
}
