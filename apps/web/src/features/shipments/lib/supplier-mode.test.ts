import { describe, expect, it } from 'vitest';
import { SUPPLIER_MODE_PHASE, supplierModeFor } from './supplier-mode';

describe('supplierModeFor', () => {
  it('prefers offloading whenever a phase-7 shipment exists', () => {
    expect(supplierModeFor({ offloading: 1, loading: 0 })).toBe('offloading');
    expect(supplierModeFor({ offloading: 2, loading: 5 })).toBe('offloading');
  });

  it('falls back to loading when only phase-3 shipments exist', () => {
    expect(supplierModeFor({ offloading: 0, loading: 3 })).toBe('loading');
  });

  it('has no mode when nothing waits for the supplier', () => {
    expect(supplierModeFor({ offloading: 0, loading: 0 })).toBeNull();
  });

  it('maps each mode to its order phase', () => {
    expect(SUPPLIER_MODE_PHASE).toEqual({ loading: 3, offloading: 7 });
  });
});
