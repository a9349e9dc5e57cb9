import type { Kysely } from 'kysely';

/**
 * Issue 23 (docs/decisions/062): the coordinator's dashboard reads the open requests due soonest
 * (required_by) to find those at risk; this index reads them in that order without a scan of every request.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('requests_required_by_idx').on('requests').columns(['required_by']).execute();
}
