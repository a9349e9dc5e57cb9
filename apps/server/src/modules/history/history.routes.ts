import { orderHistoryCall, requestHistoryCall, voyageHistoryCall } from '@rigline/contract/history';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { getOrderHistory, getRequestHistory, getVoyageHistory } from './history.service.ts';

const MESSAGE = 'History retrieved';

export function registerHistoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, requestHistoryCall, {
    access: 'signed-in',
    handler: async ({ user, params }) => ({
      status: true,
      message: MESSAGE,
      data: { events: await getRequestHistory({ db: deps.db, user, requestId: params.id }) },
    }),
  });

  registerCall(app, deps, orderHistoryCall, {
    access: 'signed-in',
    handler: async ({ user, params }) => ({
      status: true,
      message: MESSAGE,
      data: { events: await getOrderHistory({ db: deps.db, user, orderId: params.id }) },
    }),
  });

  // Voyages are the operators' (decisions.md §2), as on every other voyage call.
  registerCall(app, deps, voyageHistoryCall, {
    access: ['rig-logistic', 'base-coordinator'],
    handler: async ({ params }) => ({
      status: true,
      message: MESSAGE,
      data: { events: await getVoyageHistory({ db: deps.db, voyageId: params.id }) },
    }),
  });
}
