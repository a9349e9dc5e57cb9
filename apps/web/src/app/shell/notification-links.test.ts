import { NOTIFICATION_SCREENS } from '@rigline/contract/notifications';
import { ROLES } from '@rigline/contract/roles';
import { describe, expect, it } from 'vitest';
import { canRoleOpenPath } from '@/app/paths';
import { notificationPath, notificationsPagePath } from './notification-links';

describe('notificationPath', () => {
  it('opens the screen where the role acts on it', () => {
    expect(notificationPath('supplier', { screen: 'request-shipments', id: 7 })).toBe(
      '/supplier/requests/7/shipment-view',
    );
    expect(notificationPath('supplier', { screen: 'request', id: 7 })).toBe('/supplier/requests/7');
    expect(notificationPath('rig_logistics', { screen: 'request', id: 7 })).toBe('/rig-logistics/requests/7');
    expect(notificationPath('rig_logistics', { screen: 'voyage-shipments', id: 3 })).toBe(
      '/rig-logistics/voyage/3/shipment-view',
    );
    expect(notificationPath('base_coordinator', { screen: 'plan-voyage', id: 7 })).toBe(
      '/base-coordinator/requests/7/plan-voyage',
    );
    expect(notificationPath('base_coordinator', { screen: 'voyage', id: 3 })).toBe(
      '/base-coordinator/voyage/3',
    );
  });

  it('opens the admin’s Webhooks page for a webhook switched off (issue 26)', () => {
    expect(notificationPath('admin', { screen: 'webhooks', id: 4 })).toBe('/admin/webhooks');
    expect(notificationsPagePath('admin')).toBe('/admin/notifications');
    for (const screen of NOTIFICATION_SCREENS) {
      expect(canRoleOpenPath('admin', notificationPath('admin', { screen, id: 5 })), screen).toBe(true);
    }
  });

  it('only ever opens a route of the signed-in role', () => {
    for (const role of ROLES) {
      expect(canRoleOpenPath(role, notificationsPagePath(role))).toBe(true);
      for (const screen of NOTIFICATION_SCREENS) {
        expect(canRoleOpenPath(role, notificationPath(role, { screen, id: 5 })), `${role} ${screen}`).toBe(
          true,
        );
      }
    }
  });
});
