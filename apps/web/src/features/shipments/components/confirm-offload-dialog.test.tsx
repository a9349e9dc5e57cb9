import { PHASE } from '@rigline/contract/phases';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orderFixture } from '@/testing/order-fixture';
import type { OrderActions } from '../hooks/use-order-actions';
import { ShipmentOrdersTable } from './shipment-orders-table';

/*
 * Issue 22's walk: the supplier's Mark Offloaded went through at once. It now asks first, in an alert dialog
 * that names what the rig received where that was short or damaged; the step runs only on confirmation.
 */

function renderSupplierTable(order = orderFixture(PHASE.OFFLOADING, 'OFFLOADING')) {
  const actions: OrderActions = { run: vi.fn(), pendingActionOf: () => null, isBusy: false };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ShipmentOrdersTable orders={[order]} actor="supplier" roleSlug="supplier" actions={actions} />
    </QueryClientProvider>,
  );
  return { run: actions.run, order };
}

/** The table's row button (the phone cards repeat it; the table is the wide layout's). */
function rowButton(name: string) {
  return within(screen.getByRole('table')).getByRole('button', { name });
}

describe("the supplier's Mark Offloaded confirmation", () => {
  it('names the short, damaged receipt and its open discrepancy, and marks only on confirmation', async () => {
    const user = userEvent.setup();
    const { run, order } = renderSupplierTable(
      orderFixture(PHASE.OFFLOADING, 'OFFLOADING', {
        received_quantity: 11,
        damaged_quantity: 1,
        open_discrepancy_count: 1,
      }),
    );
    await user.click(rowButton('Mark Offloaded ORD-012'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark Offloaded ORD-012?' });
    expect(dialog.textContent).toContain('ORD-012: received 11 of 12, 1 damaged — 1 open discrepancy');
    expect(dialog.textContent).toContain('Casing joint');
    expect(run).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Mark Offloaded' }));
    expect(run).toHaveBeenCalledExactlyOnceWith('mark-offloaded', order);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks without a warning for an order received whole, and Cancel marks nothing', async () => {
    const user = userEvent.setup();
    const { run } = renderSupplierTable(
      orderFixture(PHASE.OFFLOADING, 'OFFLOADING', { received_quantity: 12, damaged_quantity: 0 }),
    );
    await user.click(rowButton('Mark Offloaded ORD-012'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).queryByRole('note')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(run).not.toHaveBeenCalled();
  });

  it('does not stand in the way of Mark Loaded', async () => {
    const user = userEvent.setup();
    const { run, order } = renderSupplierTable(orderFixture(PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'));
    await user.click(rowButton('Mark Loaded ORD-012'));
    expect(run).toHaveBeenCalledExactlyOnceWith('mark-loaded', order);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
