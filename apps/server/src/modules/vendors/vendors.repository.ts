import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { VendorTable } from '../../db/schema.ts';
import { containsText, isStorableId } from '../../db/sql-helpers.ts';

export type VendorWithOrderCounts = Selectable<VendorTable> & {
  order_count: number;
  delivered_count: number;
  rejected_count: number;
};

/** Vendors by name, each with how many orders its requests hold, delivered and rejected (the kept counts). */
export async function findVendorsWithOrderCounts(
  db: Db,
  filter: { search?: string | undefined; includeInactive?: boolean | undefined; id?: number | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: VendorWithOrderCounts[]; total: number }> {
  let vendors = db.selectFrom('vendors');
  if (filter.includeInactive === false) vendors = vendors.where('vendors.status', '=', 'active');
  if (filter.id !== undefined) vendors = vendors.where('vendors.id', '=', filter.id);
  if (filter.search !== undefined) {
    const search = filter.search;
    vendors = vendors.where((eb) =>
      eb.or([
        containsText(eb.ref('vendors.name'), search),
        containsText(eb.ref('vendors.category'), search),
        containsText(eb.ref('vendors.contact_name'), search),
      ]),
    );
  }
  const count = await vendors.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const orderCounts = db
    .selectFrom('order_counts')
    .select((eb) => [
      'vendor_id',
      eb.fn.sum<number>('count').as('order_count'),
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'DELIVERED').then(eb.ref('count')).else(0).end())
        .as('delivered_count'),
      eb.fn
        .sum<number>(eb.case().when('status', '=', 'REJECTED').then(eb.ref('count')).else(0).end())
        .as('rejected_count'),
    ])
    .groupBy('vendor_id')
    .as('counts');
  const rows = await vendors
    .leftJoin(orderCounts, 'counts.vendor_id', 'vendors.id')
    .selectAll('vendors')
    .select(['counts.order_count', 'counts.delivered_count', 'counts.rejected_count'])
    .orderBy('vendors.name')
    .orderBy('vendors.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    rows: rows.map((row) => ({
      ...row,
      order_count: Number(row.order_count ?? 0),
      delivered_count: Number(row.delivered_count ?? 0),
      rejected_count: Number(row.rejected_count ?? 0),
    })),
    total: Number(count.total),
  };
}

export async function findVendorRowById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('vendors').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertVendor(db: Db, vendor: Insertable<VendorTable>): Promise<number> {
  const row = await db.insertInto('vendors').values(vendor).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVendor(db: Db, id: number, changes: Updateable<VendorTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('vendors').set(changes).where('id', '=', id).execute();
}
