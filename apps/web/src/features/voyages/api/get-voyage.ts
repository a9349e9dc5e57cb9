import { listVoyagesCall, type Voyage } from '@rigline/contract/voyages';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiErrorOf, failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { VOYAGE_CACHE_MS } from '../lib/cache';
import { voyageKeys } from './query-keys';

/**
 * One voyage: the list call filtered by id (§7 "optional id"), read from data.Voyages.data. Null when there
 * is no such voyage (the server answers 404, or an empty page), so that a screen can tell "not found" from
 * "failed to load".
 */
export async function fetchVoyageDetails(voyageId: number, signal?: AbortSignal): Promise<Voyage | null> {
  try {
    const response = await callApi(listVoyagesCall, { query: { id: voyageId, page: 1, limit: 1 }, signal });
    return response.data.Voyages.data.find((voyage) => voyage.id === voyageId) ?? null;
  } catch (error) {
    if (apiErrorOf(error)?.status === 404) return null;
    return failFetch('Failed to fetch voyage details', error);
  }
}

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

/** After the journey list of a voyage changed: its journey count, on the voyage and in every list. */
export function invalidateJourneyCount(queryClient: QueryClient, voyageId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: voyageKeys.detail(voyageId), exact: true }),
    queryClient.invalidateQueries({ queryKey: voyageKeys.lists() }),
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
