import { describe, expect, it } from 'vitest';
import { isActivePath, navItemsForRole, roleBadgeClassName } from '@/app/shell/nav-items';

function menu(role: string) {
  return navItemsForRole(role).map(({ title, to }) => `${title} ${to}`);
}

describe('sidebar by role', () => {
  it('lists the items and paths the document gives, in order, with those issue 9 adds', () => {
    expect(menu('supplier')).toEqual([
      'Dashboard /supplier',
      'Requests /supplier/requests',
      'Items /supplier/items',
      'Discrepancies /supplier/discrepancies',
      'Rental Returns /supplier/rental-returns',
      'Sailings /supplier/sailings',
      'CCUs /supplier/ccus',
      'Settings /supplier/settings',
    ]);
    expect(menu('rig_logistics')).toEqual([
      'Dashboard /rig-logistics',
      'Requests /rig-logistics/requests',
      'Voyage /rig-logistics/voyage',
      'Arrivals /rig-logistics/arrivals',
      'CCUs /rig-logistics/ccus',
      'Settings /rig-logistics/settings',
    ]);
    expect(menu('base_coordinator')).toEqual([
      'Dashboard /base-coordinator',
      'Requests /base-coordinator/requests',
      'Vendors /base-coordinator/vendors',
      'Voyage /base-coordinator/voyage',
      'Schedule /base-coordinator/schedule',
      'Receive Backload /base-coordinator/backload',
      'CCUs /base-coordinator/ccus',
      'Discrepancies /base-coordinator/discrepancies',
      'Measures /base-coordinator/measures',
      'Settings /base-coordinator/settings',
    ]);
  });

  it("gives the admin their own area's sidebar (issue 16)", () => {
    expect(menu('admin')).toEqual([
      'Dashboard /admin',
      'Users /admin/users',
      'Suppliers /admin/suppliers',
      'Rigs & Wells /admin/rigs',
      'Vessels /admin/vessels',
      'Bases /admin/bases',
      'CCUs /admin/ccus',
      'API Keys /admin/api-keys',
      'Webhooks /admin/webhooks',
      'Settings /admin/settings',
    ]);
  });

  it('is empty for any other role, including names of Object.prototype', () => {
    expect(menu('auditor')).toEqual([]);
    expect(menu('constructor')).toEqual([]);
  });

  it('marks an item active only when its path equals the current path', () => {
    expect(isActivePath('/supplier', '/supplier')).toBe(true);
    expect(isActivePath('/supplier/', '/supplier')).toBe(true);
    expect(isActivePath('/supplier/requests', '/supplier')).toBe(false);
    expect(isActivePath('/supplier/requests/4', '/supplier/requests')).toBe(false);
  });

  it('colours the role badge blue, green, or purple', () => {
    expect(roleBadgeClassName('supplier')).toContain('blue');
    expect(roleBadgeClassName('rig_logistics')).toContain('green');
    expect(roleBadgeClassName('base_coordinator')).toContain('purple');
    expect(roleBadgeClassName('admin')).toContain('purple');
  });
});
