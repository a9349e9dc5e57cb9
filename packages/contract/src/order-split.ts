import { z } from 'zod';
import { bodyIdSchema, defineCall, envelope, MAX_INT, seenVersionSchema } from './api.ts';
import { formatOrderId } from './ids.ts';
import { type Order, orderSchema } from './orders.ts';
import { PHASE } from './phases.ts';

/**
 * Issue 22: an order line split in two. An order not yet loaded (accepted for planning, or on a shipment and not
 * loaded) becomes two orders of the same item and request: the original keeps the rest where it is, and the new
 * part carries `quantity`, on no shipment, accepted and waiting for planning (PHASE.PLANNING). docs/decisions/052.
 */
export const splitOrderBodySchema = z.object({
  id: bodyIdSchema('id must be a positive whole number'),
  /** How many go to the new order; the original keeps the rest. 1 to the order's quantity − 1. */
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_INT, `Quantity must be at most ${MAX_INT}`),
  /** The order's version as the person saw it (docs/decisions/012). */
  version: seenVersionSchema,
});
export type SplitOrderBody = z.input<typeof splitOrderBodySchema>;

export const splitOrderResponseSchema = envelope(
  z.object({
    message: z.string(),
    /** The original, with the rest, where it was. */
    original: orderSchema,
    /** The new order with `quantity`, on no shipment, ACCEPTED in PHASE.PLANNING. */
    part: orderSchema,
  }),
);
export type SplitOrderResponse = z.infer<typeof splitOrderResponseSchema>;

export const splitOrderCall = defineCall({
  method: 'POST',
  path: '/api/order/split',
  body: splitOrderBodySchema,
  response: splitOrderResponseSchema,
});

/** The phases an order can be split in: not yet loaded. */
export const SPLITTABLE_PHASES: readonly number[] = [PHASE.PLANNING, PHASE.LOADING];

/** The largest part that can be split off an order of `quantity`: one stays. */
export function maxSplitQuantity(quantity: number): number {
  return Math.max(0, quantity - 1);
}

/** "Split from ORD-001", "Split into ORD-007, ORD-009": the note beside a split order; null when it is neither. */
export function describeSplit(
  order: Pick<Order, 'split_from_order_id' | 'split_into_order_ids'>,
): string | null {
  const parts: string[] = [];
  if (order.split_from_order_id !== null)
    parts.push(`Split from ${formatOrderId(order.split_from_order_id)}`);
  if (order.split_into_order_ids.length > 0) {
    parts.push(`Split into ${order.split_into_order_ids.map(formatOrderId).join(', ')}`);
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * What a split's events rows keep in `details` ({field: [before, after]}), read back by the history. `quantity` is
 * the original's before the split and, after it, what the row's order carries: the rest, or the part.
 */
export interface SplitDetails {
  quantity: [number, number];
  split_from?: [null, number];
  split_into?: [null, number];
}

/** The split a history row records, or null for any other row. Pure: the server and any screen agree. */
export function readSplitDetails(details: string | null | undefined): SplitDetails | null {
  if (!details?.includes('"split_')) return null;
  try {
    const parsed = JSON.parse(details) as Partial<SplitDetails>;
    if (!Array.isArray(parsed.quantity)) return null;
    if (!parsed.split_from && !parsed.split_into) return null;
    return parsed as SplitDetails;
  } catch {
    return null;
  }
}

/** "Split into ORD-007 (10 of 30 moved; 20 stay)", "Split from ORD-001 (10 of 30)". */
export function describeSplitAction(split: SplitDetails): string {
  const [before, after] = split.quantity;
  if (split.split_into) {
    return `Split into ${formatOrderId(split.split_into[1])} (${before - after} of ${before} moved; ${after} stay)`;
  }
  const from = split.split_from?.[1];
  return from === undefined ? 'Split' : `Split from ${formatOrderId(from)} (${after} of ${before})`;
}
