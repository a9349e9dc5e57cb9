import { formatOrderId } from '@rigline/contract/ids';
import { splitOrderCall } from '@rigline/contract/order-split';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { splitOrder } from './order-split.service.ts';

/**
 * `POST /api/order/split` (issue 22). Who may split is decided by the transition table ('order.split': the base
 * coordinator, and admin), so the call is open to any signed-in role and the service answers 403 or 404.
 */
export function registerOrderSplitRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, splitOrderCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const { original, part } = await splitOrder({
        db: deps.db,
        user,
        orderId: body.id,
        quantity: body.quantity,
        version: body.version,
        heavyLiftT: deps.config.heavyLiftT,
      });
      const message = `${formatOrderId(original.id)} split: ${part.quantity} moved to ${formatOrderId(part.id)}, waiting for planning; ${original.quantity} stay`;
      return { status: true, message, data: { message, original, part } };
    },
  });
}
