import { describe, expect, it } from 'vitest';
import { scanPagesFor } from '@/app/scan-pages';

describe('where a scanned label opens, by role', () => {
  it("opens a unit on the signed-in role's own unit page", () => {
    expect(scanPagesFor('base_coordinator').unit(7)).toBe('/base-coordinator/ccus/7');
    expect(scanPagesFor('rig_logistics').unit(7)).toBe('/rig-logistics/ccus/7');
    expect(scanPagesFor('supplier').unit(7)).toBe('/supplier/ccus/7');
    expect(scanPagesFor('admin').unit(7)).toBe('/admin/ccus/7');
  });

  it("opens an order on its request's page, and has none for the admin", () => {
    expect(scanPagesFor('base_coordinator').request?.(15)).toBe('/base-coordinator/requests/15');
    expect(scanPagesFor('rig_logistics').request?.(15)).toBe('/rig-logistics/requests/15');
    expect(scanPagesFor('supplier').request?.(15)).toBe('/supplier/requests/15');
    expect(scanPagesFor('admin').request).toBeNull();
  });
});
