import { createVesselCall, listVesselsCall, updateVesselCall } from '@rigline/contract/vessels';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createVessel, updateVesselByAdmin } from './vessels.admin.ts';
import { listVessels } from './vessels.service.ts';

export function registerVesselRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listVesselsCall, {
    access: 'signed-in',
    handler: async ({ query }) => {
      const vessels = await listVessels({ db: deps.db, filter: query });
      return { status: true, message: 'Vessels retrieved successfully', data: { vessels } };
    },
  });

  registerCall(app, deps, createVesselCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const vessel = await createVessel({ db: deps.db, actor: user, body });
      return { status: true, message: 'Vessel created', data: { vessel } };
    },
  });

  registerCall(app, deps, updateVesselCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const vessel = await updateVesselByAdmin({ db: deps.db, actor: user, body });
      return { status: true, message: 'Vessel updated', data: { vessel } };
    },
  });
}
