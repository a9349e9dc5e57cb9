import type { CallBody } from '@rigline/contract/api';
import { useMemo, useSyncExternalStore } from 'react';
import { isNetworkError } from '@/lib/api-client';
import {
  ActionQueue,
  type QueuedAction,
  type QueuedCallName,
  type QueueState,
  type QueueStorage,
} from './action-queue';
import { type QueuedCallResponse, type QueuedCalls, sendQueuedAction, sendQueuedCall } from './queued-calls';

/**
 * The signed-in person's offline queue, started by the shell (startActionQueue) and used by every action that
 * may be taken offline (sendOrQueue). Without a started queue (a component test) an action is only sent.
 */
let current: ActionQueue | null = null;
const listeners = new Set<() => void>();
const EMPTY_STATE: QueueState = { pending: [], failed: [], lastSentAt: null };

function emit() {
  for (const listener of listeners) listener();
}

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** How often a queue that is waiting, though the browser says it is online, tries again. */
export const REPLAY_RETRY_MS = 15_000;

/**
 * Starts the queue of one signed-in person: it is read from storage and replayed at once when online, again
 * whenever the browser comes back online, and every REPLAY_RETRY_MS while something waits. Returns stop.
 */
export function startActionQueue(options: {
  storage: QueueStorage;
  onAnswered: () => void;
  /** Tells the person's other tabs that the stored queue changed (a BroadcastChannel's name). */
  channelName?: string;
}): () => void {
  const channel =
    options.channelName && typeof BroadcastChannel === 'function'
      ? new BroadcastChannel(options.channelName)
      : null;
  const queue = new ActionQueue({
    storage: options.storage,
    send: sendQueuedAction,
    newId: newUuid,
    onAnswered: options.onAnswered,
    onStored: () => channel?.postMessage('changed'),
    exclusive: async (run) => {
      if (typeof navigator === 'undefined' || !navigator.locks) return run();
      await navigator.locks.request(`${options.channelName ?? 'rigline-offline-queue'}:replay`, run);
    },
  });
  if (channel) channel.onmessage = () => void queue.refresh();
  current = queue;
  const unsubscribe = queue.subscribe(emit);
  emit();
  const replay = () => {
    if (isBrowserOnline() && queue.getState().pending.length > 0) void queue.replay();
  };
  void queue.ready.then(replay);
  window.addEventListener('online', replay);
  const timer = window.setInterval(replay, REPLAY_RETRY_MS);
  return () => {
    channel?.close();
    window.removeEventListener('online', replay);
    window.clearInterval(timer);
    unsubscribe();
    if (current === queue) current = null;
    emit();
  };
}

export function activeActionQueue(): ActionQueue | null {
  return current;
}

export type SentOrQueued<N extends QueuedCallName> =
  | { isQueued: false; response: QueuedCallResponse<N> }
  | { isQueued: true; action: QueuedAction };

/**
 * Sends an action that may be taken offline, or keeps it for later: when the browser is offline, when earlier
 * actions still wait (they go first), or when the send gets no answer. Each action has one Idempotency-Key,
 * the same on the first send and every replay. A refusal while online is thrown as before.
 */
export async function sendOrQueue<N extends QueuedCallName>(
  call: N,
  body: CallBody<QueuedCalls[N]>,
  about: { description: string; orderId: number | null },
): Promise<SentOrQueued<N>> {
  const queue = current;
  const key = newUuid();
  const kept = body as Record<string, unknown>;
  const keep = async () => {
    const action = await queue!.enqueue({ call, body: kept, key, ...about });
    if (isBrowserOnline()) void queue!.replay();
    return { isQueued: true as const, action };
  };
  if (queue) {
    await queue.ready;
    if (!isBrowserOnline() || queue.getState().pending.length > 0) return keep();
  }
  try {
    return { isQueued: false, response: await sendQueuedCall(call, kept, key) };
  } catch (error) {
    if (queue && isNetworkError(error)) return keep();
    throw error;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readState(): QueueState {
  return current?.getState() ?? EMPTY_STATE;
}

/** The queue as it is now: what waits, what could not be applied, when something last reached the server. */
export function useActionQueueState(): QueueState {
  return useSyncExternalStore(subscribe, readState, readState);
}

/** The waiting action about this order, if any (its row shows it pending). */
export function usePendingActionOf(orderId: number): QueuedAction | undefined {
  return useActionQueueState().pending.find((action) => action.orderId === orderId);
}

/**
 * The orders with a step waiting in the queue: a batch leaves them out, so that the step taken offline is the
 * one applied when the link returns, not refused then because a batch took the order meanwhile (issue 24).
 */
export function usePendingOrderIds(): ReadonlySet<number> {
  const { pending } = useActionQueueState();
  return useMemo(
    () => new Set(pending.flatMap((action) => (action.orderId === null ? [] : [action.orderId]))),
    [pending],
  );
}

function readUnreachable(): boolean {
  return (current?.isUnreachable() ?? false) && (current?.getState().pending.length ?? 0) > 0;
}

/**
 * Whether the queue's last try found no link although the browser says it is online, and something still
 * waits for it (once nothing waits, the next page's reads say for themselves whether the link is back).
 */
export function useIsServerUnreachable(): boolean {
  return useSyncExternalStore(subscribe, readUnreachable, readUnreachable);
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, kept current by the browser's online and offline events. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isBrowserOnline, () => true);
}
