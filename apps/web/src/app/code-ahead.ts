import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** A page that asks nothing (or whose calls never settle) still asks for the code this long after it opened. */
const AT_THE_LATEST_MS = 5000;

/**
 * Asks for the code of the pages a person most often opens next, once this page has its data (nothing in
 * flight): over a satellite link each page's own chunk is a 600 ms round trip before its calls can start, and
 * the link is idle while the person reads (issue 24, docs/decisions/081). `loaders` are the router's own
 * imports, so the page opens from the module already loaded. A failed download (the link dropped) is asked
 * again by the router when the page opens.
 */
export function useCodeAhead(loaders: ReadonlyArray<() => Promise<unknown>>): void {
  const isFetching = useIsFetching() > 0;
  const [hasFetched, setHasFetched] = useState(false);
  const [isDone, setIsDone] = useState(false);
  if (isFetching && !hasFetched) setHasFetched(true);
  useEffect(() => {
    if (isDone) return;
    const load = () => {
      setIsDone(true);
      for (const loader of loaders) void loader().catch(() => undefined);
    };
    if (hasFetched && !isFetching) {
      load();
      return;
    }
    const timer = window.setTimeout(load, AT_THE_LATEST_MS);
    return () => window.clearTimeout(timer);
  }, [hasFetched, isFetching, isDone, loaders]);
}
