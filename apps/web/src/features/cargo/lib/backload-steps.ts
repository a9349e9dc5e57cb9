import type { Backload } from '@rigline/contract/cargo';
import { findTransition, type TransitionAction } from '@rigline/contract/transitions';

/**
 * Whether the contract's transition table has this backload step from where the backload stands: Mark Loaded,
 * Edit and Cancel while BOOKED, Receive once LOADED. The screens are each one role's, and the server checks
 * the role and the voyage again.
 */
export function isStepFrom(action: TransitionAction, backload: Pick<Backload, 'status'>): boolean {
  return findTransition(action, { phase: null, status: backload.status }) !== undefined;
}
