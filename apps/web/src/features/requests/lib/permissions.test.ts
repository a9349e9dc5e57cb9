import { describe, expect, it } from 'vitest';
import { canAddOrders, canAssignToRigLogistics, canChangeOrderStatus, isReviewComplete } from './permissions';

describe('canAddOrders', () => {
  it('lets the supplier add orders in phase 0 only', () => {
    expect(canAddOrders('supplier', 0)).toBe(true);
    expect(canAddOrders('supplier', 3)).toBe(false);
    expect(canAddOrders('rig-logistic', 0)).toBe(false);
    expect(canAddOrders('admin', 0)).toBe(true);
  });
});

describe('canAssignToRigLogistics', () => {
  it('needs phase 0, an order and the owner', () => {
    expect(canAssignToRigLogistics('supplier', 0, 1)).toBe(true);
    expect(canAssignToRigLogistics('supplier', 0, 0)).toBe(false);
    expect(canAssignToRigLogistics('supplier', 1, 3)).toBe(false);
    expect(canAssignToRigLogistics('base-coordinator', 0, 3)).toBe(false);
  });
});

describe('canChangeOrderStatus', () => {
  it('offers the dropdown to owners of the order phase', () => {
    expect(canChangeOrderStatus('rig-logistic', { current_phase: 1, status: 'CREATED' })).toBe(true);
    expect(canChangeOrderStatus('supplier', { current_phase: 1, status: 'CREATED' })).toBe(false);
    expect(canChangeOrderStatus('base-coordinator', { current_phase: 2, status: 'ACCEPTED' })).toBe(true);
  });

  it('keeps a final status read-only', () => {
    expect(canChangeOrderStatus('rig-logistic', { current_phase: 1, status: 'REJECTED' })).toBe(false);
    expect(canChangeOrderStatus('admin', { current_phase: 8, status: 'DELIVERED' })).toBe(false);
  });
});

describe('isReviewComplete', () => {
  const base = { roleSlug: 'rig-logistic', phase: 1, pendingRejections: 0 };

  it('is complete when no order is CREATED and nothing waits to be saved', () => {
    expect(isReviewComplete({ ...base, orders: [{ status: 'ACCEPTED' }, { status: 'REJECTED' }] })).toBe(
      true,
    );
  });

  it('is not while an order needs review or a rejection is unsaved', () => {
    expect(isReviewComplete({ ...base, orders: [{ status: 'ACCEPTED' }, { status: 'CREATED' }] })).toBe(
      false,
    );
    expect(isReviewComplete({ ...base, orders: [{ status: 'ACCEPTED' }], pendingRejections: 1 })).toBe(false);
  });

  it('is only for the owner in phase 1', () => {
    expect(isReviewComplete({ ...base, phase: 2, orders: [] })).toBe(false);
    expect(isReviewComplete({ ...base, roleSlug: 'supplier', orders: [] })).toBe(false);
  });
});
