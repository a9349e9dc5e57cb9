import { type SearchQuery, searchCall } from '@rigline/contract/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { searchKeys } from '@/lib/query-keys';

/** GET /api/search?q=&limit= → data.results: what the user may see, completed included (issue 12). */
export async function fetchSearchResults(query: SearchQuery, signal?: AbortSignal) {
  const response = await callApi(searchCall, { query, signal });
  return response.data.results;
}

export function searchQueryOptions(query: SearchQuery) {
  return queryOptions({
    queryKey: searchKeys.of(query),
    queryFn: ({ signal }) => fetchSearchResults(query, signal),
    staleTime: 15_000,
    retry: retryUnlessRefused,
  });
}

/** Nothing is asked until something is typed; the last answer stays while the next one comes. */
export function useSearch(text: string) {
  const q = text.trim();
  return useQuery({
    ...searchQueryOptions({ q, limit: 5 }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
