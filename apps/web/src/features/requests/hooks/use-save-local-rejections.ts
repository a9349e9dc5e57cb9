import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectOrder } from '@/lib/reject-order';
import { invalidateRequestData } from '../api/get-request';
import { type BatchRejectionSummary, summariseBatchRejection } from '../lib/batch-rejection';

/**
 * "Save Rejected Orders": one reject call per order (§4), one after the other so that the server sees
 * them in order, with every outcome collected rather than stopping at the first failure.
 */
export function useSaveLocalRejections(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderIds: readonly number[]): Promise<BatchRejectionSummary> => {
      const results: { orderId: number; result: PromiseSettledResult<unknown> }[] = [];
      for (const orderId of orderIds) {
        try {
          results.push({ orderId, result: { status: 'fulfilled', value: await rejectOrder(orderId) } });
        } catch (reason) {
          results.push({ orderId, result: { status: 'rejected', reason } });
        }
      }
      return summariseBatchRejection(results);
    },
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
