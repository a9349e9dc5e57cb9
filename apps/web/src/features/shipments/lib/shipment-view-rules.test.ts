import { describe, expect, it } from 'vitest';
import {
  actionPhaseOf,
  actionTabLabel,
  effectiveFilter,
  initialShipmentViewState,
  isPaginationShown,
  orderPagingOf,
  shipmentFilterOptions,
} from './shipment-view-rules';

describe('initialShipmentViewState (auto-selection)', () => {
  it('selects the first shipment needing offload in the offloading view', () => {
    expect(initialShipmentViewState('rig-logistics-voyage', [{ id: 12 }, { id: 4 }])).toEqual({
      filter: 'action',
      shipmentId: 12,
    });
  });

  it('defaults the offloading view to All Shipments with nothing selected when none needs offload', () => {
    expect(initialShipmentViewState('rig-logistics-voyage', [])).toEqual({ filter: 'all', shipmentId: null });
  });

  it('opens the other views on their action filter without selecting a shipment', () => {
    expect(initialShipmentViewState('coordinator-voyage', [{ id: 3 }])).toEqual({
      filter: 'action',
      shipmentId: null,
    });
    expect(initialShipmentViewState('supplier-request', [{ id: 3 }])).toEqual({
      filter: 'action',
      shipmentId: null,
    });
    expect(initialShipmentViewState('coordinator-request', [])).toEqual({ filter: 'all', shipmentId: null });
  });
});

describe('shipmentFilterOptions', () => {
  it('gives the coordinator Action Required (n), All Shipments and Loaded, even at 0', () => {
    expect(
      shipmentFilterOptions('coordinator-voyage', { actionCount: 0, supplierMode: null }).map((o) => o.label),
    ).toEqual(['Action Required (0)', 'All Shipments', 'Loaded']);
  });

  it('offers Offload Required (n) only while some shipment needs offloading', () => {
    expect(
      shipmentFilterOptions('rig-logistics-voyage', { actionCount: 2, supplierMode: null }).map(
        (o) => o.label,
      ),
    ).toEqual(['Offload Required (2)', 'All Shipments', 'Loaded']);
    expect(
      shipmentFilterOptions('rig-logistics-voyage', { actionCount: 0, supplierMode: null }).map(
        (o) => o.label,
      ),
    ).toEqual(['All Shipments', 'Loaded']);
  });

  it('names the supplier filter after the mode, with a count badge', () => {
    expect(shipmentFilterOptions('supplier-request', { actionCount: 3, supplierMode: 'offloading' })).toEqual(
      [
        { value: 'action', label: 'Offloading Required', badgeCount: 3 },
        { value: 'all', label: 'All Shipments' },
      ],
    );
    expect(
      shipmentFilterOptions('supplier-request', { actionCount: 1, supplierMode: 'loading' })[0]?.label,
    ).toBe('Loading Required');
    expect(shipmentFilterOptions('supplier-request', { actionCount: 0, supplierMode: null })).toEqual([
      { value: 'all', label: 'All Shipments' },
    ]);
  });

  it('falls back to All Shipments when the chosen filter is no longer offered', () => {
    const options = shipmentFilterOptions('rig-logistics-voyage', { actionCount: 0, supplierMode: null });
    expect(effectiveFilter('action', options)).toBe('all');
    expect(effectiveFilter('loaded', options)).toBe('loaded');
  });
});

describe('per-view rules', () => {
  it('acts on phase 2 for the coordinator, 6 for rig logistics and 3 or 7 for the supplier', () => {
    expect(actionPhaseOf('coordinator-request', null)).toBe(2);
    expect(actionPhaseOf('rig-logistics-voyage', null)).toBe(6);
    expect(actionPhaseOf('supplier-request', 'offloading')).toBe(7);
    expect(actionPhaseOf('supplier-request', 'loading')).toBe(3);
  });

  it('labels the action tab', () => {
    expect(actionTabLabel('rig-logistics-voyage')).toBe('Offload Required');
    expect(actionTabLabel('supplier-request')).toBe('Action Required');
  });

  it('shows offload pagination only above 10 orders, with 10, 20, 50', () => {
    const offload = orderPagingOf('rig-logistics-voyage');
    expect(offload.pageSizeOptions).toEqual([10, 20, 50]);
    expect(isPaginationShown(offload, 10)).toBe(false);
    expect(isPaginationShown(offload, 11)).toBe(true);
    const other = orderPagingOf('coordinator-voyage');
    expect(other.pageSizeOptions).toEqual([5, 10, 20, 50]);
    expect(isPaginationShown(other, 1)).toBe(true);
    expect(isPaginationShown(other, 0)).toBe(false);
  });
});
