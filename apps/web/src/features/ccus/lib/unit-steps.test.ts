import type { CcuTrip } from '@rigline/contract/ccu-packing';
import type { Order } from '@rigline/contract/orders';
import { PHASE } from '@rigline/contract/phases';
import { describe, expect, it } from 'vitest';
import { unitStepsFor } from './unit-steps';

const trip = {
  id: 1,
  order_ids: [11, 12],
  location: {
    kind: 'at_rig',
    voyage: { id: 3, name: 'VOY-3' },
    rig: { id: 2, name: 'Ocean Endeavour' },
    since: null,
  },
} as unknown as CcuTrip;
const order = (id: number, current_phase: number, status: string) =>
  ({ id, current_phase, status, version: 4 }) as unknown as Order;

describe("a unit's steps for the person who scanned it", () => {
  it('offers rig logistics Start Offloading for every order in the unit waiting at the rig, and not the others', () => {
    const orders = [
      order(11, PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'),
      order(12, PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'),
      order(13, PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'),
    ];
    expect(unitStepsFor('rig-logistic', trip, orders)).toEqual([
      {
        label: 'Start Offloading',
        status: 'OFFLOADING',
        orders: [
          { id: 11, version: 4 },
          { id: 12, version: 4 },
        ],
      },
    ]);
    // The supplier does not start offloading: the phase is rig logistics'.
    expect(unitStepsFor('supplier', trip, orders)).toEqual([]);
  });

  it('offers the supplier Mark Loaded on the quay, and nothing once the unit is back', () => {
    const orders = [
      order(11, PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'),
      order(12, PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'),
    ];
    expect(unitStepsFor('supplier', trip, orders).map((step) => [step.label, step.orders.length])).toEqual([
      ['Mark Loaded', 2],
    ]);
    const back = { ...trip, location: { ...trip.location, kind: 'returned' } } as CcuTrip;
    expect(unitStepsFor('supplier', back, orders)).toEqual([]);
  });
});
