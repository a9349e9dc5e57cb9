import { type Journey, listJourneysByVoyageCall } from '@rigline/contract/journeys';
import { callApi } from '@/lib/api-client';
import { failFetch } from '@/lib/fetch-errors';

/**
 * GET /api/journey/sequence/get-by-voyage-id/{voyageId} → data.journeys, in sequence order. The voyages and
 * shipments features each keep their own query options and hook around this one fetcher, under
 * voyageKeys.journeys, so a change to the plan refreshes both.
 */
export async function fetchVoyageJourneys(voyageId: number, signal?: AbortSignal): Promise<Journey[]> {
  try {
    const response = await callApi(listJourneysByVoyageCall, { params: { voyageId }, signal });
    return [...response.data.journeys].sort((a, b) => a.sequence - b.sequence);
  } catch (error) {
    return failFetch('Failed to fetch journeys', error);
  }
}
