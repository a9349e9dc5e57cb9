import type { Db } from '../../db/connection.ts';

/** The user's feed: a new secret's hash replaces the one before (one row per user), so the old address ends. */
export async function replaceCalendarFeed(
  db: Db,
  feed: { userId: number; secretHash: string; now: string },
): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', feed.userId).execute();
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: feed.userId, secret_hash: feed.secretHash, created_at: feed.now })
    .execute();
}

export async function findCalendarFeedUser(db: Db, secretHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('secret_hash', '=', secretHash)
    .executeTakeFirst();
  return row?.user_id;
}
