import { z } from 'zod';
import { defineCall, envelope, paged, pageQuerySchema } from './api.ts';

/** Where a voyage starts and ends (decisions.md §4). */
export const baseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  /** The base a voyage uses when none is chosen. */
  is_default: z.boolean(),
});
export type Base = z.infer<typeof baseSchema>;

export const listBasesQuerySchema = pageQuerySchema;
export type ListBasesQuery = z.input<typeof listBasesQuerySchema>;

export const listBasesResponseSchema = envelope(z.object({ bases: paged(baseSchema) }));
export type ListBasesResponse = z.infer<typeof listBasesResponseSchema>;

export const listBasesCall = defineCall({
  method: 'GET',
  path: '/api/base/list',
  query: listBasesQuerySchema,
  response: listBasesResponseSchema,
});
