/**
 * The outbox (issue 26, docs/decisions/079): every message to another system (a webhook's event, an email) is
 * written as a row in the same transaction as the change that causes it, so a change that rolls back sends
 * nothing, and a worker delivers it afterwards. These are the shapes the channels share; outbox.ts holds the
 * writing, the claiming and the worker.
 */

/** How a message leaves: to a webhook's URL, or by email through SMTP_URL. */
export type OutboxChannel = 'WEBHOOK' | 'EMAIL';

/** A message to send, as the change's transaction writes it. */
export interface NewOutboxMessage {
  channel: OutboxChannel;
  /**
   * Messages of one stream are delivered one after another, in the order they were written: the next waits until
   * the one before it was delivered or given up. `webhook:<id>` for a webhook, `email:<user id>` for a person.
   */
  stream: string;
  /** `order.accepted`, … for a webhook; the notice's kind (or `digest`) for an email. */
  eventType: string;
  /** The webhook it goes to (WEBHOOK only). */
  webhookId?: number | null;
  /** The person it goes to (EMAIL only). */
  userId?: number | null;
  /** The message itself, as JSON text: a webhook's body as sent; an email's {to, subject, text, html, headers}. */
  payload: string;
  /** What it is about ("order:42"): an undone step drops its unsent message by it (dropUnsentMessages). */
  subject?: string | null;
  /** Not sent before this instant (ISO): a step that can be taken back waits out its undo window. */
  notBefore?: string;
}

/** A message the worker has claimed, handed to its channel's sender. */
export interface OutboxDelivery {
  id: number;
  channel: OutboxChannel;
  stream: string;
  eventType: string;
  webhookId: number | null;
  userId: number | null;
  /** The same on every attempt of the message and on its redeliveries (the `webhook-id` header). */
  messageId: string;
  payload: string;
  /** Attempts made before this one. */
  attempts: number;
  createdAt: string;
}

/** What one attempt came to; the worker logs it (outbox_attempts) and retries a failure with backoff. */
export interface OutboxAttemptResult {
  ok: boolean;
  /** The HTTP status (webhooks) or the SMTP reply code (email); null when there was no answer. */
  statusCode: number | null;
  /** The start of the answer (at most 1,000 characters), or why there was none ("refused: private address"). */
  answer: string;
  /** true when retrying cannot help (the webhook was deleted, the user has no email): given up at once. */
  permanent?: boolean;
}

/** Delivers the messages of one channel. */
export interface OutboxSender {
  channel: OutboxChannel;
  send(delivery: OutboxDelivery): Promise<OutboxAttemptResult>;
}
