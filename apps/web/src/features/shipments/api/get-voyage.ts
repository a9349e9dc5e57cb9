import { CACHE_MS } from '@rigline/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchVoyageDetails } from '@/lib/fetch-voyage-details';
import { voyageKeys } from '@/lib/query-keys';

/** The voyage a shipment view is about; null when there is no such voyage. */
export function voyageQueryOptions(voyageId: number) {
  return queryOptions({
    queryKey: voyageKeys.detail(voyageId),
    queryFn: ({ signal }) => fetchVoyageDetails(voyageId, signal),
    staleTime: CACHE_MS.shipmentList,
    retry: retryUnlessRefused,
  });
}

export function useShipmentVoyage(voyageId: number | null) {
  return useQuery({ ...voyageQueryOptions(voyageId ?? 0), enabled: voyageId !== null });
}
