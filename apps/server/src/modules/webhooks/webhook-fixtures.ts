import type { Db } from '../../db/connection.ts';

export { type ReceivedDelivery, startTestReceiver, type TestReceiver } from '../../test/webhook-receiver.ts';

import { type DrainResult, drainOutbox } from '../outbox/outbox.ts';
import { createWebhookSender } from './webhook-sender.ts';

/** Delivers what is due, as the worker would, at `now`. */
export function drainWebhooks(
  db: Db,
  options: { now?: Date; allowPrivate?: boolean } = {},
): Promise<DrainResult> {
  return drainOutbox({
    db,
    senders: [createWebhookSender({ db, allowPrivate: options.allowPrivate ?? true, timeoutMs: 5_000 })],
    now: options.now ?? new Date(),
  });
}
