import { HOME_PATH_BY_ROLE, type Role } from '@rigline/contract/roles';
import { fillPathParams, type PathParamArgs, type PathParamValue, pathParamNames } from '@/lib/path-params';

/**
 * The route table: every route of both product documents (§2), once, and each role's notifications page
 * (issue 10: the bell's "View all"). A route is a function that builds
 * its URL, positional arguments in the order of the pattern's `:params`, and carries the pattern the router
 * registers: `paths.supplier.requestDetail(7)` → '/supplier/requests/7',
 * `paths.supplier.requestDetail.pattern` → '/supplier/requests/:requestId'.
 */
export type AppRoute<P extends string> = ((...params: PathParamArgs<P>) => string) & { readonly pattern: P };

/** What every route has, whatever its parameters. */
export interface RouteEntry {
  readonly pattern: string;
}

function route<const P extends string>(pattern: P): AppRoute<P> {
  const names = pathParamNames(pattern);
  const build = (...values: PathParamValue[]) =>
    fillPathParams(pattern, Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])));
  return Object.assign(build, { pattern }) as AppRoute<P>;
}

export const paths = {
  root: route('/'),
  login: route('/login'),
  supplier: {
    dashboard: route('/supplier'),
    requests: route('/supplier/requests'),
    requestDetail: route('/supplier/requests/:requestId'),
    requestShipmentView: route('/supplier/requests/:requestId/shipment-view'),
    items: route('/supplier/items'),
    settings: route('/supplier/settings'),
    notifications: route('/supplier/notifications'),
  },
  rigLogistics: {
    dashboard: route('/rig-logistics'),
    requests: route('/rig-logistics/requests'),
    requestDetail: route('/rig-logistics/requests/:requestId'),
    voyages: route('/rig-logistics/voyage'),
    voyageDetail: route('/rig-logistics/voyage/:voyageId'),
    voyageShipmentView: route('/rig-logistics/voyage/:voyageId/shipment-view'),
    settings: route('/rig-logistics/settings'),
    notifications: route('/rig-logistics/notifications'),
  },
  baseCoordinator: {
    dashboard: route('/base-coordinator'),
    requests: route('/base-coordinator/requests'),
    requestDetail: route('/base-coordinator/requests/:requestId'),
    planVoyage: route('/base-coordinator/requests/:requestId/plan-voyage'),
    requestShipmentView: route('/base-coordinator/requests/:requestId/shipment-view'),
    vendors: route('/base-coordinator/vendors'),
    voyages: route('/base-coordinator/voyage'),
    voyageDetail: route('/base-coordinator/voyage/:voyageId'),
    voyageShipmentView: route('/base-coordinator/voyage/:voyageId/shipment-view'),
    settings: route('/base-coordinator/settings'),
    notifications: route('/base-coordinator/notifications'),
  },
} as const;

/** Each role's routes: a role may open exactly these (§2: "each route group is reachable only by its role"). */
export const ROUTES_BY_ROLE = {
  supplier: paths.supplier,
  rig_logistics: paths.rigLogistics,
  base_coordinator: paths.baseCoordinator,
} as const satisfies Record<Role, Record<string, RouteEntry>>;

export function homePathForRole(role: Role): string {
  return HOME_PATH_BY_ROLE[role];
}

/** '/supplier/requests/' and '/supplier/requests' are the same page. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const patternSegments = pattern.split('/');
  const pathSegments = normalizePathname(pathname).split('/');
  if (patternSegments.length !== pathSegments.length) return false;
  return patternSegments.every(
    (segment, index) => segment.startsWith(':') || segment === pathSegments[index],
  );
}

/** The role whose route table holds this path; null for the login screen and unknown paths. */
export function roleForPath(pathname: string): Role | null {
  for (const [role, routes] of Object.entries(ROUTES_BY_ROLE) as [Role, Record<string, RouteEntry>][]) {
    if (Object.values(routes).some((appRoute) => matchesPattern(appRoute.pattern, pathname))) return role;
  }
  return null;
}

/** The guard's rule: a signed-in user may open a route of their own role's table only. */
export function canRoleOpenPath(role: Role, pathname: string): boolean {
  return roleForPath(pathname) === role;
}
