import type { RequestStatus } from '@rigline/contract/phases';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import type { RequestRow } from '../../db/schema.ts';
import type { AppError } from '../../errors.ts';
import { changedByError } from '../events/changed-by.ts';
import { transitionEvent } from '../events/event-rows.ts';
import { findLastChangeOfRequest } from '../events/events.service.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { lockRequestInPhase, updateRequestPhase } from './request-state.repository.ts';

/** 409: the request (or one of its orders) changed since the caller saw it, saying by whom and when. */
export async function requestChangedError(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  detail?: string;
}): Promise<AppError> {
  const { db, user, requestId, detail } = options;
  const change = await findLastChangeOfRequest(db, requestId);
  return changedByError({ subject: 'request', change, viewer: user, detail });
}

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
  if (!isMoved) throw await requestChangedError({ db, user, requestId: request.id });
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
 * Takes the request's row while it is still in `phase`, and at `version` when the caller saw one (409
 * otherwise). Every change to a request or to its orders starts with this, inside its transaction and before
 * any voyage's row, so on PostgreSQL they queue on the request and each one sees the others' committed work.
 * It does not move the request's updated_at.
 */
export async function lockRequest(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  phase: number;
  version?: number | undefined;
}): Promise<void> {
  const { db, user, requestId, phase, version } = options;
  if (!(await lockRequestInPhase(db, { requestId, phase, version }))) {
    throw await requestChangedError({ db, user, requestId });
  }
}
