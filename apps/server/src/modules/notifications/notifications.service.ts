import { type PageMeta, pageMeta } from '@rigline/contract/api';
import type { Notification, NotificationKind, NotificationScreen } from '@rigline/contract/notifications';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { enqueueNoticeEmails, type WrittenNotice } from '../email/email-notices.ts';
import { publishAfterCommit, publishNow } from '../live/live-transaction.ts';
import type { Publication } from '../live/publication.ts';
import type { NoticeDraft } from './notification-rules.ts';
import {
  countNotices,
  findNoticesPage,
  findRecipientIds,
  growUnreadNotice,
  insertNotice,
  markNoticesRead,
  setNoticeMessage,
} from './notifications.repository.ts';

/**
 * Writes the notices of one transition, in its transaction: drafts of one batch (same group and
 * recipients) become one notice naming their count, added to the user's unread notice of that group if
 * there is one. Those who chose email for the kind get it through the outbox, in the same transaction
 * (docs/decisions/080). Answers the live update that tells those users' bells.
 */
export async function writeNotices(db: Db, drafts: readonly NoticeDraft[]): Promise<Publication[]> {
  if (drafts.length === 0) return [];
  const now = new Date().toISOString();
  const notified = new Set<number>();
  const written: WrittenNotice[] = [];
  for (const batch of batchesOf(drafts)) {
    const userIds = await findRecipientIds(db, batch.recipients);
    const told: number[] = [];
    for (const userId of userIds) {
      if (userId === batch.actorUserId) continue;
      told.push(userId);
      const grown = await growUnreadNotice(db, { userId, groupKey: batch.groupKey, count: batch.count, now });
      if (grown) {
        await setNoticeMessage(db, { id: grown.id, message: batch.message(grown.count) });
      } else {
        await insertNotice(db, {
          user_id: userId,
          kind: batch.kind,
          message: batch.message(batch.count),
          link_screen: batch.link.screen,
          link_id: batch.link.id,
          group_key: batch.groupKey,
          count: batch.count,
          request_id: batch.requestId,
          voyage_id: batch.voyageId,
          created_at: now,
        });
      }
      notified.add(userId);
    }
    written.push({
      kind: batch.kind,
      message: batch.message(batch.count),
      link: batch.link,
      count: batch.count,
      created_at: now,
      userIds: told,
    });
  }
  await enqueueNoticeEmails(db, written);
  return notified.size === 0 ? [] : [notificationPublication([...notified])];
}

/**
 * Notices drafted by a change itself rather than read off its events (docs/decisions/060), written in the
 * change's transaction (opened with inTransaction); the bells hear of them once it commits.
 */
export async function notifyInTransaction(trx: Db, drafts: readonly NoticeDraft[]): Promise<void> {
  publishAfterCommit(trx, await writeNotices(trx, drafts));
}

function batchesOf(drafts: readonly NoticeDraft[]): NoticeDraft[] {
  const batches = new Map<string, NoticeDraft>();
  for (const draft of drafts) {
    const key = `${draft.groupKey}|${JSON.stringify(draft.recipients)}|${draft.actorUserId}`;
    const batch = batches.get(key);
    batches.set(key, batch ? { ...batch, count: batch.count + draft.count } : draft);
  }
  return [...batches.values()];
}

function notificationPublication(userIds: number[]): Publication {
  return {
    change: { kind: 'notification', ids: [], request_ids: [], voyage_ids: [] },
    audience: { scope: 'users', userIds },
  };
}

export async function listNotifications(options: {
  db: Db;
  user: CurrentUser;
  page: number;
  limit: number;
  unreadOnly: boolean;
}): Promise<{ data: Notification[]; meta: PageMeta; unreadCount: number }> {
  const { db, user, page, limit, unreadOnly } = options;
  const [total, unreadCount, rows] = await Promise.all([
    countNotices(db, { userId: user.id, unreadOnly }),
    countNotices(db, { userId: user.id, unreadOnly: true }),
    findNoticesPage(db, { userId: user.id, unreadOnly, limit, offset: (page - 1) * limit }),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      message: row.message,
      link: { screen: row.link_screen as NotificationScreen, id: row.link_id },
      count: row.count,
      is_read: row.is_read === 1,
      created_at: row.created_at,
    })),
    meta: pageMeta(total, { page, limit }),
    unreadCount,
  };
}

/** Marks the caller's own notices read; their other open screens hear of it. */
export async function markNotificationsRead(options: {
  db: Db;
  user: CurrentUser;
  ids: readonly number[] | 'all';
}): Promise<{ updated: number; unreadCount: number }> {
  const { db, user, ids } = options;
  const updated = await markNoticesRead(db, { userId: user.id, ids, now: new Date().toISOString() });
  const unreadCount = await countNotices(db, { userId: user.id, unreadOnly: true });
  if (updated > 0) publishNow(db, [notificationPublication([user.id])]);
  return { updated, unreadCount };
}
