import { PAGE } from '@rigline/contract/constants';
import { type Item, listItemsCall } from '@rigline/contract/items';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { toFetchError } from '@/lib/fetch-errors';

/**
 * The Add Order lookup: GET /api/vendor/item/get?mat_code=X&page=1&limit=10 (decisions.md §1). Resolves
 * with the item whose mat code matches, or null when there is none. Called when the user asks (Enter or
 * the arrow button), so it is a plain call rather than a query.
 */
export async function findItemByMatCode(matCode: string, signal?: AbortSignal): Promise<Item | null> {
  let items: Item[];
  try {
    const response = await callApi(listItemsCall, {
      query: { mat_code: matCode, page: 1, limit: PAGE.itemLookupLimit },
      signal,
    });
    items = response.data.items.data;
  } catch (error) {
    throw toFetchError('Failed to fetch item by mat code', error);
  }
  const wanted = matCode.trim().toLowerCase();
  return items.find((item) => item.mat_code.toLowerCase() === wanted) ?? items[0] ?? null;
}

/** The lookup as a mutation, for its pending state: the arrow button waits while it runs. */
export function useFindItemByMatCode() {
  return useMutation({ mutationFn: (matCode: string) => findItemByMatCode(matCode) });
}
