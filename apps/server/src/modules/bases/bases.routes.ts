import { createBaseCall, listBasesCall, updateBaseCall } from '@rigline/contract/bases';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createBase, updateBaseByAdmin } from './bases.admin.ts';
import { listBases } from './bases.service.ts';

export function registerBaseRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listBasesCall, {
    access: 'signed-in',
    handler: async ({ query }) => {
      const bases = await listBases({ db: deps.db, page: query });
      return { status: true, message: 'Bases retrieved successfully', data: { bases } };
    },
  });

  registerCall(app, deps, createBaseCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const base = await createBase({ db: deps.db, actor: user, body });
      return { status: true, message: 'Base created', data: { base } };
    },
  });

  registerCall(app, deps, updateBaseCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const base = await updateBaseByAdmin({ db: deps.db, actor: user, body });
      return { status: true, message: 'Base updated', data: { base } };
    },
  });
}
