import { getLoadPlanCall } from '@rigline/contract/load-plan';
import { mostThatFits } from '@rigline/contract/load-plan-fit';
import { splitOrderCall } from '@rigline/contract/order-split';
import type { Order } from '@rigline/contract/orders';
import type { Shipment } from '@rigline/contract/shipments';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { voyageKeys } from '@/lib/query-keys';
import { invalidateAfterOrderChange } from '../lib/invalidate-after-order-change';
import { updateOrder } from './update-order';

type SplitRef = Pick<Order, 'id' | 'request_id' | 'shipment_id' | 'version'>;

/**
 * POST /api/order/split {id, quantity, version} → data {message, original, part} (issue 22). The original keeps
 * the rest where it is; the part, with `quantity`, waits for planning on no shipment.
 */
export async function splitOrder(order: Pick<Order, 'id' | 'version'>, quantity: number) {
  const response = await callApi(splitOrderCall, {
    body: { id: order.id, quantity, version: order.version },
  });
  return response.data;
}

/** Split, from plan-voyage or a shipment's table: the request's lists, the shipment and its voyage refresh. */
export function useSplitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, quantity }: { order: SplitRef; quantity: number }) => splitOrder(order, quantity),
    onSettled: (_data, _error, { order }) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id],
      }),
  });
}

/**
 * The most of an order refused for overload that fits on this shipment's journey, by the rule the server's
 * refusal states (contract `mostThatFits`), from the voyage's load plan as it stands now (the order, off every
 * shipment, is not in it). Read under the load plan's own key, so the panel beside it shares the answer.
 */
export async function fetchMostThatFits(
  queryClient: QueryClient,
  order: Pick<Order, 'quantity' | 'item'>,
  shipment: Pick<Shipment, 'voyage_id' | 'journey_id'>,
): Promise<number> {
  const plan = await queryClient.fetchQuery({
    queryKey: voyageKeys.loadPlan(shipment.voyage_id),
    queryFn: async ({ signal }) =>
      (await callApi(getLoadPlanCall, { params: { voyageId: shipment.voyage_id }, signal })).data.load_plan,
    staleTime: 0,
  });
  return mostThatFits(plan, {
    journey_id: shipment.journey_id,
    quantity: order.quantity,
    length: order.item.length,
    breadth: order.item.breadth,
    weight: order.item.weight,
    is_stackable: order.item.is_stackable,
  });
}

/**
 * "Split and send N now" (issue 22): two calls. The split leaves the original with `send` and makes a part of
 * the rest, waiting for planning; then the original goes on the shipment. Should the drop fail, both orders
 * wait for planning, each with its quantity: nothing is lost and the drop can be made again by hand.
 */
export function useSplitAndSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      order,
      send,
      shipmentId,
    }: {
      order: SplitRef & Pick<Order, 'quantity'>;
      send: number;
      shipmentId: number;
    }) => {
      const split = await splitOrder(order, order.quantity - send);
      try {
        await updateOrder({
          id: split.original.id,
          status: 'REQUEST_LOADING',
          shipment_id: shipmentId,
          version: split.original.version,
        });
      } catch (error) {
        throw new SplitThenDropError(split.original.id, split.part.id, error);
      }
      return split;
    },
    onSettled: (_data, _error, { order, shipmentId }) =>
      invalidateAfterOrderChange(queryClient, {
        requestId: order.request_id,
        shipmentIds: [order.shipment_id, shipmentId],
      }),
  });
}

/** The split landed but the drop after it did not: both parts wait for planning. */
export class SplitThenDropError extends Error {
  override readonly name = 'SplitThenDropError';
  readonly originalId: number;
  readonly partId: number;

  constructor(originalId: number, partId: number, cause: unknown) {
    super('The order was split, but its part could not be put on the shipment', { cause });
    this.originalId = originalId;
    this.partId = partId;
  }
}
