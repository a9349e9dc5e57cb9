import { type ListVesselsQuery, listVesselsCall } from '@rigline/contract/vessels';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/vessel/get: every vessel, active or not. */
export async function listAdminVessels(query: ListVesselsQuery, signal?: AbortSignal) {
  const response = await callApi(listVesselsCall, { query, signal });
  return response.data.vessels;
}

export function listAdminVesselsQueryOptions(query: ListVesselsQuery) {
  return queryOptions({
    queryKey: adminKeys.vesselList(query),
    queryFn: ({ signal }) => listAdminVessels(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminVessels(query: ListVesselsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listAdminVesselsQueryOptions(query), ...options });
}
