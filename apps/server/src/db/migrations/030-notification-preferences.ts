import type { Kysely } from 'kysely';

/**
 * Email notices (issue 26, docs/decisions/080). Each person chooses, per kind of notice, how they hear of it: a
 * kind without a row stays in the bell (BELL), EMAIL sends each notice at once, DIGEST gathers them into one
 * email a day. `email_digests` is the claim of a person's digest of one day (UTC): the server process whose
 * insert of (user_id, day) lands sends it, so the digest goes once however many processes sweep.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    /** BELL, EMAIL or DIGEST. */
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .execute();
  // The digest sweep reads who wants a digest at all.
  await db.schema
    .createIndex('notification_preferences_channel_idx')
    .on('notification_preferences')
    .columns(['channel', 'user_id'])
    .execute();
  await db.schema
    .createTable('email_digests')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    /** The UTC day, YYYY-MM-DD. */
    .addColumn('day', 'text', (c) => c.notNull())
    /** When the digest was claimed; the next digest lists the notices after it. */
    .addColumn('sent_at', 'text', (c) => c.notNull())
    /** How many notices it listed; 0: nothing to send that day, so no email went. */
    .addColumn('notice_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('email_digests_pk', ['user_id', 'day'])
    .execute();
}
