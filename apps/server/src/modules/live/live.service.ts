import { createHash, randomBytes } from 'node:crypto';
import { LIVE } from '@rigline/contract/live';
import type { CurrentUser, SessionUsers } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { deleteExpiredTickets, insertTicket, takeTicket } from './tickets.repository.ts';

const TICKET_REFUSED = 'This stream ticket is invalid, used or expired. Ask for a new one.';

function hashOf(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/**
 * A ticket for one event stream, for a browser's EventSource, which cannot send the bearer token: random,
 * single use, valid for a minute, stored only as its hash. The long-lived token never goes in a URL.
 */
export async function issueStreamTicket(options: {
  db: Db;
  user: CurrentUser;
  now: number;
}): Promise<{ ticket: string; expiresIn: number }> {
  const { db, user, now } = options;
  const ticket = randomBytes(32).toString('base64url');
  await deleteExpiredTickets(db, new Date(now).toISOString());
  await insertTicket(db, {
    ticketHash: hashOf(ticket),
    userId: user.id,
    sessionId: user.sessionId,
    expiresAt: new Date(now + LIVE.ticketTtlSeconds * 1000).toISOString(),
  });
  return { ticket, expiresIn: LIVE.ticketTtlSeconds };
}

/** The user a ticket was issued to; the ticket is used up. 401 when it is unknown, used or expired. */
export async function redeemStreamTicket(options: {
  db: Db;
  sessions: SessionUsers;
  ticket: string;
  now: number;
  idleTimeoutSeconds: number;
}): Promise<CurrentUser> {
  const { db, ticket, now } = options;
  const taken = await takeTicket(db, { ticketHash: hashOf(ticket), now: new Date(now).toISOString() });
  const user = taken === null ? null : await userOf({ ...options, ...taken });
  if (!user || user.id !== taken?.userId || user.mustChangePassword) {
    throw new AppError('UNAUTHENTICATED', TICKET_REFUSED);
  }
  return user;
}

function userOf(options: {
  db: Db;
  sessions: SessionUsers;
  userId: number;
  sessionId: string | null;
  now: number;
  idleTimeoutSeconds: number;
}): Promise<CurrentUser | null> {
  return options.sessionId === null
    ? options.sessions.loadCurrentUser(options.db, options.userId)
    : options.sessions.loadSessionUser({ ...options, sessionId: options.sessionId, touch: false });
}

/**
 * Whether a stream's user may still hold it: the session it was opened in is still there (not signed out,
 * revoked or idle), the account active, with the same role.
 */
export async function isStillSignedIn(options: {
  db: Db;
  sessions: SessionUsers;
  user: CurrentUser;
  now: number;
  idleTimeoutSeconds: number;
}): Promise<boolean> {
  const current = await userOf({ ...options, userId: options.user.id, sessionId: options.user.sessionId });
  return current !== null && current.id === options.user.id && current.roleSlug === options.user.roleSlug;
}
