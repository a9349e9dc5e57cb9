import { ITEM_UNITS, MEASUREMENT_UNITS } from '@rigline/contract/constants';
import { type Order, orderSchema } from '@rigline/contract/orders';
import { currentPhaseData, type OrderStatus, PHASE, PHASE_TABLE, type Phase } from '@rigline/contract/phases';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderActions } from '../hooks/use-order-actions';
import { batchStepOf, isBatchable } from '../lib/batch-actions';
import type { ShipmentActor } from '../lib/order-actions';
import { ShipmentBatchBar } from './shipment-batch-bar';
import { ShipmentOrdersTable } from './shipment-orders-table';

/*
 * The table-driven parts of the shipment views (issue 20): which buttons an order row shows, and which batch
 * step a tab offers, for every role, view and (phase, status). The expectations are written out by hand from
 * decisions.md §3 and the documents' screens, so a slip in the contract's transition table, in
 * order-actions.ts / batch-actions.ts or in the components fails here.
 */

const ROLES = ['supplier', 'rig-logistic', 'base-coordinator', 'admin'] as const;
const ACTORS: readonly ShipmentActor[] = ['coordinator', 'rig-logistics', 'supplier'];
const ROLE_OF_VIEW: Record<ShipmentActor, string> = {
  coordinator: 'base-coordinator',
  'rig-logistics': 'rig-logistic',
  supplier: 'supplier',
};

/** Every (phase, status) an order can stand in: PHASE_TABLE's, plus REJECTED in review and planning. */
const STATES: ReadonlyArray<{ phase: Phase; status: OrderStatus }> = [
  ...PHASE_TABLE.flatMap((definition) =>
    definition.allowedStatuses.map((status) => ({ phase: definition.phase, status })),
  ),
  { phase: PHASE.PLANNING, status: 'REJECTED' },
];

/** The row buttons the view's own role sees (admin sees the same); written out by hand. */
function expectedRowButtons(actor: ShipmentActor, phase: Phase, status: OrderStatus): string[] {
  const key = `${phase}/${status}`;
  switch (actor) {
    case 'coordinator':
      // Split (issue 22): a line on a shipment and not yet loaded, also while the supplier loads it.
      if (key === `${PHASE.PLANNING}/REQUEST_LOADING`) return ['Split', 'Assign to Supplier', 'Remove'];
      if (key === `${PHASE.LOADING}/ASSIGNED_TO_SUPPLIER`) return ['Split'];
      if (key === `${PHASE.PLANNING}/ACCEPTED`) return ['Split'];
      return [];
    case 'rig-logistics':
      if (key === `${PHASE.OFFLOAD_REQUIRED}/OFFLOAD_REQUIRED`) return ['Start Offloading', 'Remove'];
      // Rig logistics records what the rig received, once the order is being offloaded or delivered.
      if (key === `${PHASE.OFFLOADING}/OFFLOADING` || key === `${PHASE.DELIVERED}/DELIVERED`) {
        return ['Record Receipt'];
      }
      return [];
    case 'supplier':
      if (key === `${PHASE.LOADING}/ASSIGNED_TO_SUPPLIER`) return ['Mark Loaded'];
      if (key === `${PHASE.OFFLOADING}/OFFLOADING`) return ['Mark Offloaded'];
      return [];
  }
}

function orderIn(phase: Phase, status: OrderStatus): Order {
  return orderSchema.parse({
    id: 88,
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
      is_stackable: false,
    },
    quantity: 4,
    status,
    current_phase: phase,
    current_phase_data: currentPhaseData(phase),
    created_at: '2026-01-05T10:00:00.000Z',
    shipment_id: 7,
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
  });
}

function withQueryClient(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const idleActions: OrderActions = {
  run: vi.fn(),
  pendingActionOf: () => null,
  isBusy: false,
};

/** The words of every button in the order's row, without the order id the accessible names end with. */
function rowButtonsShown(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .queryAllByRole('button')
    .map((button) =>
      (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/ ORD-\S+$/, ''),
    );
}

describe('order row buttons, by view, role and (phase, status)', () => {
  for (const actor of ACTORS) {
    for (const roleSlug of ROLES) {
      it.each(STATES.map((state) => [state.phase, state.status] as const))(
        `${actor} view as ${roleSlug}: phase %i %s`,
        (phase, status) => {
          render(
            withQueryClient(
              <ShipmentOrdersTable
                orders={[orderIn(phase, status)]}
                actor={actor}
                roleSlug={roleSlug}
                actions={idleActions}
              />,
            ),
          );
          const isViewRole = roleSlug === ROLE_OF_VIEW[actor] || roleSlug === 'admin';
          expect(rowButtonsShown()).toEqual(isViewRole ? expectedRowButtons(actor, phase, status) : []);
        },
      );
    }
  }
});

describe('batch steps, by view, role and tab phase', () => {
  /** The batch bar's two buttons for the view's own role (and admin), by the tab's phase; by hand. */
  const EXPECTED: Record<ShipmentActor, Partial<Record<Phase, [string, string]>>> = {
    coordinator: { [PHASE.PLANNING]: ['Assign to Supplier', 'Assign all to Supplier'] },
    'rig-logistics': { [PHASE.OFFLOAD_REQUIRED]: ['Start Offloading', 'Start Offloading all'] },
    supplier: {
      [PHASE.LOADING]: ['Mark Loaded', 'Mark all Loaded'],
      [PHASE.OFFLOADING]: ['Mark Offloaded', 'Mark all Offloaded'],
    },
  };

  for (const actor of ACTORS) {
    for (const roleSlug of ROLES) {
      it.each(Object.values(PHASE))(`${actor} view as ${roleSlug}: tab phase %i`, (phase) => {
        const step = batchStepOf(actor, roleSlug, phase);
        const isViewRole = roleSlug === ROLE_OF_VIEW[actor] || roleSlug === 'admin';
        const expected = isViewRole ? EXPECTED[actor][phase] : undefined;
        if (!expected) {
          expect(step).toBeNull();
          return;
        }
        if (!step) throw new Error(`no batch step for ${actor} in phase ${phase}`);
        const waiting = STATES.filter((state) => state.phase === phase).map((state, index) => ({
          ...orderIn(state.phase, state.status),
          id: 100 + index,
        }));
        render(
          withQueryClient(
            <ShipmentBatchBar
              shipmentId={7}
              requestId={15}
              phase={phase}
              step={step}
              pageOrders={waiting.filter((order) => isBatchable(order, phase))}
              total={12}
              selected={new Set()}
              onSelectedChange={() => {}}
            />,
          ),
        );
        const [label, allLabel] = expected;
        const some = screen.getByRole('button', { name: `${label} (0)` });
        expect(some.hasAttribute('disabled')).toBe(true);
        const all = screen.getByRole('button', { name: `${allLabel} (12)` });
        expect(all.hasAttribute('disabled')).toBe(false);
      });
    }
  }

  it('lets a batch take only the orders its step starts from', () => {
    expect(isBatchable(orderIn(PHASE.PLANNING, 'REQUEST_LOADING'), PHASE.PLANNING)).toBe(true);
    expect(isBatchable(orderIn(PHASE.PLANNING, 'ACCEPTED'), PHASE.PLANNING)).toBe(false);
    expect(isBatchable(orderIn(PHASE.PLANNING, 'REJECTED'), PHASE.PLANNING)).toBe(false);
    expect(isBatchable(orderIn(PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'), PHASE.LOADING)).toBe(true);
    expect(isBatchable(orderIn(PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'), PHASE.OFFLOADING)).toBe(false);
  });
});
