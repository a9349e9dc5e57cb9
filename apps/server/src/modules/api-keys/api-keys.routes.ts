import { createApiKeyCall, listApiKeysCall, revokeApiKeyCall } from '@rigline/contract/api-keys';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

/** API keys, for the admin only (issue 26, docs/decisions/078). */
export function registerApiKeyRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listApiKeysCall, {
    access: ['admin'],
    handler: async () => ({
      status: true,
      message: 'API keys retrieved successfully',
      data: { api_keys: await listApiKeys({ db: deps.db, now: deps.now() }) },
    }),
  });

  registerCall(app, deps, createApiKeyCall, {
    access: ['admin'],
    secretShownOnce:
      'This API key was made by the first call with this Idempotency-Key and shown then; it is not kept. Revoke it and make a new one if it was lost.',
    handler: async ({ body, user }) => {
      const { apiKey, key } = await createApiKey({ db: deps.db, actor: user, body, now: deps.now() });
      return {
        status: true,
        message: 'API key created. Copy it now: it will not be shown again.',
        data: { api_key: apiKey, key },
      };
    },
  });

  registerCall(app, deps, revokeApiKeyCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const revoked = await revokeApiKey({ db: deps.db, actor: user, id: body.id, now: deps.now() });
      const message = `API key ${revoked.name} revoked: it can no longer be used.`;
      return { status: true, message, data: { message } };
    },
  });
}
