import { CACHE_MS } from '@rigline/contract/constants';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchRequestDetails } from '@/lib/fetch-request-details';
import { orderKeys, requestKeys, shipmentKeys } from '@/lib/query-keys';

export function requestDetailQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: requestKeys.detail(requestId),
    queryFn: ({ signal }) => fetchRequestDetails(requestId, signal),
    staleTime: CACHE_MS.requestDetails,
    retry: retryUnlessRefused,
  });
}

export function useRequestDetails(requestId: number) {
  return useQuery(requestDetailQueryOptions(requestId));
}

/**
 * After any change to a request or its orders: the request, its orders (with the count of orders awaiting
 * a shipment), the request lists (whose status and order counts may have changed) and the request's
 * shipment badges (a rejected order can leave a shipment with nothing to act on) are fetched again.
 */
export function invalidateRequestData(queryClient: QueryClient, requestId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) }),
    queryClient.invalidateQueries({ queryKey: orderKeys.ofRequest(requestId) }),
    queryClient.invalidateQueries({ queryKey: requestKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: shipmentKeys.actionableOfRequest(requestId) }),
    queryClient.invalidateQueries({ queryKey: shipmentKeys.countOfRequest(requestId) }),
  ]).then(() => undefined);
}
