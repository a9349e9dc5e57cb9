import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { LateBookingTable } from '../../db/schema-schedule.ts';

/** A voyage's planned departure and its start base's booking cut-off, for the cut-off check. */
export async function findVoyageBookingWindow(db: Db, voyageId: number) {
  return db
    .selectFrom('voyages')
    .leftJoin('bases', 'bases.id', 'voyages.start_base_id')
    .select(['voyages.id', 'voyages.name', 'voyages.planned_departure_at', 'bases.booking_cutoff_hours'])
    .where('voyages.id', '=', voyageId)
    .executeTakeFirst();
}

/**
 * The voyages not started yet that call at the rig and are planned to sail after `after`, soonest first, with
 * their base's cut-off: the caller picks the first whose booking is still open.
 */
export async function findPlannedSailingsToRig(
  db: Db,
  options: { rigId: number; after: string; exceptVoyageId: number; limit: number },
) {
  return db
    .selectFrom('voyages')
    .leftJoin('bases', 'bases.id', 'voyages.start_base_id')
    .select(['voyages.id', 'voyages.name', 'voyages.planned_departure_at', 'bases.booking_cutoff_hours'])
    .where('voyages.status', '=', 'PLANNING')
    .where('voyages.planned_departure_at', 'is not', null)
    .where('voyages.planned_departure_at', '>', options.after)
    .where('voyages.id', '!=', options.exceptVoyageId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('journeys')
          .select('journeys.id')
          .whereRef('journeys.voyage_id', '=', 'voyages.id')
          .where('journeys.rig_id', '=', options.rigId),
      ),
    )
    .orderBy('voyages.planned_departure_at')
    .limit(options.limit)
    .execute();
}

export async function insertLateBooking(db: Db, row: Insertable<LateBookingTable>): Promise<void> {
  await db.insertInto('late_bookings').values(row).execute();
}

/** The late bookings of these voyages: which shipment or order was booked after the cut-off. */
export async function findLateBookingsOfVoyages(db: Db, voyageIds: readonly number[]) {
  if (voyageIds.length === 0) return [];
  return db
    .selectFrom('late_bookings')
    .select(['voyage_id', 'shipment_id', 'order_id'])
    .where('voyage_id', 'in', [...voyageIds])
    .execute();
}
