import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ItemTable } from '../../db/schema.ts';
import { containsText } from '../../db/sql-helpers.ts';

export type ItemRow = Selectable<ItemTable>;
export type NewItemRow = Insertable<ItemTable>;

/** Rows per INSERT in a bulk create: well under SQLite's and PostgreSQL's limits on bound parameters. */
const INSERT_CHUNK_ROWS = 200;

export async function findVendorItems(
  db: Db,
  filter: { vendorId: number; search?: string | undefined; matCode?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: ItemRow[]; total: number }> {
  let query = db.selectFrom('items').where('vendor_id', '=', filter.vendorId);
  if (filter.matCode !== undefined) {
    const matCode = filter.matCode;
    query = query.where((eb) => eb(eb.fn('lower', ['mat_code']), '=', eb.fn('lower', [eb.val(matCode)])));
  }
  if (filter.search !== undefined) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('name'), search), containsText(eb.ref('mat_code'), search)]),
    );
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('name').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The vendor's mat codes that equal one of these ignoring case (a mat code is unique per vendor whatever its case). */
export async function findTakenMatCodes(db: Db, vendorId: number, matCodes: string[]): Promise<string[]> {
  if (matCodes.length === 0) return [];
  const rows = await db
    .selectFrom('items')
    .select('mat_code')
    .where('vendor_id', '=', vendorId)
    .where((eb) =>
      eb(
        eb.fn('lower', ['mat_code']),
        'in',
        [...new Set(matCodes)].map((code) => eb.fn('lower', [eb.val(code)])),
      ),
    )
    .execute();
  return rows.map((row) => row.mat_code);
}

export async function insertItem(db: Db, item: NewItemRow): Promise<ItemRow> {
  return db.insertInto('items').values(item).returningAll().executeTakeFirstOrThrow();
}

export async function insertItems(db: Db, items: NewItemRow[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < items.length; start += INSERT_CHUNK_ROWS) {
    const chunk = items.slice(start, start + INSERT_CHUNK_ROWS);
    const rows = await db.insertInto('items').values(chunk).returning('id').execute();
    inserted += rows.length;
  }
  return inserted;
}

export async function findVendorItemsByIds(
  db: Db,
  vendorId: number,
  ids: number[],
): Promise<Array<Pick<ItemRow, 'id' | 'mat_code'>>> {
  return db
    .selectFrom('items')
    .select(['id', 'mat_code'])
    .where('vendor_id', '=', vendorId)
    .where('id', 'in', ids)
    .execute();
}

/** How many orders reference each of these items; items no order uses are left out. */
export async function countOrdersByItem(
  db: Db,
  itemIds: number[],
): Promise<Array<{ item_id: number; order_count: number }>> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => ['item_id', eb.fn.countAll<number>().as('order_count')])
    .where('item_id', 'in', itemIds)
    .groupBy('item_id')
    .orderBy('item_id')
    .execute();
  return rows.map((row) => ({ item_id: row.item_id, order_count: Number(row.order_count) }));
}

export async function deleteVendorItems(db: Db, vendorId: number, ids: number[]): Promise<number> {
  const result = await db
    .deleteFrom('items')
    .where('vendor_id', '=', vendorId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
