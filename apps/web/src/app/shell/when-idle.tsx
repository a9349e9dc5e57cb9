import { useIsFetching } from '@tanstack/react-query';
import { type ComponentType, useEffect, useState } from 'react';

type Loader = () => Promise<ComponentType>;

const loadServiceWorkerUpdates: Loader = () =>
  import('@/app/shell/service-worker-updates').then((module) => module.ServiceWorkerUpdates);

/**
 * How long no query may have been fetching before the start is considered: a page that asks one thing and
 * then another (the rig dashboard's home rigs, then its figures) passes through moments with nothing in
 * flight, and a busy phone can be idle in one of them (CI saw the script arrive before the first screen).
 */
export const QUIET_MS = 1000;
/**
 * Before any query has been asked: the frame can be up while the page's own script is still on its way, with
 * nothing in flight yet. A page that asks nothing still gets its service worker, this long after it opened.
 */
const FIRST_QUIET_MS = 5000;
/** At most this long after the quiet second, even on a browser that is never idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * The service worker and its "new version" prompt, started once the first signed-in page has its data, no
 * query has been in flight for a second, and the browser is idle: over a satellite link the precache download then uses the link after the person's
 * first screen, not before it (docs/decisions/069). A browser without service workers loads nothing. When the
 * link dropped before the browser was idle, its script cannot be fetched: the page goes on without it (never
 * the route's error page) and it is asked again when the link returns.
 */
export function ServiceWorkerWhenIdle({ load = loadServiceWorkerUpdates }: { load?: Loader }) {
  const isFetching = useIsFetching() > 0;
  const [hasFetched, setHasFetched] = useState(false);
  if (isFetching && !hasFetched) setHasFetched(true);
  const [isIdle, setIsIdle] = useState(false);
  const [Updates, setUpdates] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (isIdle || isFetching || !('serviceWorker' in navigator)) return;
    const quietMs = hasFetched ? QUIET_MS : FIRST_QUIET_MS;
    const start = () => setIsIdle(true);
    let idleHandle: number | undefined;
    let timeoutHandle: number | undefined;
    // A query that starts within the quiet second re-runs this effect, and the wait begins again after it.
    const quietHandle = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      } else {
        timeoutHandle = window.setTimeout(start, IDLE_TIMEOUT_MS);
      }
    }, quietMs);
    return () => {
      window.clearTimeout(quietHandle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      if (timeoutHandle !== undefined) window.clearTimeout(timeoutHandle);
    };
  }, [isIdle, isFetching, hasFetched]);
  useEffect(() => {
    if (!isIdle || Updates) return;
    let isCurrent = true;
    const attempt = () => {
      load().then(
        (component) => {
          if (isCurrent) setUpdates(() => component);
        },
        () => {
          if (isCurrent) window.addEventListener('online', attempt, { once: true });
        },
      );
    };
    attempt();
    return () => {
      isCurrent = false;
      window.removeEventListener('online', attempt);
    };
  }, [isIdle, Updates, load]);
  return Updates ? <Updates /> : null;
}
