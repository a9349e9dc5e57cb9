import { CloudOff } from 'lucide-react';
import { formatTimeOfDay } from '@/lib/format';
import { useIsOnline, useIsServerUnreachable } from '@/lib/offline/offline-actions';
import { useShownDataAsOf } from './use-data-times';

/**
 * While the link is down, the page says how old what it shows is (issue 24): the kept answers are shown "as of"
 * when they were fetched, and actions taken now wait in the queue.
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const isUnreachable = useIsServerUnreachable();
  const asOf = useShownDataAsOf();
  if (isOnline && !isUnreachable) return null;
  return (
    <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-medium">
          {asOf === null
            ? 'Offline: nothing of this page was kept.'
            : `Offline: as of ${formatTimeOfDay(asOf)}.`}
        </span>{' '}
        What you do now is kept on this device and sent when the link returns.
      </p>
    </div>
  );
}
