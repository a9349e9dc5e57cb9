import type { Generated } from 'kysely';

/*
 * The tables of the sailing schedule and of queued actions (issues 23 and 24), typed here beside schema.ts, which
 * lists them in its Database. Timestamps are ISO 8601 UTC text on both databases (docs/decisions/002).
 */

/** A booking made after its sailing's cut-off, with the coordinator's reason (migration 019, issue 23). */
export interface LateBookingTable {
  id: Generated<number>;
  voyage_id: number;
  shipment_id: number;
  /** Null for a shipment created late; the order put on a shipment late otherwise. */
  order_id: number | null;
  reason: string;
  cutoff_at: string;
  booked_at: string;
  booked_by: number | null;
}

/** A user's private calendar feed: the hash of its secret (migration 020, issue 23). */
export interface CalendarFeedTable {
  user_id: number;
  secret_hash: string;
  created_at: string;
}

/** A "cut-off in four hours" notice sent, once per voyage and cut-off (migration 021, docs/decisions/060). */
export interface CutoffReminderTable {
  voyage_id: number;
  cutoff_at: string;
  sent_at: string;
}

/** The answer to a POST sent with an Idempotency-Key (migration 024, docs/decisions/064), kept 24 h per user. */
export interface IdempotencyKeyTable {
  user_id: number;
  key: string;
  fingerprint: string;
  answer: string | null;
  created_at: string;
}
