import { ROUTES_BY_ROLE } from '@/app/paths';
import type { ScanPages } from '@/features/scan/resolve-scan';
import type { AppRole } from '@/lib/auth-storage';

/**
 * Where a label opens for each role (issue 25): the same QR code is one role-neutral address (`/go/ccu/7`), and
 * this is the one place that turns it into a page of the signed-in role. A unit opens on the role's unit page;
 * an order on its request's page, which the admin does not have.
 */
export function scanPagesFor(role: AppRole): ScanPages {
  const routes = ROUTES_BY_ROLE[role];
  return {
    unit: (ccuId) => routes.ccuDetail(ccuId),
    request: 'requestDetail' in routes ? (requestId) => routes.requestDetail(requestId) : null,
  };
}
