import { z } from 'zod';
import {
  bodyIdSchema,
  booleanQuerySchema,
  defineCall,
  envelope,
  idSchema,
  paged,
  pageQuerySchema,
  requiredTextSchema,
  searchQuerySchema,
} from './api.ts';
import { PAGE } from './constants.ts';

export const vesselSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Shown as "Voyage #" in the vessel picker. */
  essos_voyage_number: z.string(),
  /** The clear deck in metres and its load limit in tonnes; null while unknown (used later for load planning). */
  deck_length_m: z.number().nullable(),
  deck_width_m: z.number().nullable(),
  max_deck_load_t: z.number().nullable(),
  /** The share of the deck that cargo can use, 0 to 1; 0.85 unless set. */
  usable_deck_factor: z.number(),
  /** An inactive vessel takes no new voyage. */
  is_active: z.boolean(),
});
export type Vessel = z.infer<typeof vesselSchema>;

export const listVesselsQuerySchema = pageQuerySchema.extend({
  // `?id=1&id=2` arrives as an array, `?id=1` as a single value; the server always gets a list. No more ids
  // than a page holds: each one is a bound parameter.
  id: z
    .union([idSchema, z.array(idSchema).max(PAGE.maxLimit, `At most ${PAGE.maxLimit} ids`)])
    .transform((ids) => (Array.isArray(ids) ? ids : [ids]))
    .optional(),
  /** Matches name or Essos voyage number. */
  search: searchQuerySchema,
  /** Omitted or true: every vessel (as before); false: active vessels only, for the voyage form's picker. */
  include_inactive: booleanQuerySchema.optional(),
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

export const VESSEL_NAME_TAKEN_MESSAGE = 'A vessel with this name already exists';
/** A voyage on an inactive vessel (400 on vessel_id). */
export const VESSEL_INACTIVE_MESSAGE = 'This vessel is inactive and takes no new voyage';
export const DEFAULT_USABLE_DECK_FACTOR = 0.85;

function measureSchema(label: string, unit: string, max: number) {
  return z
    .number({ error: `${label} must be a number of ${unit}` })
    .positive(`${label} must be more than 0`)
    .max(max, `${label} must be at most ${max} ${unit}`)
    .nullable();
}

const vesselFields = {
  name: requiredTextSchema('Name', 100),
  essos_voyage_number: requiredTextSchema('Essos voyage number', 50),
  deck_length_m: measureSchema('Deck length', 'm', 500),
  deck_width_m: measureSchema('Deck width', 'm', 100),
  max_deck_load_t: measureSchema('Max deck load', 't', 100_000),
  usable_deck_factor: z
    .number({ error: 'Usable deck factor must be a number from 0 to 1' })
    .positive('Usable deck factor must be more than 0')
    .max(1, 'Usable deck factor must be at most 1'),
};

export const createVesselBodySchema = z.object({
  name: vesselFields.name,
  essos_voyage_number: vesselFields.essos_voyage_number,
  deck_length_m: vesselFields.deck_length_m.default(null),
  deck_width_m: vesselFields.deck_width_m.default(null),
  max_deck_load_t: vesselFields.max_deck_load_t.default(null),
  usable_deck_factor: vesselFields.usable_deck_factor.default(DEFAULT_USABLE_DECK_FACTOR),
});
export type CreateVesselBody = z.input<typeof createVesselBodySchema>;

export const vesselResponseSchema = envelope(z.object({ vessel: vesselSchema }));
export type VesselResponse = z.infer<typeof vesselResponseSchema>;

/** Admin only. 409 naming `name` when a vessel has that name (without regard to case). */
export const createVesselCall = defineCall({
  method: 'POST',
  path: '/api/vessel/create',
  body: createVesselBodySchema,
  response: vesselResponseSchema,
});

export const updateVesselBodySchema = z.object({
  id: bodyIdSchema('id must be the id of a vessel'),
  name: vesselFields.name.optional(),
  essos_voyage_number: vesselFields.essos_voyage_number.optional(),
  deck_length_m: vesselFields.deck_length_m.optional(),
  deck_width_m: vesselFields.deck_width_m.optional(),
  max_deck_load_t: vesselFields.max_deck_load_t.optional(),
  usable_deck_factor: vesselFields.usable_deck_factor.optional(),
  /** false deactivates: no new voyage; voyages it already has go on. */
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
});
export type UpdateVesselBody = z.input<typeof updateVesselBodySchema>;

/** Admin only; id + any of the fields. Vessels are deactivated, never deleted. */
export const updateVesselCall = defineCall({
  method: 'POST',
  path: '/api/vessel/update',
  body: updateVesselBodySchema,
  response: vesselResponseSchema,
});
