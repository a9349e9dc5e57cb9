import { conflictMessageOf } from '@/lib/fetch-errors';

/** What saving the locally rejected orders came to: one reject call per order (§4). */
export interface BatchRejectionSummary {
  total: number;
  succeeded: number;
  failed: number;
  /** The orders rejected for good; their local marks can go. */
  rejectedOrderIds: number[];
  /** The server's 409 message for the first order changed by someone else since it was marked, if any. */
  conflictMessage: string | null;
  /** Of those succeeded, how many were kept offline to be sent when the link returns (issue 24). */
  queued: number;
}

export function summariseBatchRejection(
  results: readonly { orderId: number; result: PromiseSettledResult<unknown> }[],
): BatchRejectionSummary {
  const rejectedOrderIds = results
    .filter(({ result }) => result.status === 'fulfilled')
    .map(({ orderId }) => orderId);
  const conflictMessage =
    results
      .map(({ result }) => (result.status === 'rejected' ? conflictMessageOf(result.reason) : null))
      .find((message) => message !== null) ?? null;
  return {
    total: results.length,
    succeeded: rejectedOrderIds.length,
    failed: results.length - rejectedOrderIds.length,
    rejectedOrderIds,
    conflictMessage,
    // The reject call answers null when the action was queued rather than sent (lib/offline).
    queued: results.filter(({ result }) => result.status === 'fulfilled' && result.value === null).length,
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
  const { total, succeeded, failed, conflictMessage, queued } = summary;
  if (queued > 0 && failed === 0) {
    return {
      kind: 'success',
      title: 'Saved offline',
      description: `${queued === 1 ? 'The rejection is' : `${queued} rejections are`} kept on this device and sent when the link returns.`,
    };
  }
  if (total === 1) {
    return succeeded === 1
      ? { kind: 'success', title: 'Order Rejected', description: 'Order has been rejected successfully.' }
      : {
          kind: 'error',
          title: 'Rejection Failed',
          description: conflictMessage ?? 'Could not reject order, try again.',
        };
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
      description: withConflict(`${succeeded} of ${total} rejected, ${failed} failed.`, conflictMessage),
    };
  }
  return {
    kind: 'error',
    title: 'Error',
    description: withConflict(BATCH_REJECTION_FAILED, conflictMessage),
  };
}

/** A failure caused by someone else's change says so, after the document's own words. */
function withConflict(description: string, conflictMessage: string | null): string {
  return conflictMessage ? `${description} ${conflictMessage}` : description;
}
