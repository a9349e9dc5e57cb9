import { z } from 'zod';
import {
  bodyIdSchema,
  defineCall,
  envelope,
  idSchema,
  optionalTextSchema,
  paged,
  pageQuerySchema,
  requiredTextSchema,
  searchQuerySchema,
} from './api.ts';

export const wellSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  rig_id: z.number().int(),
});
export type Well = z.infer<typeof wellSchema>;

export const listWellsQuerySchema = pageQuerySchema.extend({
  rig_id: idSchema.optional(),
  /** Matches name or location. */
  search: searchQuerySchema,
});
export type ListWellsQuery = z.input<typeof listWellsQuerySchema>;

export const listWellsResponseSchema = envelope(z.object({ wells: paged(wellSchema) }));
export type ListWellsResponse = z.infer<typeof listWellsResponseSchema>;

export const listWellsCall = defineCall({
  method: 'GET',
  path: '/api/well/get',
  query: listWellsQuerySchema,
  response: listWellsResponseSchema,
});

/** Well names are unique within their rig. */
export const WELL_NAME_TAKEN_MESSAGE = 'This rig already has a well with this name';

export const createWellBodySchema = z.object({
  rig_id: bodyIdSchema('rig_id must be the id of a rig'),
  name: requiredTextSchema('Name', 100),
  location: optionalTextSchema('Location', 200).default(''),
});
export type CreateWellBody = z.input<typeof createWellBodySchema>;

export const wellResponseSchema = envelope(z.object({ well: wellSchema }));
export type WellResponse = z.infer<typeof wellResponseSchema>;

/** Admin only. 409 naming `name` when the rig has a well of that name. */
export const createWellCall = defineCall({
  method: 'POST',
  path: '/api/well/create',
  body: createWellBodySchema,
  response: wellResponseSchema,
});

export const updateWellBodySchema = z.object({
  id: bodyIdSchema('id must be the id of a well'),
  /** Moving a well to another rig is refused (400) while it is that rig's current well. */
  rig_id: bodyIdSchema('rig_id must be the id of a rig').optional(),
  name: requiredTextSchema('Name', 100).optional(),
  location: optionalTextSchema('Location', 200).optional(),
});
export type UpdateWellBody = z.input<typeof updateWellBodySchema>;

/** Admin only; id + any of the fields. Wells are not deleted (requests point at them). */
export const updateWellCall = defineCall({
  method: 'POST',
  path: '/api/well/update',
  body: updateWellBodySchema,
  response: wellResponseSchema,
});
