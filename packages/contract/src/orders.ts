import { z } from 'zod';
import {
  bodyIdSchema,
  defineCall,
  envelope,
  exportFormatSchema,
  idSchema,
  MAX_INT,
  nullableIdQuerySchema,
  optionalTextSchema,
  paged,
  pageQuerySchema,
  searchQuerySchema,
  seenVersionSchema,
  timestampSchema,
  versionSchema,
} from './api.ts';
import { itemSchema } from './items.ts';
import {
  currentPhaseDataSchema,
  keptOnBoardReasonSchema,
  orderStatusSchema,
  phaseQuerySchema,
  phaseSchema,
} from './phases.ts';
import { poNumberSchema } from './po-numbers.ts';
import { lateReasonSchema } from './time.ts';

/** The part of the catalogue item an order row shows. */
export const orderItemSchema = itemSchema.pick({
  name: true,
  mat_code: true,
  description: true,
  length: true,
  breadth: true,
  height: true,
  length_unit: true,
  breadth_unit: true,
  height_unit: true,
  item_measurement_unit: true,
  weight: true,
  weight_unit: true,
  un_number: true,
  imdg_class: true,
  packing_group: true,
  /** Stacks two high on deck: half the footprint (the load plan, and the most that fits of a split, issue 22). */
  is_stackable: true,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item: orderItemSchema,
  quantity: z.number().int().positive(),
  status: orderStatusSchema,
  current_phase: phaseSchema,
  current_phase_data: currentPhaseDataSchema,
  created_at: timestampSchema,
  /** The line's own purchase-order number (issue 26); null: bought under its request's, if any. */
  po_number: z.string().nullable().default(null),
  shipment_id: z.number().int().nullable(),
  request_id: z.number().int(),
  version: versionSchema,
  /** Unit weight at least the server's HEAVY_LIFT_T (issue 11): the row shows a heavy-lift badge. */
  is_heavy_lift: z.boolean(),
  /** Why rig logistics or the coordinator rejected it; null when not rejected or no reason was given. */
  reject_reason: z.string().nullable(),
  /** Why rig logistics kept it on board (phase 9), and their note; kept once it has come back (issue 9). */
  kept_reason: keptOnBoardReasonSchema.nullable(),
  kept_note: z.string().nullable(),
  /** The voyage it came back on, kept on board: "returned from VOY-n: reason" wherever it is listed. */
  returned_from_voyage_id: z.number().int().nullable(),
  /** What the rig recorded on receipt (phase 7 or 8); null until it did. */
  received_quantity: z.number().int().nullable(),
  damaged_quantity: z.number().int().nullable(),
  receipt_note: z.string().nullable(),
  /** The order this one was split from (issue 22): "Split from ORD-n" wherever it is listed; null otherwise. */
  split_from_order_id: z.number().int().nullable(),
  /** The orders split from this one, oldest first: "Split into ORD-m". */
  split_into_order_ids: z.array(z.number().int()),
  /**
   * 1 while the discrepancy its receipt opened (short or damaged) is not resolved, else 0 (issue 22): the
   * status stays DELIVERED, the screens say "Delivered short" / "damaged" / "1 open discrepancy" beside it.
   */
  open_discrepancy_count: z.number().int().nonnegative().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** Where an order stands after a transition; the client merges it into the row it shows. */
export const orderStateSchema = z.object({
  id: z.number().int(),
  current_phase: phaseSchema,
  status: orderStatusSchema,
  shipment_id: z.number().int().nullable(),
  version: versionSchema,
});
export type OrderState = z.infer<typeof orderStateSchema>;

/** Everything still in play: rejected orders drop out of the plan-voyage and shipment views. */
export const EXCEPT_REJECTED = 'ex-REJECTED';

export const listOrdersQuerySchema = pageQuerySchema.extend({
  request_id: idSchema.optional(),
  /** "null" lists the orders not on any shipment yet. */
  shipment_id: nullableIdQuerySchema.optional(),
  current_phase: phaseQuerySchema.optional(),
  status: z.union([orderStatusSchema, z.literal(EXCEPT_REJECTED)]).optional(),
  search: searchQuerySchema,
  /** csv or xlsx: the whole filtered list as a file (issue 12). */
  format: exportFormatSchema.optional(),
});
export type ListOrdersQuery = z.input<typeof listOrdersQuerySchema>;
export type ListOrdersFilter = z.output<typeof listOrdersQuerySchema>;

export const listOrdersResponseSchema = envelope(z.object({ orders: paged(orderSchema) }));
export type ListOrdersResponse = z.infer<typeof listOrdersResponseSchema>;

export const listOrdersCall = defineCall({
  method: 'GET',
  path: '/api/order/get',
  query: listOrdersQuerySchema,
  response: listOrdersResponseSchema,
});

export const createOrderBodySchema = z.object({
  item_id: bodyIdSchema('Please look up an item by its mat code'),
  request_id: bodyIdSchema('request_id must be a positive whole number'),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_INT, `Quantity must be at most ${MAX_INT}`),
  /** Optional (issue 26): the line's own purchase-order number, when not its request's. */
  po_number: poNumberSchema,
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const createOrderResponseSchema = envelope(z.object({ message: z.string(), order: orderSchema }));
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const createOrderCall = defineCall({
  method: 'POST',
  path: '/api/order/create',
  body: createOrderBodySchema,
  response: createOrderResponseSchema,
});

export const updateOrderStatusBodySchema = z.object({
  order_id: bodyIdSchema('order_id must be a positive whole number'),
  status: orderStatusSchema,
  /** The order's version as the person saw it (docs/decisions/012). */
  version: seenVersionSchema,
});
export type UpdateOrderStatusBody = z.input<typeof updateOrderStatusBodySchema>;

export const updateOrderStatusResponseSchema = envelope(
  z.object({ message: z.string(), order: orderStateSchema }),
);
export type UpdateOrderStatusResponse = z.infer<typeof updateOrderStatusResponseSchema>;

export const updateOrderStatusCall = defineCall({
  method: 'POST',
  path: '/api/order/update-status',
  body: updateOrderStatusBodySchema,
  response: updateOrderStatusResponseSchema,
});

/** update, reject and move-to-next-phase all answer the order's new state under data.data. */
export const orderTransitionResponseSchema = envelope(
  z.object({ message: z.string(), data: orderStateSchema }),
);
export type OrderTransitionResponse = z.infer<typeof orderTransitionResponseSchema>;

/**
 * One call for several moves, told apart by the fields sent: id alone advances the order (assign to
 * supplier, loaded, offloaded); shipment_id puts it on a shipment, or with null takes it off.
 */
export const updateOrderBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  status: orderStatusSchema.optional(),
  shipment_id: bodyIdSchema('shipment_id must be a shipment id or null').nullable().optional(),
  /**
   * "Remove" in the rig's offload view (phase 6) keeps the order on board: why (issue 9). Required there;
   * OTHER needs a note.
   */
  reason: keptOnBoardReasonSchema.optional(),
  note: optionalTextSchema('Note', 500).optional(),
  /**
   * Putting the order on a shipment whose sailing's booking cut-off has passed needs the coordinator's reason
   * (issue 23); without one the answer is 409 naming the cut-off and the next sailing to the rig.
   */
  late_reason: lateReasonSchema.optional(),
  /** The order's version as the person saw it (docs/decisions/012). */
  version: seenVersionSchema,
});
export type UpdateOrderBody = z.input<typeof updateOrderBodySchema>;

export const updateOrderCall = defineCall({
  method: 'POST',
  path: '/api/order/update',
  body: updateOrderBodySchema,
  response: orderTransitionResponseSchema,
});

export const orderIdBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  /** The order's version as the person saw it (docs/decisions/012). */
  version: seenVersionSchema,
});
export type OrderIdBody = z.input<typeof orderIdBodySchema>;

export const rejectOrderBodySchema = orderIdBodySchema.extend({
  /** Shown to the supplier with the order (issue 12); optional, so the documents' body keeps working. */
  reason: optionalTextSchema('Reason', 500).optional(),
});
export type RejectOrderBody = z.input<typeof rejectOrderBodySchema>;

/** Permanent: a rejected order never comes back. */
export const rejectOrderCall = defineCall({
  method: 'POST',
  path: '/api/order/reject',
  body: rejectOrderBodySchema,
  response: orderTransitionResponseSchema,
});

export const moveOrderToNextPhaseCall = defineCall({
  method: 'POST',
  path: '/api/order/move-order-to-next-phase',
  body: orderIdBodySchema,
  response: orderTransitionResponseSchema,
});

const quantitySchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(MAX_INT, `${label} must be at most ${MAX_INT}`);

/** What the rig received of an order in phase 7 or 8 (issue 9): less than ordered, or damage, is a discrepancy. */
export const orderReceiptBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  received_quantity: quantitySchema('Quantity received'),
  damaged_quantity: quantitySchema('Quantity damaged'),
  note: optionalTextSchema('Note', 500).default(''),
  /** The order's version as the person saw it (docs/decisions/012). */
  version: seenVersionSchema,
});
export type OrderReceiptBody = z.input<typeof orderReceiptBodySchema>;

export const orderReceiptSchema = z.object({
  id: z.number().int(),
  received_quantity: z.number().int(),
  damaged_quantity: z.number().int(),
  receipt_note: z.string(),
  /** The discrepancy this receipt opened; null when everything arrived whole. */
  discrepancy_id: z.number().int().nullable(),
  version: versionSchema,
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

export const orderReceiptResponseSchema = envelope(
  z.object({ message: z.string(), data: orderReceiptSchema }),
);
export type OrderReceiptResponse = z.infer<typeof orderReceiptResponseSchema>;

export const recordOrderReceiptCall = defineCall({
  method: 'POST',
  path: '/api/order/receipt',
  body: orderReceiptBodySchema,
  response: orderReceiptResponseSchema,
});
