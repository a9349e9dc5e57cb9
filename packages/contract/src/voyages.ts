import { z } from 'zod';
import {
  bodyIdSchema,
  countSchema,
  defineCall,
  envelope,
  exportFormatSchema,
  idListQuerySchema,
  idSchema,
  namedRefSchema,
  paged,
  pageQuerySchema,
  seenVersionSchema,
  textSchema,
  timestampSchema,
  versionSchema,
} from './api.ts';
import { instantSchema } from './time.ts';

export const VOYAGE_STATUSES = ['PLANNING', 'STARTED', 'COMPLETED'] as const;
export const voyageStatusSchema = z.enum(VOYAGE_STATUSES);
export type VoyageStatus = z.infer<typeof voyageStatusSchema>;

export const voyageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: voyageStatusSchema,
  vessel_id: z.number().int(),
  vessel: namedRefSchema.nullable(),
  created_at: timestampSchema,
  started_at: timestampSchema.nullable(),
  ended_at: timestampSchema.nullable(),
  /** The plan (issue 23): sailing from the base and back to it; null while the voyage is unscheduled. */
  planned_departure_at: timestampSchema.nullable().default(null),
  planned_return_at: timestampSchema.nullable().default(null),
  /** Booking closes here: planned_departure_at less the start base's booking_cutoff_hours. */
  cutoff_at: timestampSchema.nullable().default(null),
  start_base_id: z.number().int(),
  end_base_id: z.number().int(),
  start_base: namedRefSchema.nullable(),
  end_base: namedRefSchema.nullable(),
  journey_count: countSchema,
  shipment_count: countSchema,
  /** Start Voyage needs shipment_count > 0 and every shipment loaded (decisions.md §4). */
  loaded_shipment_count: countSchema,
  /** Journeys that have ended: all of them, on a STARTED voyage, is "Returning to base" (issue 9). */
  ended_journey_count: countSchema,
  /** STARTED, every journey ended, not yet arrived: "Returning to base". */
  is_returning: z.boolean(),
  version: versionSchema,
});
export type Voyage = z.infer<typeof voyageSchema>;

export const listVoyagesQuerySchema = pageQuerySchema.extend({
  id: idSchema.optional(),
  vessel_id: idSchema.optional(),
  /** Voyages with a journey to any of these rigs, comma separated (a rig logistics user's home rigs). */
  rig_ids: idListQuerySchema.optional(),
  /** csv or xlsx: the whole filtered list as a file (issue 12). */
  format: exportFormatSchema.optional(),
});
export type ListVoyagesQuery = z.input<typeof listVoyagesQuerySchema>;

// Capital V: the product document reads data.Voyages.
export const listVoyagesResponseSchema = envelope(z.object({ Voyages: paged(voyageSchema) }));
export type ListVoyagesResponse = z.infer<typeof listVoyagesResponseSchema>;

export const listVoyagesCall = defineCall({
  method: 'GET',
  path: '/api/voyage/get',
  query: listVoyagesQuerySchema,
  response: listVoyagesResponseSchema,
});

export const createVoyageBodySchema = z.object({
  name: textSchema('Voyage name', { error: 'Please enter a voyage name' })
    .min(1, 'Please enter a voyage name')
    .max(100, 'Voyage name must be at most 100 characters'),
  vessel_id: bodyIdSchema('Please select a vessel'),
  /** The default base when left out. */
  start_base_id: bodyIdSchema('Please select a start base').optional(),
  end_base_id: bodyIdSchema('Please select an end base').optional(),
  /** The plan (issue 23); optional here so that the documents' call keeps working, asked for by the screens. */
  planned_departure_at: instantSchema('planned_departure_at').optional(),
  planned_return_at: instantSchema('planned_return_at').optional(),
});
export type CreateVoyageBody = z.input<typeof createVoyageBodySchema>;

export const createVoyageResponseSchema = envelope(z.object({ message: z.string(), voyage: voyageSchema }));
export type CreateVoyageResponse = z.infer<typeof createVoyageResponseSchema>;

export const createVoyageCall = defineCall({
  method: 'POST',
  path: '/api/voyage/create',
  body: createVoyageBodySchema,
  response: createVoyageResponseSchema,
});

export const startVoyageBodySchema = z.object({
  voyage_id: bodyIdSchema('voyage_id must be a positive whole number'),
  /** The voyage's version as the person saw it (docs/decisions/012). */
  version: seenVersionSchema,
});
export type StartVoyageBody = z.input<typeof startVoyageBodySchema>;

export const startVoyageResponseSchema = envelope(z.object({ message: z.string(), voyage: voyageSchema }));
export type StartVoyageResponse = z.infer<typeof startVoyageResponseSchema>;

export const startVoyageCall = defineCall({
  method: 'POST',
  path: '/api/voyage/start',
  body: startVoyageBodySchema,
  response: startVoyageResponseSchema,
});

export const requestIdParamsSchema = z.object({ requestId: idSchema });
export type RequestIdParams = z.input<typeof requestIdParamsSchema>;

export const listValidVoyagesForShipmentQuerySchema = pageQuerySchema;
export type ListValidVoyagesForShipmentQuery = z.input<typeof listValidVoyagesForShipmentQuerySchema>;

export const listValidVoyagesForShipmentResponseSchema = envelope(z.object({ voyages: paged(voyageSchema) }));
export type ListValidVoyagesForShipmentResponse = z.infer<typeof listValidVoyagesForShipmentResponseSchema>;

/** Voyages not yet started that have a journey to the request's rig (decisions.md §4). */
export const listValidVoyagesForShipmentCall = defineCall({
  method: 'GET',
  path: '/api/voyage/valid-voyages-for-shipment/:requestId',
  params: requestIdParamsSchema,
  query: listValidVoyagesForShipmentQuerySchema,
  response: listValidVoyagesForShipmentResponseSchema,
});

/** "Arrived at Base" (issue 9): every journey ended, no order left at sea or waiting at a rig. */
export const arriveVoyageBodySchema = startVoyageBodySchema;
export type ArriveVoyageBody = z.input<typeof arriveVoyageBodySchema>;

export const arriveVoyageResponseSchema = envelope(
  z.object({ message: z.string(), voyage: voyageSchema, returned_order_count: countSchema }),
);
export type ArriveVoyageResponse = z.infer<typeof arriveVoyageResponseSchema>;

export const arriveVoyageCall = defineCall({
  method: 'POST',
  path: '/api/voyage/arrive',
  body: arriveVoyageBodySchema,
  response: arriveVoyageResponseSchema,
});

/** A stop of the trip: a base or a rig. */
export const tripStopSchema = z.object({
  kind: z.enum(['base', 'rig']),
  id: z.number().int(),
  name: z.string(),
});
export type TripStop = z.infer<typeof tripStopSchema>;

/** An order kept on board, on each leg from the rig where it was kept to the base. */
export const tripKeptOrderSchema = z.object({
  order_id: z.number().int(),
  request_id: z.number().int(),
  item_name: z.string(),
  quantity: z.number().int(),
  rig: namedRefSchema,
  /** "Crane down", "Other: the note". */
  reason: z.string(),
  /** True once the voyage has arrived and it went back to planning. */
  returned: z.boolean(),
});
export type TripKeptOrder = z.infer<typeof tripKeptOrderSchema>;

export const tripBackloadSchema = z.object({
  backload_id: z.number().int(),
  rig: namedRefSchema,
  status: z.string(),
  line_count: countSchema,
  /** Its lines' descriptions, joined. */
  summary: z.string(),
});
export type TripBackload = z.infer<typeof tripBackloadSchema>;

export const tripLegSchema = z.object({
  /** 0 is the leg from the start base. */
  index: z.number().int(),
  from: tripStopSchema,
  to: tripStopSchema,
  /** The journey that ends this leg at a rig; null for the return leg to the end base. */
  journey_id: z.number().int().nullable(),
  state: z.enum(['PLANNED', 'UNDER_WAY', 'DONE']),
  /** Deliveries aboard on this leg, per rig still to call at. */
  deliveries: z.array(z.object({ rig: namedRefSchema, order_count: countSchema })),
  kept_on_board: z.array(tripKeptOrderSchema),
  backload: z.array(tripBackloadSchema),
});
export type TripLeg = z.infer<typeof tripLegSchema>;

export const voyageTripSchema = z.object({
  voyage_id: z.number().int(),
  legs: z.array(tripLegSchema),
  /** Whether "Arrived at Base" may be recorded now, and why not. */
  can_arrive: z.boolean(),
  arrive_blockers: z.array(z.string()),
});
export type VoyageTrip = z.infer<typeof voyageTripSchema>;

export const voyageIdParamsSchema = z.object({ voyageId: idSchema });

export const getVoyageTripResponseSchema = envelope(z.object({ trip: voyageTripSchema }));
export type GetVoyageTripResponse = z.infer<typeof getVoyageTripResponseSchema>;

/** The whole trip: start base, each journey, the return leg and end base, with what is aboard on each leg. */
export const getVoyageTripCall = defineCall({
  method: 'GET',
  path: '/api/voyage/trip/:voyageId',
  params: voyageIdParamsSchema,
  response: getVoyageTripResponseSchema,
});
