/** What saving the locally rejected orders came to: one reject call per order (§4). */
export interface BatchRejectionSummary {
  total: number;
  succeeded: number;
  failed: number;
  /** The orders rejected for good; their local marks can go. */
  rejectedOrderIds: number[];
}

export function summariseBatchRejection(
  results: readonly { orderId: number; result: PromiseSettledResult<unknown> }[],
): BatchRejectionSummary {
  const rejectedOrderIds = results
    .filter(({ result }) => result.status === 'fulfilled')
    .map(({ orderId }) => orderId);
  return {
    total: results.length,
    succeeded: rejectedOrderIds.length,
    failed: results.length - rejectedOrderIds.length,
    rejectedOrderIds,
  };
}

export interface ToastMessage {
  kind: 'success' | 'warning' | 'error';
  title: string;
  description: string;
}

export const BATCH_REJECTION_FAILED = 'Failed to process rejected orders. Please try again.';

/**
 * The toast for a save (§8). One order saved alone reads as a single rejection ("Order Rejected" /
 * "Rejection Failed"), which also avoids "1 orders successfully rejected."
 */
export function batchRejectionToast(summary: BatchRejectionSummary): ToastMessage {
  const { total, succeeded, failed } = summary;
  if (total === 1) {
    return succeeded === 1
      ? { kind: 'success', title: 'Order Rejected', description: 'Order has been rejected successfully.' }
      : { kind: 'error', title: 'Rejection Failed', description: 'Could not reject order, try again.' };
  }
  if (total > 0 && failed === 0) {
    return {
      kind: 'success',
      title: 'Orders Rejected',
      description: `${succeeded} orders successfully rejected.`,
    };
  }
  if (succeeded > 0) {
    return {
      kind: 'warning',
      title: 'Partial Success',
      description: `${succeeded} of ${total} rejected, ${failed} failed.`,
    };
  }
  return { kind: 'error', title: 'Error', description: BATCH_REJECTION_FAILED };
}
