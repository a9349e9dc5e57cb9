import { z } from 'zod';
import {
  bodyIdSchema,
  countSchema,
  defineCall,
  envelope,
  MAX_INT,
  messageResponseSchema,
  requiredTextSchema,
  seenVersionSchema,
} from './api.ts';
import { createOrderBodySchema, orderSchema } from './orders.ts';
import { poNumberSchema } from './po-numbers.ts';

/**
 * The supplier's draft (phase 0), line by line (issue 12): change a line's quantity, delete a line, and paste
 * or import many lines at once. Each is refused outside phase 0 and for another vendor's request.
 */

const quantitySchema = createOrderBodySchema.shape.quantity;

export const changeOrderQuantityBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  quantity: quantitySchema,
  /** The order's version as the person saw it (docs/decisions/012). */
  version: seenVersionSchema,
});
export type ChangeOrderQuantityBody = z.input<typeof changeOrderQuantityBodySchema>;

export const changeOrderQuantityResponseSchema = envelope(
  z.object({ message: z.string(), order: orderSchema }),
);
export type ChangeOrderQuantityResponse = z.infer<typeof changeOrderQuantityResponseSchema>;

export const changeOrderQuantityCall = defineCall({
  method: 'POST',
  path: '/api/order/change-quantity',
  body: changeOrderQuantityBodySchema,
  response: changeOrderQuantityResponseSchema,
});

export const deleteOrderBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  /** The order's version as the person saw it (docs/decisions/012). */
  version: seenVersionSchema,
});
export type DeleteOrderBody = z.input<typeof deleteOrderBodySchema>;

export const deleteOrderCall = defineCall({
  method: 'POST',
  path: '/api/order/delete',
  body: deleteOrderBodySchema,
  response: messageResponseSchema,
});

/** The most lines one paste or file may hold. */
export const BULK_ORDER_LINES_MAX = 1000;

/**
 * The largest body of a bulk create: a line at its longest (a 64-character mat code of three-byte characters,
 * the largest quantity) is 231 bytes of JSON, so 1,000 of them are 231,000 bytes; 30 real lines are about
 * 1.4 KB. Measured by order-lines.routes.test.ts; docs/decisions/030.
 */
export const BULK_ORDER_LINES_BODY_LIMIT_BYTES = 256 * 1024;

export const orderLineSchema = z.object({
  mat_code: requiredTextSchema('Mat code', 64),
  quantity: quantitySchema,
  /** Optional (issue 26): the line's own purchase-order number, when not its request's. */
  po_number: poNumberSchema,
});
export type OrderLine = z.input<typeof orderLineSchema>;

export const bulkCreateOrdersBodySchema = z.object({
  request_id: bodyIdSchema('request_id must be a positive whole number'),
  lines: z
    .array(orderLineSchema, { error: 'lines must be a list of {mat_code, quantity}' })
    .min(1, 'There are no lines to add')
    .max(BULK_ORDER_LINES_MAX, `At most ${BULK_ORDER_LINES_MAX} lines can be added at once`),
  /** true: only check the lines and answer each one's result; nothing is saved. */
  dry_run: z.boolean({ error: 'dry_run must be true or false' }).optional(),
});
export type BulkCreateOrdersBody = z.input<typeof bulkCreateOrdersBodySchema>;

/**
 * What became of one line. `found`: it will be (or was) added; `not_found`: no item with that mat code in the
 * vendor's catalogue; `duplicate`: its mat code repeats an earlier line or a line already on the request;
 * `bad_quantity` is decided in the browser by parseOrderQuantity, before the lines are sent.
 */
export const ORDER_LINE_RESULTS = ['found', 'not_found', 'duplicate', 'bad_quantity'] as const;
export type OrderLineResult = (typeof ORDER_LINE_RESULTS)[number];

export const orderLineOutcomeSchema = z.object({
  /** 1-based, in the order the lines were sent. */
  line: z.number().int().positive(),
  mat_code: z.string(),
  quantity: z.number().int(),
  result: z.enum(ORDER_LINE_RESULTS),
  message: z.string(),
  item: z.object({ id: z.number().int(), name: z.string(), item_measurement_unit: z.string() }).nullable(),
});
export type OrderLineOutcome = z.infer<typeof orderLineOutcomeSchema>;

export const bulkCreateOrdersResponseSchema = envelope(
  z.object({ message: z.string(), created: countSchema, lines: z.array(orderLineOutcomeSchema) }),
);
export type BulkCreateOrdersResponse = z.infer<typeof bulkCreateOrdersResponseSchema>;

/**
 * All or nothing: with dry_run it answers every line's result; without, it creates every line in one
 * transaction, or none (400 naming each bad line) when any line is not `found`.
 */
export const bulkCreateOrdersCall = defineCall({
  method: 'POST',
  path: '/api/order/bulk-create',
  body: bulkCreateOrdersBodySchema,
  response: bulkCreateOrdersResponseSchema,
  bodyLimit: BULK_ORDER_LINES_BODY_LIMIT_BYTES,
});

/**
 * A quantity as a person types or pastes it ("12", " 1,000 ", "3.0"): a whole number from 1 to MAX_INT, or
 * null when it is not one. The browser's preview marks such a line `bad_quantity`.
 */
export function parseOrderQuantity(text: string | number): number | null {
  const raw = typeof text === 'number' ? String(text) : text.trim().replace(/[\s,_](?=\d{3}\b)/g, '');
  if (!/^\d+(\.0+)?$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_INT ? value : null;
}
