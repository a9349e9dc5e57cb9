import { searchCall } from '@rigline/contract/search';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { searchEverything } from './search.service.ts';

/** The top bar's one search box (issue 12). */
export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, searchCall, {
    access: 'signed-in',
    handler: async ({ query, user }) => {
      const results = await searchEverything({ db: deps.db, user, text: query.q, limit: query.limit });
      return { status: true, message: 'Search results', data: { results } };
    },
  });
}
