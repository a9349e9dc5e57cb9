import { type Journey, listJourneysByVoyageCall } from '@rigline/contract/journeys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { VOYAGE_CACHE_MS } from '../lib/cache';
import { sortBySequence } from '../lib/journey-rules';
import { voyageKeys } from './query-keys';

/** GET /api/journey/sequence/get-by-voyage-id/{voyageId} → data.journeys, in sequence order. */
export async function fetchJourneys(voyageId: number, signal?: AbortSignal): Promise<Journey[]> {
  try {
    const response = await callApi(listJourneysByVoyageCall, { params: { voyageId }, signal });
    return sortBySequence(response.data.journeys);
  } catch (error) {
    return failFetch('Failed to fetch journeys', error);
  }
}

export function journeysQueryOptions(voyageId: number) {
  return queryOptions({
    queryKey: voyageKeys.journeys(voyageId),
    queryFn: ({ signal }) => fetchJourneys(voyageId, signal),
    staleTime: VOYAGE_CACHE_MS.journeys,
    retry: retryUnlessRefused,
  });
}

export function useJourneys(voyageId: number | null) {
  return useQuery({ ...journeysQueryOptions(voyageId ?? 0), enabled: voyageId !== null });
}
