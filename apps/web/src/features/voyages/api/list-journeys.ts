import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchVoyageJourneys } from '@/lib/fetch-voyage-journeys';
import { voyageKeys } from '@/lib/query-keys';
import { VOYAGE_CACHE_MS } from '../lib/cache';

export function journeysQueryOptions(voyageId: number) {
  return queryOptions({
    queryKey: voyageKeys.journeys(voyageId),
    queryFn: ({ signal }) => fetchVoyageJourneys(voyageId, signal),
    staleTime: VOYAGE_CACHE_MS.journeys,
    retry: retryUnlessRefused,
  });
}

export function useJourneys(voyageId: number | null) {
  return useQuery({ ...journeysQueryOptions(voyageId ?? 0), enabled: voyageId !== null });
}
