import { z } from 'zod';
import {
  bodyIdSchema,
  booleanQuerySchema,
  countSchema,
  defineCall,
  envelope,
  exportFormatSchema,
  idSchema,
  namedRefSchema,
  paged,
  pageQuerySchema,
  timestampSchema,
} from './api.ts';
import { phaseQuerySchema, phaseSchema } from './phases.ts';
import { lateReasonSchema } from './time.ts';
import { voyageStatusSchema } from './voyages.ts';

export const shipmentSchema = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  request: z.object({
    id: z.number().int(),
    title: z.string(),
    rig_id: z.number().int(),
    rig: namedRefSchema,
  }),
  voyage_id: z.number().int(),
  voyage: z.object({
    id: z.number().int(),
    name: z.string(),
    status: voyageStatusSchema,
    vessel_id: z.number().int(),
    vessel: namedRefSchema.nullable(),
  }),
  journey_id: z.number().int(),
  journey: z.object({ id: z.number().int(), sequence: z.number().int(), rig_id: z.number().int() }),
  /** True once it has orders and every one of them is loaded (or further on). */
  is_loaded: z.boolean(),
  /** The lowest phase among its orders that are not rejected; null while it has none. */
  current_phase: phaseSchema.nullable(),
  order_count: countSchema,
  /** Its orders kept on board at the rig (phase 9, issue 9): still on the vessel, coming back to base. */
  kept_on_board_count: countSchema,
  created_at: timestampSchema,
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const listShipmentsQuerySchema = pageQuerySchema.extend({
  id: idSchema.optional(),
  voyage_id: idSchema.optional(),
  request_id: idSchema.optional(),
  journey_id: idSchema.optional(),
  is_loaded: booleanQuerySchema.optional(),
  /** Only shipments with orders in this phase: the "Action Required" filters. */
  action_phase: phaseQuerySchema.optional(),
  /** csv or xlsx: the whole filtered list as a file (issue 12). */
  format: exportFormatSchema.optional(),
});
export type ListShipmentsQuery = z.input<typeof listShipmentsQuerySchema>;
export type ListShipmentsFilter = z.output<typeof listShipmentsQuerySchema>;

// Listed under `vendors`, as the product document reads it.
export const listShipmentsResponseSchema = envelope(z.object({ vendors: paged(shipmentSchema) }));
export type ListShipmentsResponse = z.infer<typeof listShipmentsResponseSchema>;

export const listShipmentsCall = defineCall({
  method: 'GET',
  path: '/api/shipment/list',
  query: listShipmentsQuerySchema,
  response: listShipmentsResponseSchema,
});

export const createShipmentBodySchema = z.object({
  voyage_id: bodyIdSchema('Please select a voyage first'),
  request_id: bodyIdSchema('request_id must be a positive whole number'),
  /** After the voyage's booking cut-off, the coordinator's reason (issue 23); 409 without it. */
  late_reason: lateReasonSchema.optional(),
});
export type CreateShipmentBody = z.input<typeof createShipmentBodySchema>;

export const createShipmentResponseSchema = envelope(
  z.object({ message: z.string(), shipment: shipmentSchema }),
);
export type CreateShipmentResponse = z.infer<typeof createShipmentResponseSchema>;

export const createShipmentCall = defineCall({
  method: 'POST',
  path: '/api/shipment/create',
  body: createShipmentBodySchema,
  response: createShipmentResponseSchema,
});

export const actionableShipmentsParamsSchema = z.object({ requestId: idSchema, phase: phaseQuerySchema });
export type ActionableShipmentsParams = z.input<typeof actionableShipmentsParamsSchema>;

export const listActionableShipmentsResponseSchema = envelope(
  z.object({ shipment: z.array(shipmentSchema) }),
);
export type ListActionableShipmentsResponse = z.infer<typeof listActionableShipmentsResponseSchema>;

/** The request's shipments that have orders in the given phase: what the View Shipments badge counts. */
export const listActionableShipmentsCall = defineCall({
  method: 'GET',
  path: '/api/shipment/get-actionable-shipment-of-request/:requestId/order-phase/:phase',
  params: actionableShipmentsParamsSchema,
  response: listActionableShipmentsResponseSchema,
});

export const deleteShipmentBodySchema = z.object({
  shipment_id: bodyIdSchema('shipment_id must be a positive whole number'),
});
export type DeleteShipmentBody = z.input<typeof deleteShipmentBodySchema>;

export const deleteShipmentResponseSchema = envelope(
  z.object({ message: z.string(), shipment_id: z.number().int() }),
);
export type DeleteShipmentResponse = z.infer<typeof deleteShipmentResponseSchema>;

/** Deletes an empty shipment of a voyage not started yet (decisions 007): the base coordinator's undo of create. */
export const deleteShipmentCall = defineCall({
  method: 'POST',
  path: '/api/shipment/delete',
  body: deleteShipmentBodySchema,
  response: deleteShipmentResponseSchema,
});

export const moveShipmentBodySchema = z.object({
  shipment_id: bodyIdSchema('shipment_id must be a positive whole number'),
  voyage_id: bodyIdSchema('Please select the sailing to move the shipment to'),
  /** After the target sailing's booking cut-off, the coordinator's reason (issue 23); 409 without it. */
  late_reason: lateReasonSchema.optional(),
});
export type MoveShipmentBody = z.input<typeof moveShipmentBodySchema>;

export const moveShipmentResponseSchema = envelope(
  z.object({
    message: z.string(),
    shipment: shipmentSchema,
    /** The voyage it was on before the move. */
    from_voyage_id: z.number().int(),
  }),
);
export type MoveShipmentResponse = z.infer<typeof moveShipmentResponseSchema>;

/**
 * "Move to next sailing" (docs/decisions/060): a shipment not loaded, on a voyage not started, to another voyage
 * not started that calls at its rig, with its orders and their history.
 */
export const moveShipmentCall = defineCall({
  method: 'POST',
  path: '/api/shipment/move',
  body: moveShipmentBodySchema,
  response: moveShipmentResponseSchema,
});
