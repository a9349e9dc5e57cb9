import { currentUserCall, loginCall } from '@rigline/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { login, toAuthUser } from './auth.service.ts';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, loginCall, {
    access: 'public',
    handler: async ({ body, request }) => {
      const data = await login({
        db: deps.db,
        tokens: deps.tokens,
        throttle: deps.loginThrottle,
        email: body.email,
        password: body.password,
        address: request.ip,
      });
      return { status: true, message: 'Login successful', data };
    },
  });

  registerCall(app, deps, currentUserCall, {
    access: 'signed-in',
    handler: async ({ user }) => ({ status: true, message: 'Signed in', data: { user: toAuthUser(user) } }),
  });
}
