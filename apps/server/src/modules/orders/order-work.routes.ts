import { orderBatchCall, undoOrderStepCall } from '@rigline/contract/order-batches';
import {
  bulkCreateOrdersCall,
  changeOrderQuantityCall,
  deleteOrderCall,
} from '@rigline/contract/order-lines';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { runOrderBatch, undoOrderStep } from './order-batches.service.ts';
import { bulkCreateOrders, changeOrderQuantity, deleteDraftOrder } from './order-lines.service.ts';

function lines(count: number): string {
  return count === 1 ? '1 line' : `${count} lines`;
}

/**
 * The calls of a working day (issue 12): draft lines one by one or many at once, one action on many orders,
 * and Undo. Who may act is decided by each order's phase, as for the single-order calls.
 */
export function registerOrderWorkRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, changeOrderQuantityCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const order = await changeOrderQuantity({
        db: deps.db,
        user,
        orderId: body.id,
        quantity: body.quantity,
        version: body.version,
        heavyLiftT: deps.config.heavyLiftT,
      });
      const message = 'Quantity updated';
      return { status: true, message, data: { message, order } };
    },
  });

  registerCall(app, deps, deleteOrderCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      await deleteDraftOrder({ db: deps.db, user, orderId: body.id, version: body.version });
      const message = 'Order deleted';
      return { status: true, message, data: { message } };
    },
  });

  registerCall(app, deps, bulkCreateOrdersCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const dryRun = body.dry_run === true;
      const result = await bulkCreateOrders({
        db: deps.db,
        user,
        requestId: body.request_id,
        lines: body.lines,
        dryRun,
      });
      const ready = result.lines.filter((line) => line.result === 'found').length;
      const message = dryRun
        ? `${lines(ready)} of ${result.lines.length} can be added`
        : `${lines(result.created)} added`;
      return { status: true, message, data: { message, ...result } };
    },
  });

  registerCall(app, deps, orderBatchCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const result = await runOrderBatch({ db: deps.db, user, batch: body });
      const total = result.done + result.failed;
      const message =
        result.failed === 0
          ? `${total === 1 ? '1 order' : `${total} orders`} done`
          : `${result.done} of ${total} done, ${result.failed} failed`;
      return { status: true, message, data: { message, ...result } };
    },
  });

  registerCall(app, deps, undoOrderStepCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const order = await undoOrderStep({ db: deps.db, user, orderId: body.id, version: body.version });
      const message = 'Undone';
      return { status: true, message, data: { message, data: order } };
    },
  });
}
