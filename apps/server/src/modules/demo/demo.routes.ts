import { demoAccountsCall } from '@rigline/contract/auth';
import { ROLES } from '@rigline/contract/roles';
import type { FastifyInstance } from 'fastify';
import { DEMO_ADMIN_CREDENTIALS, DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';

/** The login screen's demo buttons: the demo users' credentials in demo mode, none otherwise. */
export function registerDemoRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The three roles of the documents, then the admin (issue 16: an "Admin" demo button beside them).
  const accounts = deps.config.seedDemoData
    ? [
        ...ROLES.map((role) => ({ role, ...DEMO_CREDENTIALS[role] })),
        { role: 'admin' as const, ...DEMO_ADMIN_CREDENTIALS },
      ]
    : [];
  registerCall(app, deps, demoAccountsCall, {
    access: 'public',
    handler: async ({ reply }) => {
      // The same for everyone and fixed while the server runs (no one's data): the one API answer a browser may
      // keep. A second visit of the sign-in page shows the demo buttons from its cache at once and asks again
      // behind them, where every other API answer is no-store (issue 24, docs/decisions/081).
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=604800');
      return {
        status: true,
        message: accounts.length > 0 ? 'Demo accounts' : 'Not in demo mode',
        data: { accounts },
      };
    },
  });
}
