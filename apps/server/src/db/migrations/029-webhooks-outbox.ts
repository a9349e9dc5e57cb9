import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Webhooks and the outbox (issue 26, docs/decisions/079). `webhooks` are the admin's endpoints, each with the
 * signing secret it is signed with (kept: it must be at hand to sign every delivery). `outbox` holds every message
 * to another system, written in the transaction of the change that causes it, and `outbox_attempts` each try to
 * deliver one. The claim reads the due messages by (status, next_attempt_at); the order within a stream by
 * (stream, status, id).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (column: ColumnDefinitionBuilder) =>
    isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement();
  await db.schema
    .createTable('webhooks')
    .addColumn('id', idType, id)
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    /** JSON array of event types, such as ["order.accepted", "voyage.departed"]. */
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('disabled_at', 'text')
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('outbox')
    .addColumn('id', idType, id)
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('stream', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    // No foreign key: a deleted webhook's delivery log is deleted with it; an email's user stays.
    .addColumn('webhook_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('redelivery_of', 'integer')
    /** What the message is about, "order:42": a step taken back within its undo window drops its unsent event. */
    .addColumn('subject', 'text')
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_stream_idx').on('outbox').columns(['stream', 'status', 'id']).execute();
  await db.schema.createIndex('outbox_webhook_idx').on('outbox').columns(['webhook_id', 'id']).execute();
  await db.schema.createIndex('outbox_subject_idx').on('outbox').columns(['subject', 'status']).execute();
  await db.schema
    .createTable('outbox_attempts')
    .addColumn('id', idType, id)
    .addColumn('outbox_id', 'integer', (c) => c.notNull().references('outbox.id').onDelete('cascade'))
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_attempts_outbox_idx')
    .on('outbox_attempts')
    .column('outbox_id')
    .execute();
}
