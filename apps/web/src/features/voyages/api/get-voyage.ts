import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchVoyageDetails } from '@/lib/fetch-voyage-details';
import { voyageKeys } from '@/lib/query-keys';
import { VOYAGE_CACHE_MS } from '../lib/cache';

export function voyageQueryOptions(voyageId: number) {
  return queryOptions({
    queryKey: voyageKeys.detail(voyageId),
    queryFn: ({ signal }) => fetchVoyageDetails(voyageId, signal),
    staleTime: VOYAGE_CACHE_MS.voyage,
    retry: retryUnlessRefused,
  });
}

/** Not fetched while the id in the URL is not a valid one. */
export function useVoyage(voyageId: number | null) {
  return useQuery({ ...voyageQueryOptions(voyageId ?? 0), enabled: voyageId !== null });
}

/**
 * After the journey list of a voyage changed: its journey count, on the voyage and in every list, and the
 * voyages a request may be shipped on (a voyage qualifies by a journey to the request's rig).
 */
export function invalidateJourneyCount(queryClient: QueryClient, voyageId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: voyageKeys.detail(voyageId), exact: true }),
    queryClient.invalidateQueries({ queryKey: voyageKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: voyageKeys.validForShipmentAll() }),
  ]).then(() => undefined);
}

/**
 * After a voyage or one of its journeys started or ended: the voyage, its journeys and shipment counts
 * (everything under its key), and the lists, whose status and dates changed.
 */
export function invalidateVoyageProgress(queryClient: QueryClient, voyageId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: voyageKeys.detail(voyageId) }),
    queryClient.invalidateQueries({ queryKey: voyageKeys.lists() }),
  ]).then(() => undefined);
}
