import { createVendorCall, listVendorsCall, updateVendorCall } from '@rigline/contract/vendors';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createVendor, updateVendorByAdmin } from './vendors.admin.ts';
import { listVendors } from './vendors.service.ts';

/**
 * The base coordinator's vendor management table. Rig logistics reads it too, to name whose rental a backload
 * line returns (issue 9, docs/decisions/026).
 */
export function registerVendorRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listVendorsCall, {
    access: ['base-coordinator', 'rig-logistic'],
    handler: async ({ query }) => {
      const vendors = await listVendors({ db: deps.db, filter: query });
      return { status: true, message: 'Vendors retrieved successfully', data: { vendors } };
    },
  });

  registerCall(app, deps, createVendorCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const vendor = await createVendor({ db: deps.db, actor: user, body });
      return { status: true, message: 'Supplier company created', data: { vendor } };
    },
  });

  registerCall(app, deps, updateVendorCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const vendor = await updateVendorByAdmin({ db: deps.db, actor: user, body });
      return { status: true, message: 'Supplier company updated', data: { vendor } };
    },
  });
}
