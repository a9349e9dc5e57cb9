import { type ListVendorsQuery, listVendorsCall } from '@rigline/contract/vendors';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { vendorKeys } from '@/lib/query-keys';

/** Vendors change seldom; their order counts and rating move as orders are delivered or rejected. */
export const VENDORS_STALE_TIME_MS = 60_000;

/** GET /api/vendor/list: a page of vendors with their contact, rating and order counts. */
export async function listVendors(query: ListVendorsQuery, signal?: AbortSignal) {
  const response = await callApi(listVendorsCall, { query, signal });
  return response.data.vendors;
}

export function vendorsQueryOptions(query: ListVendorsQuery) {
  return queryOptions({
    queryKey: vendorKeys.list(query),
    queryFn: ({ signal }) => listVendors(query, signal),
    staleTime: VENDORS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

export function useVendors(query: ListVendorsQuery) {
  return useQuery(vendorsQueryOptions(query));
}
