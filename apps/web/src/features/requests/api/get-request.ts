import { CACHE_MS } from '@rigline/contract/constants';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { fetchRequestDetails } from '@/lib/fetch-request-details';
import { requestShipmentCountQueryKey } from './count-request-shipments';
import { requestActionableShipmentsQueryKey } from './list-actionable-shipments';
import { requestOrdersQueryKey } from './list-orders';
import { REQUEST_LISTS_QUERY_KEY } from './list-requests';

export function requestDetailQueryKey(requestId: number) {
  return ['requests', 'detail', requestId] as const;
}

export function requestDetailQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: requestDetailQueryKey(requestId),
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
    queryClient.invalidateQueries({ queryKey: requestDetailQueryKey(requestId) }),
    queryClient.invalidateQueries({ queryKey: requestOrdersQueryKey(requestId) }),
    queryClient.invalidateQueries({ queryKey: REQUEST_LISTS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: requestActionableShipmentsQueryKey(requestId) }),
    queryClient.invalidateQueries({ queryKey: requestShipmentCountQueryKey(requestId) }),
  ]).then(() => undefined);
}
