import { createRigCall, listRigsCall, updateRigCall } from '@rigline/contract/rigs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createRig, updateRigByAdmin } from './rigs.admin.ts';
import { listRigs } from './rigs.service.ts';

export function registerRigRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listRigsCall, {
    access: 'signed-in',
    handler: async ({ query }) => {
      const rigs = await listRigs({ db: deps.db, page: query });
      return { status: true, message: 'Rigs retrieved successfully', data: { rigs } };
    },
  });

  registerCall(app, deps, createRigCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const rig = await createRig({ db: deps.db, actor: user, body });
      return { status: true, message: 'Rig created', data: { rig } };
    },
  });

  registerCall(app, deps, updateRigCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const rig = await updateRigByAdmin({ db: deps.db, actor: user, body });
      return { status: true, message: 'Rig updated', data: { rig } };
    },
  });
}
