import { randomBytes } from 'node:crypto';
import { type PageMeta, pageMeta } from '@rigline/contract/api';
import {
  type CreateWebhookBody,
  type createWebhookBodySchema,
  type UpdateWebhookBody,
  type updateWebhookBodySchema,
  WEBHOOK_EVENTS,
  WEBHOOK_PRIVATE_ADDRESS_MESSAGE,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '@rigline/contract/webhooks';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { inTransaction } from '../live/live-transaction.ts';
import {
  deleteOutboxMessagesOfWebhook,
  enqueueRedelivery,
  findAttemptsOfOutboxMessages,
  findLastMessagesOfWebhooks,
  findOutboxMessageById,
  findOutboxMessagesOfWebhook,
  type OutboxAttemptRow,
  type OutboxMessageRow,
} from '../outbox/outbox.ts';
import { isRefusedWebhookUrl } from './webhook-address.ts';
import {
  deleteWebhookRow,
  findWebhookById,
  findWebhooks,
  insertWebhook,
  updateWebhookFrom,
  type WebhookRow,
} from './webhooks.repository.ts';

/** The admin's webhooks (issue 26, docs/decisions/079): endpoints, their secrets, their delivery log. */

export const WEBHOOK_NOT_FOUND_MESSAGE = 'Webhook not found';
export const WEBHOOK_CHANGED_MESSAGE =
  'This webhook was changed by someone else since you opened it; reload to see it, then try again';

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

function eventsOf(text: string): WebhookEvent[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return WEBHOOK_EVENTS.filter((event) => parsed.includes(event));
  } catch {
    return [];
  }
}

function isWebhookEvent(value: string): value is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

function toWebhook(row: WebhookRow, last: OutboxMessageRow | undefined): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: eventsOf(row.events),
    is_active: row.is_active === 1,
    disabled_at: row.disabled_at,
    disabled_reason: row.disabled_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
    last_delivery:
      last && isWebhookEvent(last.event_type)
        ? {
            id: last.id,
            event: last.event_type,
            status: last.status,
            at: last.delivered_at ?? last.created_at,
          }
        : null,
  };
}

function toDelivery(row: OutboxMessageRow, attempts: readonly OutboxAttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    event: isWebhookEvent(row.event_type) ? row.event_type : WEBHOOK_EVENTS[0],
    message_id: row.message_id,
    status: row.status,
    created_at: row.created_at,
    delivered_at: row.delivered_at,
    next_attempt_at: row.status === 'PENDING' ? row.next_attempt_at : null,
    redelivery_of: row.redelivery_of,
    payload: row.payload,
    attempts: attempts.map((attempt) => ({
      at: attempt.attempted_at,
      status_code: attempt.status_code,
      answer: attempt.answer,
      duration_ms: attempt.duration_ms,
    })),
  };
}

async function webhookView(db: Db, id: number): Promise<Webhook> {
  const row = await findWebhookById(db, id);
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);
  const [last] = await findLastMessagesOfWebhooks(db, [id]);
  return toWebhook(row, last);
}

async function refusePrivateUrl(url: string, allowPrivate: boolean): Promise<void> {
  if (await isRefusedWebhookUrl(url, allowPrivate)) {
    throw AppError.badInput('url', WEBHOOK_PRIVATE_ADDRESS_MESSAGE);
  }
}

export async function createWebhook(options: {
  db: Db;
  user: CurrentUser;
  body: z.output<typeof createWebhookBodySchema>;
  allowPrivate: boolean;
  now: number;
}): Promise<{ webhook: Webhook; secret: string }> {
  const { db, user, body } = options;
  await refusePrivateUrl(body.url, options.allowPrivate);
  const secret = newSigningSecret();
  const at = new Date(options.now).toISOString();
  const id = await inTransaction(db, (trx) =>
    insertWebhook(trx, {
      url: body.url,
      description: body.description ?? '',
      events: JSON.stringify(body.events),
      secret,
      at,
      userId: user.id,
    }),
  );
  return { webhook: await webhookView(db, id), secret };
}

export async function listWebhooks(options: { db: Db }): Promise<Webhook[]> {
  const rows = await findWebhooks(options.db);
  const last = new Map(
    (
      await findLastMessagesOfWebhooks(
        options.db,
        rows.map((row) => row.id),
      )
    ).map((message) => [message.webhook_id, message]),
  );
  return rows.map((row) => toWebhook(row, last.get(row.id)));
}

export async function updateWebhook(options: {
  db: Db;
  user: CurrentUser;
  body: z.output<typeof updateWebhookBodySchema>;
  allowPrivate: boolean;
  now: number;
}): Promise<Webhook> {
  const { db, user, body } = options;
  if (body.url !== undefined) await refusePrivateUrl(body.url, options.allowPrivate);
  const at = new Date(options.now).toISOString();
  await inTransaction(db, async (trx) => {
    const found = await findWebhookById(trx, body.id);
    if (!found) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);
    if (body.version !== undefined && body.version !== found.version) {
      throw new AppError('CONFLICT', WEBHOOK_CHANGED_MESSAGE);
    }
    const isTurnedOn = body.is_active === true && found.is_active !== 1;
    const isTurnedOff = body.is_active === false && found.is_active === 1;
    const isUpdated = await updateWebhookFrom(trx, {
      id: found.id,
      version: found.version,
      changes: {
        ...(body.url === undefined ? {} : { url: body.url }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.events === undefined ? {} : { events: JSON.stringify(body.events) }),
        ...(isTurnedOn ? { is_active: 1, disabled_at: null, disabled_reason: null } : {}),
        ...(isTurnedOff
          ? { is_active: 0, disabled_at: at, disabled_reason: `Switched off by ${user.fullName}` }
          : {}),
      },
      at,
    });
    if (!isUpdated) throw new AppError('CONFLICT', WEBHOOK_CHANGED_MESSAGE);
  });
  return webhookView(db, body.id);
}

/** The webhook and its delivery log; what was waiting to be sent is not sent. */
export async function deleteWebhook(options: { db: Db; id: number }): Promise<void> {
  await inTransaction(options.db, async (trx) => {
    await deleteOutboxMessagesOfWebhook(trx, options.id);
    if (!(await deleteWebhookRow(trx, options.id))) {
      throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);
    }
  });
}

export async function listWebhookDeliveries(options: {
  db: Db;
  webhookId: number;
  page: number;
  limit: number;
}): Promise<{ data: WebhookDelivery[]; meta: PageMeta }> {
  const { db, webhookId, page, limit } = options;
  if (!(await findWebhookById(db, webhookId))) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND_MESSAGE);
  const { rows, total } = await findOutboxMessagesOfWebhook(db, {
    webhookId,
    offset: (page - 1) * limit,
    limit,
  });
  const attempts = await findAttemptsOfOutboxMessages(
    db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) =>
      toDelivery(
        row,
        attempts.filter((attempt) => attempt.outbox_id === row.id),
      ),
    ),
    meta: pageMeta(total, { page, limit }),
  };
}

export const WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE = 'Delivery not found';
export const WEBHOOK_SWITCHED_OFF_MESSAGE =
  'This webhook is switched off: switch it on before sending a delivery again';

const WEBHOOK_DELIVERY_PENDING_MESSAGE =
  'This delivery is still being sent (it is retried on its own): send it again once it was delivered or gave up';

/**
 * Sends a delivery again: a new delivery with the same message id and body, due at once (behind what its stream
 * still has to send). 409 while the webhook is switched off or the delivery itself is still pending.
 */
export async function redeliverWebhookDelivery(options: {
  db: Db;
  deliveryId: number;
  now: number;
}): Promise<WebhookDelivery> {
  const { db } = options;
  const at = new Date(options.now).toISOString();
  const id = await inTransaction(db, async (trx) => {
    const original = await findOutboxMessageById(trx, options.deliveryId);
    if (original?.channel !== 'WEBHOOK' || original.webhook_id === null) {
      throw new AppError('NOT_FOUND', WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE);
    }
    const webhook = await findWebhookById(trx, original.webhook_id);
    if (!webhook) throw new AppError('NOT_FOUND', WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE);
    if (webhook.is_active !== 1) throw new AppError('CONFLICT', WEBHOOK_SWITCHED_OFF_MESSAGE);
    // Still on its way (or being retried): a second copy would reach the receiver twice.
    if (original.status === 'PENDING') throw new AppError('CONFLICT', WEBHOOK_DELIVERY_PENDING_MESSAGE);
    return enqueueRedelivery(trx, original, at);
  });
  const row = await findOutboxMessageById(db, id);
  if (!row) throw new Error(`delivery ${id} vanished after it was written`);
  return toDelivery(row, []);
}

export type { CreateWebhookBody, UpdateWebhookBody };
