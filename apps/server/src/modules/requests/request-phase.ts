import type { RequestStatus } from '@rigline/contract/phases';
import type { Db } from '../../db/connection.ts';
import type { RequestRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authenticate.ts';
import { transitionEvent } from '../events/events.repository.ts';
import { recordTransitions } from '../events/record-transitions.ts';
import { REQUEST_CHANGED_MESSAGE } from './request-access.ts';
import { lockRequestInPhase, updateRequestPhase } from './requests.repository.ts';

/**
 * Moves a request to a phase and status only if it is still where it was read (409 otherwise), and records
 * the transition. Used inside the caller's transaction by the request moves and by an order that completes
 * its request.
 */
export async function changeRequestPhase(options: {
  db: Db;
  user: CurrentUser;
  request: Pick<RequestRow, 'id' | 'current_phase' | 'status'>;
  now: string;
  toPhase: number;
  status: RequestStatus;
}): Promise<void> {
  const { db, user, request, now, toPhase, status } = options;
  const isMoved = await updateRequestPhase(db, {
    requestId: request.id,
    fromPhase: request.current_phase,
    toPhase,
    status,
    now,
  });
  if (!isMoved) throw new AppError('CONFLICT', REQUEST_CHANGED_MESSAGE);
  await recordTransitions(db, [
    transitionEvent({
      entityType: 'request',
      entityId: request.id,
      actorUserId: user.id,
      from: { phase: request.current_phase, status: request.status },
      to: { phase: toPhase, status },
      at: now,
    }),
  ]);
}

/**
 * Takes the request's row while it is still in `phase` (409 otherwise). Every change to a request or to its
 * orders starts with this, inside its transaction and before any voyage's row, so on PostgreSQL they queue on
 * the request and each one sees the others' committed work. It does not move the request's updated_at.
 */
export async function lockRequest(options: { db: Db; requestId: number; phase: number }): Promise<void> {
  const { db, requestId, phase } = options;
  if (!(await lockRequestInPhase(db, { requestId, phase }))) {
    throw new AppError('CONFLICT', REQUEST_CHANGED_MESSAGE);
  }
}
