import {
  getBaseCoordinatorDashboardCall,
  getRigDashboardCall,
  getRigLogisticsDashboardCall,
  getSiteOperationsDashboardCall,
  getSupplierDashboardCall,
} from '@rigline/contract/dashboard';
import { getMeasuresCall, type MeasureWeek } from '@rigline/contract/measures';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall, registerListCall } from '../../http/register-call.ts';
import {
  getBaseCoordinatorDashboard,
  getRigDashboard,
  getRigLogisticsDashboard,
  getSiteOperationsDashboard,
  getSupplierDashboard,
} from './dashboard.service.ts';
import { getMeasures } from './measures.service.ts';

/** The measures' file: one row a week, the weeks named by their Monday in UTC. */
const MEASURE_COLUMNS: readonly { header: string; value: (week: MeasureWeek) => string | number | null }[] = [
  { header: 'Week from (Monday UTC)', value: (week) => week.week_start },
  { header: 'Legs arrived', value: (week) => week.legs_arrived },
  { header: 'Legs on time', value: (week) => week.legs_on_time },
  { header: 'On time %', value: (week) => week.on_time_pct },
  { header: 'Requests due', value: (week) => week.requests_due },
  { header: 'Delivered by required-by date', value: (week) => week.requests_delivered_on_time },
  { header: 'Delivered by required-by %', value: (week) => week.delivered_on_time_pct },
  { header: 'Late bookings', value: (week) => week.late_bookings },
  { header: 'Legs with deck use', value: (week) => week.legs_with_deck_use },
  { header: 'Deck use average %', value: (week) => week.deck_use_avg_pct },
  { header: 'Deck use highest %', value: (week) => week.deck_use_max_pct },
];

/** The dashboards the product document shows as placeholders (§1), with figures computed from the data. */
export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getRigLogisticsDashboardCall, {
    access: ['rig-logistic'],
    handler: async ({ query }) => ({
      status: true,
      message: 'Dashboard retrieved successfully',
      data: await getRigLogisticsDashboard({ db: deps.db, rigIds: query.rig_ids }),
    }),
  });

  // Every role: suppliers see their own company's requests only (the service scopes them).
  registerCall(app, deps, getRigDashboardCall, {
    access: 'signed-in',
    handler: async ({ params, user }) => ({
      status: true,
      message: 'Dashboard retrieved successfully',
      data: await getRigDashboard({ db: deps.db, user, rigId: params.rigId }),
    }),
  });

  registerCall(app, deps, getSiteOperationsDashboardCall, {
    access: ['rig-logistic', 'base-coordinator'],
    handler: async ({ query }) => ({
      status: true,
      message: 'Dashboard retrieved successfully',
      data: await getSiteOperationsDashboard({ db: deps.db, rigIds: query.rig_ids }),
    }),
  });

  registerCall(app, deps, getSupplierDashboardCall, {
    access: ['supplier'],
    handler: async ({ user }) => ({
      status: true,
      message: 'Dashboard retrieved successfully',
      data: await getSupplierDashboard({ db: deps.db, user }),
    }),
  });

  registerCall(app, deps, getBaseCoordinatorDashboardCall, {
    access: ['base-coordinator'],
    handler: async () => ({
      status: true,
      message: 'Dashboard retrieved successfully',
      data: await getBaseCoordinatorDashboard({ db: deps.db, now: deps.now() }),
    }),
  });

  // One page holding every week asked for (at most MEASURES_MAX_WEEKS), so the file is the weeks on screen.
  registerListCall(app, deps, getMeasuresCall, {
    access: ['base-coordinator'],
    list: async ({ query }) => {
      const measures = await getMeasures({
        db: deps.db,
        query,
        heavyLiftT: deps.config.heavyLiftT,
        now: new Date().toISOString(),
      });
      const count = measures.weeks.length;
      return {
        measures,
        data: measures.weeks,
        meta: { total: count, per_page: Math.max(1, count), current_page: 1, last_page: 1 },
      };
    },
    envelope: (page) => ({ status: true, message: 'Measures retrieved successfully', data: page.measures }),
    file: { name: 'measures', columns: MEASURE_COLUMNS },
  });
}
