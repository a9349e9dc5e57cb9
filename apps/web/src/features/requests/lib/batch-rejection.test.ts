import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { asShownOnScreen } from '@/lib/fetch-errors';
import { batchRejectionToast, summariseBatchRejection } from './batch-rejection';

const ok: PromiseSettledResult<unknown> = { status: 'fulfilled', value: {} };
const failed: PromiseSettledResult<unknown> = { status: 'rejected', reason: new Error('500') };
const CHANGED = 'This order was changed by Ada Admin at 2026-03-01 08:00 UTC. Reload to see it as it is now.';
/** The toast says the server's 409 in the screen's words (issue 22): the app's date format, no "Reload". */
const CHANGED_ON_SCREEN = asShownOnScreen(CHANGED);
const changed: PromiseSettledResult<unknown> = {
  status: 'rejected',
  reason: new ApiError({ code: 'REFUSED', status: 409, serverMessage: CHANGED }),
};

describe('summariseBatchRejection', () => {
  it('counts the successes and failures and names the rejected orders', () => {
    const summary = summariseBatchRejection([
      { orderId: 1, result: ok },
      { orderId: 2, result: failed },
      { orderId: 3, result: ok },
    ]);
    expect(summary).toEqual({
      total: 3,
      succeeded: 2,
      failed: 1,
      rejectedOrderIds: [1, 3],
      conflictMessage: null,
      queued: 0,
    });
  });

  it('counts a rejection kept offline (the call answered null) as saved and queued (issue 24)', () => {
    const queued: PromiseSettledResult<unknown> = { status: 'fulfilled', value: null };
    const summary = summariseBatchRejection([
      { orderId: 1, result: queued },
      { orderId: 2, result: queued },
    ]);
    expect(summary).toMatchObject({ succeeded: 2, failed: 0, rejectedOrderIds: [1, 2], queued: 2 });
    expect(batchRejectionToast(summary)).toEqual({
      kind: 'success',
      title: 'Saved offline',
      description: '2 rejections are kept on this device and sent when the link returns.',
    });
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

  it('says so when an order was changed by someone else since it was marked (409)', () => {
    expect(batchRejectionToast(summariseBatchRejection([{ orderId: 1, result: changed }]))).toEqual({
      kind: 'error',
      title: 'Rejection Failed',
      description: CHANGED_ON_SCREEN,
    });
    expect(
      batchRejectionToast(
        summariseBatchRejection([
          { orderId: 1, result: ok },
          { orderId: 2, result: changed },
        ]),
      ).description,
    ).toBe(`1 of 2 rejected, 1 failed. ${CHANGED_ON_SCREEN}`);
  });
});
