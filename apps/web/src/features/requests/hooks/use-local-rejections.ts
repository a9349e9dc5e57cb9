import { LOCAL_REJECTION } from '@rigline/contract/constants';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNow } from '@/hooks/use-now';
import {
  createLocalRejectionStore,
  LOCAL_REJECTIONS_STORAGE_KEY,
  type LocalRejection,
  parseLocalRejections,
  rejectionsOfRequest,
  soonestRemainingMs,
  withoutExpired,
} from '../lib/local-rejections';

const store = createLocalRejectionStore({ storage: () => window.localStorage });

function subscribe(onChange: () => void): () => void {
  const unsubscribe = store.subscribe(onChange);
  // Another tab marked or saved orders.
  function onStorage(event: StorageEvent) {
    if (event.key === null || event.key === LOCAL_REJECTIONS_STORAGE_KEY) onChange();
  }
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

// The raw text is the snapshot: a string compares by value, so an unchanged store never re-renders.
function readRaw(): string | null {
  return window.localStorage.getItem(LOCAL_REJECTIONS_STORAGE_KEY);
}

export interface LocalRejections {
  /** This request's marks still in force, oldest first. */
  records: LocalRejection[];
  /** Time left until the first of them lapses; null when there are none. Ticks every second. */
  remainingMs: number | null;
  mark: (record: Omit<LocalRejection, 'timestamp'>) => void;
  restore: (orderId: number) => void;
  clear: (orderIds: readonly number[]) => void;
}

/** The orders of one request that rig logistics has marked rejected in this browser (§4). */
export function useLocalRejections(requestId: number): LocalRejections {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const all = useMemo(() => parseLocalRejections(raw), [raw]);
  const hasMarks = rejectionsOfRequest(all, requestId).length > 0;
  const now = useNow(hasMarks ? LOCAL_REJECTION.countdownIntervalMs : null);
  const records = useMemo(
    () => rejectionsOfRequest(withoutExpired(all, now), requestId),
    [all, now, requestId],
  );

  // Lapsed marks leave storage too (reading through the store drops them).
  const hasLapsed = withoutExpired(all, now).length !== all.length;
  useEffect(() => {
    if (hasLapsed) store.read();
  }, [hasLapsed]);

  const mark = useCallback((record: Omit<LocalRejection, 'timestamp'>) => store.mark(record), []);
  const restore = useCallback((orderId: number) => store.restore(orderId), []);
  const clear = useCallback((orderIds: readonly number[]) => store.clear(orderIds), []);

  return { records, remainingMs: soonestRemainingMs(records, now), mark, restore, clear };
}
