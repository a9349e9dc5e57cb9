import { PAGE } from '@rigline/contract/constants';
import { formatOrderId } from '@rigline/contract/ids';
import { listOrdersCall } from '@rigline/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/fetch-errors';

/**
 * GET /api/order/get?search=ORD-012: the request of that order, if the person may see it (the server lists
 * only the orders of their role and company), else null. The search matches the order number among others.
 */
export async function findRequestIdOfOrder(orderId: number, signal?: AbortSignal): Promise<number | null> {
  const response = await callApi(listOrdersCall, {
    query: { search: formatOrderId(orderId), page: 1, limit: PAGE.maxLimit },
    signal,
  });
  return response.data.orders.data.find((order) => order.id === orderId)?.request_id ?? null;
}

/** The request of an order, for a page that opens the order (`/go/order/12`); null data: not one they may see. */
export function useRequestIdOfOrder(orderId: number | null) {
  return useQuery({
    queryKey: ['scan', 'order-request', orderId],
    queryFn: ({ signal }) => findRequestIdOfOrder(orderId!, signal),
    enabled: orderId !== null,
    retry: retryUnlessRefused,
  });
}
