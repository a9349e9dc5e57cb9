import { formatVoyageId } from '@rigline/contract/ids';
import { arrivesAfterRequiredBy, delayOfVoyage, expectedArrivalAt } from '@rigline/contract/schedule';
import { formatUtc } from '@rigline/contract/time';
import type { Db } from '../../db/connection.ts';
import type { AtRiskCandidate } from '../../http/deps.ts';
import { findJourneysOfVoyage } from '../journeys/journeys.service.ts';
import {
  findFirstUnstartedArrivals,
  findRigTimeZones,
  findShipmentLegsOfRequests,
} from './sailings.repository.ts';

/**
 * Issue 23, "at risk" (docs/decisions/062): of these requests, those whose goods will not be at the rig by
 * `required_by`, each with the reason in words. A request is at risk when
 * - its shipments sail on a voyage and the latest expected arrival at its rig of those legs not reached yet
 *   falls after required_by on the rig's calendar; or
 * - it is on no scheduled sailing still to arrive (not planned yet, or on a voyage with no plan) and no
 *   scheduled sailing that has not sailed arrives at its rig by required_by.
 * A request without required_by, completed, or whose legs have all reached the rig, is not.
 */
export async function findRequestsAtRisk(
  db: Db,
  requests: readonly AtRiskCandidate[],
  now: number,
): Promise<Map<number, string>> {
  const candidates = requests.filter(
    (request) => request.required_by !== null && request.status !== 'COMPLETED',
  );
  const atRisk = new Map<number, string>();
  if (candidates.length === 0) return atRisk;
  const rigIds = [...new Set(candidates.map((request) => request.rig_id))];
  const [legs, zones, firstArrivals] = await Promise.all([
    findShipmentLegsOfRequests(
      db,
      candidates.map((request) => request.id),
    ),
    findRigTimeZones(db, rigIds),
    findFirstUnstartedArrivals(db, { rigIds, now: new Date(now).toISOString() }),
  ]);
  const voyageIds = [...new Set(legs.map((leg) => leg.voyage_id))];
  const journeysByVoyage = new Map(
    await Promise.all(voyageIds.map(async (id) => [id, await findJourneysOfVoyage(db, id)] as const)),
  );
  for (const request of candidates) {
    const requiredBy = request.required_by as string;
    const zone = zones.get(request.rig_id) ?? 'UTC';
    const rigName = request.rig?.name ?? 'its rig';
    const own = legs.filter((leg) => leg.request_id === request.id);
    let latest: { at: string; voyage: string } | null = null;
    let hasLegToCome = false;
    let allReached = own.length > 0;
    for (const leg of own) {
      const journeys = journeysByVoyage.get(leg.voyage_id) ?? [];
      const journey = journeys.find((candidate) => candidate.id === leg.journey_id);
      if (!journey || journey.ended_at !== null || leg.voyage_status === 'COMPLETED') continue;
      allReached = false;
      const delay = delayOfVoyage({
        planned_departure_at: leg.planned_departure_at,
        started_at: leg.started_at,
        journeys,
      });
      const expected = expectedArrivalAt(journey, delay);
      if (expected === null) continue;
      hasLegToCome = true;
      if (latest === null || expected > latest.at) {
        latest = { at: expected, voyage: `${formatVoyageId(leg.voyage_id)} ${leg.voyage_name}` };
      }
    }
    if (allReached) continue;
    if (hasLegToCome && latest) {
      if (arrivesAfterRequiredBy(latest.at, requiredBy, zone)) {
        atRisk.set(
          request.id,
          `Expected at ${rigName} ${formatUtc(latest.at)} on ${latest.voyage}, after its required-by date ${requiredBy}`,
        );
      }
      continue;
    }
    const first = firstArrivals.get(request.rig_id);
    if (first === undefined || arrivesAfterRequiredBy(first, requiredBy, zone)) {
      atRisk.set(
        request.id,
        `No scheduled sailing arrives at ${rigName} by its required-by date ${requiredBy}`,
      );
    }
  }
  return atRisk;
}
