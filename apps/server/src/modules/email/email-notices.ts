import { DIGEST_HOUR_UTC } from '@rigline/contract/notification-preferences';
import type { NotificationKind, NotificationScreen } from '@rigline/contract/notifications';
import type { Db } from '../../db/connection.ts';
import { runEvery } from '../../http/every.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { enqueueOutbox } from '../outbox/outbox.ts';
import type { NewOutboxMessage } from '../outbox/outbox-types.ts';
import {
  claimDigest,
  countDigestNotices,
  DIGEST_MOST_NOTICES,
  findDigestNotices,
  findDigestUsers,
  findEmailRecipients,
  findLastDigestAt,
  setDigestNoticeCount,
} from './email.repository.ts';
import type { EmailPayload, MailNotice } from './email-render.ts';

/** A notice just written for some people, as the notifications module hands it over. */
export interface WrittenNotice extends MailNotice {
  userIds: readonly number[];
}

function emailMessage(userId: number, eventType: string, payload: EmailPayload): NewOutboxMessage {
  return { channel: 'EMAIL', stream: `email:${userId}`, eventType, userId, payload: JSON.stringify(payload) };
}

/**
 * Called by writeNotices in the change's transaction (docs/decisions/080): for each person a notice was written
 * for whose choice for its kind is EMAIL, one EMAIL message in the outbox, so a change that rolls back mails
 * nobody. The actor is never among them (writeNotices leaves them out); inactive people and API keys are skipped.
 */
export async function enqueueNoticeEmails(trx: Db, notices: readonly WrittenNotice[]): Promise<void> {
  const messages: NewOutboxMessage[] = [];
  for (const { userIds, ...notice } of notices) {
    for (const userId of await findEmailRecipients(trx, { userIds, kind: notice.kind })) {
      messages.push(emailMessage(userId, notice.kind, { type: 'notice', notice }));
    }
  }
  if (messages.length > 0) await enqueueOutbox(trx, messages);
}

/** A test email to the person, through the outbox. */
export async function enqueueTestEmail(db: Db, options: { userId: number; now: string }): Promise<void> {
  await inTransaction(db, (trx) =>
    enqueueOutbox(trx, [emailMessage(options.userId, 'test', { type: 'test', requested_at: options.now })]),
  );
}

/** How often each server process looks whether a day's digests are due. */
export const DIGEST_SWEEP_EVERY_MS = 5 * 60_000;

/** The digest of one day lists at most this far back, when a person has had none before. */
const FIRST_DIGEST_LOOKBACK_MS = 24 * 3_600_000;

/**
 * The daily digest (docs/decisions/080): from 06:00 UTC, each person who chose DIGEST for some kind gets one email
 * listing their notices of those kinds since their last digest (the first: of the last 24 hours). Every server
 * process sweeps; the one whose claim of (person, day) lands enqueues, in the claim's transaction. A day with
 * nothing to say is claimed all the same, so a notice later that day waits for the next morning's digest rather
 * than going at once. Answers the people this sweep enqueued a digest for.
 */
export async function sweepEmailDigests(options: { db: Db; now: Date }): Promise<number[]> {
  if (options.now.getUTCHours() < DIGEST_HOUR_UTC) return [];
  const now = options.now.toISOString();
  const day = now.slice(0, 10);
  const sent: number[] = [];
  for (const userId of await findDigestUsers(options.db)) {
    const isSent = await inTransaction(options.db, async (trx) => {
      if (!(await claimDigest(trx, { user_id: userId, day, sent_at: now }))) return false;
      const after =
        (await findLastDigestAt(trx, { userId, beforeDay: day })) ??
        new Date(options.now.getTime() - FIRST_DIGEST_LOOKBACK_MS).toISOString();
      const rows = await findDigestNotices(trx, { userId, after, until: now });
      if (rows.length === 0) return false;
      // A digest lists at most DIGEST_MOST_NOTICES; it says how many more there were, so none goes unsaid.
      const more =
        rows.length < DIGEST_MOST_NOTICES
          ? 0
          : (await countDigestNotices(trx, { userId, after, until: now })) - rows.length;
      await setDigestNoticeCount(trx, { userId, day, count: rows.length });
      const notices: MailNotice[] = rows.map((row) => ({
        kind: row.kind as NotificationKind,
        message: row.message,
        link: { screen: row.link_screen as NotificationScreen, id: row.link_id },
        count: row.count,
        created_at: row.created_at,
      }));
      await enqueueOutbox(trx, [emailMessage(userId, 'digest', { type: 'digest', day, notices, more })], now);
      return true;
    });
    if (isSent) sent.push(userId);
  }
  return sent;
}

/**
 * Starts the digest sweep every `everyMs` (the first after one interval) and answers its stop. A sweep that fails
 * is logged and the next tries again; sweeps never overlap within a process.
 */
export function startEmailDigests(options: {
  db: Db;
  everyMs: number;
  now: () => number;
  log: { error: (object: unknown, message: string) => void };
}): () => Promise<void> {
  return runEvery({
    everyMs: options.everyMs,
    run: () => sweepEmailDigests({ db: options.db, now: new Date(options.now()) }),
    failure: 'The email digest sweep failed',
    log: options.log,
  });
}
