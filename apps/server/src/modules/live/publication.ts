import type { LiveChange } from '@rigline/contract/live';
import { isOperatorSlug } from '@rigline/contract/roles';
import type { CurrentUser } from '../../current-user.ts';

/**
 * Who may learn of a change (issue 10: a stream only carries what its user may see): the operator roles and
 * one supplier company's users (an order's or a request's change), the operator roles only (a voyage or a
 * journey), or named users (their own notices).
 */
export type Audience =
  | { scope: 'vendor'; vendorId: number }
  | { scope: 'operators' }
  | { scope: 'users'; userIds: readonly number[] };

/** One change to send, and to whom. */
export interface Publication {
  change: LiveChange;
  audience: Audience;
}

export function mayReceive(
  user: Pick<CurrentUser, 'id' | 'roleSlug' | 'vendorId'>,
  audience: Audience,
): boolean {
  if (audience.scope === 'users') return audience.userIds.includes(user.id);
  if (isOperatorSlug(user.roleSlug)) return true;
  return audience.scope === 'vendor' && user.vendorId === audience.vendorId;
}

/**
 * Sessions that ended (issue 21 #3): one session of a user (sign-out), every session of a user (sign-out
 * everywhere, a password change or reset, deactivation, a role or company change), or every user of a
 * supplier company (the company deactivated). Every process closes the streams they opened.
 */
export type SessionsEnded = { userId: number; sessionId?: string } | { vendorId: number };
