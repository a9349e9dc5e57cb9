import { z } from 'zod';
import {
  bodyIdSchema,
  countSchema,
  defineCall,
  envelope,
  idSchema,
  MAX_INT,
  namedRefSchema,
  seenVersionSchema,
  timestampSchema,
  versionSchema,
} from './api.ts';

export const journeySchema = z.object({
  id: z.number().int(),
  /** 1..n within the voyage, no gaps (decisions.md §4). */
  sequence: z.number().int().positive(),
  rig_id: z.number().int(),
  rig: namedRefSchema,
  voyage_id: z.number().int(),
  started_at: timestampSchema.nullable(),
  ended_at: timestampSchema.nullable(),
  /** The plan at the rig (issue 23); null while unscheduled. */
  planned_arrival_at: timestampSchema.nullable().default(null),
  planned_departure_at: timestampSchema.nullable().default(null),
  /** The arrival once recorded; before, the planned arrival moved by the delay the voyage has run up so far. */
  expected_arrival_at: timestampSchema.nullable().default(null),
  shipment_count: countSchema,
  version: versionSchema,
});
export type Journey = z.infer<typeof journeySchema>;

/** Every call that changes the plan answers the voyage's whole new plan, so the client just replaces it. */
export const journeyListResponseSchema = envelope(
  z.object({ message: z.string(), journeys: z.array(journeySchema) }),
);
export type JourneyListResponse = z.infer<typeof journeyListResponseSchema>;

export const voyageIdParamsSchema = z.object({ voyageId: idSchema });
export type VoyageIdParams = z.input<typeof voyageIdParamsSchema>;

export const listJourneysByVoyageResponseSchema = envelope(z.object({ journeys: z.array(journeySchema) }));
export type ListJourneysByVoyageResponse = z.infer<typeof listJourneysByVoyageResponseSchema>;

/** Sorted by sequence. */
export const listJourneysByVoyageCall = defineCall({
  method: 'GET',
  path: '/api/journey/sequence/get-by-voyage-id/:voyageId',
  params: voyageIdParamsSchema,
  response: listJourneysByVoyageResponseSchema,
});

export const createJourneyBodySchema = z.object({
  voyage_id: bodyIdSchema('voyage_id must be a positive whole number'),
  rig_id: bodyIdSchema('Please select a rig'),
});
export type CreateJourneyBody = z.input<typeof createJourneyBodySchema>;

export const createJourneyCall = defineCall({
  method: 'POST',
  path: '/api/journey/create',
  body: createJourneyBodySchema,
  response: journeyListResponseSchema,
});

export const updateJourneySequenceBodySchema = z.object({
  journey_id: bodyIdSchema('journey_id must be a positive whole number'),
  /** The drop position plus one; the server shifts the others to keep 1..n. */
  new_sequence: z
    .number({ error: 'new_sequence must be a number' })
    .int('new_sequence must be a whole number')
    .min(1, 'new_sequence must be at least 1')
    .max(MAX_INT, `new_sequence must be at most ${MAX_INT}`),
});
export type UpdateJourneySequenceBody = z.input<typeof updateJourneySequenceBodySchema>;

export const updateJourneySequenceCall = defineCall({
  method: 'POST',
  path: '/api/journey/update-sequence',
  body: updateJourneySequenceBodySchema,
  response: journeyListResponseSchema,
});

export const updateJourneyBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  rig_id: bodyIdSchema('Please select a rig'),
});
export type UpdateJourneyBody = z.input<typeof updateJourneyBodySchema>;

/** Changes the rig; only while the journey has no shipments. */
export const updateJourneyCall = defineCall({
  method: 'POST',
  path: '/api/journey/update',
  body: updateJourneyBodySchema,
  response: journeyListResponseSchema,
});

export const journeyIdBodySchema = z.object({
  journey_id: bodyIdSchema('journey_id must be a positive whole number'),
});
export type JourneyIdBody = z.input<typeof journeyIdBodySchema>;

export const deleteJourneyCall = defineCall({
  method: 'POST',
  path: '/api/journey/delete',
  body: journeyIdBodySchema,
  response: journeyListResponseSchema,
});

export const journeyResponseSchema = envelope(z.object({ message: z.string(), journey: journeySchema }));
export type JourneyResponse = z.infer<typeof journeyResponseSchema>;

/** Start and end: the journey, as the person saw it (docs/decisions/012). */
export const journeyTransitionBodySchema = journeyIdBodySchema.extend({ version: seenVersionSchema });
export type JourneyTransitionBody = z.input<typeof journeyTransitionBodySchema>;

export const startJourneyCall = defineCall({
  method: 'POST',
  path: '/api/journey/start',
  body: journeyTransitionBodySchema,
  response: journeyResponseSchema,
});

/** Ending the last journey completes the voyage. */
export const endJourneyCall = defineCall({
  method: 'POST',
  path: '/api/journey/end',
  body: journeyTransitionBodySchema,
  response: journeyResponseSchema,
});
