import type { Journey } from '@rigline/contract/journeys';
import { delayOfVoyage, expectedArrivalAt } from '@rigline/contract/schedule';
import type { Db } from '../../db/connection.ts';
import { findJourneysOfVoyage, type JourneyViewRow } from './journeys.repository.ts';

/** A voyage's journeys as the journey calls answer them (issue 23: each with its expected arrival). */

/** A voyage's journeys as answered: each with its expected arrival, from the delay the voyage has run up. */
export function toJourneys(rows: readonly JourneyViewRow[]): Journey[] {
  const first = rows[0];
  const delay = first
    ? delayOfVoyage({
        planned_departure_at: first.voyage_planned_departure_at,
        started_at: first.voyage_started_at,
        journeys: rows,
      })
    : 0;
  return rows.map((row) => toJourney(row, delay));
}

function toJourney(row: JourneyViewRow, delayMs: number): Journey {
  return {
    id: row.id,
    sequence: row.sequence,
    rig_id: row.rig_id,
    rig: { id: row.rig_id, name: row.rig_name },
    voyage_id: row.voyage_id,
    started_at: row.started_at,
    ended_at: row.ended_at,
    planned_arrival_at: row.planned_arrival_at,
    planned_departure_at: row.planned_departure_at,
    expected_arrival_at: expectedArrivalAt(row, delayMs),
    shipment_count: row.shipment_count,
    version: row.version,
  };
}

/** One journey of its voyage's list, read inside the transaction that changed it. */
export function journeyOf(journeys: readonly Journey[], journeyId: number): Journey {
  const journey = journeys.find((candidate) => candidate.id === journeyId);
  if (!journey) throw new Error(`journey ${journeyId} vanished inside its own transaction`);
  return journey;
}

export async function journeysOf(db: Db, voyageId: number): Promise<Journey[]> {
  return toJourneys(await findJourneysOfVoyage(db, voyageId));
}
