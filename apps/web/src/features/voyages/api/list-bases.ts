import { type ListBasesQuery, listBasesCall } from '@rigline/contract/bases';
import { PAGE } from '@rigline/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { failFetch, retryUnlessRefused } from '@/lib/fetch-errors';
import { voyageKeys } from '@/lib/query-keys';

const BASE_QUERY: ListBasesQuery = { page: 1, limit: PAGE.maxLimit };

/** GET /api/base/list: the schedule dialog reads the start base's booking_cutoff_hours from it. */
export async function fetchBases(signal?: AbortSignal) {
  try {
    const response = await callApi(listBasesCall, { query: BASE_QUERY, signal });
    return response.data.bases.data;
  } catch (error) {
    return failFetch('Failed to fetch the bases', error);
  }
}

export function useBases(enabled = true) {
  return useQuery({
    enabled,
    queryKey: voyageKeys.bases(),
    queryFn: ({ signal }) => fetchBases(signal),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}
