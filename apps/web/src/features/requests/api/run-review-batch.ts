import type { OrderBatchBody } from '@rigline/contract/order-batches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runOrderBatch } from '@/lib/order-batch';
import { invalidateRequestData } from './get-request';

/** Rig logistics' Accept or Reject of a selection: POST /api/order/batch, then the request and its orders. */
export function useReviewBatch(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Extract<OrderBatchBody, { action: 'accept' | 'reject' }>) => runOrderBatch(body),
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
