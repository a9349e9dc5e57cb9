import { z } from 'zod';
import { bodyIdSchema, countSchema, defineCall, envelope, MAX_INT, requiredTextSchema } from './api.ts';
import { orderStateSchema, orderTransitionResponseSchema } from './orders.ts';
import { lateReasonSchema } from './time.ts';

/**
 * One action on many orders (issue 12): one request, one result per order. Each order is its own checked
 * transition, through the same service as the single-order call, with its own version check: one order's 409
 * does not undo the others (docs/decisions/031).
 */

/** The most orders one batch may name. */
export const ORDER_BATCH_MAX = 500;

const batchOrderSchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  version: z
    .number({ error: 'version must be the version of the order you saw (a positive whole number)' })
    .int('version must be a positive whole number')
    .positive('version must be a positive whole number')
    .max(MAX_INT, `version must be at most ${MAX_INT}`),
});

const batchOrdersSchema = z
  .array(batchOrderSchema, { error: 'orders must be a list of {id, version}' })
  .min(1, 'Choose at least one order')
  .max(ORDER_BATCH_MAX, `Choose at most ${ORDER_BATCH_MAX} orders at once`);

/** A rejection's reason, stored with the order and shown to the supplier. */
export const rejectReasonSchema = requiredTextSchema('Reason', 500);

/** The steps one order takes by itself, by the status it reaches (the documents' per-order buttons). */
export const BATCH_ADVANCE_STATUSES = ['ASSIGNED_TO_SUPPLIER', 'LOADED', 'OFFLOADING', 'DELIVERED'] as const;
export type BatchAdvanceStatus = (typeof BATCH_ADVANCE_STATUSES)[number];

export const orderBatchBodySchema = z.discriminatedUnion('action', [
  /** Rig logistics' review (phase 1). */
  z.object({ action: z.literal('accept'), orders: batchOrdersSchema }),
  z.object({ action: z.literal('reject'), orders: batchOrdersSchema, reason: rejectReasonSchema }),
  /** The coordinator's drop onto one shipment (phase 2). */
  z.object({
    action: z.literal('place'),
    orders: batchOrdersSchema,
    shipment_id: bodyIdSchema('shipment_id must be a positive whole number'),
    /** After the sailing's booking cut-off, the coordinator's reason for every order of the batch (issue 23). */
    late_reason: lateReasonSchema.optional(),
  }),
  /** Assign to Supplier, Mark Loaded, Start Offloading, Mark Offloaded. */
  z.object({
    action: z.literal('advance'),
    orders: batchOrdersSchema,
    status: z.enum(BATCH_ADVANCE_STATUSES, {
      error: `status must be one of ${BATCH_ADVANCE_STATUSES.join(', ')}`,
    }),
  }),
]);
export type OrderBatchBody = z.input<typeof orderBatchBodySchema>;
export type OrderBatchAction = OrderBatchBody['action'];

export const orderBatchResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  /** The HTTP status the single-order call would have answered: 200, or 400, 403, 404, 409. */
  code: z.number().int(),
  message: z.string(),
  /** Where the order stands now, when it moved. */
  order: orderStateSchema.nullable(),
});
export type OrderBatchResult = z.infer<typeof orderBatchResultSchema>;

export const orderBatchResponseSchema = envelope(
  z.object({
    message: z.string(),
    done: countSchema,
    failed: countSchema,
    results: z.array(orderBatchResultSchema),
  }),
);
export type OrderBatchResponse = z.infer<typeof orderBatchResponseSchema>;

export const orderBatchCall = defineCall({
  method: 'POST',
  path: '/api/order/batch',
  body: orderBatchBodySchema,
  response: orderBatchResponseSchema,
});

/** How long after a step its Undo is offered (the toast), and how long the server still takes it. */
export const UNDO_WINDOW_MS = 10_000;
/**
 * The server's grace beyond the toast's 10 s (docs/decisions/032): a slow link (a rig's satellite), and a batch,
 * whose first orders are stamped as they are done, seconds before its answer arrives and the 10 s start.
 */
export const UNDO_GRACE_MS = 20_000;

/** The reason an Undo's events row carries: the bell stays quiet about a step taken back (notification-rules). */
export const UNDO_EVENT_REASON = 'Undone by the person who made the step';

export const undoOrderStepBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  /** The version the step answered: nothing may have changed the order since. */
  version: batchOrderSchema.shape.version,
});
export type UndoOrderStepBody = z.input<typeof undoOrderStepBodySchema>;

/** Takes back one's own last step on an order (Accept, Mark Loaded, Start Offloading, Mark Offloaded). */
export const undoOrderStepCall = defineCall({
  method: 'POST',
  path: '/api/order/undo',
  body: undoOrderStepBodySchema,
  response: orderTransitionResponseSchema,
});
