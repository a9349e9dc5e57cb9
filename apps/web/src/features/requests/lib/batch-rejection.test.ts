import { describe, expect, it } from 'vitest';
import { batchRejectionToast, summariseBatchRejection } from './batch-rejection';

const ok: PromiseSettledResult<unknown> = { status: 'fulfilled', value: {} };
const failed: PromiseSettledResult<unknown> = { status: 'rejected', reason: new Error('409') };

describe('summariseBatchRejection', () => {
  it('counts the successes and failures and names the rejected orders', () => {
    const summary = summariseBatchRejection([
      { orderId: 1, result: ok },
      { orderId: 2, result: failed },
      { orderId: 3, result: ok },
    ]);
    expect(summary).toEqual({ total: 3, succeeded: 2, failed: 1, rejectedOrderIds: [1, 3] });
  });
});

describe('batchRejectionToast', () => {
  it('reports every order rejected', () => {
    const toast = batchRejectionToast(
      summariseBatchRejection([
        { orderId: 1, result: ok },
        { orderId: 2, result: ok },
      ]),
    );
    expect(toast).toMatchObject({ kind: 'success', description: '2 orders successfully rejected.' });
  });

  it('reports a partial success', () => {
    const toast = batchRejectionToast(
      summariseBatchRejection([
        { orderId: 1, result: ok },
        { orderId: 2, result: failed },
        { orderId: 3, result: failed },
      ]),
    );
    expect(toast).toEqual({
      kind: 'warning',
      title: 'Partial Success',
      description: '1 of 3 rejected, 2 failed.',
    });
  });

  it('reports a total failure', () => {
    const toast = batchRejectionToast(
      summariseBatchRejection([
        { orderId: 1, result: failed },
        { orderId: 2, result: failed },
      ]),
    );
    expect(toast).toMatchObject({
      kind: 'error',
      description: 'Failed to process rejected orders. Please try again.',
    });
  });

  it('uses the single-order messages for one order', () => {
    expect(batchRejectionToast(summariseBatchRejection([{ orderId: 1, result: ok }]))).toEqual({
      kind: 'success',
      title: 'Order Rejected',
      description: 'Order has been rejected successfully.',
    });
    expect(batchRejectionToast(summariseBatchRejection([{ orderId: 1, result: failed }]))).toEqual({
      kind: 'error',
      title: 'Rejection Failed',
      description: 'Could not reject order, try again.',
    });
  });
});
