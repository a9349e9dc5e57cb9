import type { Db } from '../../db/connection.ts';
import { type Param, runPrepared } from '../../db/prepared-query.ts';
import { isStorableId } from '../../db/sql-helpers.ts';

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

/**
 * The hot path of every signed-in call: one read by the session's primary key, joined to its user (by key)
 * and the user's vendor (by key), so that a revoked session, a deactivated user or vendor and a changed role are
 * all seen in the one statement.
 */
export async function findSessionWithUser(db: Db, sessionId: string) {
  const [row] = await runPrepared(db, 'session-with-user', sessionWithUser, { sessionId });
  return row;
}

/** Built and compiled once (db/prepared-query.ts): it runs before every signed-in call. */
function sessionWithUser(db: Db, param: Param<{ sessionId: string }>) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('vendors', 'vendors.id', 'users.vendor_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id',
      'users.email',
      'users.full_name',
      'users.role_slug',
      'users.vendor_id',
      'users.is_active',
      'users.must_change_password',
      'vendors.status as vendor_status',
      'vendors.name as vendor_name',
    ])
    .where('sessions.id', '=', param('sessionId'));
}

/** Marks the session as used now; callers do it at most once a minute per session. */
export async function touchSession(db: Db, sessionId: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of the user, but `keep` when given. */
export async function deleteSessionsOfUser(db: Db, userId: number, keep?: string): Promise<void> {
  if (!isStorableId(userId)) return;
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep !== undefined) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Ends every session of every user of the vendor (the vendor was deactivated). */
export async function deleteSessionsOfVendor(db: Db, vendorId: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('users.id').where('users.vendor_id', '=', vendorId),
    )
    .execute();
}

/** Forgets sessions past their end or idle for longer than the timeout. */
export async function deleteEndedSessions(
  db: Db,
  options: { now: string; idleSince: string },
): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', options.now).execute();
  await db.deleteFrom('sessions').where('last_seen_at', '<=', options.idleSince).execute();
}
