import { CACHE_MS } from '@rigline/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchRequestDetails } from '@/lib/fetch-request-details';
import { requestKeys } from '@/lib/query-keys';

/** The request a shipment view or plan-voyage is about (title, description, total items). */
export function requestQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: requestKeys.detail(requestId),
    queryFn: ({ signal }) => fetchRequestDetails(requestId, signal),
    staleTime: CACHE_MS.requestDetails,
    retry: retryUnlessRefused,
  });
}

export function useShipmentRequest(requestId: number | null) {
  return useQuery({ ...requestQueryOptions(requestId ?? 0), enabled: requestId !== null });
}
