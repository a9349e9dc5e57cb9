import {
  createWebhookCall,
  deleteWebhookCall,
  listWebhooksCall,
  redeliverWebhookCall,
  updateWebhookCall,
  webhookDeliveriesCall,
} from '@rigline/contract/webhooks';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhookDelivery,
  updateWebhook,
} from './webhooks.service.ts';

/** Webhooks (issue 26, docs/decisions/079): the admin's endpoints and their delivery log. */
export function registerWebhookRoutes(app: FastifyInstance, deps: AppDeps): void {
  const allowPrivate = deps.config.webhookAllowPrivate;

  registerCall(app, deps, createWebhookCall, {
    access: ['admin'],
    secretShownOnce:
      'This webhook was made by the first call with this Idempotency-Key and its signing secret shown then; it is not kept. Delete it and add it again if the secret was lost.',
    handler: async ({ body, user }) => {
      const created = await createWebhook({ db: deps.db, user, body, allowPrivate, now: deps.now() });
      return {
        status: true,
        message: 'Webhook created. Copy its signing secret now: it will not be shown again.',
        data: created,
      };
    },
  });

  registerCall(app, deps, listWebhooksCall, {
    access: ['admin'],
    handler: async () => {
      const webhooks = await listWebhooks({ db: deps.db });
      return { status: true, message: 'Webhooks retrieved successfully', data: { webhooks } };
    },
  });

  registerCall(app, deps, updateWebhookCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const webhook = await updateWebhook({ db: deps.db, user, body, allowPrivate, now: deps.now() });
      return { status: true, message: 'Webhook updated', data: { webhook } };
    },
  });

  registerCall(app, deps, deleteWebhookCall, {
    access: ['admin'],
    handler: async ({ body }) => {
      await deleteWebhook({ db: deps.db, id: body.id });
      return { status: true, message: 'Webhook deleted', data: { message: 'Webhook deleted' } };
    },
  });

  registerCall(app, deps, webhookDeliveriesCall, {
    access: ['admin'],
    handler: async ({ query }) => {
      const deliveries = await listWebhookDeliveries({
        db: deps.db,
        webhookId: query.webhook_id,
        page: query.page,
        limit: query.limit,
      });
      return { status: true, message: 'Deliveries retrieved successfully', data: { deliveries } };
    },
  });

  registerCall(app, deps, redeliverWebhookCall, {
    access: ['admin'],
    handler: async ({ body }) => {
      const delivery = await redeliverWebhookDelivery({
        db: deps.db,
        deliveryId: body.delivery_id,
        now: deps.now(),
      });
      return { status: true, message: 'Delivery queued to be sent again', data: { delivery } };
    },
  });
}
