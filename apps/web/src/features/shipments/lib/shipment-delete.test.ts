import { describe, expect, it } from 'vitest';
import { canDeleteShipment } from './shipment-delete';

const empty = { order_count: 0, voyage: { status: 'PLANNING' as const } };

describe('canDeleteShipment', () => {
  it('offers the base coordinator and the admin an empty shipment of a voyage in planning', () => {
    expect(canDeleteShipment(empty, 'base-coordinator')).toBe(true);
    expect(canDeleteShipment(empty, 'admin')).toBe(true);
  });

  it('never offers it to rig logistics or a supplier', () => {
    expect(canDeleteShipment(empty, 'rig-logistic')).toBe(false);
    expect(canDeleteShipment(empty, 'supplier')).toBe(false);
  });

  it('not for a shipment with orders', () => {
    expect(canDeleteShipment({ ...empty, order_count: 1 }, 'base-coordinator')).toBe(false);
  });

  it('not once the voyage has started or completed', () => {
    for (const status of ['STARTED', 'COMPLETED'] as const) {
      expect(canDeleteShipment({ order_count: 0, voyage: { status } }, 'base-coordinator')).toBe(false);
    }
  });
});
