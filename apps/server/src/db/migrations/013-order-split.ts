import type { Kysely } from 'kysely';

/**
 * Issue 22: an order line split in two. The new part names the order it was split from; the index finds the
 * parts split from an order ("Split into ORD-m") for a page of orders. Orders are never deleted once they have left
 * the draft, so the foreign key only keeps the rows honest.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('split_from_order_id', 'integer', (c) => c.references('orders.id'))
    .execute();
  await db.schema
    .createIndex('orders_split_from_idx')
    .on('orders')
    .column('split_from_order_id')
    .where('split_from_order_id', 'is not', null)
    .execute();
}
