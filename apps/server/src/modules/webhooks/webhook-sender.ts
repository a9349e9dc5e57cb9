import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/connection.ts';
import { notifyInTransaction } from '../notifications/notifications.service.ts';
import type { OutboxGiveUpHandler } from '../outbox/outbox.ts';
import type { OutboxAttemptResult, OutboxDelivery, OutboxSender } from '../outbox/outbox-types.ts';
import {
  checkedLookup,
  isPrivateAddress,
  PRIVATE_ADDRESS_ANSWER,
  PrivateAddressError,
} from './webhook-address.ts';
import { findWebhookById, updateWebhookFrom } from './webhooks.repository.ts';

/** How long one delivery may take, connecting and answering, before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Of an answer, what is read (the attempt keeps its first 1,000 characters). */
const ANSWER_BYTES = 4_096;

/**
 * The webhooks' channel of the outbox (docs/decisions/079): each delivery is a POST of the message's body, signed
 * as Standard Webhooks says with the `standardwebhooks` library (`webhook-id` the message's id, the same on every
 * attempt; `webhook-timestamp` the attempt's second; `webhook-signature` v1 HMAC-SHA256 of id.timestamp.body with
 * the endpoint's secret). A 2xx answer is delivered; anything else, or none in 10 s, is retried by the outbox.
 */
export function createWebhookSender(options: {
  db: Db;
  allowPrivate: boolean;
  timeoutMs?: number;
}): OutboxSender & OutboxGiveUpHandler {
  const { db, allowPrivate } = options;
  return {
    channel: 'WEBHOOK',
    async send(delivery) {
      const webhook = delivery.webhookId === null ? undefined : await findWebhookById(db, delivery.webhookId);
      if (!webhook)
        return { ok: false, statusCode: null, answer: 'not sent: the webhook was deleted', permanent: true };
      if (webhook.is_active !== 1) {
        return {
          ok: false,
          statusCode: null,
          answer: 'not sent: the webhook is switched off',
          permanent: true,
        };
      }
      const sentAt = new Date();
      const signature = new Webhook(webhook.secret).sign(delivery.messageId, sentAt, delivery.payload);
      return post({
        url: webhook.url,
        body: delivery.payload,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Rigline-Webhooks/1',
          'webhook-id': delivery.messageId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        allowPrivate,
        timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      });
    },
    /** A day of failures: the endpoint is switched off and every admin is told, once. */
    async onGaveUp({ db: trx, delivery, result, now }) {
      await switchOffFailingWebhook(trx, delivery, result, now);
    },
  };
}

async function switchOffFailingWebhook(
  trx: Db,
  delivery: OutboxDelivery,
  result: OutboxAttemptResult,
  now: string,
): Promise<void> {
  if (delivery.webhookId === null) return;
  // An admin's edit at this very moment raises the version: read it again rather than leave the endpoint on.
  let webhook = await findWebhookById(trx, delivery.webhookId);
  for (let attempt = 0; attempt < 3 && webhook?.is_active === 1; attempt += 1) {
    if (await switchOff(trx, webhook, result, now)) return;
    webhook = await findWebhookById(trx, delivery.webhookId);
  }
}

async function switchOff(
  trx: Db,
  webhook: NonNullable<Awaited<ReturnType<typeof findWebhookById>>>,
  result: OutboxAttemptResult,
  now: string,
): Promise<boolean> {
  const last = result.statusCode === null ? result.answer : `HTTP ${result.statusCode}`;
  const reason = `Deliveries failed for 24 hours (last answer: ${last.slice(0, 200)})`;
  const isSwitchedOff = await updateWebhookFrom(trx, {
    id: webhook.id,
    version: webhook.version,
    changes: { is_active: 0, disabled_at: now, disabled_reason: reason },
    at: now,
  });
  if (!isSwitchedOff) return false;
  await notifyInTransaction(trx, [
    {
      kind: 'webhook_disabled',
      recipients: { role: 'admin' },
      groupKey: `webhook-disabled:${webhook.id}:${now}`,
      link: { screen: 'webhooks', id: webhook.id },
      count: 1,
      message: () =>
        `The webhook to ${webhook.url} was switched off: its deliveries failed for 24 hours. Check the endpoint, then switch it on again under Webhooks.`,
      requestId: null,
      voyageId: null,
      actorUserId: null,
    },
  ]);
  return true;
}

function post(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs: number;
}): Promise<OutboxAttemptResult> {
  const url = new URL(options.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is never looked up, so it is checked here; a name is checked by the lookup it connects with.
  if (!options.allowPrivate && isIP(host) && isPrivateAddress(host)) {
    return Promise.resolve({ ok: false, statusCode: null, answer: PRIVATE_ADDRESS_ANSWER });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let isDone = false;
    const finish = (result: OutboxAttemptResult) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
        lookup: checkedLookup(options.allowPrivate) as never,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < ANSWER_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        const settle = () => {
          const status = response.statusCode ?? null;
          finish({
            ok: status !== null && status >= 200 && status < 300,
            statusCode: status,
            answer: Buffer.concat(chunks).subarray(0, ANSWER_BYTES).toString('utf8'),
          });
        };
        response.on('end', settle);
        response.on('error', settle);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, answer: `timed out after ${options.timeoutMs / 1000} s` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error) => {
      finish({
        ok: false,
        statusCode: null,
        answer: error instanceof PrivateAddressError ? PRIVATE_ADDRESS_ANSWER : `no answer: ${error.message}`,
      });
    });
    request.end(options.body);
  });
}
