import { z } from 'zod';
import { defineCall, envelope, idSchema, paged, pageQuerySchema } from './api.ts';

export const wellSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  rig_id: z.number().int(),
});
export type Well = z.infer<typeof wellSchema>;

export const listWellsQuerySchema = pageQuerySchema.extend({ rig_id: idSchema.optional() });
export type ListWellsQuery = z.input<typeof listWellsQuerySchema>;

export const listWellsResponseSchema = envelope(z.object({ wells: paged(wellSchema) }));
export type ListWellsResponse = z.infer<typeof listWellsResponseSchema>;

export const listWellsCall = defineCall({
  method: 'GET',
  path: '/api/well/get',
  query: listWellsQuerySchema,
  response: listWellsResponseSchema,
});
