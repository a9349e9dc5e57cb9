import type { RoleSlug } from '@rigline/contract/roles';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import { AppError } from '../errors.ts';
import type { TokenSigner } from '../modules/auth/token.ts';
import { findUserById } from '../modules/users/users.repository.ts';

/** The signed-in person a service acts for. */
export interface CurrentUser {
  id: number;
  email: string;
  fullName: string;
  roleSlug: RoleSlug;
  vendorId: number | null;
}

/** Who may call a route: anyone, any signed-in user, or these roles (admin always may). */
export type Access = 'public' | 'signed-in' | readonly RoleSlug[];

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;

export async function authenticate(options: {
  request: FastifyRequest;
  db: Db;
  tokens: TokenSigner;
}): Promise<CurrentUser> {
  const header = options.request.headers.authorization;
  if (!header) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const match = BEARER.exec(header);
  const claims = match?.[1] ? options.tokens.verify(match[1]) : null;
  if (!claims)
    throw new AppError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please sign in again.');
  const user = await loadCurrentUser(options.db, claims.sub);
  if (!user || user.roleSlug !== claims.role) {
    throw new AppError('UNAUTHENTICATED', 'Your session is invalid or has expired. Please sign in again.');
  }
  return user;
}

/**
 * The person behind a user id, as services see them; null when there is no such user. Also used where a
 * signed-in user is identified otherwise than by a bearer token (an event stream's ticket).
 */
export async function loadCurrentUser(db: Db, userId: number): Promise<CurrentUser | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    fullName: user.full_name,
    roleSlug: user.role_slug as RoleSlug,
    vendorId: user.vendor_id,
  };
}

export function assertAccess(user: CurrentUser, access: Exclude<Access, 'public' | 'signed-in'>): void {
  if (user.roleSlug === 'admin' || access.includes(user.roleSlug)) return;
  throw new AppError('FORBIDDEN', 'Your role does not have access to this.');
}
