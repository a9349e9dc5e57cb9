import { z } from 'zod';
import {
  defineCall,
  envelope,
  idSchema,
  namedRefSchema,
  paged,
  pageQuerySchema,
  textSchema,
  timestampSchema,
} from './api.ts';
import { orderStatusSchema, phaseSchema } from './phases.ts';
import { scheduleReasonSchema } from './schedule.ts';
import { instantSchema } from './time.ts';
import { voyageStatusSchema } from './voyages.ts';

/**
 * The sailing list (issue 23, docs/decisions/057): scheduled voyages whose planned departure falls in a window,
 * each with its legs (rig, planned arrival, expected arrival, planned departure), its booking cut-off, its deck
 * use per leg, and the orders on it the caller may see (a supplier: its own only).
 */

/** The window a list shows when none is given: a week back, four weeks ahead. */
export const SAILINGS_DEFAULT_WINDOW = { backDays: 7, aheadDays: 28 } as const;

export const listSailingsQuerySchema = pageQuerySchema.extend({
  from: instantSchema('from').optional(),
  to: instantSchema('to').optional(),
  rig_id: idSchema.optional(),
  vessel_id: idSchema.optional(),
});
export type ListSailingsQuery = z.input<typeof listSailingsQuerySchema>;

export const sailingOrderSchema = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  item_name: z.string(),
  quantity: z.number().int(),
  status: orderStatusSchema,
  current_phase: phaseSchema,
  /** Put on this sailing after its booking cut-off, with the coordinator's reason (issue 23). */
  is_late_booking: z.boolean(),
});
export type SailingOrder = z.infer<typeof sailingOrderSchema>;

/**
 * The latest schedule change that moved a leg's planned arrival (issue 23): old → new and why, as the voyage's
 * history keeps it (reason null when the change came before the cut-off and none was given).
 */
export const legScheduleChangeSchema = z.object({
  changed_at: timestampSchema,
  old_arrival_at: timestampSchema.nullable(),
  new_arrival_at: timestampSchema,
  reason: scheduleReasonSchema.nullable(),
  note: z.string().nullable(),
});
export type LegScheduleChange = z.infer<typeof legScheduleChangeSchema>;

export const sailingLegSchema = z.object({
  journey_id: z.number().int(),
  sequence: z.number().int(),
  rig: namedRefSchema,
  /** The rig's IANA time zone, for showing its local times. */
  rig_time_zone: z.string(),
  planned_arrival_at: timestampSchema.nullable(),
  expected_arrival_at: timestampSchema.nullable(),
  planned_departure_at: timestampSchema.nullable(),
  arrived_at: timestampSchema.nullable(),
  left_at: timestampSchema.nullable(),
  /** Deck use on the leg to this rig, as the load plan counts it; null while the deck size or load is unknown. */
  area_pct: z.number().nullable(),
  weight_pct: z.number().nullable(),
  area_m2: z.number(),
  weight_t: z.number(),
  /** The orders for this rig the caller may see. */
  orders: z.array(sailingOrderSchema),
  /** The shipments for this rig carrying orders the caller may see. */
  shipment_count: z.number().int().nonnegative(),
  /** Backload booked to be brought back from this rig on this call (not cancelled). */
  backload_count: z.number().int().nonnegative(),
  /** The arrival as first planned, before any schedule change moved it; null while unplanned. */
  first_planned_arrival_at: timestampSchema.nullable(),
  /** How late the expected arrival is against the first plan, in minutes (never below zero). */
  late_minutes: z.number().int().nonnegative(),
  /** The latest change that moved this leg's planned arrival; null when none has. */
  schedule_change: legScheduleChangeSchema.nullable(),
});
export type SailingLeg = z.infer<typeof sailingLegSchema>;

export const sailingSchema = z.object({
  voyage_id: z.number().int(),
  name: z.string(),
  status: voyageStatusSchema,
  vessel: namedRefSchema.nullable(),
  base: namedRefSchema.nullable(),
  base_time_zone: z.string(),
  planned_departure_at: timestampSchema,
  planned_return_at: timestampSchema.nullable(),
  cutoff_at: timestampSchema,
  started_at: timestampSchema.nullable(),
  ended_at: timestampSchema.nullable(),
  /** How late the voyage runs so far, in minutes (never below zero). */
  delay_minutes: z.number().int(),
  /** Bookings (shipments and orders) made after the cut-off, each with a reason (issue 23). */
  late_booking_count: z.number().int().nonnegative(),
  legs: z.array(sailingLegSchema),
});
export type Sailing = z.infer<typeof sailingSchema>;

export const listSailingsResponseSchema = envelope(z.object({ sailings: paged(sailingSchema) }));
export type ListSailingsResponse = z.infer<typeof listSailingsResponseSchema>;

/** All three roles. Ordered by planned departure, soonest first. */
export const listSailingsCall = defineCall({
  method: 'GET',
  path: '/api/sailing/list',
  query: listSailingsQuerySchema,
  response: listSailingsResponseSchema,
});

/**
 * A calendar feed (issue 23, docs/decisions/059): POST /api/user/calendar-feed gives the signed-in user a private
 * address (`data.url`) of an RFC 5545 calendar of the sailings they may see; asking again makes a new one and
 * the old stops working.
 */
export const calendarFeedResponseSchema = envelope(z.object({ message: z.string(), url: z.string() }));
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

export const calendarFeedCall = defineCall({
  method: 'POST',
  path: '/api/user/calendar-feed',
  response: calendarFeedResponseSchema,
});

/** The feed's file name: its secret (32 random bytes, base64url) and `.ics`. */
export const CALENDAR_FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export const sailingCalendarParamsSchema = z.object({
  file: textSchema('file').regex(CALENDAR_FEED_FILE, { error: 'This is not a calendar feed address' }),
});

/** GET /api/sailing/calendar/{secret}.ics: the calendar itself, text/calendar; the secret is the access. */
export const sailingCalendarCall = defineCall({
  method: 'GET',
  path: '/api/sailing/calendar/:file',
  params: sailingCalendarParamsSchema,
  response: z.unknown(),
});
