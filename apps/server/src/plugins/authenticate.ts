import { API_KEY_NOT_A_PERSON_MESSAGE } from '@rigline/contract/api-keys';
import { MUST_CHANGE_PASSWORD_MESSAGE, SESSION_ENDED_MESSAGE } from '@rigline/contract/auth';
import type { RoleSlug } from '@rigline/contract/roles';
import type { FastifyRequest } from 'fastify';
import type { CurrentUser, SessionUsers } from '../current-user.ts';
import type { Db } from '../db/connection.ts';
import { AppError } from '../errors.ts';
import type { TokenSigner } from '../modules/auth/token.ts';
import { bearerApiKey, bearerClaims, rememberKnownApiKey } from './bearer.ts';

const INVALID_API_KEY_MESSAGE = 'This API key is not valid.';

/** Who may call a route: anyone, any signed-in user, or these roles (admin always may). */
export type Access = 'public' | 'signed-in' | readonly RoleSlug[];

/**
 * The user behind the bearer token: a valid signature, then one indexed read of the session it names, joined to
 * the user and their vendor. 401 when the token is missing, malformed, tampered or expired, when its session
 * was ended (logout, logout-all, a password change or reset, deactivation, a role change) or left idle longer
 * than the idle timeout, or when the user or their vendor is inactive. A bearer that is an API key (`rgl_…`) is
 * looked up by its hash instead: 401 when unknown, revoked or expired.
 */
export async function authenticate(options: {
  request: FastifyRequest;
  db: Db;
  tokens: TokenSigner;
  sessions: SessionUsers;
  idleTimeoutSeconds: number;
  now?: () => number;
}): Promise<CurrentUser> {
  const header = options.request.headers.authorization;
  if (!header) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const apiKey = bearerApiKey(options.request);
  if (apiKey !== null) {
    // A machine's key (issue 26): its account, read anew on every call, so a revoked key stops everywhere at once.
    const caller = await options.sessions.loadApiKeyUser({
      db: options.db,
      key: apiKey,
      now: (options.now ?? Date.now)(),
    });
    if (!caller.user) throw new AppError('UNAUTHENTICATED', caller.refusal ?? INVALID_API_KEY_MESSAGE);
    rememberKnownApiKey(apiKey);
    return caller.user;
  }
  const claims = bearerClaims(options.request, options.tokens);
  if (!claims) throw new AppError('UNAUTHENTICATED', SESSION_ENDED_MESSAGE);
  const now = (options.now ?? Date.now)();
  const user = await options.sessions.loadSessionUser({
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

export function assertAccess(user: CurrentUser, access: Exclude<Access, 'public' | 'signed-in'>): void {
  if (user.roleSlug === 'admin' || access.includes(user.roleSlug)) return;
  throw new AppError('FORBIDDEN', 'Your role does not have access to this.');
}

/**
 * The calls only a person makes (choose a password, name oneself, sign out, a calendar address, a live stream,
 * notice preferences): 403 for an API key (issue 26, docs/decisions/078), which has none of these.
 */
export function assertPerson(user: CurrentUser): void {
  if (user.apiKey) throw new AppError('FORBIDDEN', API_KEY_NOT_A_PERSON_MESSAGE);
}

/** The must-change gate: 403 on every call that does not say it is allowed meanwhile. */
export function assertPasswordChosen(user: CurrentUser): void {
  if (user.mustChangePassword) throw new AppError('FORBIDDEN', MUST_CHANGE_PASSWORD_MESSAGE);
}
