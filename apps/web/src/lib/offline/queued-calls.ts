import type { CallDefinition, CallResponse } from '@rigline/contract/api';
import { createBackloadCall, markBackloadLoadedCall, updateBackloadCall } from '@rigline/contract/cargo';
import {
  moveOrderToNextPhaseCall,
  recordOrderReceiptCall,
  rejectOrderCall,
  updateOrderCall,
  updateOrderStatusCall,
} from '@rigline/contract/orders';
import { callApi } from '@/lib/api-client';
import type { QueuedAction, QueuedCallName } from './action-queue';

/** The calls an offline action may make (issue 24): each a POST of the contract that takes a seen state. */
export const QUEUED_CALLS = {
  'order.update-status': updateOrderStatusCall,
  'order.reject': rejectOrderCall,
  'order.receipt': recordOrderReceiptCall,
  'order.move-next-phase': moveOrderToNextPhaseCall,
  'order.update': updateOrderCall,
  'backload.create': createBackloadCall,
  'backload.update': updateBackloadCall,
  'backload.mark-loaded': markBackloadLoadedCall,
} as const satisfies Record<QueuedCallName, unknown>;

export type QueuedCalls = typeof QUEUED_CALLS;
export type QueuedCallResponse<N extends QueuedCallName> = CallResponse<QueuedCalls[N]>;

/**
 * One send of a queued action: its body as it was kept, its own Idempotency-Key. The answer is not checked
 * against the response schema: a 2xx means the server acted, and a replay of that key answers the same.
 */
export function sendQueuedCall<N extends QueuedCallName>(
  call: N,
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<QueuedCallResponse<N>> {
  // The body was built from the call's own body type when the action was taken (sendOrQueue's signature);
  // kept in IndexedDB it is plain data, so the call is made on the definition alone.
  const send = callApi as (
    definition: CallDefinition,
    options: { body: unknown; idempotencyKey: string; validate: boolean },
  ) => Promise<unknown>;
  return send(QUEUED_CALLS[call], { body, idempotencyKey, validate: false }) as Promise<
    QueuedCallResponse<N>
  >;
}

export function sendQueuedAction(action: QueuedAction): Promise<unknown> {
  return sendQueuedCall(action.call, action.body, action.key);
}
