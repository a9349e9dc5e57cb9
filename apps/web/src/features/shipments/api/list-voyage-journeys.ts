import { CACHE_MS } from '@rigline/contract/constants';
import { listJourneysByVoyageCall } from '@rigline/contract/journeys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { voyageKeys } from '../lib/query-keys';

/** GET /api/journey/sequence/get-by-voyage-id/:voyageId → data.journeys, in sequence order. */
export async function fetchVoyageJourneys(voyageId: number, signal?: AbortSignal) {
  try {
    const response = await callApi(listJourneysByVoyageCall, { params: { voyageId }, signal });
    return response.data.journeys;
  } catch (error) {
    return failFetch('Failed to fetch journeys', error);
  }
}

export function voyageJourneysQueryOptions(voyageId: number) {
  return queryOptions({
    queryKey: voyageKeys.journeys(voyageId),
    queryFn: ({ signal }) => fetchVoyageJourneys(voyageId, signal),
    staleTime: CACHE_MS.shipmentList,
    retry: retryUnlessRefused,
  });
}

/** The journey filter ('To {rig name}') and the offloading view's header line. */
export function useVoyageJourneys(voyageId: number | null) {
  return useQuery({ ...voyageJourneysQueryOptions(voyageId ?? 0), enabled: voyageId !== null });
}
