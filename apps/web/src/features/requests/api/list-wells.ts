import { CACHE_MS, PAGE } from '@rigline/contract/constants';
import { type ListWellsQuery, listWellsCall } from '@rigline/contract/wells';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { wellKeys } from '@/lib/query-keys';

/** GET /api/well/get → data.wells. */
export async function fetchWellList(query: ListWellsQuery, signal?: AbortSignal) {
  try {
    const response = await callApi(listWellsCall, { query, signal });
    return response.data.wells;
  } catch (error) {
    return failFetch('Failed to fetch well list', error);
  }
}

/** The wells of one rig, page 1, limit 100 (§9), for the Create Request dialog. */
export function rigWellsQueryOptions(rigId: number) {
  const query: ListWellsQuery = { page: 1, limit: PAGE.supplierRequestListLimit, rig_id: rigId };
  return queryOptions({
    queryKey: wellKeys.list(query),
    queryFn: ({ signal }) => fetchWellList(query, signal),
    // Wells change with master data only, as rigs do.
    staleTime: CACHE_MS.rigList,
    retry: retryUnlessRefused,
  });
}

/** Waits until a rig is chosen. */
export function useRigWells(rigId: number | null) {
  return useQuery({ ...rigWellsQueryOptions(rigId ?? 0), enabled: rigId !== null });
}
