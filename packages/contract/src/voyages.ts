import { z } from 'zod';
import {
  bodyIdSchema,
  countSchema,
  defineCall,
  envelope,
  idSchema,
  namedRefSchema,
  paged,
  pageQuerySchema,
  seenVersionSchema,
  textSchema,
  timestampSchema,
  versionSchema,
} from './api.ts';

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
  start_base_id: z.number().int(),
  end_base_id: z.number().int(),
  start_base: namedRefSchema.nullable(),
  end_base: namedRefSchema.nullable(),
  journey_count: countSchema,
  shipment_count: countSchema,
  /** Start Voyage needs shipment_count > 0 and every shipment loaded (decisions.md §4). */
  loaded_shipment_count: countSchema,
  version: versionSchema,
});
export type Voyage = z.infer<typeof voyageSchema>;

export const listVoyagesQuerySchema = pageQuerySchema.extend({
  id: idSchema.optional(),
  vessel_id: idSchema.optional(),
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
