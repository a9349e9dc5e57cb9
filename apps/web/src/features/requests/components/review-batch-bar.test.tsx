import { ITEM_UNITS, MEASUREMENT_UNITS } from '@rigline/contract/constants';
import { type Order, orderSchema } from '@rigline/contract/orders';
import { currentPhaseData, PHASE } from '@rigline/contract/phases';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectDisabledButtonsExplained } from '@/testing/disabled-reasons';
import { ReviewBatchBar } from './review-batch-bar';

/* The review's batch bar (issue 22.4): Accept and Reject selected, disabled until an order is ticked, say so. */

function order(id: number): Order {
  return orderSchema.parse({
    id,
    item_id: 41,
    item: {
      name: 'Drill pipe',
      mat_code: 'MAT-1',
      description: 'Drill pipe 5 in',
      length: 9,
      breadth: 1,
      height: 1,
      length_unit: ITEM_UNITS.length,
      breadth_unit: ITEM_UNITS.breadth,
      height_unit: ITEM_UNITS.height,
      item_measurement_unit: MEASUREMENT_UNITS[0],
      weight: 1,
      weight_unit: ITEM_UNITS.weight,
      un_number: null,
      imdg_class: null,
      packing_group: null,
    },
    quantity: 4,
    status: 'CREATED',
    current_phase: PHASE.REVIEW,
    current_phase_data: currentPhaseData(PHASE.REVIEW),
    created_at: '2026-01-05T10:00:00.000Z',
    shipment_id: null,
    request_id: 15,
    version: 1,
    is_heavy_lift: false,
    reject_reason: null,
    kept_reason: null,
    kept_note: null,
    returned_from_voyage_id: null,
    received_quantity: null,
    damaged_quantity: null,
    receipt_note: null,
  });
}

function renderBar(selected: number[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ReviewBatchBar
        requestId={15}
        orders={[order(1), order(2)]}
        selected={new Set(selected)}
        onSelectedChange={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

describe('ReviewBatchBar', () => {
  it('says why Accept and Reject selected wait while nothing is ticked', () => {
    renderBar([]);
    expect(screen.getByRole('button', { name: /^Accept selected/ })).toHaveProperty('disabled', true);
    expect(expectDisabledButtonsExplained()).toEqual([
      'Tick orders to accept or reject several at once.',
      'Tick orders to accept or reject several at once.',
    ]);
  });

  it('has nothing disabled and no reason once an order is ticked', () => {
    renderBar([1]);
    expect(expectDisabledButtonsExplained()).toEqual([]);
    expect(screen.queryByText('Tick orders to accept or reject several at once.')).toBeNull();
  });
});
