import type { RoleSlug } from '@rigline/contract/roles';
import type { CurrentUser, SessionUsers } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { findAccountById } from './accounts.repository.ts';
import { findSessionWithUser, touchSession } from './sessions.repository.ts';

/** A session's last_seen_at is written at most this often, so most calls only read. */
const TOUCH_EVERY_MS = 60_000;

/** The signed-in user of a live session; null when the session ended, idled out, or its user may not sign in. */
export async function loadSessionUser(options: {
  db: Db;
  sessionId: string;
  now: number;
  idleTimeoutSeconds: number;
  /** false for an open event stream's checks: a stream left open is not a call, so it does not keep the session. */
  touch?: boolean;
}): Promise<CurrentUser | null> {
  const row = await findSessionWithUser(options.db, options.sessionId);
  if (row?.is_active !== 1 || row.vendor_status === 'inactive') return null;
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= options.now) return null;
  if (lastSeen + options.idleTimeoutSeconds * 1000 <= options.now) return null;
  if (options.touch !== false && options.now - lastSeen >= TOUCH_EVERY_MS) {
    await touchSession(options.db, row.session_id, new Date(options.now).toISOString());
  }
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    roleSlug: row.role_slug as RoleSlug,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    mustChangePassword: row.must_change_password === 1,
    sessionId: row.session_id,
  };
}

/**
 * The person behind a user id, as services see them; null when there is no such user or the account may not
 * sign in (deactivated, or its vendor is).
 */
export async function loadCurrentUser(db: Db, userId: number): Promise<CurrentUser | null> {
  const user = await findAccountById(db, userId);
  if (user?.is_active !== 1) return null;
  return {
    id: user.id,
    email: user.email,
    fullName: user.full_name,
    roleSlug: user.role_slug as RoleSlug,
    vendorId: user.vendor_id,
    mustChangePassword: user.must_change_password === 1,
    sessionId: null,
  };
}

/**
 * What app.ts hands to the authenticate plugin and the live streams (AppDeps.sessions), with the api-keys
 * module's lookup of a key's account beside it.
 */
export const sessionUsers: Omit<SessionUsers, 'loadApiKeyUser'> = { loadSessionUser, loadCurrentUser };
