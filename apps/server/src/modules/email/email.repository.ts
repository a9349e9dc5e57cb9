import type { NotificationChannel } from '@rigline/contract/notification-preferences';
import type { Db } from '../../db/connection.ts';

/** The SQL of email notices (docs/decisions/080): people's choices, who may be mailed, the daily digest's claim. */

export async function findPreferencesOfUser(
  db: Db,
  userId: number,
): Promise<Array<{ kind: string; channel: string }>> {
  return db
    .selectFrom('notification_preferences')
    .select(['kind', 'channel'])
    .where('user_id', '=', userId)
    .execute();
}

/** Sets these kinds' channels for the user: BELL deletes the row (a kind without a row is BELL). */
export async function savePreferences(
  db: Db,
  options: {
    userId: number;
    preferences: ReadonlyArray<{ kind: string; channel: NotificationChannel }>;
    now: string;
  },
): Promise<void> {
  const bell = options.preferences.filter((entry) => entry.channel === 'BELL').map((entry) => entry.kind);
  const chosen = options.preferences.filter((entry) => entry.channel !== 'BELL');
  if (bell.length > 0) {
    await db
      .deleteFrom('notification_preferences')
      .where('user_id', '=', options.userId)
      .where('kind', 'in', bell)
      .execute();
  }
  if (chosen.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(
      chosen.map((entry) => ({
        user_id: options.userId,
        kind: entry.kind,
        channel: entry.channel,
        updated_at: options.now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({
        channel: eb.ref('excluded.channel'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Puts these kinds (or, for `kinds: 'digest'`, every DIGEST kind) of the user back in the bell. */
export async function resetPreferencesToBell(
  db: Db,
  options: { userId: number; kinds: readonly string[] | 'digest' },
): Promise<number> {
  let query = db.deleteFrom('notification_preferences').where('user_id', '=', options.userId);
  query =
    options.kinds === 'digest'
      ? query.where('channel', '=', 'DIGEST')
      : query.where('kind', 'in', options.kinds.length > 0 ? [...options.kinds] : ['']);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Of these users, those who take this kind of notice by email at once: active people (never an API key's
 * account) whose choice for the kind is EMAIL.
 */
export async function findEmailRecipients(
  db: Db,
  options: { userIds: readonly number[]; kind: string },
): Promise<number[]> {
  if (options.userIds.length === 0) return [];
  const rows = await db
    .selectFrom('notification_preferences')
    .innerJoin('users', 'users.id', 'notification_preferences.user_id')
    .select('users.id')
    .where('notification_preferences.user_id', 'in', [...options.userIds])
    .where('notification_preferences.kind', '=', options.kind)
    .where('notification_preferences.channel', '=', 'EMAIL')
    .where('users.is_active', '=', 1)
    .where('users.is_api_key', '=', 0)
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The person an email goes to, as the sender reads them when it sends. */
export async function findMailUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'role_slug', 'is_active', 'is_api_key'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Active people (no API keys) who chose the daily digest for at least one kind. */
export async function findDigestUsers(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('notification_preferences')
    .innerJoin('users', 'users.id', 'notification_preferences.user_id')
    .select('users.id')
    .distinct()
    .where('notification_preferences.channel', '=', 'DIGEST')
    .where('users.is_active', '=', 1)
    .where('users.is_api_key', '=', 0)
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims the user's digest of this day: true for the one caller whose insert landed, false for every other
 * (another process, or an earlier sweep). Inside the sending transaction, so a send that fails gives it back.
 */
export async function claimDigest(
  db: Db,
  row: { user_id: number; day: string; sent_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('email_digests')
    .values({ ...row, notice_count: 0 })
    .onConflict((conflict) => conflict.columns(['user_id', 'day']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setDigestNoticeCount(
  db: Db,
  options: { userId: number; day: string; count: number },
): Promise<void> {
  await db
    .updateTable('email_digests')
    .set({ notice_count: options.count })
    .where('user_id', '=', options.userId)
    .where('day', '=', options.day)
    .execute();
}

/** When the user's last digest before this day was claimed; null before their first. */
export async function findLastDigestAt(
  db: Db,
  options: { userId: number; beforeDay: string },
): Promise<string | null> {
  const row = await db
    .selectFrom('email_digests')
    .select((eb) => eb.fn.max('sent_at').as('sent_at'))
    .where('user_id', '=', options.userId)
    .where('day', '<', options.beforeDay)
    .executeTakeFirst();
  return row?.sent_at ?? null;
}

/** The most notices one digest lists; it says how many more there were. */
export const DIGEST_MOST_NOTICES = 200;

function digestNotices(db: Db, options: { userId: number; after: string; until: string }) {
  return db
    .selectFrom('notifications')
    .where('user_id', '=', options.userId)
    .where('created_at', '>', options.after)
    .where('created_at', '<=', options.until)
    .where('kind', 'in', (eb) =>
      eb
        .selectFrom('notification_preferences')
        .select('kind')
        .where('user_id', '=', options.userId)
        .where('channel', '=', 'DIGEST'),
    );
}

/** The user's notices of the DIGEST kinds written after `after` and up to `until`, oldest first (at most 200). */
export async function findDigestNotices(db: Db, options: { userId: number; after: string; until: string }) {
  return digestNotices(db, options)
    .select(['id', 'kind', 'message', 'link_screen', 'link_id', 'count', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(DIGEST_MOST_NOTICES)
    .execute();
}

/** How many notices the digest covers, listed or not. */
export async function countDigestNotices(db: Db, options: { userId: number; after: string; until: string }) {
  const row = await digestNotices(db, options)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
