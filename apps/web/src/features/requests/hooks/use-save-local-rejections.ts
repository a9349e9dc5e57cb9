import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectOrderOrQueue } from '@/lib/offline/queueable-actions';
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
    // Offline the calls are queued, not paused (lib/offline): the save answers at once.
    networkMode: 'always',
    mutationFn: async ({
      marks,
      reason,
    }: {
      marks: readonly Pick<LocalRejection, 'orderId' | 'version' | 'orderName'>[];
      /** Shown to the supplier with each order (issue 12); empty, none is stored. */
      reason: string;
    }): Promise<BatchRejectionSummary> => {
      const results: { orderId: number; result: PromiseSettledResult<unknown> }[] = [];
      for (const { orderId, version, orderName } of marks) {
        try {
          // Offline, the rejection is queued with the version marked (null answer): it counts as saved here.
          const value = await rejectOrderOrQueue({ id: orderId, version, item: { name: orderName } }, reason);
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
