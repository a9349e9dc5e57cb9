import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/connection.ts';
import { runEvery } from '../../http/every.ts';
import { inTransaction } from '../live/live-transaction.ts';
import {
  claimDueOutboxMessages,
  deleteOutboxMessagesOfWebhook,
  deleteSettledOutboxMessages,
  dropUnsentMessages,
  findAttemptsOfOutboxMessages,
  findLastMessagesOfWebhooks,
  findOutboxMessageById,
  findOutboxMessagesOfWebhook,
  insertOutboxAttempt,
  insertOutboxMessages,
  type OutboxAttemptRow,
  type OutboxMessageRow,
  settleOutboxMessage,
} from './outbox.repository.ts';
import type { NewOutboxMessage, OutboxAttemptResult, OutboxDelivery, OutboxSender } from './outbox-types.ts';

/** Read by the webhooks module's delivery log, which does not reach into this module's repository. */
export {
  deleteOutboxMessagesOfWebhook,
  dropUnsentMessages,
  findAttemptsOfOutboxMessages,
  findLastMessagesOfWebhooks,
  findOutboxMessageById,
  findOutboxMessagesOfWebhook,
  type OutboxAttemptRow,
  type OutboxMessageRow,
};

/**
 * The outbox (issue 26, docs/decisions/079): what the channels share is in outbox-types.ts; this file writes the
 * messages, claims the due ones and delivers them, logging each attempt and retrying a failure with backoff.
 */
export const OUTBOX = {
  /** How long a worker holds a claimed message: far longer than an attempt may take. */
  leaseMs: 60_000,
  /** Delivered and given-up messages, with their attempts, are kept this long for the delivery log. */
  keepMs: 30 * 24 * 3_600_000,
  /** How often each process drops what is older than that (any process may: dropping twice is harmless). */
  pruneEveryMs: 3_600_000,
  /** A message not delivered this long after it was written is given up (FAILED). */
  giveUpAfterMs: 24 * 3_600_000,
  /** The waits before the 2nd, 3rd, … attempt; the last repeats until the message is given up. */
  backoffMs: [
    10_000,
    30_000,
    120_000,
    600_000,
    1_800_000,
    3_600_000,
    2 * 3_600_000,
    4 * 3_600_000,
    8 * 3_600_000,
  ],
  /** Messages claimed at once: each is the head of its own stream, so they go out side by side. */
  claimBatch: 20,
  /** How much of an answer an attempt keeps. */
  answerChars: 1_000,
  /** How often each server process looks for due messages. */
  pollEveryMs: 1_000,
} as const;

/** `msg_` and 24 random characters: the `webhook-id` header, the same on every attempt and redelivery. */
export function newOutboxMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/**
 * Writes messages inside the caller's transaction (the change's own, so a change that rolls back sends
 * nothing); the worker delivers them once it has committed. Answers their ids.
 */
export async function enqueueOutbox(
  trx: Db,
  messages: readonly NewOutboxMessage[],
  at: string = new Date().toISOString(),
): Promise<number[]> {
  return insertOutboxMessages(
    trx,
    messages.map((message) => ({ ...message, messageId: newOutboxMessageId(), at })),
  );
}

/** Sends a message again (an admin's Redeliver): a new row with the same message id and payload, due now. */
export async function enqueueRedelivery(trx: Db, original: OutboxMessageRow, at: string): Promise<number> {
  const [id] = await insertOutboxMessages(trx, [
    {
      channel: original.channel,
      stream: original.stream,
      eventType: original.event_type,
      webhookId: original.webhook_id,
      userId: original.user_id,
      payload: original.payload,
      messageId: original.message_id,
      at,
      redeliveryOf: original.id,
    },
  ]);
  if (id === undefined) throw new Error('the redelivery was not written');
  return id;
}

/**
 * When a failed message is tried next, or null when it is given up: after `attempts` attempts (this one
 * counted), the backoff's wait, but never past a day from when it was written, where one last attempt is made.
 */
export function nextAttemptAfterFailure(options: {
  createdAt: string;
  attempts: number;
  now: number;
}): string | null {
  const giveUpAt = Date.parse(options.createdAt) + OUTBOX.giveUpAfterMs;
  if (options.now >= giveUpAt) return null;
  const waits = OUTBOX.backoffMs;
  const wait = waits[Math.min(options.attempts - 1, waits.length - 1)] ?? waits[waits.length - 1]!;
  return new Date(Math.min(options.now + wait, giveUpAt)).toISOString();
}

/**
 * A channel's sender may also hear that one of its messages was given up after a day of failures (the
 * webhooks switch their endpoint off). Called in the transaction that marks it FAILED.
 */
export interface OutboxGiveUpHandler {
  channel: OutboxSender['channel'];
  onGaveUp(options: {
    db: Db;
    delivery: OutboxDelivery;
    result: OutboxAttemptResult;
    now: string;
  }): Promise<void>;
}

export interface DrainResult {
  delivered: number;
  retried: number;
  failed: number;
}

/**
 * Delivers what is due, once: claims the due messages in a short transaction (leased, so no other process
 * takes them), sends them outside any transaction, records each attempt and its outcome; repeats while the
 * deliveries make the next messages of their streams due. The worker calls it every second; tests call it.
 */
export async function drainOutbox(options: {
  db: Db;
  senders: readonly (OutboxSender & Partial<Pick<OutboxGiveUpHandler, 'onGaveUp'>>)[];
  now: Date;
}): Promise<DrainResult> {
  const { db, senders } = options;
  const byChannel = new Map(senders.map((sender) => [sender.channel, sender]));
  const channels = [...byChannel.keys()];
  const result: DrainResult = { delivered: 0, retried: 0, failed: 0 };
  // The drain's clock starts at `now` (a test's) and runs on with real time, so leases and logs stay true.
  const started = performance.now();
  const clock = () => options.now.getTime() + Math.round(performance.now() - started);
  // Bounded: a stream of many messages is drained over several calls rather than holding this one forever.
  for (let round = 0; round < 50; round += 1) {
    const now = clock();
    const leaseUntil = new Date(now + OUTBOX.leaseMs).toISOString();
    const claimed = await db.transaction().execute((trx) =>
      claimDueOutboxMessages(trx, {
        now: new Date(now).toISOString(),
        leaseUntil,
        limit: OUTBOX.claimBatch,
        channels,
      }),
    );
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (delivery) => {
        const sender = byChannel.get(delivery.channel);
        if (!sender) return;
        const outcome = await attempt(sender, delivery);
        const kind = await settle({ db, sender, delivery, leaseUntil, outcome, now: clock() });
        if (kind) result[kind] += 1;
      }),
    );
  }
  return result;
}

async function attempt(
  sender: OutboxSender,
  delivery: OutboxDelivery,
): Promise<OutboxAttemptResult & { durationMs: number }> {
  const started = performance.now();
  let outcome: OutboxAttemptResult;
  try {
    outcome = await sender.send(delivery);
  } catch (error) {
    // A sender reports its failures; one that throws is a fault of ours, logged on the attempt and retried.
    outcome = { ok: false, statusCode: null, answer: `error: ${(error as Error).message ?? String(error)}` };
  }
  return { ...outcome, durationMs: Math.round(performance.now() - started) };
}

async function settle(options: {
  db: Db;
  sender: OutboxSender & Partial<Pick<OutboxGiveUpHandler, 'onGaveUp'>>;
  delivery: OutboxDelivery;
  leaseUntil: string;
  outcome: OutboxAttemptResult & { durationMs: number };
  now: number;
}): Promise<keyof DrainResult | null> {
  const { delivery, outcome } = options;
  const at = new Date(options.now).toISOString();
  const next = outcome.ok
    ? null
    : outcome.permanent
      ? null
      : nextAttemptAfterFailure({
          createdAt: delivery.createdAt,
          attempts: delivery.attempts + 1,
          now: options.now,
        });
  const status = outcome.ok ? 'DELIVERED' : next === null ? 'FAILED' : 'PENDING';
  return inTransaction(options.db, async (trx) => {
    const isSettled = await settleOutboxMessage(trx, {
      id: delivery.id,
      leaseUntil: options.leaseUntil,
      status,
      nextAttemptAt: next ?? at,
      deliveredAt: outcome.ok ? at : null,
    });
    // Deleted meanwhile (its webhook went), or leased again after this lease ran out: not ours to record.
    if (!isSettled) return null;
    await insertOutboxAttempt(trx, {
      outbox_id: delivery.id,
      attempted_at: at,
      status_code: outcome.statusCode,
      answer: outcome.answer.slice(0, OUTBOX.answerChars),
      duration_ms: outcome.durationMs,
    });
    if (status === 'FAILED' && !outcome.permanent) {
      await options.sender.onGaveUp?.({ db: trx, delivery, result: outcome, now: at });
    }
    return status === 'DELIVERED' ? 'delivered' : status === 'FAILED' ? 'failed' : 'retried';
  });
}

/**
 * Delivers due messages every `everyMs` and answers its stop. A drain that fails is logged and the next one
 * tries again; drains never overlap within a process (across processes the claim keeps them apart).
 */
export function startOutboxWorker(options: {
  db: Db;
  senders: readonly (OutboxSender & Partial<Pick<OutboxGiveUpHandler, 'onGaveUp'>>)[];
  everyMs: number;
  now: () => number;
  log: { error: (object: unknown, message: string) => void };
}): () => Promise<void> {
  const stopDelivering = runEvery({
    everyMs: options.everyMs,
    run: () => drainOutbox({ db: options.db, senders: options.senders, now: new Date(options.now()) }),
    failure: 'The outbox delivery failed',
    log: options.log,
  });
  const stopPruning = runEvery({
    everyMs: OUTBOX.pruneEveryMs,
    run: () => pruneOutbox({ db: options.db, now: options.now() }),
    failure: 'Pruning the outbox failed',
    log: options.log,
  });
  return async () => {
    await Promise.all([stopDelivering(), stopPruning()]);
  };
}

/** Drops the messages delivered or given up more than OUTBOX.keepMs ago, and their attempts. Answers how many. */
export function pruneOutbox(options: { db: Db; now: number }): Promise<number> {
  return deleteSettledOutboxMessages(options.db, new Date(options.now - OUTBOX.keepMs).toISOString());
}
