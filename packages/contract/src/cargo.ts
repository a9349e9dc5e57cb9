import { z } from 'zod';
import {
  bodyIdSchema,
  countSchema,
  defineCall,
  envelope,
  exportFormatSchema,
  idSchema,
  MAX_INT,
  namedRefSchema,
  optionalTextSchema,
  paged,
  pageQuerySchema,
  requiredTextSchema,
  seenVersionSchema,
  textSchema,
  timestampSchema,
  versionSchema,
} from './api.ts';

/*
 * Cargo truth (issue 9): what the rig received (discrepancies) and what travels from a rig back to base
 * (backload). Kept on board and "Arrived at Base" live in orders.ts and voyages.ts.
 */

// ---------------------------------------------------------------- discrepancies

export const DISCREPANCY_STATUSES = ['OPEN', 'RESOLVED'] as const;
export const discrepancyStatusSchema = z.enum(DISCREPANCY_STATUSES);
export type DiscrepancyStatus = z.infer<typeof discrepancyStatusSchema>;

export const discrepancySchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  request_id: z.number().int(),
  rig: namedRefSchema,
  vendor: namedRefSchema,
  item: z.object({ name: z.string(), mat_code: z.string() }),
  ordered_quantity: z.number().int(),
  received_quantity: z.number().int(),
  damaged_quantity: z.number().int(),
  note: z.string(),
  status: discrepancyStatusSchema,
  resolution: z.string().nullable(),
  created_at: timestampSchema,
  resolved_at: timestampSchema.nullable(),
  resolved_by: namedRefSchema.nullable(),
  version: versionSchema,
});
export type Discrepancy = z.infer<typeof discrepancySchema>;

export const listDiscrepanciesQuerySchema = pageQuerySchema.extend({
  rig_id: idSchema.optional(),
  status: discrepancyStatusSchema.optional(),
  /** csv or xlsx: the whole filtered list as a file (issue 12). */
  format: exportFormatSchema.optional(),
});
export type ListDiscrepanciesQuery = z.input<typeof listDiscrepanciesQuerySchema>;
export type ListDiscrepanciesFilter = z.output<typeof listDiscrepanciesQuerySchema>;

export const listDiscrepanciesResponseSchema = envelope(
  z.object({ discrepancies: paged(discrepancySchema) }),
);
export type ListDiscrepanciesResponse = z.infer<typeof listDiscrepanciesResponseSchema>;

/** Operators see every rig's; a supplier sees those of its own orders. Newest first. */
export const listDiscrepanciesCall = defineCall({
  method: 'GET',
  path: '/api/discrepancy/list',
  query: listDiscrepanciesQuerySchema,
  response: listDiscrepanciesResponseSchema,
});

export const resolveDiscrepancyBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  resolution: requiredTextSchema('Resolution', 1000),
  version: seenVersionSchema,
});
export type ResolveDiscrepancyBody = z.input<typeof resolveDiscrepancyBodySchema>;

export const resolveDiscrepancyResponseSchema = envelope(
  z.object({ message: z.string(), discrepancy: discrepancySchema }),
);
export type ResolveDiscrepancyResponse = z.infer<typeof resolveDiscrepancyResponseSchema>;

export const resolveDiscrepancyCall = defineCall({
  method: 'POST',
  path: '/api/discrepancy/resolve',
  body: resolveDiscrepancyBodySchema,
  response: resolveDiscrepancyResponseSchema,
});

// ---------------------------------------------------------------- backload

export const BACKLOAD_CATEGORIES = ['RENTAL_RETURN', 'EMPTY_CCU', 'WASTE', 'SURPLUS', 'OTHER'] as const;
export const backloadCategorySchema = z.enum(BACKLOAD_CATEGORIES);
export type BackloadCategory = z.infer<typeof backloadCategorySchema>;

export const BACKLOAD_CATEGORY_LABELS: Readonly<Record<BackloadCategory, string>> = {
  RENTAL_RETURN: 'Rental return',
  EMPTY_CCU: 'Empty CCU',
  WASTE: 'Waste',
  SURPLUS: 'Surplus',
  OTHER: 'Other',
};

export const BACKLOAD_STATUSES = ['BOOKED', 'LOADED', 'RECEIVED', 'CANCELLED'] as const;
export const backloadStatusSchema = z.enum(BACKLOAD_STATUSES);
export type BackloadStatus = z.infer<typeof backloadStatusSchema>;

export const BACKLOAD_STATUS_LABELS: Readonly<Record<BackloadStatus, string>> = {
  BOOKED: 'Booked',
  LOADED: 'Loaded on the vessel',
  RECEIVED: 'Received at base',
  CANCELLED: 'Cancelled',
};

const measureSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(100_000, `${label} must be at most 100000`);

const wholeQuantitySchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(MAX_INT, `${label} must be at most ${MAX_INT}`);

export const backloadLineInputSchema = z.object({
  description: requiredTextSchema('Description', 200),
  category: backloadCategorySchema,
  quantity: wholeQuantitySchema('Quantity'),
  unit: requiredTextSchema('Unit', 20),
  weight_kg: measureSchema('Weight (kg)'),
  length_m: measureSchema('Length (m)'),
  width_m: measureSchema('Width (m)'),
  height_m: measureSchema('Height (m)'),
  /** The vendor whose rental this is: that vendor sees this line coming back, and nothing else of the backload. */
  vendor_id: bodyIdSchema('vendor_id must be a vendor id').nullable().optional(),
  /** An Empty CCU line names the unit it brings home (issue 25): one at the backload's rig. */
  ccu_id: bodyIdSchema('ccu_id must be the id of a unit').nullable().optional(),
  un_number: textSchema('UN number')
    .regex(/^(UN\d{4})?$/, 'UN number must read UN followed by 4 digits')
    .optional(),
  imdg_class: textSchema('IMDG class')
    .regex(/^([1-9](\.[1-6])?)?$/, 'IMDG class must read like 3 or 2.1')
    .optional(),
});
export type BackloadLineInput = z.input<typeof backloadLineInputSchema>;

const linesSchema = z
  .array(backloadLineInputSchema, { error: 'lines must be a list' })
  .min(1, 'Add at least one line')
  .max(100, 'At most 100 lines per backload');

export const backloadLineSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  category: backloadCategorySchema,
  quantity: z.number().int(),
  unit: z.string(),
  weight_kg: z.number(),
  length_m: z.number(),
  width_m: z.number(),
  height_m: z.number(),
  vendor: namedRefSchema.nullable(),
  /** The unit an Empty CCU line brings home. */
  ccu: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  un_number: z.string().nullable(),
  imdg_class: z.string().nullable(),
  /** Counted at base on receipt; null until then. */
  received_quantity: z.number().int().nullable(),
});
export type BackloadLine = z.infer<typeof backloadLineSchema>;

export const backloadSchema = z.object({
  id: z.number().int(),
  voyage: namedRefSchema,
  rig: namedRefSchema,
  journey_id: z.number().int(),
  status: backloadStatusSchema,
  /** A vendor sees only the lines naming it. */
  lines: z.array(backloadLineSchema),
  line_count: countSchema,
  created_at: timestampSchema,
  loaded_at: timestampSchema.nullable(),
  received_at: timestampSchema.nullable(),
  version: versionSchema,
});
export type Backload = z.infer<typeof backloadSchema>;

export const listBackloadsQuerySchema = pageQuerySchema.extend({
  voyage_id: idSchema.optional(),
  rig_id: idSchema.optional(),
  status: backloadStatusSchema.optional(),
  /** csv or xlsx: the whole filtered list as a file, a row per line (issue 12). */
  format: exportFormatSchema.optional(),
});
export type ListBackloadsQuery = z.input<typeof listBackloadsQuerySchema>;
export type ListBackloadsFilter = z.output<typeof listBackloadsQuerySchema>;

export const listBackloadsResponseSchema = envelope(z.object({ backloads: paged(backloadSchema) }));
export type ListBackloadsResponse = z.infer<typeof listBackloadsResponseSchema>;

/** Newest first. A supplier sees the backloads with a line naming its company, and only those lines. */
export const listBackloadsCall = defineCall({
  method: 'GET',
  path: '/api/backload/list',
  query: listBackloadsQuerySchema,
  response: listBackloadsResponseSchema,
});

export const createBackloadBodySchema = z.object({
  voyage_id: bodyIdSchema('Please select a voyage'),
  rig_id: bodyIdSchema('Please select a rig'),
  lines: linesSchema,
});
export type CreateBackloadBody = z.input<typeof createBackloadBodySchema>;

export const backloadResponseSchema = envelope(z.object({ message: z.string(), backload: backloadSchema }));
export type BackloadResponse = z.infer<typeof backloadResponseSchema>;

export const createBackloadCall = defineCall({
  method: 'POST',
  path: '/api/backload/create',
  body: createBackloadBodySchema,
  response: backloadResponseSchema,
});

/** Replaces the lines of a backload not yet loaded. */
export const updateBackloadBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  lines: linesSchema,
  version: seenVersionSchema,
});
export type UpdateBackloadBody = z.input<typeof updateBackloadBodySchema>;

export const updateBackloadCall = defineCall({
  method: 'POST',
  path: '/api/backload/update',
  body: updateBackloadBodySchema,
  response: backloadResponseSchema,
});

export const backloadIdBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  version: seenVersionSchema,
});
export type BackloadIdBody = z.input<typeof backloadIdBodySchema>;

export const cancelBackloadCall = defineCall({
  method: 'POST',
  path: '/api/backload/cancel',
  body: backloadIdBodySchema,
  response: backloadResponseSchema,
});

export const markBackloadLoadedCall = defineCall({
  method: 'POST',
  path: '/api/backload/mark-loaded',
  body: backloadIdBodySchema,
  response: backloadResponseSchema,
});

export const receiveBackloadBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  lines: z
    .array(
      z.object({
        id: bodyIdSchema('line id must be a positive whole number'),
        received_quantity: z
          .number({ error: 'Quantity received must be a number' })
          .int('Quantity received must be a whole number')
          .min(0, 'Quantity received must be 0 or more')
          .max(MAX_INT, `Quantity received must be at most ${MAX_INT}`),
      }),
    )
    .min(1, 'Give the quantity received of every line')
    .max(100, 'At most 100 lines per backload'),
  note: optionalTextSchema('Note', 500).optional(),
  version: seenVersionSchema,
});
export type ReceiveBackloadBody = z.input<typeof receiveBackloadBodySchema>;

export const receiveBackloadCall = defineCall({
  method: 'POST',
  path: '/api/backload/receive',
  body: receiveBackloadBodySchema,
  response: backloadResponseSchema,
});
