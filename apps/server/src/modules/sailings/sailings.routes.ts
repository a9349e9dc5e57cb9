import { listSailingsCall } from '@rigline/contract/sailings';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { listSailings } from './sailings.service.ts';

export function registerSailingRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listSailingsCall, {
    access: 'signed-in',
    handler: async ({ query, user }) => {
      const sailings = await listSailings({
        db: deps.db,
        user,
        query,
        heavyLiftT: deps.config.heavyLiftT,
        now: deps.now(),
      });
      return { status: true, message: 'Sailings retrieved successfully', data: { sailings } };
    },
  });
}
