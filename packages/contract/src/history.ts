import { z } from 'zod';
import { countSchema, defineCall, envelope, idSchema, timestampSchema } from './api.ts';
import { describeSplitAction, readSplitDetails } from './order-split.ts';
import { PHASE } from './phases.ts';
import { roleSlugSchema } from './roles.ts';

/** What a history row is about (issue 10): orders and requests, and from then on voyages, journeys, shipments. */
export const HISTORY_ENTITY_TYPES = [
  'request',
  'order',
  'voyage',
  'journey',
  'shipment',
  'backload',
  'discrepancy',
] as const;
export const historyEntityTypeSchema = z.enum(HISTORY_ENTITY_TYPES);
export type HistoryEntityType = z.infer<typeof historyEntityTypeSchema>;

export const historyEventSchema = z.object({
  id: z.number().int(),
  entity_type: historyEntityTypeSchema,
  entity_id: z.number().int(),
  /**
   * What the row is about, as the screens name it: REQ-007, ORD-042, VOY-3, "Journey 2 · Ocean Endeavour"
   * (never a journey's row id; a deleted one keeps the name it had), Shipment #12.
   */
  subject: z.string(),
  /** What happened, in words: "Assigned to Supplier", "Voyage started". */
  action: z.string(),
  /**
   * Who did it; null for a change nobody signed in made. `api_key`: it was done with an API key (issue 26), whose
   * account is named "API key <name>": the screens say "via API key <name>".
   */
  actor: z
    .object({
      id: z.number().int(),
      name: z.string(),
      role_slug: roleSlugSchema,
      api_key: z.literal(true).optional(),
    })
    .nullable(),
  at: timestampSchema,
  from_phase: z.number().int().nullable(),
  from_status: z.string().nullable(),
  to_phase: z.number().int().nullable(),
  to_status: z.string().nullable(),
  /** The reason a person gave, where there is one. */
  reason: z.string().nullable(),
  /** How many orders moved with it, for a voyage or journey transition. */
  count: countSchema.nullable(),
  request_id: z.number().int().nullable(),
  voyage_id: z.number().int().nullable(),
  shipment_id: z.number().int().nullable(),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;

export const historyResponseSchema = envelope(z.object({ events: z.array(historyEventSchema) }));
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

const historyParamsSchema = z.object({ id: idSchema });

/** GET /api/request/history/{id}: the request's own rows, its orders' and its shipments', oldest first. */
export const requestHistoryCall = defineCall({
  method: 'GET',
  path: '/api/request/history/:id',
  params: historyParamsSchema,
  response: historyResponseSchema,
});

/** GET /api/order/history/{id}: one order's rows, oldest first. */
export const orderHistoryCall = defineCall({
  method: 'GET',
  path: '/api/order/history/:id',
  params: historyParamsSchema,
  response: historyResponseSchema,
});

/** GET /api/voyage/history/{id}: the voyage's, its journeys' and shipments', and the orders that moved on it. */
export const voyageHistoryCall = defineCall({
  method: 'GET',
  path: '/api/voyage/history/:id',
  params: historyParamsSchema,
  response: historyResponseSchema,
});

/** The two halves of a transition, as a history row keeps them. */
export interface HistoryTransition {
  entity_type: HistoryEntityType;
  from_phase: number | null;
  from_status: string | null;
  to_phase: number | null;
  to_status: string | null;
  /** JSON of what changed, where the row keeps it: a split order's quantities and the other part (issue 22). */
  details?: string | null;
}

/**
 * The action a row records, in the words the screens use. Pure, so the server's answer and any screen agree;
 * a transition it does not know reads as its statuses.
 */
export function describeHistoryAction(event: HistoryTransition): string {
  const {
    entity_type: type,
    from_phase: fromPhase,
    from_status: from,
    to_phase: toPhase,
    to_status: to,
  } = event;
  if (type === 'voyage') return VOYAGE_ACTIONS[to ?? ''] ?? `Voyage ${lower(to)}`;
  if (type === 'journey') return JOURNEY_ACTIONS[to ?? ''] ?? `Journey ${lower(to)}`;
  if (type === 'shipment') return SHIPMENT_ACTIONS[to ?? ''] ?? `Shipment ${lower(to)}`;
  if (type === 'backload') {
    if (from === to) return 'Backload changed';
    return BACKLOAD_ACTIONS[to ?? ''] ?? `Backload ${lower(to)}`;
  }
  if (type === 'discrepancy') return to === 'RESOLVED' ? 'Discrepancy resolved' : 'Discrepancy opened';
  const split = type === 'order' ? readSplitDetails(event.details) : null;
  if (split) return describeSplitAction(split);
  if (from === null) return 'Created';
  if (type === 'request') {
    if (to === 'COMPLETED') return 'Completed';
    if (fromPhase === PHASE.DRAFT && toPhase === PHASE.REVIEW) return 'Assigned to Rig Logistics';
    if (fromPhase === PHASE.REVIEW && toPhase === PHASE.PLANNING) return 'Assigned to Base Coordinator';
    return fallback(event);
  }
  if (to === 'REJECTED') return 'Rejected';
  if (fromPhase === toPhase && fromPhase === PHASE.REVIEW) {
    if (to === 'ACCEPTED') return 'Accepted';
    if (to === 'CREATED') return 'Marked for review again';
  }
  if (fromPhase === PHASE.DRAFT && toPhase === PHASE.REVIEW) return 'Sent to Rig Logistics for review';
  if (fromPhase === PHASE.REVIEW && toPhase === PHASE.PLANNING) return 'Handed to Base Coordinator';
  if (to === 'REQUEST_LOADING') return 'Put on a shipment';
  if (from === 'ON_BOARD_RETURNING' && to === 'ACCEPTED') return 'Back at base: to plan again';
  if (to === 'ACCEPTED' && from !== 'CREATED') return 'Removed from its shipment';
  if (from === to && (toPhase === PHASE.OFFLOADING || toPhase === PHASE.DELIVERED))
    return 'Receipt recorded at the rig';
  const action = ORDER_ACTIONS[to ?? ''];
  return action ?? fallback(event);
}

const VOYAGE_ACTIONS: Readonly<Record<string, string>> = {
  PLANNING: 'Voyage created',
  STARTED: 'Voyage started',
  COMPLETED: 'Arrived at Base',
};
const BACKLOAD_ACTIONS: Readonly<Record<string, string>> = {
  BOOKED: 'Backload booked',
  LOADED: 'Backload loaded',
  RECEIVED: 'Backload received at base',
  CANCELLED: 'Backload cancelled',
};
const JOURNEY_ACTIONS: Readonly<Record<string, string>> = {
  PLANNED: 'Journey added',
  STARTED: 'Journey started',
  ENDED: 'Journey ended',
  DELETED: 'Journey deleted',
};
const SHIPMENT_ACTIONS: Readonly<Record<string, string>> = {
  CREATED: 'Shipment created',
  DELETED: 'Shipment deleted',
  MOVED: 'Shipment moved to another sailing',
};
const ORDER_ACTIONS: Readonly<Record<string, string>> = {
  ASSIGNED_TO_SUPPLIER: 'Assigned to Supplier',
  LOADED: 'Loaded',
  IN_TRANSIT: 'Sailed',
  OFFLOAD_REQUIRED: 'Arrived at the rig: offload required',
  OFFLOADING: 'Offloading started',
  DELIVERED: 'Delivered',
  ON_BOARD_RETURNING: 'Kept on board, returning to base',
};

function lower(status: string | null): string {
  return (status ?? 'changed').toLowerCase().replaceAll('_', ' ');
}

function fallback(event: HistoryTransition): string {
  return `${event.from_status ?? '-'} → ${event.to_status ?? '-'}`;
}
