import { createHash, randomBytes } from 'node:crypto';
import { LIVE } from '@rigline/contract/live';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { type CurrentUser, loadCurrentUser } from '../../plugins/authenticate.ts';
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
    expiresAt: new Date(now + LIVE.ticketTtlSeconds * 1000).toISOString(),
  });
  return { ticket, expiresIn: LIVE.ticketTtlSeconds };
}

/** The user a ticket was issued to; the ticket is used up. 401 when it is unknown, used or expired. */
export async function redeemStreamTicket(options: {
  db: Db;
  ticket: string;
  now: number;
}): Promise<CurrentUser> {
  const { db, ticket, now } = options;
  const userId = await takeTicket(db, { ticketHash: hashOf(ticket), now: new Date(now).toISOString() });
  const user = userId === null ? null : await loadCurrentUser(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', TICKET_REFUSED);
  return user;
}

/** Whether a stream's user may still hold it: the account is there, with the same role. */
export async function isStillSignedIn(options: { db: Db; user: CurrentUser }): Promise<boolean> {
  const current = await loadCurrentUser(options.db, options.user.id);
  return current !== null && current.roleSlug === options.user.roleSlug;
}
