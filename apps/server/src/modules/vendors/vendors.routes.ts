import { listVendorsCall } from '@rigline/contract/vendors';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { listVendors } from './vendors.service.ts';

/** The base coordinator's vendor management table. */
export function registerVendorRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listVendorsCall, {
    access: ['base-coordinator'],
    handler: async ({ query }) => {
      const vendors = await listVendors({ db: deps.db, filter: query });
      return { status: true, message: 'Vendors retrieved successfully', data: { vendors } };
    },
  });
}
