import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { queueStorageOf } from '@/lib/offline/idb-storage';
import { startActionQueue } from '@/lib/offline/offline-actions';

/** The persister's write is throttled by a second: signing out clears again once a late write has landed. */
const LATE_WRITE_MS = 1500;

/**
 * Work that goes on when the link drops (issue 24, docs/decisions/071): the signed-in person's queue of offline
 * actions, replayed when the link returns, and their query cache kept in IndexedDB. The persister is loaded
 * here, after sign-in, so the sign-in page carries none of it. Returns what signing out must do first: stop
 * keeping the cache and forget it, so the next person on this browser never sees it.
 */
export function useOfflineSupport(owner: string | null): { forgetCache: () => void } {
  const queryClient = useQueryClient();
  const stopPersisting = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!owner) return;
    return startActionQueue({
      storage: queueStorageOf(owner),
      channelName: `rigline-offline-queue:${owner}`,
      // What the replay changed is fetched again on every screen that shows it.
      onAnswered: () => void queryClient.invalidateQueries(),
    });
  }, [owner, queryClient]);

  useEffect(() => {
    if (!owner) return;
    let isStopped = false;
    // Before the persister's code loads: the first page's answers arrive meanwhile and are fresh.
    const openedAt = Date.now();
    void import('@/lib/offline/persist-cache').then(({ persistQueryCache }) => {
      if (isStopped) return;
      stopPersisting.current = persistQueryCache(queryClient, owner, openedAt);
    });
    return () => {
      isStopped = true;
      stopPersisting.current?.();
      stopPersisting.current = null;
    };
  }, [owner, queryClient]);

  const forgetCache = useCallback(() => {
    stopPersisting.current?.();
    stopPersisting.current = null;
    void import('@/lib/offline/persist-cache').then(({ clearPersistedQueryCache }) => {
      void clearPersistedQueryCache();
      window.setTimeout(() => void clearPersistedQueryCache(), LATE_WRITE_MS);
    });
  }, []);

  return { forgetCache };
}
