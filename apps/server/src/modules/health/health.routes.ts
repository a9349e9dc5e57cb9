import { healthCall, readyCall } from '@rigline/contract/health';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { checkReadiness } from './health.service.ts';

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, healthCall, {
    access: 'public',
    handler: async () => ({
      status: true,
      message: 'Up',
      data: { uptime_seconds: Math.round(process.uptime()) },
    }),
  });
  registerCall(app, deps, readyCall, {
    access: 'public',
    handler: async () => {
      await checkReadiness({ db: deps.db });
      return {
        status: true,
        message: 'Ready',
        data: { database: 'ok' as const, migrations: 'current' as const },
      };
    },
  });
}
