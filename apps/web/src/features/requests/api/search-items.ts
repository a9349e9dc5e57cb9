import { type Item, listItemsCall } from '@rigline/contract/items';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { itemKeys } from '@/lib/query-keys';

/** How many suggestions the Add Order lookup shows as one types. */
const SUGGESTION_LIMIT = 8;

/** GET /api/vendor/item/get?search=… : the catalogue items whose name or mat code holds the text (issue 12). */
export async function searchItems(text: string, signal?: AbortSignal): Promise<Item[]> {
  const response = await callApi(listItemsCall, {
    query: { search: text, page: 1, limit: SUGGESTION_LIMIT },
    signal,
  });
  return response.data.items.data;
}

/** Suggestions for the text typed so far; nothing under two characters. */
export function useItemSuggestions(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: itemKeys.suggestions(trimmed),
    queryFn: ({ signal }) => searchItems(trimmed, signal),
    enabled: trimmed.length >= 2,
    staleTime: 60_000,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}
