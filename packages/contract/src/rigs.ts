import { z } from 'zod';
import { defineCall, envelope, paged, pageQuerySchema } from './api.ts';

export const rigSchema = z.object({
  id: z.number().int(),
  /** The display code, e.g. RIG-001. */
  code: z.string(),
  name: z.string(),
  /** true = active. */
  status: z.boolean(),
  location: z.string(),
  // camelCase on purpose: the product document names it so (§3), unlike every other field.
  currentWellId: z.number().int().nullable(),
});
export type Rig = z.infer<typeof rigSchema>;

export const listRigsQuerySchema = pageQuerySchema;
export type ListRigsQuery = z.input<typeof listRigsQuerySchema>;

export const listRigsResponseSchema = envelope(z.object({ rigs: paged(rigSchema) }));
export type ListRigsResponse = z.infer<typeof listRigsResponseSchema>;

export const listRigsCall = defineCall({
  method: 'GET',
  path: '/api/rig/list',
  query: listRigsQuerySchema,
  response: listRigsResponseSchema,
});
