import { type ListWellsQuery, listWellsCall } from '@rigline/contract/wells';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/well/get: a rig's wells. */
export async function listAdminWells(query: ListWellsQuery, signal?: AbortSignal) {
  const response = await callApi(listWellsCall, { query, signal });
  return response.data.wells;
}

export function listAdminWellsQueryOptions(query: ListWellsQuery) {
  return queryOptions({
    queryKey: adminKeys.wellList(query),
    queryFn: ({ signal }) => listAdminWells(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminWells(query: ListWellsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listAdminWellsQueryOptions(query), ...options });
}
