import { CACHE_MS, PAGE } from '@rigline/contract/constants';
import { listRigsCall } from '@rigline/contract/rigs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardQueryKey } from '@/features/dashboard/lib/dashboard-cache';
import { callApi } from '@/lib/api-client';

/** GET /api/rig/list, every rig (up to the limit's cap), for the rig dashboard's selector. */
export async function listAllRigs(signal?: AbortSignal) {
  const response = await callApi(listRigsCall, { query: { page: 1, limit: PAGE.maxLimit }, signal });
  return response.data.rigs.data;
}

export function allRigsQueryOptions() {
  return queryOptions({
    // Under the dashboard's key: the requests screens keep their own rig lists with their own paging.
    queryKey: [...dashboardQueryKey, 'rigs'],
    queryFn: ({ signal }) => listAllRigs(signal),
    staleTime: CACHE_MS.rigList,
  });
}

export function useAllRigs() {
  return useQuery(allRigsQueryOptions());
}
