import { describe, expect, it } from 'vitest';
import {
  actionBadgeText,
  assignVoyageCount,
  coordinatorShipmentsButtonState,
  supplierShipmentsButtonState,
  supplierShipmentsTooltip,
} from './shipment-buttons';

describe('supplierShipmentsTooltip', () => {
  it("uses the document's words with both numbers", () => {
    expect(supplierShipmentsTooltip({ loading: 2, offloading: 1 })).toBe(
      '2 shipment(s) need loading, 1 shipment(s) need offloading',
    );
    expect(supplierShipmentsTooltip({ loading: 0, offloading: 0 })).toBe(
      '0 shipment(s) need loading, 0 shipment(s) need offloading',
    );
  });
});

describe('supplierShipmentsButtonState', () => {
  it('is hidden while the request has no shipments, or before anything is known', () => {
    expect(supplierShipmentsButtonState({ shipments: 0, loading: 0, offloading: 0 })).toEqual({
      kind: 'hidden',
    });
    expect(
      supplierShipmentsButtonState({ shipments: undefined, loading: undefined, offloading: undefined }),
    ).toEqual({ kind: 'hidden' });
  });

  it('is plain when there are shipments and none waits for the supplier', () => {
    expect(supplierShipmentsButtonState({ shipments: 3, loading: 0, offloading: 0 })).toEqual({
      kind: 'plain',
    });
    expect(supplierShipmentsButtonState({ shipments: 3, loading: undefined, offloading: undefined })).toEqual(
      { kind: 'plain' },
    );
  });

  it('is highlighted with the shipments to load and to offload added up', () => {
    expect(supplierShipmentsButtonState({ shipments: 3, loading: 2, offloading: 0 })).toEqual({
      kind: 'highlighted',
      count: 2,
    });
    expect(supplierShipmentsButtonState({ shipments: 3, loading: 0, offloading: 1 })).toEqual({
      kind: 'highlighted',
      count: 1,
    });
    expect(supplierShipmentsButtonState({ shipments: 3, loading: 1, offloading: 2 })).toEqual({
      kind: 'highlighted',
      count: 3,
    });
  });

  it('shows the button when shipments wait even though the count could not be read', () => {
    expect(supplierShipmentsButtonState({ shipments: undefined, loading: 1, offloading: 0 })).toEqual({
      kind: 'highlighted',
      count: 1,
    });
  });
});

describe('assignVoyageCount', () => {
  it('counts the phase-2 orders without a shipment and hides the button at none or unknown', () => {
    expect(assignVoyageCount(4)).toBe(4);
    expect(assignVoyageCount(0)).toBeNull();
    expect(assignVoyageCount(undefined)).toBeNull();
  });
});

describe('coordinatorShipmentsButtonState', () => {
  it('is hidden while the request has no shipments, or before anything is known', () => {
    expect(coordinatorShipmentsButtonState({ shipments: 0, actions: 0 })).toEqual({ kind: 'hidden' });
    expect(coordinatorShipmentsButtonState({ shipments: undefined, actions: undefined })).toEqual({
      kind: 'hidden',
    });
  });

  it('shows the shipment count, and the actions when there are some', () => {
    expect(coordinatorShipmentsButtonState({ shipments: 3, actions: 0 })).toEqual({
      kind: 'shown',
      shipments: 3,
      actions: 0,
    });
    expect(coordinatorShipmentsButtonState({ shipments: 3, actions: 2 })).toEqual({
      kind: 'shown',
      shipments: 3,
      actions: 2,
    });
  });

  it('shows the button without a count when only the actions are known', () => {
    expect(coordinatorShipmentsButtonState({ shipments: undefined, actions: 1 })).toEqual({
      kind: 'shown',
      shipments: null,
      actions: 1,
    });
  });

  it('never counts fewer shipments than have actions', () => {
    expect(coordinatorShipmentsButtonState({ shipments: 0, actions: 1 })).toEqual({
      kind: 'shown',
      shipments: 1,
      actions: 1,
    });
  });
});

describe('actionBadgeText', () => {
  it("uses the document's words", () => {
    expect(actionBadgeText(1)).toBe('1 action(s)');
    expect(actionBadgeText(3)).toBe('3 action(s)');
  });
});
