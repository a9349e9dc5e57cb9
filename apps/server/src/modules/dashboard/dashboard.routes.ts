import {
  getBaseCoordinatorDashboardCall,
  getRigDashboardCall,
  getRigLogisticsDashboardCall,
  getSiteOperationsDashboardCall,
  getSupplierDashboardCall,
} from '@rigline/contract/dashboard';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  getBaseCoordinatorDashboard,
  getRigDashboard,
  getRigLogisticsDashboard,
  getSiteOperationsDashboard,
  getSupplierDashboard,
} from './dashboard.service.ts';

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
}
