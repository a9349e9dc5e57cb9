import { type ListItemsQuery, listItemsCall } from '@rigline/contract/items';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { itemKeys } from '@/lib/query-keys';

/**
 * The catalogue changes only through this screen, which invalidates it after every change; 30 s keeps a
 * second tab or a colleague's additions from staying hidden for long. (§9 names no time for items.)
 */
export const ITEMS_STALE_TIME_MS = 30_000;

/** GET /api/vendor/item/get: a page of the signed-in supplier's catalogue. */
export async function listItems(query: ListItemsQuery, signal?: AbortSignal) {
  const response = await callApi(listItemsCall, { query, signal });
  return response.data.items;
}

export function itemsQueryOptions(query: ListItemsQuery) {
  return queryOptions({
    queryKey: itemKeys.list(query),
    queryFn: ({ signal }) => listItems(query, signal),
    staleTime: ITEMS_STALE_TIME_MS,
    // The table keeps the last page on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useItems(query: ListItemsQuery) {
  return useQuery(itemsQueryOptions(query));
}
