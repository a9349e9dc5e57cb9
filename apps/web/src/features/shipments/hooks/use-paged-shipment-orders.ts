import { useEffect, useState } from 'react';
import { DEFAULT_ORDER_PAGE_SIZE, useShipmentOrders } from '../api/list-shipment-orders';
import { pageWithinTotal } from '../lib/paging';

/** One orders tab: its page and page size, the page held within the total as orders leave the tab. */
export function usePagedShipmentOrders(shipmentId: number, phase?: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(DEFAULT_ORDER_PAGE_SIZE);
  const query = useShipmentOrders({ shipmentId, phase, page, limit: pageSize });
  const total = query.isPlaceholderData ? undefined : query.data?.meta.total;

  useEffect(() => {
    const within = pageWithinTotal(page, pageSize, total);
    if (within !== page) setPage(within);
  }, [page, pageSize, total]);

  return {
    query,
    page,
    pageSize,
    setPage,
    setPageSize: (next: number) => {
      setPageSizeState(next);
      setPage(1);
    },
  };
}
