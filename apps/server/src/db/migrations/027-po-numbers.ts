import { type Kysely, sql } from 'kysely';

/**
 * Purchase-order numbers (issue 26, docs/decisions/077): a request and an order line may carry the number the
 * operator's ERP bought it under, as typed there. Found by the whole number in any letter case (the top bar's
 * search), so each has an index on its lower case.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('requests').addColumn('po_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('po_number', 'text').execute();
  await sql`create index requests_po_number_idx on requests (lower(po_number))`.execute(db);
  await sql`create index orders_po_number_idx on orders (lower(po_number))`.execute(db);
}
