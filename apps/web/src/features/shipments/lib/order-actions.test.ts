import { describe, expect, it } from 'vitest';
import { canSplitOrder, orderActionsFor, startOffloadingToastTitle } from './order-actions';

describe('canSplitOrder (issue 22)', () => {
  it('offers Split to the base coordinator and admin on an order of 2 or more not yet loaded', () => {
    const order = (current_phase: number, status: string, quantity = 30) => ({
      current_phase,
      status: status as never,
      quantity,
    });
    expect(canSplitOrder('base-coordinator', order(2, 'ACCEPTED'))).toBe(true);
    expect(canSplitOrder('base-coordinator', order(2, 'REQUEST_LOADING'))).toBe(true);
    expect(canSplitOrder('admin', order(3, 'ASSIGNED_TO_SUPPLIER'))).toBe(true);
    expect(canSplitOrder('base-coordinator', order(2, 'ACCEPTED', 1))).toBe(false);
    expect(canSplitOrder('base-coordinator', order(4, 'LOADED'))).toBe(false);
    expect(canSplitOrder('supplier', order(3, 'ASSIGNED_TO_SUPPLIER'))).toBe(false);
    expect(canSplitOrder('rig-logistic', order(2, 'ACCEPTED'))).toBe(false);
  });
});

describe('orderActionsFor', () => {
  it('gives the coordinator Assign to Supplier and Remove on phase 2 only', () => {
    expect(
      orderActionsFor('coordinator', 'base-coordinator', { current_phase: 2, status: 'REQUEST_LOADING' }),
    ).toEqual(['assign-to-supplier', 'remove']);
    expect(
      orderActionsFor('coordinator', 'base-coordinator', {
        current_phase: 3,
        status: 'ASSIGNED_TO_SUPPLIER',
      }),
    ).toEqual([]);
  });

  it('gives rig logistics Start Offloading and Remove on phase 6', () => {
    expect(
      orderActionsFor('rig-logistics', 'rig-logistic', { current_phase: 6, status: 'OFFLOAD_REQUIRED' }),
    ).toEqual(['start-offloading', 'remove']);
  });

  it('gives the supplier Mark Loaded on 3 and Mark Offloaded on 7', () => {
    expect(
      orderActionsFor('supplier', 'supplier', { current_phase: 3, status: 'ASSIGNED_TO_SUPPLIER' }),
    ).toEqual(['mark-loaded']);
    expect(orderActionsFor('supplier', 'supplier', { current_phase: 7, status: 'OFFLOADING' })).toEqual([
      'mark-offloaded',
    ]);
  });

  it('offers nothing to a role that does not own the phase', () => {
    expect(
      orderActionsFor('supplier', 'rig-logistic', { current_phase: 3, status: 'ASSIGNED_TO_SUPPLIER' }),
    ).toEqual([]);
  });

  it('names the Start Offloading outcome', () => {
    expect(startOffloadingToastTitle(7)).toBe('Offloading Started');
    expect(startOffloadingToastTitle(3)).toBe('Order Assigned');
  });
});
