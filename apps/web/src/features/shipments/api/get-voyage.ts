import { CACHE_MS } from '@rigline/contract/constants';
import { listVoyagesCall, type Voyage } from '@rigline/contract/voyages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { voyageKeys } from '../lib/query-keys';

/** The voyage a shipment view is about: GET /api/voyage/get?id=N → data.Voyages.data[0]. */
export async function fetchVoyage(voyageId: number, signal?: AbortSignal): Promise<Voyage> {
  let voyage: Voyage | undefined;
  try {
    const response = await callApi(listVoyagesCall, { query: { id: voyageId, page: 1, limit: 10 }, signal });
    voyage = response.data.Voyages.data.find((candidate) => candidate.id === voyageId);
  } catch (error) {
    return failFetch('Failed to fetch voyage details', error);
  }
  if (!voyage) return failFetch('Failed to fetch voyage details', new Error(`No voyage ${voyageId}`));
  return voyage;
}

export function voyageQueryOptions(voyageId: number) {
  return queryOptions({
    queryKey: voyageKeys.detail(voyageId),
    queryFn: ({ signal }) => fetchVoyage(voyageId, signal),
    staleTime: CACHE_MS.shipmentList,
    retry: retryUnlessRefused,
  });
}

export function useShipmentVoyage(voyageId: number | null) {
  return useQuery({ ...voyageQueryOptions(voyageId ?? 0), enabled: voyageId !== null });
}
