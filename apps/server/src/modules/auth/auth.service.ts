import { verify } from '@node-rs/argon2';
import {
  type AuthUser,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  PASSWORD_UNCHANGED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '@rigline/contract/auth';
import type { RoleSlug } from '@rigline/contract/roles';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { recordMasterDataChange } from '../events/master-data-events.ts';
import { closeStreamsOfEndedSessions, inTransaction } from '../live/live-transaction.ts';
import { findAccountByEmail, findAccountById, updateAccount } from './accounts.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { hashPassword } from './password-hash.ts';
import { assertAcceptablePassword } from './password-policy.ts';
import {
  deleteEndedSessions,
  deleteSession,
  deleteSessionsOfUser,
  deleteSessionsOfVendor,
  insertSession,
} from './sessions.repository.ts';
import { generateSessionId, type TokenSigner } from './token.ts';

const ROLE_ID_BY_SLUG: Record<RoleSlug, number> = {
  supplier: 1,
  'rig-logistic': 2,
  'base-coordinator': 3,
  admin: 4,
};

/** Ends every session of a user: deactivation, a role change, a password reset (the users module's calls). */
export async function endSessionsOfUser(db: Db, userId: number): Promise<void> {
  await deleteSessionsOfUser(db, userId);
  // Their open event streams close too, on every process, once the change commits (issue 21 #3).
  closeStreamsOfEndedSessions(db, { userId });
}

/** Ends every session of a supplier company's users: the company's deactivation. */
export async function endSessionsOfVendor(db: Db, vendorId: number): Promise<void> {
  await deleteSessionsOfVendor(db, vendorId);
  closeStreamsOfEndedSessions(db, { vendorId });
}

/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

interface SessionOptions {
  db: Db;
  tokens: TokenSigner;
  idleTimeoutSeconds: number;
  now?: () => number;
}

/** A new session row and its token; sessions of the user that ended or idled out are forgotten meanwhile. */
export async function startSession(
  options: SessionOptions & { user: { id: number; roleSlug: RoleSlug } },
): Promise<string> {
  const now = (options.now ?? Date.now)();
  const sessionId = generateSessionId();
  await deleteEndedSessions(options.db, {
    now: new Date(now).toISOString(),
    idleSince: new Date(now - options.idleTimeoutSeconds * 1000).toISOString(),
  });
  await insertSession(options.db, {
    id: sessionId,
    userId: options.user.id,
    now: new Date(now).toISOString(),
    expiresAt: new Date(now + options.tokens.ttlSeconds * 1000).toISOString(),
  });
  return options.tokens.sign({ sub: options.user.id, role: options.user.roleSlug, sid: sessionId });
}

/**
 * Sign-in (docs/decisions/009, 010). The throttle is asked first (429 with Retry-After when it refuses; a
 * growing delay past the free failures). An unknown email, a wrong password, a deactivated account and an
 * account of an inactive vendor all answer the same 401 after the same password hash work.
 */
export async function login(
  options: SessionOptions & {
    throttle: LoginThrottle;
    email: string;
    password: string;
    address: string;
  },
): Promise<{ token: string; user: AuthUser }> {
  const { db } = options;
  const attempt = { email: options.email, address: options.address };
  const decision = await options.throttle.check(db, attempt);
  if (decision.isRefused)
    throw AppError.tooManyAttempts(TOO_MANY_ATTEMPTS_MESSAGE, decision.retryAfterSeconds);
  if (decision.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, decision.delayMs));

  const user = await findAccountByEmail(db, options.email);
  decoyHash ??= hashPassword('decoy-password-never-used');
  const isValid = await verify(user?.password_hash ?? (await decoyHash), options.password);
  if (!user || !isValid || user.is_active !== 1 || user.vendor_status === 'inactive') {
    await options.throttle.recordFailure(db, attempt);
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  await options.throttle.recordSuccess(db, attempt);
  const roleSlug = user.role_slug as RoleSlug;
  const now = (options.now ?? Date.now)();
  await updateAccount(db, user.id, { last_sign_in_at: new Date(now).toISOString() });
  const token = await startSession({ ...options, user: { id: user.id, roleSlug } });
  return {
    token,
    user: toAuthUser({
      id: user.id,
      email: user.email,
      fullName: user.full_name,
      roleSlug,
      vendorId: user.vendor_id,
      vendorName: user.vendor_name,
      mustChangePassword: user.must_change_password === 1,
      sessionId: null,
    }),
  };
}

/**
 * The user's own password change: the current one must be right (a wrong one counts as a failed sign-in), the
 * new one must pass the rules and differ. Every other session ends; this one is replaced by a fresh session,
 * whose token is answered.
 */
export async function changePassword(
  options: SessionOptions & {
    throttle: LoginThrottle;
    user: CurrentUser;
    address: string;
    currentPassword: string;
    newPassword: string;
  },
): Promise<{ token: string; user: AuthUser }> {
  const { db, user } = options;
  const attempt = { email: user.email, address: options.address };
  const decision = await options.throttle.check(db, attempt);
  if (decision.isRefused)
    throw AppError.tooManyAttempts(TOO_MANY_ATTEMPTS_MESSAGE, decision.retryAfterSeconds);
  const row = await findAccountById(db, user.id);
  if (!row) throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  if (!(await verify(row.password_hash, options.currentPassword))) {
    await options.throttle.recordFailure(db, attempt);
    throw AppError.badInput('current_password', CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  if (options.currentPassword === options.newPassword) {
    throw AppError.badInput('new_password', PASSWORD_UNCHANGED_MESSAGE);
  }
  assertAcceptablePassword({ password: options.newPassword, email: user.email, field: 'new_password' });
  const passwordHash = await hashPassword(options.newPassword);
  const token = await inTransaction(db, async (trx) => {
    await updateAccount(trx, user.id, { password_hash: passwordHash, must_change_password: 0 });
    await deleteSessionsOfUser(trx, user.id);
    closeStreamsOfEndedSessions(trx, { userId: user.id });
    await recordMasterDataChange(trx, {
      entityType: 'user',
      entityId: user.id,
      actorUserId: user.id,
      details: { password: ['(changed by the user)', null] },
    });
    return startSession({ ...options, db: trx, user: { id: user.id, roleSlug: user.roleSlug } });
  });
  return { token, user: toAuthUser({ ...user, mustChangePassword: false }) };
}

/** Ends this session. */
export async function logout(options: { db: Db; user: CurrentUser }): Promise<void> {
  const { sessionId } = options.user;
  if (!sessionId) return;
  await deleteSession(options.db, sessionId);
  closeStreamsOfEndedSessions(options.db, { userId: options.user.id, sessionId });
}

/** Ends every session of the user, this one included. */
export async function logoutAll(options: { db: Db; user: CurrentUser }): Promise<void> {
  await deleteSessionsOfUser(options.db, options.user.id);
  closeStreamsOfEndedSessions(options.db, { userId: options.user.id });
}

/** The Settings screen's name. */
export async function updateProfile(options: {
  db: Db;
  user: CurrentUser;
  fullName: string;
}): Promise<AuthUser> {
  const { db, user } = options;
  if (options.fullName !== user.fullName) {
    await inTransaction(db, async (trx) => {
      await updateAccount(trx, user.id, { full_name: options.fullName });
      await recordMasterDataChange(trx, {
        entityType: 'user',
        entityId: user.id,
        actorUserId: user.id,
        details: { full_name: [user.fullName, options.fullName] },
      });
    });
  }
  return toAuthUser({ ...user, fullName: options.fullName });
}

export function toAuthUser(user: CurrentUser): AuthUser {
  return {
    id: user.id,
    role_id: ROLE_ID_BY_SLUG[user.roleSlug],
    email: user.email,
    full_name: user.fullName,
    role_slug: user.roleSlug,
    vendor_id: user.vendorId,
    vendor_name: user.vendorName ?? null,
    must_change_password: user.mustChangePassword,
  };
}
