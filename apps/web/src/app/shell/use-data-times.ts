import { type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** The latest time any answer was fetched from the server, in ms; null before the first. */
function latestFetch(cache: QueryCache): number | null {
  let latest = 0;
  for (const query of cache.getAll()) {
    if (query.state.dataUpdatedAt > latest) latest = query.state.dataUpdatedAt;
  }
  return latest > 0 ? latest : null;
}

/**
 * The oldest answer the page on screen shows (its queries with observers and data): "as of" that time. Null
 * when the page shows nothing kept.
 */
function oldestShown(cache: QueryCache): number | null {
  let oldest = Number.POSITIVE_INFINITY;
  for (const query of cache.findAll({ type: 'active' })) {
    const at = query.state.dataUpdatedAt;
    if (query.state.data !== undefined && at > 0 && at < oldest) oldest = at;
  }
  return Number.isFinite(oldest) ? oldest : null;
}

function useCacheValue(read: (cache: QueryCache) => number | null): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const snapshot = useCallback(() => read(cache), [cache, read]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** When the app last heard from the server: the latest answer fetched, or the latest queued action sent. */
export function useLastSyncAt(lastSentAt: number | null): number | null {
  const fetched = useCacheValue(latestFetch);
  if (fetched === null) return lastSentAt;
  return lastSentAt === null ? fetched : Math.max(fetched, lastSentAt);
}

/** When the data on screen was fetched (its oldest part), for "as of HH:MM" while offline. */
export function useShownDataAsOf(): number | null {
  return useCacheValue(oldestShown);
}
