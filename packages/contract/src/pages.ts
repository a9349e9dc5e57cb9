import { SCAN_PATHS } from './scan-paths.ts';

/**
 * Every page of the web app (both product documents, §2, and the administration area of issue 16), by role. The web app's route table builds its
 * routes from these patterns; the server answers exactly these paths with the web app and 404 for any other.
 */
export const PAGE_PATTERNS = {
  root: '/',
  login: '/login',
  supplier: {
    dashboard: '/supplier',
    requests: '/supplier/requests',
    orders: '/supplier/orders',
    requestDetail: '/supplier/requests/:requestId',
    requestShipmentView: '/supplier/requests/:requestId/shipment-view',
    items: '/supplier/items',
    discrepancies: '/supplier/discrepancies',
    rentalReturns: '/supplier/rental-returns',
    sailings: '/supplier/sailings',
    // Issue 25: the cargo carrying units each role sees.
    ccus: '/supplier/ccus',
    ccuDetail: '/supplier/ccus/:ccuId',
    settings: '/supplier/settings',
    notifications: '/supplier/notifications',
  },
  rigLogistics: {
    dashboard: '/rig-logistics',
    requests: '/rig-logistics/requests',
    requestDetail: '/rig-logistics/requests/:requestId',
    voyages: '/rig-logistics/voyage',
    voyageDetail: '/rig-logistics/voyage/:voyageId',
    voyageShipmentView: '/rig-logistics/voyage/:voyageId/shipment-view',
    voyageBackload: '/rig-logistics/voyage/:voyageId/backload',
    arrivals: '/rig-logistics/arrivals',
    ccus: '/rig-logistics/ccus',
    ccuDetail: '/rig-logistics/ccus/:ccuId',
    settings: '/rig-logistics/settings',
    notifications: '/rig-logistics/notifications',
  },
  baseCoordinator: {
    dashboard: '/base-coordinator',
    requests: '/base-coordinator/requests',
    requestDetail: '/base-coordinator/requests/:requestId',
    planVoyage: '/base-coordinator/requests/:requestId/plan-voyage',
    requestShipmentView: '/base-coordinator/requests/:requestId/shipment-view',
    vendors: '/base-coordinator/vendors',
    voyages: '/base-coordinator/voyage',
    voyageDetail: '/base-coordinator/voyage/:voyageId',
    voyageShipmentView: '/base-coordinator/voyage/:voyageId/shipment-view',
    // Issue 23: the sailing schedule's week.
    schedule: '/base-coordinator/schedule',
    backload: '/base-coordinator/backload',
    ccus: '/base-coordinator/ccus',
    ccuDetail: '/base-coordinator/ccus/:ccuId',
    discrepancies: '/base-coordinator/discrepancies',
    measures: '/base-coordinator/measures',
    settings: '/base-coordinator/settings',
    notifications: '/base-coordinator/notifications',
  },
  // Issue 16: master data and accounts, for the admin role only.
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    suppliers: '/admin/suppliers',
    rigs: '/admin/rigs',
    vessels: '/admin/vessels',
    bases: '/admin/bases',
    ccus: '/admin/ccus',
    ccuDetail: '/admin/ccus/:ccuId',
    /** Issue 26: machines' credentials. */
    apiKeys: '/admin/api-keys',
    /** Issue 26: the endpoints that hear of changes, and their delivery log. */
    webhooks: '/admin/webhooks',
    /** Issue 26: the admin is told when a webhook is switched off (docs/decisions/079). */
    notifications: '/admin/notifications',
    settings: '/admin/settings',
  },
} as const;

/** '/supplier/requests/' and '/supplier/requests' are the same page. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a path fits a `:param` pattern (the syntax Fastify and React Router share); a `:param` is one segment. */
export function matchesPathPattern(pattern: string, pathname: string): boolean {
  const patternSegments = pattern.split('/');
  const pathSegments = normalizePathname(pathname).split('/');
  if (patternSegments.length !== pathSegments.length) return false;
  return patternSegments.every((segment, index) => {
    const actual = pathSegments[index];
    return segment.startsWith(':') ? actual !== undefined && actual !== '' : segment === actual;
  });
}

/** A label's role-neutral address (`/go/ccu/7`): any signed-in role may open it, and the app sends it on. */
export function isScanPath(pathname: string): boolean {
  return Object.values(SCAN_PATHS).some((pattern) => matchesPathPattern(pattern, pathname));
}

// The scan addresses are pages too: a label's QR opens one in the phone's browser (issue 25).
const ALL_PAGE_PATTERNS: readonly string[] = [
  ...Object.values(PAGE_PATTERNS).flatMap((entry) =>
    typeof entry === 'string' ? [entry] : Object.values(entry),
  ),
  ...Object.values(SCAN_PATHS),
];

/** The paths the server answers with the web app: every role's pages and the scan addresses. */
export function isPagePath(pathname: string): boolean {
  return ALL_PAGE_PATTERNS.some((pattern) => matchesPathPattern(pattern, pathname));
}
