import { isPagePath } from '@rigline/contract/pages';
import { HOME_PATH_BY_ROLE, ROLES } from '@rigline/contract/roles';
import { describe, expect, it } from 'vitest';
import {
  canRoleOpenPath,
  homePathForRole,
  normalizePathname,
  paths,
  ROUTES_BY_ROLE,
  roleForPath,
} from '@/app/paths';

describe('route table', () => {
  it('builds URLs from positional params and exposes the router pattern', () => {
    expect(paths.supplier.requestDetail(7)).toBe('/supplier/requests/7');
    expect(paths.supplier.requestDetail.pattern).toBe('/supplier/requests/:requestId');
    expect(paths.baseCoordinator.planVoyage(3)).toBe('/base-coordinator/requests/3/plan-voyage');
    expect(paths.rigLogistics.voyageShipmentView('12')).toBe('/rig-logistics/voyage/12/shipment-view');
    expect(paths.login()).toBe('/login');
  });

  it('holds every route of both documents, each once', () => {
    const patterns = [paths.root, paths.login, ...Object.values(ROUTES_BY_ROLE).flatMap(Object.values)].map(
      (route) => route.pattern,
    );
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.sort()).toEqual(
      [
        '/',
        '/login',
        '/supplier',
        '/supplier/requests',
        '/supplier/requests/:requestId',
        '/supplier/requests/:requestId/shipment-view',
        '/supplier/items',
        '/supplier/discrepancies',
        '/supplier/rental-returns',
        '/supplier/sailings',
        '/supplier/ccus',
        '/supplier/ccus/:ccuId',
        '/supplier/settings',
        '/supplier/notifications',
        '/supplier/orders',
        '/rig-logistics',
        '/rig-logistics/requests',
        '/rig-logistics/requests/:requestId',
        '/rig-logistics/voyage',
        '/rig-logistics/voyage/:voyageId',
        '/rig-logistics/voyage/:voyageId/shipment-view',
        '/rig-logistics/voyage/:voyageId/backload',
        '/rig-logistics/arrivals',
        '/rig-logistics/ccus',
        '/rig-logistics/ccus/:ccuId',
        '/rig-logistics/settings',
        '/rig-logistics/notifications',
        '/base-coordinator',
        '/base-coordinator/requests',
        '/base-coordinator/requests/:requestId',
        '/base-coordinator/requests/:requestId/plan-voyage',
        '/base-coordinator/requests/:requestId/shipment-view',
        '/base-coordinator/vendors',
        '/base-coordinator/voyage',
        '/base-coordinator/voyage/:voyageId',
        '/base-coordinator/voyage/:voyageId/shipment-view',
        '/base-coordinator/schedule',
        '/base-coordinator/backload',
        '/base-coordinator/ccus',
        '/base-coordinator/ccus/:ccuId',
        '/base-coordinator/discrepancies',
        '/base-coordinator/measures',
        '/base-coordinator/settings',
        '/base-coordinator/notifications',
        '/admin',
        '/admin/users',
        '/admin/suppliers',
        '/admin/rigs',
        '/admin/vessels',
        '/admin/bases',
        '/admin/ccus',
        '/admin/ccus/:ccuId',
        '/admin/settings',
      ].sort(),
    );
  });

  it("sends each role home to its dashboard, as the contract's home table says", () => {
    for (const role of ROLES) {
      expect(homePathForRole(role)).toBe(HOME_PATH_BY_ROLE[role]);
      expect(ROUTES_BY_ROLE[role].dashboard()).toBe(HOME_PATH_BY_ROLE[role]);
    }
    expect(homePathForRole('admin')).toBe('/admin');
  });

  it('holds exactly the pages the server serves the web app for', () => {
    const patterns = [paths.root, paths.login, ...Object.values(ROUTES_BY_ROLE).flatMap(Object.values)].map(
      (route) => route.pattern,
    );
    for (const pattern of patterns) expect(isPagePath(pattern.replaceAll(/:\w+/g, '7'))).toBe(true);
    expect(isPagePath('/admin/nowhere')).toBe(false);
  });
});

describe('route guard rule', () => {
  it('maps a path to the role whose table holds it', () => {
    expect(roleForPath('/supplier')).toBe('supplier');
    expect(roleForPath('/supplier/requests/5/shipment-view')).toBe('supplier');
    expect(roleForPath('/rig-logistics/voyage/2/')).toBe('rig_logistics');
    expect(roleForPath('/base-coordinator/requests/1/plan-voyage')).toBe('base_coordinator');
  });

  it('gives no role to the login screen or unknown paths', () => {
    expect(roleForPath('/')).toBeNull();
    expect(roleForPath('/login')).toBeNull();
    expect(roleForPath('/supplier/vendors')).toBeNull();
    expect(roleForPath('/supplier/requests/5/plan-voyage')).toBeNull();
    expect(roleForPath('/nowhere')).toBeNull();
  });

  it('lets a role open only its own routes', () => {
    expect(canRoleOpenPath('supplier', '/supplier/items')).toBe(true);
    expect(canRoleOpenPath('supplier', '/base-coordinator/vendors')).toBe(false);
    expect(canRoleOpenPath('rig_logistics', '/supplier')).toBe(false);
    expect(canRoleOpenPath('base_coordinator', '/base-coordinator/voyage/4/shipment-view')).toBe(true);
    expect(canRoleOpenPath('admin', '/admin/rigs')).toBe(true);
    expect(canRoleOpenPath('admin', '/supplier')).toBe(false);
    expect(canRoleOpenPath('supplier', '/admin/users')).toBe(false);
  });

  it('treats a trailing slash as the same page', () => {
    expect(normalizePathname('/supplier/')).toBe('/supplier');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('')).toBe('/');
  });
});
