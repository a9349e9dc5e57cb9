import { PHASE } from '@rigline/contract/phases';
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION, median } from './settings.ts';
import type { pickIds } from './targets.ts';

// ---------------------------------------------------------------------------------------------- calls

export type Role = 'supplier' | 'rig_logistics' | 'base_coordinator';
export type Ids = Awaited<ReturnType<typeof pickIds>>;

export interface CallSpec {
  name: string;
  role: Role;
  kind: 'list' | 'search' | 'detail' | 'dashboard' | 'auth';
  path: (ids: Ids) => string;
  /** The hand-written anchor of the same page query. */
  anchor?: (ids: Ids) => string;
  /** Deep pages may take up to twice as long at 500k (issue 15). */
  maxGrowth?: number;
}

/** A sailing list's window: from three days before the start of `today` (UTC) to four days after. */
export function sailingWeekQuery(today: Date): string {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const from = new Date(midnight - 3 * 86_400_000).toISOString();
  const to = new Date(midnight + 4 * 86_400_000).toISOString();
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

export const CALLS: CallSpec[] = [
  { name: 'GET /api/auth/me (auth only)', role: 'rig_logistics', kind: 'auth', path: () => '/api/auth/me' },
  {
    name: 'GET /api/order/get?page=1&limit=10',
    role: 'rig_logistics',
    kind: 'list',
    path: () => '/api/order/get?page=1&limit=10',
    anchor: () => '/hand/orders?page=1&limit=10',
  },
  {
    name: `GET /api/order/get?current_phase=${PHASE.REVIEW}&status=CREATED`,
    role: 'rig_logistics',
    kind: 'list',
    path: () => `/api/order/get?current_phase=${PHASE.REVIEW}&status=CREATED&page=1&limit=10`,
    anchor: () => `/hand/orders?current_phase=${PHASE.REVIEW}&status=CREATED&page=1&limit=10`,
  },
  {
    name: 'GET /api/order/get?page=5000&limit=10',
    role: 'rig_logistics',
    kind: 'list',
    maxGrowth: 2,
    path: () => '/api/order/get?page=5000&limit=10',
    anchor: () => '/hand/orders?page=5000&limit=10',
  },
  {
    name: 'GET /api/order/get (as supplier)',
    role: 'supplier',
    kind: 'list',
    path: () => '/api/order/get?page=1&limit=10',
    anchor: (ids) => `/hand/orders?vendor_id=${ids.supplierVendor}&page=1&limit=10`,
  },
  {
    name: 'GET /api/order/get?request_id=N',
    role: 'rig_logistics',
    kind: 'list',
    path: (ids) => `/api/order/get?request_id=${ids.request}&page=1&limit=10`,
    anchor: (ids) => `/hand/orders?request_id=${ids.request}&page=1&limit=10`,
  },
  {
    name: 'GET /api/order/get?shipment_id=N&status=ex-REJECTED (coordinator)',
    role: 'base_coordinator',
    kind: 'list',
    path: (ids) => `/api/order/get?shipment_id=${ids.shipment}&status=ex-REJECTED&page=1&limit=10`,
  },
  {
    name: 'GET /api/request/get?status=ex-DRAFT',
    role: 'rig_logistics',
    kind: 'list',
    path: () => '/api/request/get?status=ex-DRAFT&page=1&limit=10',
    anchor: () => '/hand/requests?status=ex-DRAFT&page=1&limit=10',
  },
  {
    name: 'GET /api/request/get?status=ex-DRAFT&rig_id=N',
    role: 'rig_logistics',
    kind: 'list',
    path: (ids) => `/api/request/get?status=ex-DRAFT&rig_id=${ids.rig}&page=1&limit=10`,
    anchor: (ids) => `/hand/requests?status=ex-DRAFT&rig_id=${ids.rig}&page=1&limit=10`,
  },
  {
    name: 'GET /api/request/get?status=ex-DRAFT&search=cement',
    role: 'rig_logistics',
    kind: 'search',
    path: () => '/api/request/get?status=ex-DRAFT&search=cement&page=1&limit=10',
    anchor: () => '/hand/requests?status=ex-DRAFT&search=cement&page=1&limit=10',
  },
  {
    name: 'GET /api/request/get?status=PROCESSING (coordinator)',
    role: 'base_coordinator',
    kind: 'list',
    path: () => '/api/request/get?status=PROCESSING&page=1&limit=10',
    anchor: () => '/hand/requests?status=PROCESSING&page=1&limit=10',
  },
  {
    name: 'GET /api/request/get?page=1&limit=100 (supplier)',
    role: 'supplier',
    kind: 'list',
    path: () => '/api/request/get?page=1&limit=100',
    anchor: (ids) => `/hand/requests?vendor_id=${ids.supplierVendor}&page=1&limit=100`,
  },
  {
    name: 'GET /api/request/get?id=N (details)',
    role: 'rig_logistics',
    kind: 'detail',
    path: (ids) => `/api/request/get?id=${ids.request}&page=1&limit=10`,
  },
  {
    name: 'GET /api/shipment/list?page=1&limit=10',
    role: 'rig_logistics',
    kind: 'list',
    path: () => '/api/shipment/list?page=1&limit=10',
    anchor: () => '/hand/shipments?page=1&limit=10',
  },
  {
    name: 'GET /api/shipment/list?voyage_id=N',
    role: 'rig_logistics',
    kind: 'list',
    path: (ids) => `/api/shipment/list?voyage_id=${ids.voyage}&page=1&limit=10`,
    anchor: (ids) => `/hand/shipments?voyage_id=${ids.voyage}&page=1&limit=10`,
  },
  {
    name: 'GET /api/shipment/list?id=N (details)',
    role: 'rig_logistics',
    kind: 'detail',
    path: (ids) => `/api/shipment/list?id=${ids.shipment}&page=1&limit=1`,
  },
  {
    name: 'GET /api/shipment/get-actionable-shipment-of-request/N/order-phase/6',
    role: 'rig_logistics',
    kind: 'detail',
    path: (ids) => `/api/shipment/get-actionable-shipment-of-request/${ids.request}/order-phase/6`,
  },
  {
    name: 'GET /api/voyage/get?page=1&limit=10 (coordinator)',
    role: 'base_coordinator',
    kind: 'list',
    path: () => '/api/voyage/get?page=1&limit=10',
    anchor: () => '/hand/voyages?page=1&limit=10',
  },
  {
    name: 'GET /api/voyage/get?id=N (details)',
    role: 'base_coordinator',
    kind: 'detail',
    path: (ids) => `/api/voyage/get?id=${ids.voyage}&page=1&limit=1`,
  },
  {
    name: 'GET /api/voyage/valid-voyages-for-shipment/N',
    role: 'base_coordinator',
    kind: 'list',
    path: (ids) => `/api/voyage/valid-voyages-for-shipment/${ids.planningRequest}?page=1&limit=10`,
  },
  {
    name: 'GET /api/journey/sequence/get-by-voyage-id/N',
    role: 'base_coordinator',
    kind: 'detail',
    path: (ids) => `/api/journey/sequence/get-by-voyage-id/${ids.voyage}`,
  },
  {
    name: 'GET /api/vendor/item/get?page=1&limit=50 (supplier)',
    role: 'supplier',
    kind: 'list',
    path: () => '/api/vendor/item/get?page=1&limit=50',
    anchor: (ids) => `/hand/items?vendor_id=${ids.supplierVendor}&page=1&limit=50`,
  },
  {
    name: 'GET /api/vendor/list?page=1&limit=10 (coordinator)',
    role: 'base_coordinator',
    kind: 'list',
    path: () => '/api/vendor/list?page=1&limit=10',
    anchor: () => '/hand/vendors?page=1&limit=10',
  },
  {
    name: 'GET /api/rig/list?page=1&limit=100',
    role: 'rig_logistics',
    kind: 'list',
    path: () => '/api/rig/list?page=1&limit=100',
  },
  {
    name: 'GET /api/dashboard/rig-logistics',
    role: 'rig_logistics',
    kind: 'dashboard',
    path: () => '/api/dashboard/rig-logistics',
  },
  {
    name: 'GET /api/dashboard/rig/N',
    role: 'rig_logistics',
    kind: 'dashboard',
    path: (ids) => `/api/dashboard/rig/${ids.rig}`,
  },
  {
    name: 'GET /api/dashboard/site-operations',
    role: 'rig_logistics',
    kind: 'dashboard',
    path: () => '/api/dashboard/site-operations',
  },
  {
    name: 'GET /api/dashboard/supplier',
    role: 'supplier',
    kind: 'dashboard',
    path: () => '/api/dashboard/supplier',
  },
  {
    // Issue 23: the sailing list of the week around today (the generated voyages are scheduled: those at sea
    // sailed in the last two days, those in planning sail in the next three).
    name: 'GET /api/sailing/list (a week)',
    role: 'base_coordinator',
    kind: 'list',
    path: () => `/api/sailing/list?${sailingWeekQuery(new Date())}&page=1&limit=10`,
  },
  {
    name: 'GET /api/dashboard/base-coordinator',
    role: 'base_coordinator',
    kind: 'dashboard',
    path: () => '/api/dashboard/base-coordinator',
  },
];

export interface Sample {
  p50: number;
  rps: number;
  non2xx: number;
}

/**
 * One autocannon run. p50 is the exact median of the 2xx response times, which autocannon reports as floats
 * in its `response` events (its own histogram rounds them to whole milliseconds).
 */
export async function measure(url: string, headers: Record<string, string> = {}): Promise<Sample> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  // Answers still in flight when autocannon stopped would hold up the next run on the same server (a
  // synchronous SQLite query blocks its process): one more request returns once they are through.
  await fetch(new URL('/bench-settle', url));
  return { p50: median(times), rps: result.requests.average, non2xx: result.non2xx + result.errors };
}
