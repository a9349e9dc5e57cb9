import { CACHE_MS } from '@rigline/contract/constants';
import { type ListRequestsQuery, listRequestsCall } from '@rigline/contract/requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { requestKeys } from '@/lib/query-keys';

/** GET /api/request/get → data.requests (a page and its meta). */
export async function fetchRequestList(query: ListRequestsQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listRequestsCall, { query, signal });
    return response.data.requests;
  } catch (error) {
    return failFetch('Failed to fetch request list', error);
  }
}

export function requestListQueryOptions(query: ListRequestsQuery) {
  return queryOptions({
    queryKey: requestKeys.list(query),
    queryFn: ({ signal }) => fetchRequestList(query, signal),
    staleTime: CACHE_MS.requestList,
    retry: retryUnlessRefused,
    // The table keeps the last page on screen while the next page, rig or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useRequestList(query: ListRequestsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...requestListQueryOptions(query), ...options });
}
