import type { RequestStatus } from '@rigline/contract/phases';
import type { Db } from '../../db/connection.ts';

/** The lifecycle's own SQL on the requests table: the checked lock and the checked phase move. */

/**
 * Takes the request's row, only if it is still in `phase` (and at `version`, when the caller saw one). Every
 * change to a request or to its orders starts with this (from phase 2 on the request stays in phase 2 while its
 * orders move), so on PostgreSQL they queue on the request's row and each one sees the others' committed work;
 * false means the request moved on under the caller. The version goes up, since what the request holds is
 * about to change (docs/decisions/012); updated_at stays the time of the request's own last change, which the
 * dashboard's review alert reads.
 */
export async function lockRequestInPhase(
  db: Db,
  options: { requestId: number; phase: number; version?: number | undefined },
): Promise<boolean> {
  let query = db
    .updateTable('requests')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', options.requestId)
    .where('current_phase', '=', options.phase);
  if (options.version !== undefined) query = query.where('version', '=', options.version);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Moves the request on, only from the phase the caller saw; false when it is no longer there. */
export async function updateRequestPhase(
  db: Db,
  options: { requestId: number; fromPhase: number; toPhase: number; status: RequestStatus; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('requests')
    .set((eb) => ({
      current_phase: options.toPhase,
      status: options.status,
      updated_at: options.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', options.requestId)
    .where('current_phase', '=', options.fromPhase)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
