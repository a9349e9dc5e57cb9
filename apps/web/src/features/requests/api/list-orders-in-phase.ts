import { CACHE_MS } from '@rigline/contract/constants';
import { listOrdersCall } from '@rigline/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/fetch-errors';
import { orderKeys } from '@/lib/query-keys';

/**
 * GET /api/order/get?current_phase=n: one page of the orders in a phase across every request the caller sees
 * (a supplier: their company's), the list a dashboard card counts (issue 22.15).
 */
export function useOrdersInPhase(query: { phase: number; page: number; limit: number }) {
  return useQuery({
    queryKey: orderKeys.inPhase(query.phase, query.page, query.limit),
    queryFn: async ({ signal }) =>
      (
        await callApi(listOrdersCall, {
          query: { current_phase: query.phase, page: query.page, limit: query.limit },
          signal,
        })
      ).data.orders,
    staleTime: CACHE_MS.orders,
    retry: retryUnlessRefused,
    placeholderData: keepPreviousData,
  });
}
