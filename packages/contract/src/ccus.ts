import { z } from 'zod';
import {
  bodyIdSchema,
  defineCall,
  envelope,
  idSchema,
  namedRefSchema,
  nullableIdQuerySchema,
  paged,
  pageQuerySchema,
  requiredTextSchema,
  searchQuerySchema,
  seenVersionSchema,
  timestampSchema,
  versionSchema,
} from './api.ts';
import { calendarDateSchema } from './time.ts';

/**
 * Cargo carrying units (issue 25, docs/decisions/073): containers, baskets, tanks and the rest, each certified
 * (DNV 2.7-1 / EN 12079) with a periodic inspection, owned by a supplier company or by the operator.
 */
export const CCU_TYPES = [
  'container',
  'half_height',
  'basket',
  'tank',
  'skip',
  'rack',
  'bottle_rack',
  'other',
] as const;
export const ccuTypeSchema = z.enum(CCU_TYPES, {
  error: `type must be one of ${CCU_TYPES.join(', ')}`,
});
export type CcuType = z.infer<typeof ccuTypeSchema>;

export const CCU_TYPE_LABELS: Record<CcuType, string> = {
  container: 'Container',
  half_height: 'Half-height',
  basket: 'Basket',
  tank: 'Tank',
  skip: 'Skip',
  rack: 'Rack',
  bottle_rack: 'Bottle rack',
  other: 'Other',
};

/**
 * Where a unit stands against its dates: `expired` once its certificate or its inspection date has passed,
 * `due_soon` when either falls within CCU_DUE_SOON_DAYS, `valid` otherwise. Counted in whole UTC days.
 */
export const CCU_CERTIFICATE_STATUSES = ['valid', 'due_soon', 'expired'] as const;
export const ccuCertificateStatusSchema = z.enum(CCU_CERTIFICATE_STATUSES, {
  error: `status must be one of ${CCU_CERTIFICATE_STATUSES.join(', ')}`,
});
export type CcuCertificateStatus = z.infer<typeof ccuCertificateStatusSchema>;
export const CCU_DUE_SOON_DAYS = 30;
export const CCU_CERTIFICATE_STATUS_LABELS: Record<CcuCertificateStatus, string> = {
  valid: 'Certified',
  due_soon: `Due within ${CCU_DUE_SOON_DAYS} days`,
  expired: 'Expired',
};

/** The calendar date (UTC) `days` after `today`, as YYYY-MM-DD. */
export function addCalendarDays(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The earlier of the certificate's end and the next inspection: the date from which the unit may not travel. */
export function ccuFirstDueDate(unit: { certified_until: string; next_inspection_due: string }): string {
  return unit.certified_until < unit.next_inspection_due ? unit.certified_until : unit.next_inspection_due;
}

/** The unit's standing on `today` (a UTC calendar date): the earlier of its two dates decides. */
export function ccuCertificateStatus(
  unit: { certified_until: string; next_inspection_due: string },
  today: string,
): CcuCertificateStatus {
  const first = ccuFirstDueDate(unit);
  if (first < today) return 'expired';
  if (first <= addCalendarDays(today, CCU_DUE_SOON_DAYS)) return 'due_soon';
  return 'valid';
}

/**
 * Where a unit is (issue 25), from its latest trip and the voyage and journey that trip's shipment travels on:
 * at base (never out, or packed on a voyage not yet sailed), on a voyage, at a rig since the vessel reached it,
 * or returned to base (received on a backload, or back with its voyage kept on board).
 */
export const CCU_LOCATIONS = ['at_base', 'on_voyage', 'at_rig', 'returned'] as const;
export const ccuLocationKindSchema = z.enum(CCU_LOCATIONS, {
  error: `location must be one of ${CCU_LOCATIONS.join(', ')}`,
});
export type CcuLocationKind = z.infer<typeof ccuLocationKindSchema>;
export const CCU_LOCATION_LABELS: Record<CcuLocationKind, string> = {
  at_base: 'At base',
  on_voyage: 'On a voyage',
  at_rig: 'At a rig',
  returned: 'Returned',
};

export const ccuLocationSchema = z.object({
  kind: ccuLocationKindSchema,
  /** The voyage of its latest trip: the one it is packed for, sails on, came from or came back on. */
  voyage: namedRefSchema.nullable(),
  /** The rig its latest trip went to. */
  rig: namedRefSchema.nullable(),
  /** Since when: sailed, reached the rig, returned; null at base before any trip. */
  since: timestampSchema.nullable(),
});
export type CcuLocation = z.infer<typeof ccuLocationSchema>;

export const ccuSchema = z.object({
  id: z.number().int(),
  /** Unique whatever the letter case, kept in capitals: TOR-1234. */
  code: z.string(),
  type: ccuTypeSchema,
  /** The supplier company that owns it; null: the operator's own. */
  owner: namedRefSchema.nullable(),
  tare_kg: z.number(),
  max_gross_kg: z.number(),
  length_m: z.number(),
  width_m: z.number(),
  height_m: z.number(),
  certificate_number: z.string(),
  /** Calendar dates, YYYY-MM-DD. */
  certified_until: z.string(),
  next_inspection_due: z.string(),
  /** What a day of hire costs, for a rented unit; null for a unit that is not hired by the day. */
  day_rate: z.number().nullable(),
  /** Worked out on the server's today (UTC). */
  certificate_status: ccuCertificateStatusSchema,
  location: ccuLocationSchema,
  /** Whole days off the base on its current trip (sailed, not yet returned); null while at base. */
  days_out: z.number().int().nullable(),
  /** Day rate × days off the base over every trip (a day begun counts); null for a unit not hired by the day. */
  hire_to_date: z.number().nullable(),
  created_at: timestampSchema,
  version: versionSchema,
});
export type Ccu = z.infer<typeof ccuSchema>;

export const listCcusQuerySchema = pageQuerySchema.extend({
  /** Matches the code or the certificate number. */
  search: searchQuerySchema,
  type: ccuTypeSchema.optional(),
  status: ccuCertificateStatusSchema.optional(),
  /** A supplier company's units; `null`: the operator's own. */
  owner_vendor_id: nullableIdQuerySchema.optional(),
  location: ccuLocationKindSchema.optional(),
});
export type ListCcusQuery = z.input<typeof listCcusQuerySchema>;
export type ListCcusFilter = z.output<typeof listCcusQuerySchema>;

export const listCcusResponseSchema = envelope(z.object({ ccus: paged(ccuSchema) }));
export type ListCcusResponse = z.infer<typeof listCcusResponseSchema>;

/**
 * Every signed-in role: the base coordinator, rig logistics and the admin see every unit; a supplier sees its
 * own company's units. Newest code first is not useful on a quay: by code.
 */
export const listCcusCall = defineCall({
  method: 'GET',
  path: '/api/ccu/list',
  query: listCcusQuerySchema,
  response: listCcusResponseSchema,
});

export const ccuResponseSchema = envelope(z.object({ ccu: ccuSchema }));
export type CcuResponse = z.infer<typeof ccuResponseSchema>;

/** GET /api/ccu/get/{id}: one unit, as the list shows it; 404 for a unit the caller may not see. */
export const getCcuCall = defineCall({
  method: 'GET',
  path: '/api/ccu/get/:id',
  params: z.object({ id: idSchema }),
  response: ccuResponseSchema,
});

export const CCU_CODE_TAKEN_MESSAGE = 'A unit with this code already exists';
export const CCU_GROSS_BELOW_TARE_MESSAGE = 'Max gross must be more than the tare';
export const CCU_CODE_PATTERN_MESSAGE = 'Code must be letters, digits and dashes, such as TOR-1234';

function measureSchema(label: string, unit: string, max: number) {
  return z
    .number({ error: `${label} must be a number of ${unit}` })
    .positive(`${label} must be more than 0`)
    .max(max, `${label} must be at most ${max} ${unit}`);
}

const ccuFields = {
  code: requiredTextSchema('Code', 30)
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, CCU_CODE_PATTERN_MESSAGE)
    .transform((code) => code.toUpperCase()),
  type: ccuTypeSchema,
  owner_vendor_id: bodyIdSchema('owner_vendor_id must be the id of a supplier company, or null').nullable(),
  tare_kg: measureSchema('Tare', 'kg', 100_000),
  max_gross_kg: measureSchema('Max gross', 'kg', 200_000),
  length_m: measureSchema('Length', 'm', 30),
  width_m: measureSchema('Width', 'm', 10),
  height_m: measureSchema('Height', 'm', 10),
  certificate_number: requiredTextSchema('Certificate number', 50),
  certified_until: calendarDateSchema('certified_until'),
  next_inspection_due: calendarDateSchema('next_inspection_due'),
  day_rate: z
    .number({ error: 'Day rate must be a number' })
    .nonnegative('Day rate must be 0 or more')
    .max(1_000_000, 'Day rate must be at most 1000000')
    .nullable(),
};

export const createCcuBodySchema = z
  .object({
    ...ccuFields,
    owner_vendor_id: ccuFields.owner_vendor_id.default(null),
    day_rate: ccuFields.day_rate.default(null),
  })
  .refine((body) => body.max_gross_kg > body.tare_kg, {
    message: CCU_GROSS_BELOW_TARE_MESSAGE,
    path: ['max_gross_kg'],
  });
export type CreateCcuBody = z.input<typeof createCcuBodySchema>;

/** Base coordinator and admin. 409 naming `code` when a unit has that code (without regard to case). */
export const createCcuCall = defineCall({
  method: 'POST',
  path: '/api/ccu/create',
  body: createCcuBodySchema,
  response: ccuResponseSchema,
});

export const updateCcuBodySchema = z.object({
  id: bodyIdSchema('id must be the id of a unit'),
  code: ccuFields.code.optional(),
  type: ccuFields.type.optional(),
  owner_vendor_id: ccuFields.owner_vendor_id.optional(),
  tare_kg: ccuFields.tare_kg.optional(),
  max_gross_kg: ccuFields.max_gross_kg.optional(),
  length_m: ccuFields.length_m.optional(),
  width_m: ccuFields.width_m.optional(),
  height_m: ccuFields.height_m.optional(),
  certificate_number: ccuFields.certificate_number.optional(),
  certified_until: ccuFields.certified_until.optional(),
  next_inspection_due: ccuFields.next_inspection_due.optional(),
  day_rate: ccuFields.day_rate.optional(),
  /** The version the person saw: 409 when the unit changed since. */
  version: seenVersionSchema,
});
export type UpdateCcuBody = z.input<typeof updateCcuBodySchema>;

/**
 * Base coordinator and admin; id and any of the fields (a new certificate after an inspection, a new day rate).
 * 400 on max_gross_kg when the result would not weigh more than its tare.
 */
export const updateCcuCall = defineCall({
  method: 'POST',
  path: '/api/ccu/update',
  body: updateCcuBodySchema,
  response: ccuResponseSchema,
});

/** One change of a unit, newest first, as its page lists them. */
export const ccuChangeSchema = z.object({
  id: z.number().int(),
  at: timestampSchema,
  actor: z.string().nullable(),
  /** Each changed field: its value before (null on creation) and after. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type CcuChange = z.infer<typeof ccuChangeSchema>;

export const ccuHistoryResponseSchema = envelope(z.object({ changes: z.array(ccuChangeSchema) }));

/** GET /api/ccu/history/{id}: who registered and changed the unit, and what. */
export const ccuHistoryCall = defineCall({
  method: 'GET',
  path: '/api/ccu/history/:id',
  params: z.object({ id: idSchema }),
  response: ccuHistoryResponseSchema,
});

/**
 * Labels (issue 25, docs/decisions/074): PDFs, not JSON, so the response is checked by the route, not by a
 * schema. Each label carries a QR code of the object's address in the app (scan-paths.ts) and its code in large
 * type. 404 for an object the caller may not see, as the reads of that object answer.
 */
export const LABEL_CONTENT_TYPE = 'application/pdf';

/** GET /api/ccu/label/{id}: one unit's label, 100 × 150 mm; inline, named label-TOR-1234.pdf. */
export const ccuLabelCall = defineCall({
  method: 'GET',
  path: '/api/ccu/label/:id',
  params: z.object({ id: idSchema }),
  response: z.unknown(),
});

/** GET /api/order/label/{id}: one order's label, 100 × 150 mm; named label-ORD-012.pdf. */
export const orderLabelCall = defineCall({
  method: 'GET',
  path: '/api/order/label/:id',
  params: z.object({ id: idSchema }),
  response: z.unknown(),
});

/**
 * GET /api/shipment/labels/{id}: an A4 sheet of labels, four to a page, one per order on the shipment (and per
 * unit packed on it); named labels-shipment-12.pdf.
 */
export const shipmentLabelsCall = defineCall({
  method: 'GET',
  path: '/api/shipment/labels/:id',
  params: z.object({ id: idSchema }),
  response: z.unknown(),
});
