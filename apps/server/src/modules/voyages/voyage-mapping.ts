import { DEFAULT_BOOKING_CUTOFF_HOURS } from '@rigline/contract/bases';
import { cutoffAt } from '@rigline/contract/time';
import type { Voyage, VoyageStatus } from '@rigline/contract/voyages';
import type { VoyageViewRow } from './voyages.repository.ts';

/** A voyage's answer, as the voyage calls and the dashboards give it. */
export function toVoyage(row: VoyageViewRow): Voyage {
  return {
    id: row.id,
    name: row.name,
    status: row.status as VoyageStatus,
    vessel_id: row.vessel_id,
    vessel: row.vessel_name === null ? null : { id: row.vessel_id, name: row.vessel_name },
    created_at: row.created_at,
    started_at: row.started_at,
    ended_at: row.ended_at,
    planned_departure_at: row.planned_departure_at,
    planned_return_at: row.planned_return_at,
    cutoff_at: cutoffAt(row.planned_departure_at, row.booking_cutoff_hours ?? DEFAULT_BOOKING_CUTOFF_HOURS),
    start_base_id: row.start_base_id,
    end_base_id: row.end_base_id,
    start_base: row.start_base_name === null ? null : { id: row.start_base_id, name: row.start_base_name },
    end_base: row.end_base_name === null ? null : { id: row.end_base_id, name: row.end_base_name },
    journey_count: row.journey_count,
    shipment_count: row.shipment_count,
    loaded_shipment_count: row.loaded_shipment_count,
    ended_journey_count: row.ended_journey_count,
    is_returning: isReturning(row),
    version: row.version,
  };
}

/** STARTED, with journeys, every one of them ended: the vessel is on its way back to base (issue 9). */
export function isReturning(
  row: Pick<VoyageViewRow, 'status' | 'journey_count' | 'ended_journey_count'>,
): boolean {
  return row.status === 'STARTED' && row.journey_count > 0 && row.ended_journey_count === row.journey_count;
}
