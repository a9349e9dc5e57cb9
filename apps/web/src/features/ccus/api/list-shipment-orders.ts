import { PAGE } from '@rigline/contract/constants';
import { EXCEPT_REJECTED, type ListOrdersQuery, listOrdersCall } from '@rigline/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

/** GET /api/order/get: the shipment's orders still in play, to choose what goes in a unit. */
export function shipmentOrdersToPackQueryOptions(shipmentId: number) {
  const query: ListOrdersQuery = {
    shipment_id: shipmentId,
    status: EXCEPT_REJECTED,
    page: 1,
    limit: PAGE.maxLimit,
  };
  return queryOptions({
    queryKey: [...orderKeys.ofShipment(shipmentId), 'to-pack'],
    queryFn: async ({ signal }) => (await callApi(listOrdersCall, { query, signal })).data.orders,
  });
}

export function useShipmentOrdersToPack(shipmentId: number) {
  return useQuery(shipmentOrdersToPackQueryOptions(shipmentId));
}
