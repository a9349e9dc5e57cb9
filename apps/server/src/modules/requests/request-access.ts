import { canRoleActOnPhase, getPhase } from '@rigline/contract/phases';
import { isOperatorSlug } from '@rigline/contract/roles';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import type { RequestRow } from '../../db/schema.ts';
import { AppError, type ErrorCode } from '../../errors.ts';
import { findRequestById } from './requests.repository.ts';

/**
 * The vendor whose requests, orders and items the user may see, or null for the operator roles, who see
 * every vendor's (decisions.md §2).
 */
export function vendorScopeOf(user: CurrentUser): number | null {
  if (isOperatorSlug(user.roleSlug)) return null;
  return requireVendorId(user, {
    code: 'FORBIDDEN',
    message: 'Your account is not linked to a supplier company. Ask an administrator to link it.',
  });
}

/**
 * The supplier company the user acts for. An account without one (admin, or a supplier nobody has linked yet)
 * is refused with the caller's code and message: each call says in its own words what it needed the company for.
 */
export function requireVendorId(
  user: CurrentUser,
  refusal: { code: Extract<ErrorCode, 'BAD_INPUT' | 'FORBIDDEN'>; message: string },
): number {
  if (user.vendorId === null) throw new AppError(refusal.code, refusal.message);
  return user.vendorId;
}

export function canSeeVendorData(user: CurrentUser, vendorId: number): boolean {
  const scope = vendorScopeOf(user);
  return scope === null || scope === vendorId;
}

/** Another vendor's request answers exactly as a missing one does, so ids reveal nothing. */
export async function findVisibleRequest(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
}): Promise<RequestRow> {
  const request = await findRequestById(options.db, options.requestId);
  if (!request || !canSeeVendorData(options.user, request.vendor_id)) {
    throw new AppError('NOT_FOUND', 'Request not found');
  }
  return request;
}

/** Only an owner of the phase (or admin) acts on it; the refusal names who does. */
export function assertCanActOnPhase(user: CurrentUser, phase: number, subject: 'request' | 'order'): void {
  if (canRoleActOnPhase(user.roleSlug, phase)) return;
  const { owner, meaning } = getPhase(phase);
  const message =
    owner.length === 0
      ? `This ${subject} is in its final phase ${phase} (${meaning}); nobody changes it any more.`
      : `This ${subject} is in phase ${phase} (${meaning}), managed by ${owner.join(', ')}; your role cannot act on it now.`;
  throw new AppError('FORBIDDEN', message);
}
