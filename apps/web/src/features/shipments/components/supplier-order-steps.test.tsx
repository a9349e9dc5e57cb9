import type { Order } from '@rigline/contract/orders';
import { PHASE } from '@rigline/contract/phases';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrderRowExtra } from '@/components/layout/order-row-slot';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-storage';
import { expectDisabledButtonsExplained } from '@/testing/disabled-reasons';
import { orderFixture } from '@/testing/order-fixture';
import type { SupplierStep } from '../lib/order-actions';
import { SupplierOrderStepsProvider } from './supplier-order-steps';

/*
 * Issue 22's walk: the supplier's Orders to Load only linked to the shipments. Each row now carries the
 * supplier's step, shown from the transition table (a step the table does not allow is disabled, saying why),
 * Mark Loaded calls at once and Mark Offloaded asks first. The list itself is another feature's; here a list of
 * rows reads the same slot.
 */

function RowsWithSlot({ orders }: { orders: Order[] }) {
  const step = useOrderRowExtra();
  return (
    <ul aria-label="Orders">
      {orders.map((order) => (
        <li key={order.id}>{step?.(order)}</li>
      ))}
    </ul>
  );
}

function renderSteps(step: SupplierStep, orders: Order[], roleSlug = 'supplier') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SupplierOrderStepsProvider roleSlug={roleSlug} step={step}>
        <RowsWithSlot orders={orders} />
      </SupplierOrderStepsProvider>
    </QueryClientProvider>,
  );
}

function answerAdvance(next: { current_phase: number; status: string }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          status: true,
          message: 'Order updated',
          data: { message: 'Order updated', data: { id: 12, shipment_id: 7, version: 4, ...next } },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
}

/** The JSON bodies the page sent to POST /api/order/update. */
function advanceBodies(fetchSpy: ReturnType<typeof answerAdvance>): unknown[] {
  return fetchSpy.mock.calls
    .filter(([url]) => String(url).endsWith('/api/order/update'))
    .map(([, init]) => JSON.parse(String(init?.body)));
}

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token'));
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("the supplier's step in Orders to Load and Orders to Offload", () => {
  it('marks an order loaded from its row, with the version the row showed', async () => {
    const fetchSpy = answerAdvance({ current_phase: PHASE.LOADED, status: 'LOADED' });
    renderSteps('mark-loaded', [orderFixture(PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER')]);
    expect(expectDisabledButtonsExplained()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Mark Loaded ORD-012' }));
    await waitFor(() => expect(advanceBodies(fetchSpy)).toEqual([{ id: 12, version: 3 }]));
  });

  it('asks before marking an order offloaded, naming a short receipt; Cancel sends nothing', async () => {
    const fetchSpy = answerAdvance({ current_phase: PHASE.DELIVERED, status: 'DELIVERED' });
    const order = orderFixture(PHASE.OFFLOADING, 'OFFLOADING', {
      received_quantity: 10,
      damaged_quantity: 0,
      open_discrepancy_count: 1,
    });
    renderSteps('mark-offloaded', [order]);
    await userEvent.click(screen.getByRole('button', { name: 'Mark Offloaded ORD-012' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark Offloaded ORD-012?' });
    expect(dialog.textContent).toContain('ORD-012: received 10 of 12 — 1 open discrepancy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(advanceBodies(fetchSpy)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Mark Offloaded ORD-012' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Mark Offloaded' }));
    await waitFor(() => expect(advanceBodies(fetchSpy)).toEqual([{ id: 12, version: 3 }]));
  });

  it('disables a step the table does not allow, saying why', () => {
    renderSteps('mark-loaded', [orderFixture(PHASE.LOADED, 'LOADED')]);
    expect(screen.getByRole('button', { name: 'Mark Loaded ORD-012' })).toHaveProperty('disabled', true);
    expect(expectDisabledButtonsExplained()).toEqual([
      'Mark Loaded is for an order assigned to the supplier for loading; this one is loaded',
    ]);
  });

  it('tells another role whose step it is', () => {
    renderSteps('mark-loaded', [orderFixture(PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER')], 'rig-logistic');
    expect(expectDisabledButtonsExplained()).toEqual(['Only the supplier can mark it loaded']);
  });
});
