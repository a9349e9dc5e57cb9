import { z } from 'zod';
import { defineCall, envelope, messageDataSchema, textSchema } from './api.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications.ts';

/**
 * How each person hears of each kind of notice (issue 26, docs/decisions/080): in the bell only (BELL, the
 * default), by email at once (EMAIL), or in one email a day (DIGEST). Every notice stays in the bell whatever
 * the choice; email is on only when the server has SMTP_URL and MAIL_FROM.
 */
export const NOTIFICATION_CHANNELS = ['BELL', 'EMAIL', 'DIGEST'] as const;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, {
  error: 'channel must be BELL, EMAIL or DIGEST',
});
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  BELL: 'Bell only',
  EMAIL: 'Email at once',
  DIGEST: 'Daily digest',
};

/** The UTC hour from which each day's digest goes (the sweep's first run after it sends). */
export const DIGEST_HOUR_UTC = 6;

/** What each kind of notice is about, as Settings and the emails name it. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  request_assigned_to_rig_logistics: 'A request was assigned to you for review',
  orders_accepted: 'Orders were accepted',
  orders_rejected: 'Orders were rejected',
  request_assigned_to_base_coordinator: 'A request was handed to you for voyage planning',
  orders_assigned_to_supplier: 'Orders are ready for you to load',
  voyage_started: 'A voyage started',
  orders_sailed: 'Orders sailed',
  journey_ended: 'A vessel reached a rig',
  orders_arrived: 'Orders arrived at the rig',
  offloading_started: 'Offloading started',
  orders_delivered: 'Orders were delivered',
  request_completed: 'A request was completed',
  orders_kept_on_board: 'Orders were kept on board',
  voyage_arrived: 'A voyage came back to base',
  orders_returned: 'Orders were returned to base',
  discrepancy_opened: 'A discrepancy was opened',
  discrepancy_resolved: 'A discrepancy was resolved',
  backload_booked: 'A backload was booked',
  backload_loaded: 'A backload was loaded',
  order_split: 'An order was split',
  shipment_moved: 'A shipment moved to another sailing',
  sailing_rescheduled: 'A sailing was rescheduled',
  booking_cutoff_soon: 'A booking cut-off is four hours away',
  webhook_disabled: 'A webhook was switched off after a day of failed deliveries',
};

/**
 * The kinds of notice in Settings' groups, in the order of the supply cycle; every kind is in exactly one. An
 * admin is told only of the administration's kinds, the other roles only of the others.
 */
export const NOTIFICATION_KIND_GROUPS: ReadonlyArray<{
  label: string;
  kinds: readonly NotificationKind[];
  isForAdmins?: boolean;
}> = [
  {
    label: 'Requests and orders',
    kinds: [
      'request_assigned_to_rig_logistics',
      'orders_accepted',
      'orders_rejected',
      'request_assigned_to_base_coordinator',
      'orders_assigned_to_supplier',
      'order_split',
      'request_completed',
    ],
  },
  {
    label: 'Sailings and voyages',
    kinds: [
      'voyage_started',
      'orders_sailed',
      'shipment_moved',
      'sailing_rescheduled',
      'booking_cutoff_soon',
      'voyage_arrived',
    ],
  },
  {
    label: 'At the rig',
    kinds: [
      'journey_ended',
      'orders_arrived',
      'offloading_started',
      'orders_delivered',
      'orders_kept_on_board',
      'orders_returned',
    ],
  },
  {
    label: 'Discrepancies and backloads',
    kinds: ['discrepancy_opened', 'discrepancy_resolved', 'backload_booked', 'backload_loaded'],
  },
  { label: 'Administration', kinds: ['webhook_disabled'], isForAdmins: true },
];

export const UNKNOWN_KIND_MESSAGE = `kind must be one of: ${NOTIFICATION_KINDS.join(', ')}`;

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: UNKNOWN_KIND_MESSAGE }),
  channel: notificationChannelSchema,
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Whether this server sends email, and why not when it does not; for everyone's Settings. */
export const emailAvailabilitySchema = z.object({
  enabled: z.boolean(),
  /** Why email is off ("Email is off on this server: notices stay in the bell"); null when on. */
  reason: z.string().nullable(),
});
export type EmailAvailability = z.infer<typeof emailAvailabilitySchema>;

export const notificationPreferencesResponseSchema = envelope(
  z.object({
    /** Every kind of notice, in NOTIFICATION_KINDS' order; BELL where the person chose nothing. */
    preferences: z.array(notificationPreferenceSchema),
    email: emailAvailabilitySchema,
  }),
);
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

/** GET /api/user/notification-preferences: the signed-in person's choices, one per kind of notice. */
export const getNotificationPreferencesCall = defineCall({
  method: 'GET',
  path: '/api/user/notification-preferences',
  response: notificationPreferencesResponseSchema,
});

export const saveNotificationPreferencesBodySchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema, { error: 'preferences must be a list of {kind, channel}' })
    .min(1, 'preferences must name at least one kind of notice')
    .max(NOTIFICATION_KINDS.length, `preferences may name at most ${NOTIFICATION_KINDS.length} kinds`)
    .refine((list) => new Set(list.map((entry) => entry.kind)).size === list.length, {
      error: 'Each kind of notice may be named once',
    }),
});
export type SaveNotificationPreferencesBody = z.input<typeof saveNotificationPreferencesBodySchema>;

/**
 * POST /api/user/notification-preferences {preferences: [{kind, channel}]}: sets the kinds named, in one
 * transaction (the others keep theirs); answers every kind as GET does. EMAIL and DIGEST are refused (400) while
 * email is off on the server.
 */
export const saveNotificationPreferencesCall = defineCall({
  method: 'POST',
  path: '/api/user/notification-preferences',
  body: saveNotificationPreferencesBodySchema,
  response: notificationPreferencesResponseSchema,
});

export const EMAIL_OFF_MESSAGE = 'Email is off on this server: notices stay in the bell';

export const emailStatusResponseSchema = envelope(
  z.object({
    enabled: z.boolean(),
    /** MAIL_FROM; null when unset. */
    from: z.string().nullable(),
    /** Why email is off, or what it lacks while on (no PUBLIC_URL: no links); null when all is well. */
    reason: z.string().nullable(),
    /** Emails carry links to the screens and a one-click unsubscribe (PUBLIC_URL is set). */
    links: z.boolean(),
    digest_hour_utc: z.number().int(),
  }),
);
export type EmailStatusResponse = z.infer<typeof emailStatusResponseSchema>;

/** GET /api/admin/email/status: whether email is on, from whom, and why not (admin only). */
export const emailStatusCall = defineCall({
  method: 'GET',
  path: '/api/admin/email/status',
  response: emailStatusResponseSchema,
});

/** POST /api/user/email/test: a test email to the signed-in person's own address, through the outbox. */
export const sendTestEmailCall = defineCall({
  method: 'POST',
  path: '/api/user/email/test',
  response: envelope(messageDataSchema),
});

export const unsubscribeQuerySchema = z.object({
  token: textSchema('token')
    .max(200, 'This unsubscribe link is not valid')
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/, { error: 'This unsubscribe link is not valid' }),
});

/**
 * The one-click unsubscribe of an email (RFC 8058): the token (signed: the person and the kind of notice, or
 * `digest`) is the access. GET answers a small page with a button; POST (the mail program's, or the button's)
 * sets that kind back to BELL and answers a page saying so.
 */
export const unsubscribePageCall = defineCall({
  method: 'GET',
  path: '/api/email/unsubscribe',
  query: unsubscribeQuerySchema,
  response: z.unknown(),
});

export const unsubscribeCall = defineCall({
  method: 'POST',
  path: '/api/email/unsubscribe',
  query: unsubscribeQuerySchema,
  response: z.unknown(),
});
