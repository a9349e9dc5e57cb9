import { z } from 'zod';
import {
  bodyIdSchema,
  countSchema,
  defineCall,
  envelope,
  exportFormatSchema,
  fieldErrorSchema,
  optionalTextSchema,
  paged,
  pageQuerySchema,
  requiredTextSchema,
  searchQuerySchema,
  textSchema,
} from './api.ts';
import { ITEM_MEASURE_LIMITS, ITEM_UNITS, MEASUREMENT_UNITS, PAGE } from './constants.ts';
import { imdgClassSchema, packingGroupSchema, unNumberSchema } from './dangerous-goods.ts';

export const measurementUnitSchema = z.enum(MEASUREMENT_UNITS);

export const itemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  mat_code: z.string(),
  remarks: z.string(),
  length: z.number(),
  breadth: z.number(),
  height: z.number(),
  weight: z.number(),
  volume: z.number(),
  length_unit: z.literal(ITEM_UNITS.length),
  breadth_unit: z.literal(ITEM_UNITS.breadth),
  height_unit: z.literal(ITEM_UNITS.height),
  weight_unit: z.literal(ITEM_UNITS.weight),
  volume_unit: z.literal(ITEM_UNITS.volume),
  item_measurement_unit: measurementUnitSchema,
  /** Display only: true = active. */
  status: z.boolean(),
  vendor_id: z.number().int(),
  /** Dangerous goods (issue 11): all three null when the item is not DG. */
  un_number: z.string().nullable(),
  imdg_class: z.string().nullable(),
  packing_group: z.string().nullable(),
  /** Stacks two high on deck: half the footprint (load-plan.ts). */
  is_stackable: z.boolean(),
});
export type Item = z.infer<typeof itemSchema>;

export const listItemsQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.unwrap().default(PAGE.itemCataloguePageSize),
  /** Exact lookup, as the Add Order dialog does it. */
  mat_code: textSchema('mat_code').min(1, 'mat_code must not be empty').optional(),
  /** Matches name or mat code. */
  search: searchQuerySchema,
  /** csv or xlsx: the whole filtered list as a file (issue 12). */
  format: exportFormatSchema.optional(),
});
export type ListItemsQuery = z.input<typeof listItemsQuerySchema>;
export type ListItemsFilter = z.output<typeof listItemsQuerySchema>;

export const listItemsResponseSchema = envelope(z.object({ items: paged(itemSchema) }));
export type ListItemsResponse = z.infer<typeof listItemsResponseSchema>;

export const listItemsCall = defineCall({
  method: 'GET',
  path: '/api/vendor/item/get',
  query: listItemsQuerySchema,
  response: listItemsResponseSchema,
});

function measureSchema(label: string, unit: string, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max} ${unit}`)
    .default(0);
}

/**
 * A mat code is a code people type into other systems and read out over the radio: letters A–Z, digits and
 * the separators - _ . / only, a space only between them, starting and ending with a letter or digit.
 */
export const MAT_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._/ -]*[A-Za-z0-9])?$/;
export const MAT_CODE_RULE_MESSAGE =
  'Mat code may hold only letters A–Z, digits, spaces and - _ . / and must start and end with a letter or digit';

/** An empty code gets "Mat code is required" alone, not the character rule as well. */
export const matCodeSchema = requiredTextSchema('Mat code', 64).refine(
  (code) => code === '' || MAT_CODE_PATTERN.test(code),
  MAT_CODE_RULE_MESSAGE,
);

/** The fields a person types for one item; shared by create and bulk create. */
const itemInputShape = {
  mat_code: matCodeSchema,
  name: requiredTextSchema('Item name', 200),
  length: measureSchema('Length', 'in', ITEM_MEASURE_LIMITS.length),
  breadth: measureSchema('Breadth', 'in', ITEM_MEASURE_LIMITS.breadth),
  height: measureSchema('Height', 'in', ITEM_MEASURE_LIMITS.height),
  weight: measureSchema('Weight', 'lb', ITEM_MEASURE_LIMITS.weight),
  volume: measureSchema('Volume', 'gal', ITEM_MEASURE_LIMITS.volume),
  item_measurement_unit: z
    .enum(MEASUREMENT_UNITS, { error: `Unit of measurement must be one of ${MEASUREMENT_UNITS.join(', ')}` })
    .default('count'),
  /** Optional: a blank cell or box means the item is not dangerous goods. */
  un_number: unNumberSchema.optional(),
  imdg_class: imdgClassSchema.optional(),
  packing_group: packingGroupSchema.optional(),
  is_stackable: z.boolean({ error: 'Stackable must be true or false' }).default(false),
};

/** A UN number and a class go together: one without the other is not a dangerous-goods entry. */
function checkDangerousGoods(
  row: {
    un_number?: string | null | undefined;
    imdg_class?: string | null | undefined;
    packing_group?: string | null | undefined;
  },
  context: z.core.$RefinementCtx,
): void {
  const hasUn = Boolean(row.un_number);
  const hasClass = Boolean(row.imdg_class);
  if (hasUn && !hasClass) {
    context.addIssue({
      code: 'custom',
      path: ['imdg_class'],
      message: 'IMDG Class is required with a UN Number',
    });
  }
  if (hasClass && !hasUn) {
    context.addIssue({
      code: 'custom',
      path: ['un_number'],
      message: 'UN Number is required with an IMDG Class',
    });
  }
  if (row.packing_group && !hasUn) {
    context.addIssue({
      code: 'custom',
      path: ['packing_group'],
      message: 'Packing Group is only given with a UN Number and an IMDG Class',
    });
  }
}

function fixedUnitSchema<const U extends string>(label: string, unit: U) {
  return z.literal(unit, { error: `${label} unit must be ${unit}` }).default(unit);
}

export const createItemBodySchema = z
  .object({
    ...itemInputShape,
    description: requiredTextSchema('Description', 2000),
    remarks: optionalTextSchema('Remarks', 2000).default(''),
    length_unit: fixedUnitSchema('Length', ITEM_UNITS.length),
    breadth_unit: fixedUnitSchema('Breadth', ITEM_UNITS.breadth),
    height_unit: fixedUnitSchema('Height', ITEM_UNITS.height),
    weight_unit: fixedUnitSchema('Weight', ITEM_UNITS.weight),
    volume_unit: fixedUnitSchema('Volume', ITEM_UNITS.volume),
  })
  .superRefine(checkDangerousGoods);
export type CreateItemBody = z.input<typeof createItemBodySchema>;
export type NewItem = z.output<typeof createItemBodySchema>;

export const createItemResponseSchema = envelope(z.object({ message: z.string(), item: itemSchema }));
export type CreateItemResponse = z.infer<typeof createItemResponseSchema>;

export const createItemCall = defineCall({
  method: 'POST',
  path: '/api/vendor/item/create',
  body: createItemBodySchema,
  response: createItemResponseSchema,
});

/** The most rows one upload may hold, and the most items one delete may name (each id is a bound parameter). */
export const BULK_ITEMS_MAX_ROWS = 1000;

export const deleteItemsBodySchema = z.object({
  item_ids: z
    .array(bodyIdSchema('item_ids must hold item ids'), { error: 'item_ids must be a list of item ids' })
    .min(1, 'Choose at least one item to delete')
    .max(BULK_ITEMS_MAX_ROWS, `Choose at most ${BULK_ITEMS_MAX_ROWS} items to delete at once`),
});
export type DeleteItemsBody = z.input<typeof deleteItemsBodySchema>;

export const deleteItemsResponseSchema = envelope(z.object({ message: z.string(), deleted: countSchema }));
export type DeleteItemsResponse = z.infer<typeof deleteItemsResponseSchema>;

export const deleteItemsCall = defineCall({
  method: 'POST',
  path: '/api/vendor/item/delete',
  body: deleteItemsBodySchema,
  response: deleteItemsResponseSchema,
});

/** One spreadsheet row. Units other than the measurement unit are fixed, so a row does not carry them. */
export const bulkItemRowSchema = z
  .object({
    ...itemInputShape,
    description: optionalTextSchema('Description', 2000).default(''),
  })
  .superRefine(checkDangerousGoods);
export type BulkItemRow = z.input<typeof bulkItemRowSchema>;

/**
 * Rows are checked one by one on the server (with bulkItemRowSchema, then for duplicate mat codes), so that
 * good rows are created and each bad one is reported with its row number instead of refusing the file.
 */
export const bulkCreateItemsBodySchema = z.object({
  items: z
    .array(
      z.custom<BulkItemRow>((row) => typeof row === 'object' && row !== null, 'Each row must be an object'),
    )
    .min(1, 'The file has no rows')
    .max(BULK_ITEMS_MAX_ROWS, `A file may hold at most ${BULK_ITEMS_MAX_ROWS} rows`),
});
export type BulkCreateItemsBody = z.input<typeof bulkCreateItemsBodySchema>;

export const bulkRowFailureSchema = z.object({
  /** 1-based, in the order the rows were sent. */
  row: z.number().int().positive(),
  errors: z.array(fieldErrorSchema),
});
export type BulkRowFailure = z.infer<typeof bulkRowFailureSchema>;

export const bulkCreateItemsResponseSchema = envelope(
  z.object({ message: z.string(), created: countSchema, failed: z.array(bulkRowFailureSchema) }),
);
export type BulkCreateItemsResponse = z.infer<typeof bulkCreateItemsResponseSchema>;

/**
 * The largest bulk import the server reads. 1,000 rows of real catalogue lines (the demo catalogues' cell
 * lengths, with descriptions), as the web app sends them, are 216,116 bytes; 1,000 rows with 500-character
 * descriptions are 791,011. 1 MiB leaves nearly five times the first; a larger file is split by the person
 * (the web app says so before sending). Measured by body-limit.routes.test.ts; docs/security.md.
 */
export const BULK_ITEMS_BODY_LIMIT_BYTES = 1024 * 1024;

export const bulkCreateItemsCall = defineCall({
  method: 'POST',
  path: '/api/vendor/item/bulk-create',
  body: bulkCreateItemsBodySchema,
  response: bulkCreateItemsResponseSchema,
  bodyLimit: BULK_ITEMS_BODY_LIMIT_BYTES,
});
