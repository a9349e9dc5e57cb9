import type { Shipment } from '@rigline/contract/shipments';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { shipmentQueryOptions } from '../api/get-shipment';
import { DEFAULT_ORDER_PAGE_SIZE, shipmentOrdersQueryOptions } from '../api/list-shipment-orders';

/** More than a rig offloads from one call of a vessel: beyond this, the ones opened are kept as they are opened. */
export const PREFETCHED_SHIPMENTS_MAX = 20;

/**
 * The rig's offload list is kept whole, not only the shipment that was open (issue 24: "the voyages calling at
 * their home rigs with their offload lists"). Once the shipments needing action are listed, each one's summary
 * and the first page of its orders (the action tab's and All Orders) are asked for in the background, with the
 * same query keys the panel reads: the cache keeps them, and with the link down every shipment opens.
 */
export function usePrefetchOffloadLists(
  shipments: readonly Pick<Shipment, 'id'>[],
  actionPhase: number,
  isEnabled: boolean,
): void {
  const queryClient = useQueryClient();
  const ids = shipments.slice(0, PREFETCHED_SHIPMENTS_MAX).map((shipment) => shipment.id);
  const idList = ids.join(',');
  useEffect(() => {
    if (!isEnabled || idList === '' || !navigator.onLine) return;
    for (const shipmentId of idList.split(',').map(Number)) {
      const page = { shipmentId, page: 1, limit: DEFAULT_ORDER_PAGE_SIZE };
      void queryClient.prefetchQuery(shipmentQueryOptions(shipmentId));
      void queryClient.prefetchQuery(shipmentOrdersQueryOptions({ ...page, phase: actionPhase }));
      void queryClient.prefetchQuery(shipmentOrdersQueryOptions(page));
    }
  }, [queryClient, idList, actionPhase, isEnabled]);
}
