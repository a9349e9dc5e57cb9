import type { Kysely } from 'kysely';

/**
 * Issue 12 (a day's work): a rejection carries a reason, stored with the order and shown to the supplier. The
 * events row of the rejection keeps it too; this column is what the order's row shows without a history read.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('reject_reason', 'text').execute();
}
