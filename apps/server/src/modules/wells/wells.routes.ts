import { listWellsCall } from '@rigline/contract/wells';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { listWells } from './wells.service.ts';

export function registerWellRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listWellsCall, {
    access: 'signed-in',
    handler: async ({ query }) => {
      const wells = await listWells({ db: deps.db, rigId: query.rig_id, page: query });
      return { status: true, message: 'Wells retrieved successfully', data: { wells } };
    },
  });
}
