import { DEFAULT_BOOKING_CUTOFF_HOURS } from '@rigline/contract/bases';
import { cutoffAt } from '@rigline/contract/time';
import type { Db } from '../../db/connection.ts';
import { runEvery } from '../../http/every.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { notifyInTransaction } from '../notifications/notifications.service.ts';
import { cutoffSoonNotices } from '../notifications/schedule-notices.ts';
import {
  claimCutoffReminder,
  findCargoOwnersOfVoyage,
  findPlannedVoyagesDepartingAfter,
} from './cutoff-reminders.repository.ts';

/** Read by the schedule's notices (voyages module), which do not reach into this module's repository. */
export { findCargoOwnersOfVoyage } from './cutoff-reminders.repository.ts';

/** How long before a booking cut-off the suppliers with orders not loaded are reminded (issue 23). */
export const CUTOFF_REMINDER_MS = 4 * 3_600_000;
/** How often each server process sweeps. */
export const CUTOFF_SWEEP_EVERY_MS = 60_000;

/**
 * "Cut-off in four hours" (issue 23, docs/decisions/060): for each voyage not started whose booking cut-off is
 * within four hours and not passed, the suppliers with orders on it not loaded yet are told, once. Every server
 * process sweeps every minute; the one whose claim of (voyage, cut-off) lands sends, in the claim's transaction.
 * A voyage with no such orders is not claimed, so an order booked on it later is still reminded of. Answers the
 * voyages this sweep sent reminders for.
 */
export async function sweepCutoffReminders(options: { db: Db; now: Date }): Promise<number[]> {
  const now = options.now.toISOString();
  const horizon = new Date(options.now.getTime() + CUTOFF_REMINDER_MS).toISOString();
  const sent: number[] = [];
  for (const voyage of await findPlannedVoyagesDepartingAfter(options.db, now)) {
    const cutoff = cutoffAt(
      voyage.planned_departure_at,
      voyage.booking_cutoff_hours ?? DEFAULT_BOOKING_CUTOFF_HOURS,
    );
    if (cutoff === null || cutoff <= now || cutoff > horizon) continue;
    const isSent = await inTransaction(options.db, async (trx) => {
      const cargoOwners = await findCargoOwnersOfVoyage(trx, { voyageId: voyage.id, notLoadedOnly: true });
      if (cargoOwners.length === 0) return false;
      if (!(await claimCutoffReminder(trx, { voyage_id: voyage.id, cutoff_at: cutoff, sent_at: now }))) {
        return false;
      }
      await notifyInTransaction(trx, cutoffSoonNotices({ voyage, cutoffAt: cutoff, cargoOwners }));
      return true;
    });
    if (isSent) sent.push(voyage.id);
  }
  return sent;
}

/**
 * Starts the sweep every `everyMs` (the first one after the first interval) and answers its stop. A sweep that
 * fails is logged and the next one tries again; sweeps never overlap within a process.
 */
export function startCutoffReminders(options: {
  db: Db;
  everyMs: number;
  now: () => number;
  log: { error: (object: unknown, message: string) => void };
}): () => Promise<void> {
  return runEvery({
    everyMs: options.everyMs,
    run: () => sweepCutoffReminders({ db: options.db, now: new Date(options.now()) }),
    failure: 'The booking cut-off reminder sweep failed',
    log: options.log,
  });
}
