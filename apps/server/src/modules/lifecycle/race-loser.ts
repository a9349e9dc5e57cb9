import { canTake, type TransitionAction } from '@rigline/contract/transitions';
import { AppError } from '../../errors.ts';

/** Where a request or an order stands, or stood before its last change. */
export interface StepState {
  phase: number | null;
  status: string;
}

/**
 * Issue 21 #4, docs/decisions/041. A call without a version does not say which state the person saw. When
 * the step it asks for is not in the transition table from where the thing stands now (or the caller does
 * not own it there), but was from where the thing stood before its last change, the caller acted on the
 * state before that change: they lost a race to it, or their view is older than it. That answers 409
 * "changed by …, reload", as PostgreSQL's checked update answers the race when both read before either
 * wrote; on SQLite, where the second call reads after the first commits, the same question gives the same
 * answer. It extends decision 012's rule for a repeated advance to every order step.
 */
export function isLostRace(options: {
  roleSlug: string;
  actions: readonly TransitionAction[];
  now: StepState;
  before: StepState | undefined;
}): boolean {
  const { roleSlug, actions, now, before } = options;
  const isTakeableFrom = (state: StepState) =>
    actions.some((action) => canTake(roleSlug, action, state).allowed);
  return before !== undefined && !isTakeableFrom(now) && isTakeableFrom(before);
}

/**
 * Runs a step; when it is refused (400 or 403) and the caller sent no version, `lostRace` decides from the
 * committed state whether the refusal came from someone else's change, and answers its 409 instead.
 */
export async function refusedOrLost<T>(options: {
  version: number | undefined;
  step: () => Promise<T>;
  lostRace: () => Promise<AppError | null>;
}): Promise<T> {
  try {
    return await options.step();
  } catch (error) {
    const isRefusal = error instanceof AppError && (error.code === 'BAD_INPUT' || error.code === 'FORBIDDEN');
    if (options.version === undefined && isRefusal) {
      const conflict = await options.lostRace();
      if (conflict) throw conflict;
    }
    throw error;
  }
}
