import type { Kysely } from 'kysely';

/**
 * Issue 24 (docs/decisions/064): the answers to POST calls sent with an Idempotency-Key, kept 24 h per user, so
 * that an action queued offline and sent again when the link returns is applied once. The primary key is the
 * claim: of two processes given the same key, one inserts and acts, the other finds the row.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    /** SHA-256 of the method, the route and the body: the same key with another request is refused. */
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    /** null while the first request is being applied; then its answer as JSON. */
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}
