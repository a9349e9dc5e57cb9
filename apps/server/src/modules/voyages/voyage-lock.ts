import type { VoyageStatus } from '@rigline/contract/voyages';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { findVoyageById, lockVoyageInStatus, type VoyageRow } from './voyages.repository.ts';

/** Shared by the voyage, journey, shipment and order services: every one of them changes what a voyage holds. */

export const VOYAGE_CHANGED_MESSAGE = 'This voyage was changed by someone else. Reload and try again.';

/** A plan edit (journeys, shipments) on a voyage that has started: 400. */
export const PLAN_LOCKED_MESSAGE = 'The journey plan of this voyage is locked: the voyage has started';

/** A voyage counts as started once it has a start time (product-voyages-shipments.md §4), or left PLANNING. */
export function isVoyageStarted(voyage: Pick<VoyageRow, 'status' | 'started_at'>): boolean {
  return voyage.started_at !== null || voyage.status !== 'PLANNING';
}

export async function findVoyageOrThrow(db: Db, voyageId: number): Promise<VoyageRow> {
  const voyage = await findVoyageById(db, voyageId);
  if (!voyage) throw new AppError('NOT_FOUND', 'Voyage not found');
  return voyage;
}

/**
 * Takes the voyage's row while it is still in `status` (decisions.md §4: every transition checks the state it
 * starts from). Callers check the status first for a helpful 400; this catches the change made in between.
 */
export async function lockVoyage(options: { db: Db; voyageId: number; status: VoyageStatus }): Promise<void> {
  if (!(await lockVoyageInStatus(options.db, { voyageId: options.voyageId, status: options.status }))) {
    throw new AppError('CONFLICT', VOYAGE_CHANGED_MESSAGE);
  }
}
