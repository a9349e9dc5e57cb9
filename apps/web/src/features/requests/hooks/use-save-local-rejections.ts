import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectOrder } from '@/lib/reject-order';
import { invalidateRequestData } from '../api/get-request';
import { type BatchRejectionSummary, summariseBatchRejection } from '../lib/batch-rejection';
import type { LocalRejection } from '../lib/local-rejections';

/**
 * "Save Rejected Orders": one reject call per order (§4), one after the other so that the server sees
 * them in order, with every outcome collected rather than stopping at the first failure.
 */
export function useSaveLocalRejections(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      marks,
      reason,
    }: {
      marks: readonly Pick<LocalRejection, 'orderId' | 'version'>[];
      /** Shown to the supplier with each order (issue 12); empty, none is stored. */
      reason: string;
    }): Promise<BatchRejectionSummary> => {
      const results: { orderId: number; result: PromiseSettledResult<unknown> }[] = [];
      for (const { orderId, version } of marks) {
        try {
          const value = await rejectOrder(orderId, version, reason);
          results.push({ orderId, result: { status: 'fulfilled', value } });
        } catch (reason) {
          results.push({ orderId, result: { status: 'rejected', reason } });
        }
      }
      return summariseBatchRejection(results);
    },
    onSettled: () => invalidateRequestData(queryClient, requestId),
  });
}
