import { z } from 'zod';
import {
  bodyIdSchema,
  defineCall,
  envelope,
  optionalTextSchema,
  paged,
  pageQuerySchema,
  requiredTextSchema,
  searchQuerySchema,
} from './api.ts';
import { timeZoneSchema } from './time.ts';

/** Issue 23: booking closes a day before a sailing unless the base says otherwise. */
export const DEFAULT_BOOKING_CUTOFF_HOURS = 24;

const bookingCutoffHoursSchema = z
  .number({ error: 'booking_cutoff_hours must be a number of hours' })
  .int('booking_cutoff_hours must be a whole number of hours')
  .min(0, 'booking_cutoff_hours must be at least 0')
  .max(336, 'booking_cutoff_hours must be at most 336 (two weeks)');

/** Issue 23, the measures: a leg is on time within this many hours of the arrival published at the cut-off. */
export const DEFAULT_ON_TIME_WINDOW_HOURS = 6;

const onTimeWindowHoursSchema = z
  .number({ error: 'on_time_window_hours must be a number of hours' })
  .int('on_time_window_hours must be a whole number of hours')
  .min(0, 'on_time_window_hours must be at least 0')
  .max(72, 'on_time_window_hours must be at most 72');

/** Where a voyage starts and ends (decisions.md §4). */
export const baseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  /** The base a voyage uses when none is chosen. */
  is_default: z.boolean(),
  /** Booking for a sailing from this base closes this many hours before its planned departure (issue 23). */
  booking_cutoff_hours: z.number().int().default(DEFAULT_BOOKING_CUTOFF_HOURS),
  /** IANA time zone, e.g. Europe/Oslo. */
  time_zone: z.string().default('UTC'),
  /** A leg from this base is on time when it arrives within this many hours of its published arrival. */
  on_time_window_hours: z.number().int().default(DEFAULT_ON_TIME_WINDOW_HOURS),
});
export type Base = z.infer<typeof baseSchema>;

export const listBasesQuerySchema = pageQuerySchema.extend({
  /** Matches name or location. */
  search: searchQuerySchema,
});
export type ListBasesQuery = z.input<typeof listBasesQuerySchema>;

export const listBasesResponseSchema = envelope(z.object({ bases: paged(baseSchema) }));
export type ListBasesResponse = z.infer<typeof listBasesResponseSchema>;

export const listBasesCall = defineCall({
  method: 'GET',
  path: '/api/base/list',
  query: listBasesQuerySchema,
  response: listBasesResponseSchema,
});

export const BASE_NAME_TAKEN_MESSAGE = 'A base with this name already exists';
/** Exactly one base is the default: it stops being so only when another becomes it (400 on is_default). */
export const BASE_DEFAULT_REQUIRED_MESSAGE =
  'One base must be the default: make another base the default instead';

export const createBaseBodySchema = z.object({
  name: requiredTextSchema('Name', 100),
  location: optionalTextSchema('Location', 200).default(''),
  /** true makes it the default and the former default not; the first base is always the default. */
  is_default: z.boolean({ error: 'is_default must be true or false' }).default(false),
  booking_cutoff_hours: bookingCutoffHoursSchema.default(DEFAULT_BOOKING_CUTOFF_HOURS),
  time_zone: timeZoneSchema.default('UTC'),
  on_time_window_hours: onTimeWindowHoursSchema.default(DEFAULT_ON_TIME_WINDOW_HOURS),
});
export type CreateBaseBody = z.input<typeof createBaseBodySchema>;

export const baseResponseSchema = envelope(z.object({ base: baseSchema }));
export type BaseResponse = z.infer<typeof baseResponseSchema>;

/** Admin only. 409 naming `name` when a base has that name (without regard to case). */
export const createBaseCall = defineCall({
  method: 'POST',
  path: '/api/base/create',
  body: createBaseBodySchema,
  response: baseResponseSchema,
});

export const updateBaseBodySchema = z.object({
  id: bodyIdSchema('id must be the id of a base'),
  name: requiredTextSchema('Name', 100).optional(),
  location: optionalTextSchema('Location', 200).optional(),
  is_default: z.boolean({ error: 'is_default must be true or false' }).optional(),
  booking_cutoff_hours: bookingCutoffHoursSchema.optional(),
  time_zone: timeZoneSchema.optional(),
  on_time_window_hours: onTimeWindowHoursSchema.optional(),
});
export type UpdateBaseBody = z.input<typeof updateBaseBodySchema>;

/** Admin only; id + any of the fields. Bases are not deleted (voyages point at them). */
export const updateBaseCall = defineCall({
  method: 'POST',
  path: '/api/base/update',
  body: updateBaseBodySchema,
  response: baseResponseSchema,
});
