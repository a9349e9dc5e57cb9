import { describe, expect, it } from 'vitest';
import { orderActionsFor, startOffloadingToastTitle } from './order-actions';

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
