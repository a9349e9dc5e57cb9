import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { OutboxStatus } from '../../db/schema-integrations.ts';
import { isPostgres } from '../../db/sql-helpers.ts';
import type { NewOutboxMessage, OutboxChannel, OutboxDelivery } from './outbox-types.ts';

/** The outbox's SQL (docs/decisions/079): writing messages, claiming the due ones, recording each attempt. */

export async function insertOutboxMessages(
  db: Db,
  rows: ReadonlyArray<NewOutboxMessage & { messageId: string; at: string; redeliveryOf?: number | null }>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('outbox')
    .values(
      rows.map((row) => ({
        channel: row.channel,
        stream: row.stream,
        event_type: row.eventType,
        webhook_id: row.webhookId ?? null,
        user_id: row.userId ?? null,
        message_id: row.messageId,
        payload: row.payload,
        status: 'PENDING' as const,
        attempts: 0,
        next_attempt_at: row.notBefore ?? row.at,
        claimed_until: null,
        created_at: row.at,
        delivered_at: null,
        redelivery_of: row.redeliveryOf ?? null,
        subject: row.subject ?? null,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/**
 * Claims the due messages: PENDING, next attempt not in the future, not claimed by a worker whose lease still
 * runs, and the first PENDING message of their stream (so a stream is delivered in the order it was written).
 * Each is leased until `leaseUntil`. Inside the caller's short transaction; on PostgreSQL the rows are locked
 * with SKIP LOCKED, so two processes claiming at once take different messages, and a row another process
 * leased meanwhile is read again under its lock and left out.
 */
export async function claimDueOutboxMessages(
  trx: Db,
  options: { now: string; leaseUntil: string; limit: number; channels: readonly OutboxChannel[] },
): Promise<OutboxDelivery[]> {
  if (options.channels.length === 0) return [];
  let query = trx
    .selectFrom('outbox as o')
    .select([
      'o.id',
      'o.channel',
      'o.stream',
      'o.event_type',
      'o.webhook_id',
      'o.user_id',
      'o.message_id',
      'o.payload',
      'o.attempts',
      'o.created_at',
    ])
    .where('o.status', '=', 'PENDING')
    .where('o.channel', 'in', options.channels)
    .where('o.next_attempt_at', '<=', options.now)
    .where((eb) => eb.or([eb('o.claimed_until', 'is', null), eb('o.claimed_until', '<=', options.now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outbox as earlier')
            .select(sql`1`.as('one'))
            .whereRef('earlier.stream', '=', 'o.stream')
            .where('earlier.status', '=', 'PENDING')
            .whereRef('earlier.id', '<', 'o.id'),
        ),
      ),
    )
    .orderBy('o.id')
    .limit(options.limit);
  if (isPostgres(trx)) query = query.forUpdate().skipLocked();
  const rows = await query.execute();
  if (rows.length === 0) return [];
  await trx
    .updateTable('outbox')
    .set({ claimed_until: options.leaseUntil })
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    stream: row.stream,
    eventType: row.event_type,
    webhookId: row.webhook_id,
    userId: row.user_id,
    messageId: row.message_id,
    payload: row.payload,
    attempts: row.attempts,
    createdAt: row.created_at,
  }));
}

/**
 * The attempt's outcome on the message, only while this worker's lease holds (a message deleted with its
 * webhook, or leased again after a lease ran out, is left alone): answers whether it was recorded.
 */
export async function settleOutboxMessage(
  trx: Db,
  options: {
    id: number;
    leaseUntil: string;
    status: OutboxStatus;
    nextAttemptAt: string;
    deliveredAt: string | null;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('outbox')
    .set((eb) => ({
      status: options.status,
      attempts: eb('attempts', '+', 1),
      next_attempt_at: options.nextAttemptAt,
      delivered_at: options.deliveredAt,
      claimed_until: null,
    }))
    .where('id', '=', options.id)
    .where('status', '=', 'PENDING')
    .where('claimed_until', '=', options.leaseUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertOutboxAttempt(
  trx: Db,
  attempt: {
    outbox_id: number;
    attempted_at: string;
    status_code: number | null;
    answer: string;
    duration_ms: number;
  },
): Promise<void> {
  await trx.insertInto('outbox_attempts').values(attempt).execute();
}

export interface OutboxMessageRow {
  id: number;
  channel: OutboxChannel;
  stream: string;
  event_type: string;
  webhook_id: number | null;
  user_id: number | null;
  message_id: string;
  payload: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  created_at: string;
  delivered_at: string | null;
  redelivery_of: number | null;
}

const MESSAGE_COLUMNS = [
  'id',
  'channel',
  'stream',
  'event_type',
  'webhook_id',
  'user_id',
  'message_id',
  'payload',
  'status',
  'attempts',
  'next_attempt_at',
  'created_at',
  'delivered_at',
  'redelivery_of',
] as const;

export async function findOutboxMessageById(db: Db, id: number): Promise<OutboxMessageRow | undefined> {
  return db.selectFrom('outbox').select(MESSAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A webhook's messages, newest first, a page at a time, with how many there are. */
export async function findOutboxMessagesOfWebhook(
  db: Db,
  options: { webhookId: number; offset: number; limit: number },
): Promise<{ rows: OutboxMessageRow[]; total: number }> {
  const rows = await db
    .selectFrom('outbox')
    .select(MESSAGE_COLUMNS)
    .where('webhook_id', '=', options.webhookId)
    .orderBy('id', 'desc')
    .offset(options.offset)
    .limit(options.limit)
    .execute();
  const counted = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('webhook_id', '=', options.webhookId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.total) };
}

export interface OutboxAttemptRow {
  outbox_id: number;
  attempted_at: string;
  status_code: number | null;
  answer: string;
  duration_ms: number;
}

/** The attempts of these messages, oldest first. */
export async function findAttemptsOfOutboxMessages(
  db: Db,
  outboxIds: readonly number[],
): Promise<OutboxAttemptRow[]> {
  if (outboxIds.length === 0) return [];
  return db
    .selectFrom('outbox_attempts')
    .select(['outbox_id', 'attempted_at', 'status_code', 'answer', 'duration_ms'])
    .where('outbox_id', 'in', outboxIds)
    .orderBy('id')
    .execute();
}

/** Per webhook, its newest message: what the list shows as the last delivery. */
export async function findLastMessagesOfWebhooks(
  db: Db,
  webhookIds: readonly number[],
): Promise<OutboxMessageRow[]> {
  if (webhookIds.length === 0) return [];
  return db
    .selectFrom('outbox')
    .select(MESSAGE_COLUMNS)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select((inner) => inner.fn.max('id').as('id'))
        .where('webhook_id', 'in', webhookIds)
        .groupBy('webhook_id'),
    )
    .execute();
}

/** A webhook deleted: its delivery log goes with it (the attempts by the foreign key's cascade). */
export async function deleteOutboxMessagesOfWebhook(db: Db, webhookId: number): Promise<void> {
  await db
    .deleteFrom('outbox_attempts')
    .where('outbox_id', 'in', (eb) =>
      eb.selectFrom('outbox').select('id').where('webhook_id', '=', webhookId),
    )
    .execute();
  await db.deleteFrom('outbox').where('webhook_id', '=', webhookId).execute();
}

/**
 * Drops the messages of this kind about this subject that no worker has tried or holds: the step they tell of was
 * taken back within its undo window (docs/decisions/079). In the undo's transaction.
 */
export async function dropUnsentMessages(
  trx: Db,
  options: { channel: OutboxChannel; subject: string; eventType: string; now: string },
): Promise<number> {
  const result = await trx
    .deleteFrom('outbox')
    .where('channel', '=', options.channel)
    .where('subject', '=', options.subject)
    .where('status', '=', 'PENDING')
    .where('event_type', '=', options.eventType)
    .where('attempts', '=', 0)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', options.now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Drops the messages settled (delivered, or given up) before `before`, written before it too; their attempts go
 * with them (ON DELETE CASCADE). A pending message, however old, stays.
 */
export async function deleteSettledOutboxMessages(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('status', 'in', ['DELIVERED', 'FAILED'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
