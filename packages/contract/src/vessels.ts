import { z } from 'zod';
import { defineCall, envelope, idSchema, paged, pageQuerySchema } from './api.ts';
import { PAGE } from './constants.ts';

export const vesselSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Shown as "Voyage #" in the vessel picker. */
  essos_voyage_number: z.string(),
});
export type Vessel = z.infer<typeof vesselSchema>;

export const listVesselsQuerySchema = pageQuerySchema.extend({
  // `?id=1&id=2` arrives as an array, `?id=1` as a single value; the server always gets a list. No more ids
  // than a page holds: each one is a bound parameter.
  id: z
    .union([idSchema, z.array(idSchema).max(PAGE.maxLimit, `At most ${PAGE.maxLimit} ids`)])
    .transform((ids) => (Array.isArray(ids) ? ids : [ids]))
    .optional(),
});
export type ListVesselsQuery = z.input<typeof listVesselsQuerySchema>;
export type ListVesselsFilter = z.output<typeof listVesselsQuerySchema>;

export const listVesselsResponseSchema = envelope(z.object({ vessels: paged(vesselSchema) }));
export type ListVesselsResponse = z.infer<typeof listVesselsResponseSchema>;

export const listVesselsCall = defineCall({
  method: 'GET',
  path: '/api/vessel/get',
  query: listVesselsQuerySchema,
  response: listVesselsResponseSchema,
});
