import { UNDO_WINDOW_MS } from '@rigline/contract/order-batches';
import type { OrderState } from '@rigline/contract/orders';
import { useSyncExternalStore } from 'react';

/**
 * The per-order steps this person took in the last 10 seconds (Mark Loaded, Mark Offloaded, Start Offloading,
 * alone or in a batch), with the version each answered: the order's row offers Undo while the entry lives
 * and the row still shows that version (issue 12). Kept in memory only: a reload ends the offer.
 */
const steps = new Map<number, { version: number; until: number }>();
const listeners = new Set<() => void>();
let snapshot = 0;

function changed() {
  snapshot += 1;
  for (const listener of listeners) listener();
}

export function rememberSteps(orders: readonly Pick<OrderState, 'id' | 'version'>[]): void {
  if (orders.length === 0) return;
  const until = Date.now() + UNDO_WINDOW_MS;
  for (const order of orders) steps.set(order.id, { version: order.version, until });
  setTimeout(() => {
    const now = Date.now();
    for (const [id, step] of steps) if (step.until <= now) steps.delete(id);
    changed();
  }, UNDO_WINDOW_MS + 50);
  changed();
}

export function forgetStep(orderId: number): void {
  if (steps.delete(orderId)) changed();
}

/** The version to undo from, when this order's last step is this person's and still within its window. */
export function undoableVersionOf(order: Pick<OrderState, 'id' | 'version'>): number | null {
  const step = steps.get(order.id);
  if (!step || step.until <= Date.now() || step.version !== order.version) return null;
  return step.version;
}

/** Re-renders the caller as steps come and go. */
export function useRecentSteps(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}
