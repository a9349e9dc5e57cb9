import { ITEM_UNITS, MEASUREMENT_UNITS } from '@rigline/contract/constants';
import { type Order, orderSchema } from '@rigline/contract/orders';
import { currentPhaseData, PHASE } from '@rigline/contract/phases';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReceiptDialog } from '@/components/receipt-dialog';
import { SplitOrderDialog } from './split-order-dialog';

/*
 * Issue 22: the Split dialog says the limits and what each part will hold, and refuses what leaves nothing on
 * one side before any call; the rig's Receipt dialog names the other part of a split line.
 */

function order(overrides: Partial<Order> = {}): Order {
  return orderSchema.parse({
    id: 7,
    item_id: 41,
    item: {
      name: '9 5/8" casing joint',
      mat_code: 'CSG-958',
      description: 'Casing',
      length: 480,
      breadth: 12,
      height: 12,
      length_unit: ITEM_UNITS.length,
      breadth_unit: ITEM_UNITS.breadth,
      height_unit: ITEM_UNITS.height,
      item_measurement_unit: MEASUREMENT_UNITS[0],
      weight: 2256,
      weight_unit: ITEM_UNITS.weight,
      un_number: null,
      imdg_class: null,
      packing_group: null,
      is_stackable: false,
    },
    quantity: 30,
    status: 'REQUEST_LOADING',
    current_phase: PHASE.PLANNING,
    current_phase_data: currentPhaseData(PHASE.PLANNING),
    created_at: '2026-01-05T10:00:00.000Z',
    shipment_id: 12,
    request_id: 15,
    version: 3,
    is_heavy_lift: false,
    reject_reason: null,
    kept_reason: null,
    kept_note: null,
    returned_from_voyage_id: null,
    received_quantity: null,
    damaged_quantity: null,
    receipt_note: null,
    split_from_order_id: null,
    split_into_order_ids: [],
    ...overrides,
  });
}

function withQueryClient(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('SplitOrderDialog', () => {
  it('shows the limits and the two parts, and refuses the whole quantity without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(withQueryClient(<SplitOrderDialog order={order()} onClose={() => undefined} />));
    expect(screen.getByRole('dialog', { name: 'Split ORD-007' })).toBeTruthy();
    expect(screen.getByText('Between 1 and 29')).toBeTruthy();
    const quantity = screen.getByLabelText(/Quantity to split off/);
    await userEvent.type(quantity, '10');
    expect(
      screen.getByText('ORD-007 keeps 20 on Shipment #12; a new order of 10 waits for planning.'),
    ).toBeTruthy();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Split Order' }));
    expect(await screen.findByText('Quantity must be between 1 and 29')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('ReceiptDialog', () => {
  it('names the other part of a split line', () => {
    render(
      withQueryClient(
        <ReceiptDialog
          order={order({
            status: 'OFFLOADING',
            current_phase: PHASE.OFFLOADING,
            quantity: 20,
            split_into_order_ids: [9],
          })}
          onClose={() => undefined}
          save={() => Promise.reject(new Error('not called'))}
        />,
      ),
    );
    expect(screen.getByText(/ORD-007: 9 5\/8" casing joint, 20 ordered\. Split into ORD-009\./)).toBeTruthy();
  });
});
