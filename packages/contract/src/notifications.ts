import { z } from 'zod';
import {
  bodyIdSchema,
  booleanQuerySchema,
  countSchema,
  defineCall,
  envelope,
  paged,
  pageQuerySchema,
  timestampSchema,
} from './api.ts';

/**
 * The screens a notice opens. The server names the screen and the id; the browser turns them into the
 * signed-in role's route (a request opens /supplier/requests/7 for a supplier, /rig-logistics/requests/7
 * for rig logistics).
 */
export const NOTIFICATION_SCREENS = [
  'request',
  'request-shipments',
  'plan-voyage',
  'voyage',
  'voyage-shipments',
  /** Issue 26: the admin's webhooks page. */
  'webhooks',
] as const;
export const notificationScreenSchema = z.enum(NOTIFICATION_SCREENS);
export type NotificationScreen = z.infer<typeof notificationScreenSchema>;

export const NOTIFICATION_KINDS = [
  'request_assigned_to_rig_logistics',
  'orders_accepted',
  'orders_rejected',
  'request_assigned_to_base_coordinator',
  'orders_assigned_to_supplier',
  'voyage_started',
  'orders_sailed',
  'journey_ended',
  'orders_arrived',
  'offloading_started',
  'orders_delivered',
  'request_completed',
  'orders_kept_on_board',
  'voyage_arrived',
  'orders_returned',
  'discrepancy_opened',
  'discrepancy_resolved',
  'backload_booked',
  'backload_loaded',
  /** Issue 22: an order the supplier is loading was split; the rest waits for a later sailing. */
  'order_split',
  /** Issue 23 (docs/decisions/060): a shipment moved to another sailing. */
  'shipment_moved',
  /** Issue 23: a sailing's departure or a leg's arrival or departure moved by an hour or more. */
  'sailing_rescheduled',
  /** Issue 23: a sailing's booking cut-off is four hours away and the supplier's orders are not loaded. */
  'booking_cutoff_soon',
  /** Issue 26 (docs/decisions/079): a webhook's deliveries failed for a day, so it was switched off; to admins. */
  'webhook_disabled',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  message: z.string(),
  link: z.object({ screen: notificationScreenSchema, id: z.number().int() }),
  /** How many orders (or changes) the notice stands for: one notice per batch. */
  count: countSchema,
  is_read: z.boolean(),
  created_at: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = pageQuerySchema.extend({
  unread_only: booleanQuerySchema.default(false),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const listNotificationsResponseSchema = envelope(
  z.object({ notifications: paged(notificationSchema), unread_count: countSchema }),
);
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;

/** GET /api/notification/list: the signed-in user's own notices, newest first. */
export const listNotificationsCall = defineCall({
  method: 'GET',
  path: '/api/notification/list',
  query: listNotificationsQuerySchema,
  response: listNotificationsResponseSchema,
});

const IDS_MESSAGE = 'ids must be a list of notification ids';

export const markNotificationsReadBodySchema = z.union(
  [
    z.object({
      ids: z
        .array(bodyIdSchema(IDS_MESSAGE), { error: IDS_MESSAGE })
        .min(1, 'ids must name at least one notification')
        .max(100, 'ids may name at most 100 notifications'),
    }),
    z.object({ all: z.literal(true, { error: 'all must be true' }) }),
  ],
  { error: 'Send {ids: [...]} or {all: true}' },
);
export type MarkNotificationsReadBody = z.input<typeof markNotificationsReadBodySchema>;

export const markNotificationsReadResponseSchema = envelope(
  z.object({ message: z.string(), updated: countSchema, unread_count: countSchema }),
);

/** POST /api/notification/mark-read {ids} or {all: true}: only the caller's own notices change. */
export const markNotificationsReadCall = defineCall({
  method: 'POST',
  path: '/api/notification/mark-read',
  body: markNotificationsReadBodySchema,
  response: markNotificationsReadResponseSchema,
});
