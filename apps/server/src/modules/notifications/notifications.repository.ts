import type { Db } from '../../db/connection.ts';
import type { NewNotification } from '../../db/schema.ts';
import type { Recipients } from './notification-rules.ts';

/**
 * The users a notice goes to: every active user of the role, every active supplier user of the company, or the
 * active rig logistics users of a rig (home rig, or no home rigs at all).
 * Deactivated users are left out (migration 008).
 */
export async function findRecipientIds(db: Db, recipients: Recipients): Promise<number[]> {
  // An API key's account (migration 028) has no bell: it hears of changes through webhooks.
  let query = db.selectFrom('users').select('id').where('is_active', '=', 1).where('is_api_key', '=', 0);
  if ('role' in recipients) query = query.where('role_slug', '=', recipients.role);
  else if ('vendorId' in recipients) {
    query = query.where('role_slug', '=', 'supplier').where('vendor_id', '=', recipients.vendorId);
  } else {
    const rigId = recipients.rigLogisticsOfRig;
    query = query
      .where('role_slug', '=', 'rig-logistic')
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('user_home_rigs')
              .select('user_home_rigs.rig_id')
              .whereRef('user_home_rigs.user_id', '=', 'users.id')
              .where('user_home_rigs.rig_id', '=', rigId),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('user_home_rigs')
                .select('user_home_rigs.rig_id')
                .whereRef('user_home_rigs.user_id', '=', 'users.id'),
            ),
          ),
        ]),
      );
  }
  return (await query.orderBy('id').execute()).map((row) => row.id);
}

/** Grows the user's unread notice of this group by `count`; answers its new count, or null if there is none. */
export async function growUnreadNotice(
  db: Db,
  options: { userId: number; groupKey: string; count: number; now: string },
): Promise<{ id: number; count: number } | null> {
  const row = await db
    .updateTable('notifications')
    .set((eb) => ({ count: eb('count', '+', options.count), created_at: options.now }))
    .where('user_id', '=', options.userId)
    .where('group_key', '=', options.groupKey)
    .where('is_read', '=', 0)
    .returning(['id', 'count'])
    .executeTakeFirst();
  return row ?? null;
}

export async function setNoticeMessage(db: Db, options: { id: number; message: string }): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ message: options.message })
    .where('id', '=', options.id)
    .execute();
}

export async function insertNotice(db: Db, notice: NewNotification): Promise<void> {
  await db.insertInto('notifications').values(notice).execute();
}

export async function countNotices(
  db: Db,
  options: { userId: number; unreadOnly: boolean },
): Promise<number> {
  let query = db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', options.userId);
  if (options.unreadOnly) query = query.where('is_read', '=', 0);
  return Number((await query.executeTakeFirst())?.count ?? 0);
}

export async function findNoticesPage(
  db: Db,
  options: { userId: number; unreadOnly: boolean; limit: number; offset: number },
) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'message', 'link_screen', 'link_id', 'count', 'is_read', 'created_at'])
    .where('user_id', '=', options.userId);
  if (options.unreadOnly) query = query.where('is_read', '=', 0);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

/** Marks the user's own notices read: the ids given (others' ids change nothing), or all of them. */
export async function markNoticesRead(
  db: Db,
  options: { userId: number; ids: readonly number[] | 'all'; now: string },
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ is_read: 1, read_at: options.now })
    .where('user_id', '=', options.userId)
    .where('is_read', '=', 0);
  if (options.ids !== 'all') query = query.where('id', 'in', [...options.ids]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
