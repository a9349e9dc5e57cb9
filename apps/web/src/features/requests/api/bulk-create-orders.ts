import { bulkCreateOrdersCall, type OrderLine } from '@rigline/contract/order-lines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { invalidateRequestData } from './get-request';

/**
 * POST /api/order/bulk-create {request_id, lines, dry_run}: with dry_run each line's result (found, not found,
 * duplicate) and nothing saved; without, every line in one transaction or none (issue 12).
 */
export async function bulkCreateOrders(body: { request_id: number; lines: OrderLine[]; dry_run: boolean }) {
  const response = await callApi(bulkCreateOrdersCall, { body });
  return response.data;
}

export function useCheckOrderLines(requestId: number) {
  return useMutation({
    mutationFn: (lines: OrderLine[]) => bulkCreateOrders({ request_id: requestId, lines, dry_run: true }),
  });
}

export function useBulkCreateOrders(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: OrderLine[]) => bulkCreateOrders({ request_id: requestId, lines, dry_run: false }),
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
