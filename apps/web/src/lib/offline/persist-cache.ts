import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { clear, del, get, set } from 'idb-keyval';
import webPackage from '../../../package.json' with { type: 'json' };
import { cacheDb } from './idb-storage';

/** How long a kept answer may be shown offline; the query client's gcTime is as long (query-provider.tsx). */
export const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A cache written by another version of the app, or for another person, is never read back. */
export function cacheBusterOf(owner: string): string {
  return `${webPackage.version}|${owner}`;
}

/**
 * Keeps the signed-in person's query cache in IndexedDB (issue 24, docs/decisions/071), with TanStack Query's
 * own persister: what they have opened is there when the link is down, shown "as of" when it was fetched.
 * Loaded by the shell after sign-in, never with the sign-in page. Returns stop.
 */
export function persistQueryCache(
  queryClient: QueryClient,
  owner: string,
  /**
   * When the signed-in pages opened. The persister's own code loads on demand, after the first page's calls
   * have started: timed from its arrival, the first page's answers counted as "kept from before" and were all
   * asked again, a second round of calls over a satellite link (issue 24, docs/decisions/081).
   */
  openedAt: number = Date.now(),
): () => void {
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, cacheDb()),
      setItem: (key, value) => set(key, value, cacheDb()),
      removeItem: (key) => del(key, cacheDb()),
    },
    key: `queries:${owner}`,
    throttleTime: 1000,
  });
  const options = {
    queryClient,
    persister,
    buster: cacheBusterOf(owner),
    dehydrateOptions: {
      // Only answers (not failures or queries still loading); the live stream's own state is not data.
      shouldDehydrateQuery: (query: { state: { status: string } }) => query.state.status === 'success',
    },
  };
  const [unsubscribe, restored] = persistQueryClient({ ...options, maxAge: PERSISTED_CACHE_MAX_AGE_MS });
  void restored.then(() => {
    // What was kept is shown at once but never taken as fresh: a list with a staleTime would otherwise show a
    // reloaded page the order as it was before the reload, and a step taken from it would meet a 409. Every
    // answer kept from before this page opened is marked stale, and those on screen are asked again (offline,
    // the asking waits for the link).
    void queryClient.invalidateQueries({
      predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < openedAt,
    });
    // The persister writes on the cache's next change: what the page fetched before it started is kept now.
    return persistQueryClientSave(options);
  });
  // The persister writes a second after the last change: a page left sooner is kept as it is left.
  const saveNow = () => void persistQueryClientSave(options);
  window.addEventListener('pagehide', saveNow);
  return () => {
    window.removeEventListener('pagehide', saveNow);
    unsubscribe();
  };
}

/** Signing out forgets every kept answer on this browser (the queue of unsent actions stays its owner's). */
export function clearPersistedQueryCache(): Promise<void> {
  return clear(cacheDb());
}
