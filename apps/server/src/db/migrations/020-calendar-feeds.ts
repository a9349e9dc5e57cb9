import type { Kysely } from 'kysely';

/**
 * Issue 23 (docs/decisions/059): each user's private calendar feed. Only the SHA-256 of the feed's secret is
 * kept, as for sessions: the address works while its hash is here, and asking for a new one replaces it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
