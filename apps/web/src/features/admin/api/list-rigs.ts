import { type ListRigsQuery, listRigsCall } from '@rigline/contract/rigs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/rig/list: every rig, active or not. */
export async function listAdminRigs(query: ListRigsQuery, signal?: AbortSignal) {
  const response = await callApi(listRigsCall, { query, signal });
  return response.data.rigs;
}

export function listAdminRigsQueryOptions(query: ListRigsQuery) {
  return queryOptions({
    queryKey: adminKeys.rigList(query),
    queryFn: ({ signal }) => listAdminRigs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminRigs(query: ListRigsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listAdminRigsQueryOptions(query), ...options });
}
