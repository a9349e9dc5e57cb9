import { z } from 'zod';
import {
  bodyIdSchema,
  defineCall,
  envelope,
  idSchema,
  messageResponseSchema,
  optionalTextSchema,
  paged,
  pageQuerySchema,
  seenVersionSchema,
  textSchema,
  timestampSchema,
  versionSchema,
} from './api.ts';

/**
 * Webhooks (issue 26, docs/decisions/079): an admin names an endpoint and the events it hears; each event is
 * written to the outbox in the transaction of the change and delivered by a worker, signed as the Standard
 * Webhooks specification says (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of
 * id.timestamp.body>`), retried with backoff for up to a day.
 */
export const WEBHOOK_EVENTS = [
  'request.submitted',
  'order.accepted',
  'order.rejected',
  'request.processing',
  'shipment.assigned',
  'order.loaded',
  'voyage.departed',
  'journey.arrived',
  'order.offloaded',
  'order.kept_on_board',
  'discrepancy.opened',
  'discrepancy.resolved',
  'backload.booked',
  'backload.received',
  'voyage.arrived',
  'voyage.rescheduled',
] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, {
  error: `events must be among ${WEBHOOK_EVENTS.join(', ')}`,
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** What each event means, as the admin's checkboxes say it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'request.submitted': 'A supplier assigned a request to rig logistics',
  'order.accepted': 'Rig logistics accepted an order',
  'order.rejected': 'An order was rejected',
  'request.processing': 'A request was assigned to the base coordinator',
  'shipment.assigned': 'An order on a shipment was assigned to its supplier to load',
  'order.loaded': 'The supplier marked an order loaded',
  'voyage.departed': 'A voyage started (its loaded orders are at sea)',
  'journey.arrived': 'A journey ended at its rig (its orders await offloading)',
  'order.offloaded': 'An order was offloaded at the rig',
  'order.kept_on_board': 'An order was kept on board to return to base',
  'discrepancy.opened': 'A receipt at the rig differed from the order',
  'discrepancy.resolved': 'A discrepancy was resolved',
  'backload.booked': 'Rig logistics booked a backload',
  'backload.received': 'A backload was received at base',
  'voyage.arrived': 'A voyage arrived back at base',
  'voyage.rescheduled': 'A voyage’s schedule changed',
};

/** The body each delivery carries: the event type, when it happened, and what it is about. */
export const webhookPayloadSchema = z.object({
  type: webhookEventSchema,
  timestamp: timestampSchema,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export const WEBHOOK_URL_MESSAGE =
  'URL must be an http:// or https:// address, such as https://erp.example.com/hooks';
export const WEBHOOK_PRIVATE_ADDRESS_MESSAGE =
  'This address is on a loopback or private network; the server refuses it unless WEBHOOK_ALLOW_PRIVATE=true';
export const WEBHOOK_EVENTS_REQUIRED_MESSAGE = 'Choose at least one event';

const webhookUrlSchema = textSchema('URL', { error: 'URL is required' })
  .min(1, 'URL is required')
  .max(2000, 'URL must be at most 2000 characters')
  .refine((text) => {
    if (!/^https?:\/\//i.test(text)) return false;
    try {
      const url = new URL(text);
      return url.hostname !== '' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, WEBHOOK_URL_MESSAGE);

const webhookEventsSchema = z
  .array(webhookEventSchema, { error: WEBHOOK_EVENTS_REQUIRED_MESSAGE })
  .min(1, WEBHOOK_EVENTS_REQUIRED_MESSAGE)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)));

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventSchema),
  is_active: z.boolean(),
  /** Set when it was switched off, by an admin or after its deliveries failed for a day. */
  disabled_at: timestampSchema.nullable(),
  disabled_reason: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  version: versionSchema,
  /** Its newest delivery, or null before its first event. */
  last_delivery: z
    .object({
      id: z.number().int(),
      event: webhookEventSchema,
      status: webhookDeliveryStatusSchema,
      at: timestampSchema,
    })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookResponseSchema = envelope(z.object({ webhook: webhookSchema }));

export const createWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  description: optionalTextSchema('Description', 200).optional(),
});
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const createWebhookResponseSchema = envelope(
  z.object({
    webhook: webhookSchema,
    /** The `whsec_…` signing secret: shown this once; no later answer carries it. */
    secret: z.string(),
  }),
);
export type CreateWebhookResponse = z.infer<typeof createWebhookResponseSchema>;

/** Admin only. 400 naming `url` when it is not http(s), or resolves to a private address (without the setting). */
export const createWebhookCall = defineCall({
  method: 'POST',
  path: '/api/admin/webhook/create',
  body: createWebhookBodySchema,
  response: createWebhookResponseSchema,
});

export const listWebhooksResponseSchema = envelope(z.object({ webhooks: z.array(webhookSchema) }));
export type ListWebhooksResponse = z.infer<typeof listWebhooksResponseSchema>;

/** Admin only: every webhook, newest first, without its secret. */
export const listWebhooksCall = defineCall({
  method: 'GET',
  path: '/api/admin/webhook/list',
  response: listWebhooksResponseSchema,
});

export const updateWebhookBodySchema = z.object({
  id: bodyIdSchema('id must be the id of a webhook'),
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  description: optionalTextSchema('Description', 200).optional(),
  /** Switches it off or on; on again clears why it was switched off. */
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
  version: seenVersionSchema,
});
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

/** Admin only. 409 when it changed since `version`. */
export const updateWebhookCall = defineCall({
  method: 'POST',
  path: '/api/admin/webhook/update',
  body: updateWebhookBodySchema,
  response: webhookResponseSchema,
});

export const deleteWebhookBodySchema = z.object({ id: bodyIdSchema('id must be the id of a webhook') });

/** Admin only: the webhook and its delivery log; messages not yet sent are not sent. */
export const deleteWebhookCall = defineCall({
  method: 'POST',
  path: '/api/admin/webhook/delete',
  body: deleteWebhookBodySchema,
  response: messageResponseSchema,
});

export const webhookAttemptSchema = z.object({
  at: timestampSchema,
  /** The HTTP status the endpoint answered; null when it did not answer (refused, timed out, unreachable). */
  status_code: z.number().int().nullable(),
  /** The first 1,000 characters of its answer, or why there was none. */
  answer: z.string(),
  duration_ms: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: webhookEventSchema,
  /** The `webhook-id` header: the same on every attempt and on a redelivery. */
  message_id: z.string(),
  status: webhookDeliveryStatusSchema,
  created_at: timestampSchema,
  delivered_at: timestampSchema.nullable(),
  /** When it is tried next; null once delivered or given up. */
  next_attempt_at: timestampSchema.nullable(),
  /** The delivery this one sends again. */
  redelivery_of: z.number().int().nullable(),
  /** The body as sent. */
  payload: z.string(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = pageQuerySchema.extend({ webhook_id: idSchema });
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliveriesResponseSchema = envelope(
  z.object({ deliveries: paged(webhookDeliverySchema) }),
);
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

/** Admin only: a webhook's deliveries, newest first, each with its attempts. */
export const webhookDeliveriesCall = defineCall({
  method: 'GET',
  path: '/api/admin/webhook/deliveries',
  query: webhookDeliveriesQuerySchema,
  response: webhookDeliveriesResponseSchema,
});

export const redeliverWebhookBodySchema = z.object({
  delivery_id: bodyIdSchema('delivery_id must be the id of a delivery'),
});

export const redeliverWebhookResponseSchema = envelope(z.object({ delivery: webhookDeliverySchema }));

/** Admin only: sends a delivery again (same message id and body), whatever came of it. */
export const redeliverWebhookCall = defineCall({
  method: 'POST',
  path: '/api/admin/webhook/redeliver',
  body: redeliverWebhookBodySchema,
  response: redeliverWebhookResponseSchema,
});
