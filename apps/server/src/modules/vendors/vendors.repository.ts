import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { VendorTable } from '../../db/schema.ts';
import { containsText } from '../../db/sql-helpers.ts';

export type VendorWithOrderCounts = Selectable<VendorTable> & {
  order_count: number;
  delivered_count: number;
  rejected_count: number;
};

/** Vendors by name, each with how many orders its requests hold, delivered and rejected. */
export async function findVendorsWithOrderCounts(
  db: Db,
  filter: { search?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: VendorWithOrderCounts[]; total: number }> {
  let vendors = db.selectFrom('vendors');
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
  const rows = await vendors
    .leftJoin('requests', 'requests.vendor_id', 'vendors.id')
    .leftJoin('orders', 'orders.request_id', 'requests.id')
    .selectAll('vendors')
    .select((eb) => [
      eb.fn.count<number>('orders.id').as('order_count'),
      eb.fn
        .sum<number>(eb.case().when('orders.status', '=', 'DELIVERED').then(1).else(0).end())
        .as('delivered_count'),
      eb.fn
        .sum<number>(eb.case().when('orders.status', '=', 'REJECTED').then(1).else(0).end())
        .as('rejected_count'),
    ])
    .groupBy('vendors.id')
    .orderBy('vendors.name')
    .orderBy('vendors.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    rows: rows.map((row) => ({
      ...row,
      order_count: Number(row.order_count),
      delivered_count: Number(row.delivered_count ?? 0),
      rejected_count: Number(row.rejected_count ?? 0),
    })),
    total: Number(count.total),
  };
}
