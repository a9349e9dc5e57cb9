import type { Kysely } from 'kysely';

/**
 * Issue 23 (docs/decisions/060): the "cut-off in four hours" notice is sent once per voyage and cut-off, however
 * many server processes sweep. The process whose insert of (voyage_id, cutoff_at) lands sends it; the others'
 * inserts do nothing. A cut-off moved later is a new key, so its reminder is sent again for the new time.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cutoff_reminders')
    .addColumn('voyage_id', 'integer', (c) => c.notNull().references('voyages.id'))
    .addColumn('cutoff_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cutoff_reminders_pk', ['voyage_id', 'cutoff_at'])
    .execute();
}
