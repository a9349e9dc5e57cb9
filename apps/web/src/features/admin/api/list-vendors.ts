import { type ListVendorsQuery, listVendorsCall } from '@rigline/contract/vendors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '@/lib/query-keys';

/** GET /api/vendor/list: the supplier companies, active or not. */
export async function listAdminVendors(query: ListVendorsQuery, signal?: AbortSignal) {
  const response = await callApi(listVendorsCall, { query, signal });
  return response.data.vendors;
}

export function listAdminVendorsQueryOptions(query: ListVendorsQuery) {
  return queryOptions({
    queryKey: adminKeys.vendorList(query),
    queryFn: ({ signal }) => listAdminVendors(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminVendors(query: ListVendorsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listAdminVendorsQueryOptions(query), ...options });
}
