import { DEFAULT_BOOKING_CUTOFF_HOURS } from '@rigline/contract/bases';
import { formatVoyageId } from '@rigline/contract/ids';
import { cutoffAt, formatUtc } from '@rigline/contract/time';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { findRigById } from '../rigs/rigs.service.ts';
import {
  findPlannedSailingsToRig,
  findVoyageBookingWindow,
  insertLateBooking,
} from './late-bookings.repository.ts';

/**
 * Whether a booking on this voyage is made after its cut-off (issue 23, docs/decisions/058): putting an order on
 * one of its shipments, or creating a shipment on it. Before the cut-off, or on an unscheduled voyage, null.
 * After it, with the coordinator's `lateReason`, the cut-off that passed (the caller records the booking with
 * `recordLateBooking` in the same transaction); without one, 409 naming the cut-off and the next sailing that
 * calls at the rig whose booking is still open, the reason's field named so that a form can ask for it.
 * Called with the voyage's row held, so that a plan changed meanwhile cannot slip between check and write.
 */
export async function checkBookingCutoff(options: {
  db: Db;
  voyageId: number;
  rigId: number;
  lateReason: string | undefined;
  now: string;
}): Promise<{ cutoffAt: string } | null> {
  const { db, voyageId, rigId, now } = options;
  const voyage = await findVoyageBookingWindow(db, voyageId);
  if (!voyage) return null;
  const cutoff = cutoffAt(
    voyage.planned_departure_at,
    voyage.booking_cutoff_hours ?? DEFAULT_BOOKING_CUTOFF_HOURS,
  );
  if (cutoff === null || now < cutoff) return null;
  if (options.lateReason) return { cutoffAt: cutoff };
  const next = await nextOpenSailing({ db, rigId, exceptVoyageId: voyageId, now });
  const rigName = (await findRigById(db, rigId))?.name ?? 'this rig';
  const sailing = `${formatVoyageId(voyage.id)} ${voyage.name}`;
  const nextText = next
    ? `The next sailing to ${rigName} is ${formatVoyageId(next.id)} ${next.name}, departing ${formatUtc(next.departure)}; its booking closes ${formatUtc(next.cutoff)}.`
    : `No later sailing to ${rigName} is planned yet.`;
  const message = `Booking for ${sailing} closed at its cut-off, ${formatUtc(cutoff)}. ${nextText} To book on ${sailing} all the same, give a late reason.`;
  throw new AppError('CONFLICT', message, [{ field: 'late_reason', message }]);
}

/** The soonest planned sailing to the rig whose booking is still open. */
async function nextOpenSailing(options: { db: Db; rigId: number; exceptVoyageId: number; now: string }) {
  const candidates = await findPlannedSailingsToRig(options.db, {
    rigId: options.rigId,
    after: options.now,
    exceptVoyageId: options.exceptVoyageId,
    limit: 10,
  });
  for (const candidate of candidates) {
    const departure = candidate.planned_departure_at;
    if (departure === null) continue;
    const cutoff = cutoffAt(departure, candidate.booking_cutoff_hours ?? DEFAULT_BOOKING_CUTOFF_HOURS);
    if (cutoff !== null && options.now < cutoff) {
      return { id: candidate.id, name: candidate.name, departure, cutoff };
    }
  }
  return null;
}

/** Keeps a late booking as it happened: never changed afterwards, counted per week by the measures. */
export async function recordLateBooking(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  shipmentId: number;
  orderId: number | null;
  reason: string;
  cutoffAt: string;
  now: string;
}): Promise<void> {
  await insertLateBooking(options.db, {
    voyage_id: options.voyageId,
    shipment_id: options.shipmentId,
    order_id: options.orderId,
    reason: options.reason,
    cutoff_at: options.cutoffAt,
    booked_at: options.now,
    booked_by: options.user.id,
  });
}

/** How a late booking reads in the history: "Late booking, after the cut-off of 2026-12-01 08:00 UTC: …". */
export function lateBookingNote(cutoff: string, reason: string): string {
  return `Late booking, after the cut-off of ${formatUtc(cutoff)}: ${reason}`;
}
