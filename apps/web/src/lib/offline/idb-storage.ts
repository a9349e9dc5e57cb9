import { createStore, del, get, type UseStore, update } from 'idb-keyval';
import type { QueueState, QueueStorage } from './action-queue';

/**
 * IndexedDB through idb-keyval (docs/decisions/071): one database, one store for the queued actions and one
 * for TanStack Query's persisted cache, so signing out can clear the cache and keep the queue.
 */
let queueStore: UseStore | null = null;
let cacheStore: UseStore | null = null;

function queueDb(): UseStore {
  queueStore ??= createStore('rigline-offline-queue', 'actions');
  return queueStore;
}

export function cacheDb(): UseStore {
  cacheStore ??= createStore('rigline-offline-cache', 'queries');
  return cacheStore;
}

/** The queue of one person (by email): another person signing in on this browser never sends or sees it. */
export function queueStorageOf(owner: string): QueueStorage {
  const key = `queue:${owner}`;
  return {
    load: () => get<QueueState>(key, queueDb()),
    update: async (change) => {
      const empty: QueueState = { pending: [], failed: [], lastSentAt: null };
      let next = empty;
      // One IndexedDB transaction: read, change, write (another tab's change is never written over).
      await update<QueueState>(
        key,
        (stored) => {
          next = change(stored ?? empty);
          return next;
        },
        queueDb(),
      );
      return next;
    },
  };
}

export function removeQueueOf(owner: string): Promise<void> {
  return del(`queue:${owner}`, queueDb());
}
