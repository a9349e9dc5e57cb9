import { createWellCall, listWellsCall, updateWellCall } from '@rigline/contract/wells';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createWell, updateWellByAdmin } from './wells.admin.ts';
import { listWells } from './wells.service.ts';

export function registerWellRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listWellsCall, {
    access: 'signed-in',
    handler: async ({ query }) => {
      const wells = await listWells({ db: deps.db, rigId: query.rig_id, page: query });
      return { status: true, message: 'Wells retrieved successfully', data: { wells } };
    },
  });

  registerCall(app, deps, createWellCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const well = await createWell({ db: deps.db, actor: user, body });
      return { status: true, message: 'Well created', data: { well } };
    },
  });

  registerCall(app, deps, updateWellCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const well = await updateWellByAdmin({ db: deps.db, actor: user, body });
      return { status: true, message: 'Well updated', data: { well } };
    },
  });
}
