import {
  createOrderCall,
  listOrdersCall,
  rejectOrderCall,
  updateOrderStatusCall,
} from '@rigline/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createOrder, listOrders, rejectOrder, updateOrderStatus } from './orders.service.ts';

/** Who may act is decided by the order's phase (the phase table), so every call is open to any signed-in role. */
export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listOrdersCall, {
    access: 'signed-in',
    handler: async ({ query, user }) => {
      const orders = await listOrders({ db: deps.db, user, filter: query });
      return { status: true, message: 'Orders retrieved successfully', data: { orders } };
    },
  });

  registerCall(app, deps, createOrderCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const order = await createOrder({
        db: deps.db,
        user,
        requestId: body.request_id,
        itemId: body.item_id,
        quantity: body.quantity,
      });
      const message = 'Order created successfully';
      return { status: true, message, data: { message, order } };
    },
  });

  registerCall(app, deps, updateOrderStatusCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const order = await updateOrderStatus({
        db: deps.db,
        user,
        orderId: body.order_id,
        status: body.status,
      });
      const message = 'Order status updated successfully';
      return { status: true, message, data: { message, order } };
    },
  });

  registerCall(app, deps, rejectOrderCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const order = await rejectOrder({ db: deps.db, user, orderId: body.id });
      const message = 'Order rejected successfully';
      return { status: true, message, data: { message, data: order } };
    },
  });
}
