import { CACHE_MS } from '@rigline/contract/constants';
import { listRequestsCall, type SupplyRequest } from '@rigline/contract/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { requestKeys } from '../lib/query-keys';

/**
 * The request a shipment view or plan-voyage is about (title, description, total items): the request list
 * filtered by id, its one row in data.requests.data[0] (decisions.md §1).
 */
export async function fetchRequest(requestId: number, signal?: AbortSignal): Promise<SupplyRequest> {
  let request: SupplyRequest | undefined;
  try {
    const response = await callApi(listRequestsCall, {
      query: { id: requestId, page: 1, limit: 10 },
      signal,
    });
    request = response.data.requests.data.find((candidate) => candidate.id === requestId);
  } catch (error) {
    return failFetch('Failed to fetch request details', error);
  }
  if (!request) return failFetch('Failed to fetch request details', new Error(`No request ${requestId}`));
  return request;
}

export function requestQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: requestKeys.detail(requestId),
    queryFn: ({ signal }) => fetchRequest(requestId, signal),
    staleTime: CACHE_MS.requestDetails,
    retry: retryUnlessRefused,
  });
}

export function useShipmentRequest(requestId: number | null) {
  return useQuery({ ...requestQueryOptions(requestId ?? 0), enabled: requestId !== null });
}
