import type { Generated } from 'kysely';

/**
 * The tables of talking to other systems (issue 26, migration 029), typed here beside schema.ts, which lists them
 * in its Database: the admin's webhooks, the outbox every message leaves through, and each attempt to deliver one.
 */

/** An endpoint that hears of changes (docs/decisions/079). */
export interface WebhookTable {
  id: Generated<number>;
  url: string;
  description: Generated<string>;
  /** JSON array of the event types it is subscribed to. */
  events: string;
  /** The `whsec_…` signing secret: kept, since every delivery is signed with it; shown once, on creation. */
  secret: string;
  is_active: Generated<number>;
  disabled_at: string | null;
  disabled_reason: string | null;
  created_at: string;
  created_by_user_id: number | null;
  updated_at: string;
  version: Generated<number>;
}

export type OutboxStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

/** A message to another system, written in the transaction of the change that caused it. */
export interface OutboxTable {
  id: Generated<number>;
  channel: 'WEBHOOK' | 'EMAIL';
  stream: string;
  event_type: string;
  webhook_id: number | null;
  user_id: number | null;
  message_id: string;
  payload: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While a worker sends it: no other worker claims it until then. */
  claimed_until: string | null;
  created_at: string;
  delivered_at: string | null;
  /** The message this row sends again (an admin's Redeliver). */
  redelivery_of: number | null;
  /** What it is about ("order:42"), where a step can be taken back (migration 029). */
  subject: string | null;
}

/** One try to deliver an outbox message. */
export interface OutboxAttemptTable {
  id: Generated<number>;
  outbox_id: number;
  attempted_at: string;
  status_code: number | null;
  /** The first 1,000 characters of the answer, or why there was none. */
  answer: string;
  duration_ms: number;
}
