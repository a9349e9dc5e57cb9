import { listOrdersCall, type Order } from '@rigline/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** The request's order line of this item, if it has one: Add Order offers to add to it (issue 12). */
export async function findOrderOfItem(
  query: { requestId: number; itemId: number; matCode: string },
  signal?: AbortSignal,
): Promise<Order | null> {
  const response = await callApi(listOrdersCall, {
    query: { request_id: query.requestId, search: query.matCode, page: 1, limit: 100 },
    signal,
  });
  return response.data.orders.data.find((order) => order.item_id === query.itemId) ?? null;
}

export function useOrderOfItem(requestId: number, item: { id: number; mat_code: string } | null) {
  return useQuery({
    queryKey: orderKeys.ofItemInRequest(requestId, item?.id ?? 0),
    queryFn: ({ signal }) =>
      findOrderOfItem({ requestId, itemId: item?.id ?? 0, matCode: item?.mat_code ?? '' }, signal),
    enabled: item !== null,
  });
}
