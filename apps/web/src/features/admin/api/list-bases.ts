import { type ListBasesQuery, listBasesCall } from '@rigline/contract/bases';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/base/list: the bases voyages start and end at. */
export async function listAdminBases(query: ListBasesQuery, signal?: AbortSignal) {
  const response = await callApi(listBasesCall, { query, signal });
  return response.data.bases;
}

export function listAdminBasesQueryOptions(query: ListBasesQuery) {
  return queryOptions({
    queryKey: adminKeys.baseList(query),
    queryFn: ({ signal }) => listAdminBases(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBases(query: ListBasesQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listAdminBasesQueryOptions(query), ...options });
}
