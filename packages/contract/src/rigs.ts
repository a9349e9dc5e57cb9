import { z } from 'zod';
import {
  bodyIdSchema,
  booleanQuerySchema,
  defineCall,
  envelope,
  namedRefSchema,
  optionalTextSchema,
  paged,
  pageQuerySchema,
  requiredTextSchema,
  searchQuerySchema,
} from './api.ts';
import { timeZoneSchema } from './time.ts';

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
  /** The current well's id and name, so a rig picker shows what people call it (issue 12). */
  currentWell: namedRefSchema.nullable(),
  /** IANA time zone, e.g. Europe/Oslo (issue 23): a rig's local times are shown in it. */
  time_zone: z.string().default('UTC'),
});
export type Rig = z.infer<typeof rigSchema>;

export const listRigsQuerySchema = pageQuerySchema.extend({
  /** Matches code, name or location. */
  search: searchQuerySchema,
  /** Omitted or true: every rig (as before); false: active rigs only, for pickers of new requests and journeys. */
  include_inactive: booleanQuerySchema.optional(),
});
export type ListRigsQuery = z.input<typeof listRigsQuerySchema>;

export const listRigsResponseSchema = envelope(z.object({ rigs: paged(rigSchema) }));
export type ListRigsResponse = z.infer<typeof listRigsResponseSchema>;

export const listRigsCall = defineCall({
  method: 'GET',
  path: '/api/rig/list',
  query: listRigsQuerySchema,
  response: listRigsResponseSchema,
});

export const RIG_CODE_TAKEN_MESSAGE = 'A rig with this code already exists';
export const RIG_NAME_TAKEN_MESSAGE = 'A rig with this name already exists';
/** A request or journey on an inactive rig (400 on rig_id). */
export const RIG_INACTIVE_MESSAGE = 'This rig is inactive and takes no new request or journey';

const currentWellIdSchema = bodyIdSchema('current_well_id must be the id of a well of this rig').nullable();

export const createRigBodySchema = z.object({
  code: requiredTextSchema('Code', 20),
  name: requiredTextSchema('Name', 100),
  location: optionalTextSchema('Location', 200).default(''),
  /** true = active (the default); an inactive rig takes no new request or journey. */
  status: z.boolean({ error: 'status must be true (active) or false (inactive)' }).default(true),
  /** A new rig has no wells yet, so this is usually left out and set by an update once a well exists. */
  current_well_id: currentWellIdSchema.default(null),
  time_zone: timeZoneSchema.default('UTC'),
});
export type CreateRigBody = z.input<typeof createRigBodySchema>;

export const rigResponseSchema = envelope(z.object({ rig: rigSchema }));
export type RigResponse = z.infer<typeof rigResponseSchema>;

/** Admin only. 409 naming `code` or `name` when taken (without regard to case). */
export const createRigCall = defineCall({
  method: 'POST',
  path: '/api/rig/create',
  body: createRigBodySchema,
  response: rigResponseSchema,
});

export const updateRigBodySchema = z.object({
  id: bodyIdSchema('id must be the id of a rig'),
  code: requiredTextSchema('Code', 20).optional(),
  name: requiredTextSchema('Name', 100).optional(),
  location: optionalTextSchema('Location', 200).optional(),
  status: z.boolean({ error: 'status must be true (active) or false (inactive)' }).optional(),
  /** Must be a well of this rig (400 otherwise); null clears it. */
  current_well_id: currentWellIdSchema.optional(),
  time_zone: timeZoneSchema.optional(),
});
export type UpdateRigBody = z.input<typeof updateRigBodySchema>;

/** Admin only; id + any of the fields. Rigs are deactivated (status false), never deleted. */
export const updateRigCall = defineCall({
  method: 'POST',
  path: '/api/rig/update',
  body: updateRigBodySchema,
  response: rigResponseSchema,
});
