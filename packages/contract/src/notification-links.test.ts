import { describe, expect, it } from 'vitest';
import { noticePath, notificationsPagePathOf } from './notification-links.ts';
import { NOTIFICATION_SCREENS } from './notifications.ts';
import { matchesPathPattern, PAGE_PATTERNS } from './pages.ts';
import { ROLES } from './roles.ts';

/* Issue 26: the bell and the emails open a notice on the same page for each role. */
describe('noticePath', () => {
  it('opens each screen on the role’s own page', () => {
    expect(noticePath('supplier', { screen: 'request-shipments', id: 7 })).toBe(
      '/supplier/requests/7/shipment-view',
    );
    expect(noticePath('supplier', { screen: 'voyage', id: 3 })).toBe('/supplier/requests');
    expect(noticePath('rig_logistics', { screen: 'request', id: 7 })).toBe('/rig-logistics/requests/7');
    expect(noticePath('rig_logistics', { screen: 'voyage-shipments', id: 3 })).toBe(
      '/rig-logistics/voyage/3/shipment-view',
    );
    expect(noticePath('base_coordinator', { screen: 'plan-voyage', id: 7 })).toBe(
      '/base-coordinator/requests/7/plan-voyage',
    );
  });

  it('answers a page of the role for every screen', () => {
    const groups = {
      supplier: 'supplier',
      rig_logistics: 'rigLogistics',
      base_coordinator: 'baseCoordinator',
    } as const;
    for (const role of ROLES) {
      const patterns = Object.values(PAGE_PATTERNS[groups[role]]);
      for (const screen of NOTIFICATION_SCREENS) {
        const path = noticePath(role, { screen, id: 5 });
        expect(
          patterns.some((pattern) => matchesPathPattern(pattern, path)),
          `${role} ${screen}`,
        ).toBe(true);
      }
      expect(patterns).toContain(notificationsPagePathOf(role));
    }
  });
});
