import { MUST_CHANGE_PASSWORD_MESSAGE, SESSION_ENDED_MESSAGE } from '@rigline/contract/auth';
import type { RoleSlug } from '@rigline/contract/roles';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import { AppError } from '../errors.ts';
import { findSessionWithUser, touchSession } from '../modules/auth/sessions.repository.ts';
import type { TokenSigner } from '../modules/auth/token.ts';
import { findUserById } from '../modules/users/users.repository.ts';

/** The signed-in person a service acts for. */
export interface CurrentUser {
  id: number;
  email: string;
  fullName: string;
  roleSlug: RoleSlug;
  vendorId: number | null;
  /** The supplier's company name, where the lookup had it (the session check and sign-in do). */
  vendorName?: string | null;
  /** Until the user chooses a new password, every call but a few answers 403 (docs/decisions/009). */
  mustChangePassword: boolean;
  /** The session the call came with; null where the user was found otherwise (a notice's recipient). */
  sessionId: string | null;
}

/** Who may call a route: anyone, any signed-in user, or these roles (admin always may). */
export type Access = 'public' | 'signed-in' | readonly RoleSlug[];

/** The scheme's name is case-insensitive (RFC 9110 §11.1): `bearer …` is as good as `Bearer …`. */
const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/i;

/** A session's last_seen_at is written at most this often, so most calls only read. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The user behind the bearer token: a valid signature, then one indexed read of the session it names, joined to
 * the user and their vendor. 401 when the token is missing, malformed, tampered or expired, when its session
 * was ended (logout, logout-all, a password change or reset, deactivation, a role change) or left idle longer
 * than the idle timeout, or when the user or their vendor is inactive.
 */
export async function authenticate(options: {
  request: FastifyRequest;
  db: Db;
  tokens: TokenSigner;
  idleTimeoutSeconds: number;
  now?: () => number;
}): Promise<CurrentUser> {
  const header = options.request.headers.authorization;
  if (!header) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const match = BEARER.exec(header);
  const claims = match?.[1] ? options.tokens.verify(match[1]) : null;
  if (!claims) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
  const now = (options.now ?? Date.now)();
  const user = await loadSessionUser({
    db: options.db,
    sessionId: claims.sid,
    now,
    idleTimeoutSeconds: options.idleTimeoutSeconds,
  });
  if (!user || user.id !== claims.sub || user.roleSlug !== claims.role) {
    throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
  }
  return user;
}

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
  const user = await findUserById(db, userId);
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

export function assertAccess(user: CurrentUser, access: Exclude<Access, 'public' | 'signed-in'>): void {
  if (user.roleSlug === 'admin' || access.includes(user.roleSlug)) return;
  throw new AppError('FORBIDDEN', 'Your role does not have access to this.');
}

/** The must-change gate: 403 on every call that does not say it is allowed meanwhile. */
export function assertPasswordChosen(user: CurrentUser): void {
  if (user.mustChangePassword) throw new AppError('FORBIDDEN', MUST_CHANGE_PASSWORD_MESSAGE);
}
