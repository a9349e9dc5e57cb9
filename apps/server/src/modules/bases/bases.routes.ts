import { listBasesCall } from '@rigline/contract/bases';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { listBases } from './bases.service.ts';

export function registerBaseRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listBasesCall, {
    access: 'signed-in',
    handler: async ({ query }) => {
      const bases = await listBases({ db: deps.db, page: query });
      return { status: true, message: 'Bases retrieved successfully', data: { bases } };
    },
  });
}
