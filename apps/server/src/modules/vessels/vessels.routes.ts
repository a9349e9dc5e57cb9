import { listVesselsCall } from '@rigline/contract/vessels';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { listVessels } from './vessels.service.ts';

export function registerVesselRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listVesselsCall, {
    access: 'signed-in',
    handler: async ({ query }) => {
      const vessels = await listVessels({ db: deps.db, filter: query });
      return { status: true, message: 'Vessels retrieved successfully', data: { vessels } };
    },
  });
}
