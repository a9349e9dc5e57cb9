import { listRigsCall } from '@rigline/contract/rigs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { listRigs } from './rigs.service.ts';

export function registerRigRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listRigsCall, {
    access: 'signed-in',
    handler: async ({ query }) => {
      const rigs = await listRigs({ db: deps.db, page: query });
      return { status: true, message: 'Rigs retrieved successfully', data: { rigs } };
    },
  });
}
