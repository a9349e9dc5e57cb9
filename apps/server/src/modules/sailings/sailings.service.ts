import { type PageMeta, pageMeta } from '@rigline/contract/api';
import { DEFAULT_BOOKING_CUTOFF_HOURS } from '@rigline/contract/bases';
import type { OrderStatus } from '@rigline/contract/phases';
import {
  type listSailingsQuerySchema,
  SAILINGS_DEFAULT_WINDOW,
  type Sailing,
} from '@rigline/contract/sailings';
import { delayOfVoyage, expectedArrivalAt } from '@rigline/contract/schedule';
import { cutoffAt } from '@rigline/contract/time';
import type { VoyageStatus } from '@rigline/contract/voyages';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { countBackloadsOfJourneys } from '../cargo/backloads.service.ts';
import { findScheduleChangesOfVoyages } from '../events/events.service.ts';
import { findJourneysOfVoyage } from '../journeys/journeys.service.ts';
import { getLoadPlan } from '../load-plan/load-plan.service.ts';
import { vendorScopeOf } from '../requests/request-access.ts';
import { findLateBookingsOfVoyages } from './late-bookings.repository.ts';
import { lateMinutes, legArrivalHistory } from './leg-schedule.ts';
import {
  countSailings,
  findOrdersOnVoyages,
  findRigTimeZones,
  findSailingsPage,
} from './sailings.repository.ts';

const DAY_MS = 86_400_000;

type SailingsQuery = z.output<typeof listSailingsQuerySchema>;

/**
 * GET /api/sailing/list (issue 23): the scheduled voyages planned to sail in the window (by default a week back
 * and four weeks ahead), soonest first. Each leg carries its plan, its expected arrival, its deck use as the
 * load plan counts it, and the orders for its rig the caller may see: a supplier its own company's only.
 */
export async function listSailings(options: {
  db: Db;
  user: CurrentUser;
  query: SailingsQuery;
  heavyLiftT: number;
  now: number;
}): Promise<{ data: Sailing[]; meta: PageMeta }> {
  const { db, user, query } = options;
  const filter = {
    from: query.from ?? new Date(options.now - SAILINGS_DEFAULT_WINDOW.backDays * DAY_MS).toISOString(),
    to: query.to ?? new Date(options.now + SAILINGS_DEFAULT_WINDOW.aheadDays * DAY_MS).toISOString(),
    rigId: query.rig_id,
    vesselId: query.vessel_id,
  };
  const [total, rows] = await Promise.all([
    countSailings(db, filter),
    findSailingsPage(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  ]);
  const voyageIds = rows.map((row) => row.id);
  const [journeysByVoyage, plans, orders, lateBookings, scheduleChanges] = await Promise.all([
    Promise.all(voyageIds.map((id) => findJourneysOfVoyage(db, id))),
    Promise.all(voyageIds.map((voyageId) => getLoadPlan({ db, voyageId, heavyLiftT: options.heavyLiftT }))),
    findOrdersOnVoyages(db, { voyageIds, vendorId: vendorScopeOf(user) }),
    findLateBookingsOfVoyages(db, voyageIds),
    findScheduleChangesOfVoyages(db, voyageIds),
  ]);
  const backloads = await countBackloadsOfJourneys(
    db,
    journeysByVoyage.flat().map((journey) => journey.id),
  );
  const lateOrderIds = new Set(lateBookings.map((booking) => booking.order_id));
  const rigZones = await findRigTimeZones(db, [
    ...new Set(journeysByVoyage.flat().map((journey) => journey.rig_id)),
  ]);
  const data = rows.map((row, index): Sailing => {
    const journeys = journeysByVoyage[index] ?? [];
    const plan = plans[index];
    const delay = delayOfVoyage({
      planned_departure_at: row.planned_departure_at,
      started_at: row.started_at,
      journeys,
    });
    const plannedDeparture = row.planned_departure_at ?? '';
    return {
      voyage_id: row.id,
      name: row.name,
      status: row.status as VoyageStatus,
      vessel: row.vessel_name === null ? null : { id: row.vessel_id, name: row.vessel_name },
      base: row.base_name === null ? null : { id: row.start_base_id, name: row.base_name },
      base_time_zone: row.base_time_zone ?? 'UTC',
      planned_departure_at: plannedDeparture,
      planned_return_at: row.planned_return_at,
      cutoff_at: cutoffAt(plannedDeparture, row.booking_cutoff_hours ?? DEFAULT_BOOKING_CUTOFF_HOURS) ?? '',
      started_at: row.started_at,
      ended_at: row.ended_at,
      delay_minutes: Math.round(delay / 60_000),
      late_booking_count: lateBookings.filter((booking) => booking.voyage_id === row.id).length,
      legs: journeys.map((journey, position) => {
        const leg = plan?.legs.find((candidate) => candidate.journey_id === journey.id);
        const next = journeys[position + 1];
        const legOrders = orders.filter((order) => order.journey_id === journey.id);
        const expected = expectedArrivalAt(journey, delay);
        const history = legArrivalHistory(
          scheduleChanges.filter((change) => change.voyage_id === row.id),
          journey,
        );
        return {
          journey_id: journey.id,
          sequence: journey.sequence,
          rig: { id: journey.rig_id, name: journey.rig_name },
          rig_time_zone: rigZones.get(journey.rig_id) ?? 'UTC',
          planned_arrival_at: journey.planned_arrival_at,
          expected_arrival_at: expected,
          planned_departure_at: journey.planned_departure_at,
          arrived_at: journey.ended_at,
          // The vessel leaves a rig when the next journey starts, or, from the last, when it is back at base.
          left_at: next ? next.started_at : row.ended_at,
          area_pct: leg?.area_pct ?? null,
          weight_pct: leg?.weight_pct ?? null,
          area_m2: leg?.area_m2 ?? 0,
          weight_t: leg?.weight_t ?? 0,
          orders: legOrders.map((order) => ({
            id: order.id,
            request_id: order.request_id,
            item_name: order.item_name,
            quantity: order.quantity,
            status: order.status as OrderStatus,
            current_phase: order.current_phase,
            is_late_booking: lateOrderIds.has(order.id),
          })),
          shipment_count: new Set(legOrders.map((order) => order.shipment_id)).size,
          backload_count: backloads.get(journey.id) ?? 0,
          first_planned_arrival_at: history.firstPlannedArrivalAt,
          late_minutes: lateMinutes(history.firstPlannedArrivalAt, expected),
          schedule_change: history.latest,
        };
      }),
    };
  });
  return { data, meta: pageMeta(total, query) };
}

/** Read by the request lists through AppDeps.requestsAtRisk (the sailings module reads requests, not back). */
export { findRequestsAtRisk } from './at-risk.ts';
