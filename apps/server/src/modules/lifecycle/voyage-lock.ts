import type { VoyageStatus } from '@rigline/contract/voyages';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { changedByError } from '../events/changed-by.ts';
import {
  findLastChangeOfVoyage,
  findVoyageById,
  lockVoyageInStatus,
  type VoyageRow,
} from './voyage-state.repository.ts';

export type { VoyageRow };

/** Shared by the voyage, journey, shipment and order services: every one of them changes what a voyage holds. */

/** What a plan edit on a voyage that has started is told, after who changed the voyage and when. */
export const PLAN_LOCKED_DETAIL = 'it has started, so its journey plan is locked';

/** What a step at a rig is told after the voyage has arrived at base (issue 9). */
export const ARRIVED_DETAIL = 'it has already arrived at base';

/** A voyage counts as started once it has a start time (product-voyages-shipments.md §4), or left PLANNING. */
export function isVoyageStarted(voyage: Pick<VoyageRow, 'status' | 'started_at'>): boolean {
  return voyage.started_at !== null || voyage.status !== 'PLANNING';
}

export async function findVoyageOrThrow(db: Db, voyageId: number): Promise<VoyageRow> {
  const voyage = await findVoyageById(db, voyageId);
  if (!voyage) throw new AppError('NOT_FOUND', 'Voyage not found');
  return voyage;
}

/** 409: the voyage changed since the caller saw it, saying by whom and when, and what that means here. */
export async function voyageChangedError(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  detail?: string;
}): Promise<AppError> {
  const { db, user, voyageId, detail } = options;
  const change = await findLastChangeOfVoyage(db, voyageId);
  return changedByError({ subject: 'voyage', change, viewer: user, detail });
}

/**
 * A plan edit (journeys, shipments, drops) on a voyage that has started: someone started it since the person
 * saw it planning, so 409 (issue 8.8), saying who and when.
 */
export function voyagePlanLockedError(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
}): Promise<AppError> {
  return voyageChangedError({ ...options, detail: PLAN_LOCKED_DETAIL });
}

/**
 * Takes the voyage's row while it is still in `status` (decisions.md §4: every transition checks the state it
 * starts from), recording the caller as its last changer. Callers check the status first for a helpful
 * message; this catches the change made in between (409).
 */
export async function lockVoyage(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  status: VoyageStatus;
  now: string;
}): Promise<void> {
  const { db, user, voyageId, status, now } = options;
  const actor = { userId: user.id, at: now };
  if (!(await lockVoyageInStatus(db, { voyageId, status, actor }))) {
    // A step at a rig that lost the race to "Arrived at Base" says so (issue 9).
    const now = status === 'STARTED' ? await findVoyageById(db, voyageId) : undefined;
    const detail = now?.status === 'COMPLETED' ? ARRIVED_DETAIL : undefined;
    throw await voyageChangedError({ db, user, voyageId, detail });
  }
}
