import { isPagePath } from '@rigline/contract/pages';
import { HOME_PATH_BY_ROLE, ROLES } from '@rigline/contract/roles';
import { describe, expect, it } from 'vitest';
import {
  canRoleOpenPath,
  homePathForRole,
  normalizePathname,
  pathAfterSignIn,
  paths,
  ROUTES_BY_ROLE,
  roleForPath,
  signInPathFor,
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
        '/admin/api-keys',
        '/admin/webhooks',
        '/admin/notifications',
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

  it("lets every role open a label's scan address, which sends it on to its own page (issue 25)", () => {
    for (const role of ['supplier', 'rig_logistics', 'base_coordinator', 'admin'] as const) {
      expect(canRoleOpenPath(role, '/go/ccu/7')).toBe(true);
      expect(canRoleOpenPath(role, '/go/order/12/')).toBe(true);
      expect(canRoleOpenPath(role, '/go/vessel/3')).toBe(false);
    }
    expect(isPagePath('/go/ccu/7')).toBe(true);
    expect(isPagePath('/go/ccu')).toBe(false);
  });

  it('keeps a scan address opened signed out, to come back to after signing in, and nothing else', () => {
    expect(signInPathFor('/go/ccu/7/')).toBe('/login?next=%2Fgo%2Fccu%2F7');
    expect(signInPathFor('/base-coordinator/voyage/4')).toBe('/login');
    expect(pathAfterSignIn('rig_logistics', '?next=%2Fgo%2Fccu%2F7')).toBe('/go/ccu/7');
    expect(pathAfterSignIn('supplier', '?next=%2Fgo%2Forder%2F12')).toBe('/go/order/12');
    expect(pathAfterSignIn('supplier', '')).toBe('/supplier');
    // Nowhere else, on this site or another: a link cannot send a person who signs in where it likes.
    expect(pathAfterSignIn('supplier', '?next=https%3A%2F%2Fevil.example%2Fgo%2Fccu%2F7')).toBe('/supplier');
    expect(pathAfterSignIn('supplier', '?next=%2F%2Fevil.example%2Fgo%2Fccu%2F7')).toBe('/supplier');
    expect(pathAfterSignIn('base_coordinator', '?next=%2Fsupplier%2Fitems')).toBe('/base-coordinator');
  });

  it('treats a trailing slash as the same page', () => {
    expect(normalizePathname('/supplier/')).toBe('/supplier');
    expect(normalizePathname('/')).toBe('/');
    expect(normalizePathname('')).toBe('/');
  });
});
