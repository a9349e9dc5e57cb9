import { type ListVesselsQuery, listVesselsCall } from '@rigline/contract/vessels';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/query-keys';
import { callApi } from '@/lib/api-client';

/** GET /api/vessel/get: every vessel, active or not. */
export async function listAdminVessels(query: ListVesselsQuery, signal?: AbortSignal) {
  const response = await callApi(listVesselsCall, { query, signal });
  return response.data.vessels;
}

export function listAdminVesselsQueryOptions(query: ListVesselsQuery) {
  return queryOptions({
    queryKey: [...adminKeys.vessels, 'list', query],
    queryFn: ({ signal }) => listAdminVessels(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminVessels(query: ListVesselsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listAdminVesselsQueryOptions(query), ...options });
}
