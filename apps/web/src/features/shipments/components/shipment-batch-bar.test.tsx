import { PHASE } from '@rigline/contract/phases';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueState } from '@/lib/offline/action-queue';
import { startActionQueue } from '@/lib/offline/offline-actions';
import { orderFixture } from '@/testing/order-fixture';
import { batchStepOf } from '../lib/batch-actions';
import { ShipmentBatchBar } from './shipment-batch-bar';

const runOrderBatch = vi.hoisted(() => vi.fn());
vi.mock('@/lib/order-batch', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/order-batch')>()),
  runOrderBatch,
}));

/*
 * Issue 22: the supplier's Mark Offloaded asks first and names a short or damaged receipt. The row's button did;
 * the batch bar's "Mark Offloaded (n)" and "Mark all Offloaded" went through at once. They ask too.
 */
describe("the batch bar's Mark Offloaded", () => {
  const short = orderFixture(PHASE.OFFLOADING, 'OFFLOADING', {
    id: 12,
    received_quantity: 11,
    damaged_quantity: 1,
    open_discrepancy_count: 1,
  });
  const whole = orderFixture(PHASE.OFFLOADING, 'OFFLOADING', { id: 13, received_quantity: 12 });

  function renderBar() {
    const step = batchStepOf('supplier', 'supplier', PHASE.OFFLOADING);
    if (!step) throw new Error('The supplier has a batch step while offloading');
    runOrderBatch.mockResolvedValue({ results: [] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ShipmentBatchBar
          shipmentId={3}
          requestId={5}
          phase={PHASE.OFFLOADING}
          step={step}
          pageOrders={[short, whole]}
          total={2}
          selected={new Set([12, 13])}
          onSelectedChange={() => {}}
        />
      </QueryClientProvider>,
    );
  }

  it('names the short receipt and its open discrepancy, and marks only on confirmation', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Mark Offloaded (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark Offloaded 2 orders?' });
    const note = within(dialog).getByRole('note');
    expect(note.textContent).toContain('ORD-012: received 11 of 12, 1 damaged — 1 open discrepancy');
    expect(note.textContent).not.toContain('ORD-013');
    expect(note.textContent).toContain('does not close a discrepancy');
    expect(runOrderBatch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Offloaded (2)' }));
    expect(runOrderBatch).toHaveBeenCalledExactlyOnceWith({
      action: 'advance',
      status: 'DELIVERED',
      orders: [
        { id: 12, version: short.version },
        { id: 13, version: whole.version },
      ],
    });
  });

  it('Cancel marks nothing', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Mark Offloaded (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(runOrderBatch).not.toHaveBeenCalled();
  });
});

/*
 * Issue 24: an order whose step was taken offline and waits in the queue is left to that step. A batch taken
 * meanwhile ("Start Offloading all" once the link is back) would move it first, and the queued step would then
 * be refused as a change made meanwhile.
 */
describe('the batch bar and the offline queue', () => {
  let stopQueue: () => void = () => {};
  afterEach(() => {
    stopQueue();
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('leaves out an order with a queued step, from the checked ones, the count of all and the run', async () => {
    // Offline, so the queue keeps the action rather than sending it during the test.
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    let state: QueueState = {
      pending: [
        {
          id: 'a1',
          key: 'k1',
          call: 'order.update-status',
          body: { order_id: 20, status: 'OFFLOADING', version: 1 },
          description: 'Start offloading ORD-020',
          orderId: 20,
          queuedAt: 1,
        },
      ],
      failed: [],
      lastSentAt: null,
    };
    stopQueue = startActionQueue({
      storage: {
        load: async () => state,
        update: async (change) => {
          state = change(state);
          return state;
        },
      },
      onAnswered: () => {},
    });
    const queued = orderFixture(PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED', { id: 20 });
    const free = orderFixture(PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED', { id: 21 });
    const step = batchStepOf('rig-logistics', 'rig-logistic', PHASE.OFFLOAD_REQUIRED);
    if (!step) throw new Error('Rig logistics has a batch step while offload is required');
    runOrderBatch.mockResolvedValue({ results: [] });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ShipmentBatchBar
          shipmentId={3}
          requestId={5}
          phase={PHASE.OFFLOAD_REQUIRED}
          step={step}
          pageOrders={[queued, free]}
          total={2}
          selected={new Set([20, 21])}
          onSelectedChange={() => {}}
        />
      </QueryClientProvider>,
    );
    const checked = await screen.findByRole('button', { name: `${step.label} (1)` });
    expect(screen.getByRole('button', { name: `${step.allLabel} (1)` })).toBeTruthy();
    await user.click(checked);
    expect(runOrderBatch).toHaveBeenCalledExactlyOnceWith({
      action: 'advance',
      status: 'OFFLOADING',
      orders: [{ id: 21, version: free.version }],
    });
  });
});
