import type { NewEvent } from '../../db/schema.ts';

/** Where an order or a request stands: the two halves of a transition. */
export interface EventState {
  phase: number | null;
  status: string;
}

/**
 * One events row for one transition. `from` is null when the thing is created. Services pass it to
 * recordTransitions inside the transaction that makes the change, so the history never disagrees with the
 * rows it describes. The request, voyage and shipment it belongs to are found from the order when not given.
 */
export function transitionEvent(options: {
  entityType: NewEvent['entity_type'];
  entityId: number;
  actorUserId: number;
  from: EventState | null;
  to: EventState;
  at: string;
  requestId?: number | null;
  voyageId?: number | null;
  shipmentId?: number | null;
  reason?: string | null;
  count?: number | null;
  /** JSON of what changed, {field: [before, after]}: a deleted journey keeps its name here. */
  details?: string | null;
}): NewEvent {
  return {
    entity_type: options.entityType,
    entity_id: options.entityId,
    actor_user_id: options.actorUserId,
    from_phase: options.from?.phase ?? null,
    from_status: options.from?.status ?? null,
    to_phase: options.to.phase,
    to_status: options.to.status,
    created_at: options.at,
    request_id: options.requestId ?? null,
    voyage_id: options.voyageId ?? null,
    shipment_id: options.shipmentId ?? null,
    reason: options.reason ?? null,
    count: options.count ?? null,
    details: options.details ?? null,
  };
}

/**
 * transitionEvent for what has a status and no phase (a voyage, a journey, a shipment): `from` is the status it
 * leaves, or absent when it is created.
 */
export function statusEvent(
  options: Omit<Parameters<typeof transitionEvent>[0], 'from' | 'to'> & { from?: string; to: string },
): NewEvent {
  const { from, to, ...rest } = options;
  return transitionEvent({
    ...rest,
    from: from === undefined ? null : { phase: null, status: from },
    to: { phase: null, status: to },
  });
}

/** An event with what it belongs to: its request's company and rig, and the rig of its journey. */
export interface PlacedEvent {
  row: NewEvent & { request_id: number | null; voyage_id: number | null; shipment_id: number | null };
  /** The supplier company whose request it is about; null for a voyage or a journey. */
  vendorId: number | null;
  /** The rig its request or journey goes to. */
  rigName: string | null;
}
