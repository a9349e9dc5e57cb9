import { CloudOff, RefreshCw, Wifi } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { asShownOnScreen } from '@/lib/fetch-errors';
import { formatTimeOfDay } from '@/lib/format';
import type { FailedAction, QueuedAction } from '@/lib/offline/action-queue';
import {
  activeActionQueue,
  useActionQueueState,
  useIsOnline,
  useIsServerUnreachable,
} from '@/lib/offline/offline-actions';
import { cn } from '@/lib/utils';
import { useLastSyncAt } from './use-data-times';

/** The top bar's word for the link (issue 24): Online, Offline, or Syncing N while queued actions are sent. */
export function syncStatusText(isOffline: boolean, pendingCount: number): string {
  if (isOffline) return 'Offline';
  return pendingCount > 0 ? `Syncing ${pendingCount}` : 'Online';
}

/**
 * Online / Offline / Syncing N and the last sync, in the top bar; it opens the list of actions waiting to be
 * sent and of those that could not be applied, each with Redo and Discard.
 */
export function SyncStatus() {
  const isOnline = useIsOnline();
  const isUnreachable = useIsServerUnreachable();
  const { pending, failed, lastSentAt } = useActionQueueState();
  const lastSyncAt = useLastSyncAt(lastSentAt);
  const [isOpen, setIsOpen] = useState(false);
  const isOffline = !isOnline || isUnreachable;
  const text = syncStatusText(isOffline, pending.length);
  const openList = useCallback(() => setIsOpen(true), []);
  useToastNewFailures(failed, openList);

  const Icon = isOffline ? CloudOff : pending.length > 0 ? RefreshCw : Wifi;
  return (
    <Sheet open={isOpen} onOpenChange={setIsOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn(
            'h-auto min-h-8 gap-1.5 px-2 py-1',
            isOffline && 'text-amber-700 dark:text-amber-300',
          )}
        >
          <Icon
            className={cn('size-4', !isOffline && pending.length > 0 && 'animate-spin')}
            aria-hidden="true"
          />
          <span className="grid text-left leading-tight">
            <span role="status" className="font-medium text-xs">
              {text}
              {isOffline && pending.length > 0 ? (
                <>
                  {` · ${pending.length}`}
                  {/* A phone's top bar is narrow: the count alone, the word for screen readers. */}
                  <span className="max-sm:sr-only"> pending</span>
                </>
              ) : null}
            </span>
            <span className="hidden text-[11px] text-muted-foreground sm:inline">
              {lastSyncAt === null ? 'Not synced yet' : `Synced ${formatTimeOfDay(lastSyncAt)}`}
            </span>
          </span>
          {failed.length > 0 ? (
            <span className="rounded-full bg-destructive px-1.5 font-medium text-[11px] text-white">
              {failed.length}
              <span className="sr-only"> could not be applied</span>
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full overflow-y-auto sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Sync</SheetTitle>
          <SheetDescription>
            {isOffline ? 'Offline.' : 'Online.'}{' '}
            {lastSyncAt === null ? 'Not synced yet.' : `Last sync ${formatTimeOfDay(lastSyncAt)}.`}
          </SheetDescription>
        </SheetHeader>
        <div className="grid gap-6 px-4 pb-6">
          <PendingList pending={pending} isOffline={isOffline} />
          <FailedList failed={failed} />
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** A replay refused by the server says so at once, and the list where it can be redone or discarded opens. */
function useToastNewFailures(failed: readonly FailedAction[], openList: () => void) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const ids = new Set(failed.map((action) => action.id));
    // The failures stored before this page opened are in the list already; only new ones are announced.
    if (seen.current !== null) {
      for (const action of failed) {
        if (seen.current.has(action.id)) continue;
        toast.error('Could not be applied', {
          id: `could-not-apply:${action.id}`,
          description: `${action.description}: ${action.status === 409 ? asShownOnScreen(action.message) : action.message}`,
          action: { label: 'Review', onClick: openList },
        });
      }
    }
    seen.current = ids;
  }, [failed, openList]);
}

function PendingList({ pending, isOffline }: { pending: readonly QueuedAction[]; isOffline: boolean }) {
  return (
    <section aria-labelledby="sync-pending-heading" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="sync-pending-heading" className="font-semibold text-sm">
          Waiting to be sent ({pending.length})
        </h2>
        {pending.length > 0 && !isOffline ? (
          <Button size="sm" variant="outline" onClick={() => void activeActionQueue()?.replay()}>
            Send now
          </Button>
        ) : null}
      </div>
      {pending.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nothing is waiting.</p>
      ) : (
        <ol className="grid gap-2">
          {pending.map((action) => (
            <li key={action.id} className="grid gap-1 rounded-md border p-3 text-sm">
              <span className="font-medium">{action.description}</span>
              <span className="text-muted-foreground text-xs">Taken {formatTimeOfDay(action.queuedAt)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function FailedList({ failed }: { failed: readonly FailedAction[] }) {
  return (
    <section aria-labelledby="sync-failed-heading" className="grid gap-2">
      <h2 id="sync-failed-heading" className="font-semibold text-sm">
        Could not be applied ({failed.length})
      </h2>
      {failed.length === 0 ? (
        <p className="text-muted-foreground text-sm">Every action sent was applied.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Could not be applied">
          {failed.map((action) => (
            <li key={action.id} className="grid gap-2 rounded-md border border-destructive/40 p-3 text-sm">
              <span className="font-medium">{action.description}</span>
              <span className="break-words">
                {action.status === 409 ? asShownOnScreen(action.message) : action.message}
              </span>
              <span className="text-muted-foreground text-xs">
                Taken {formatTimeOfDay(action.queuedAt)}, refused {formatTimeOfDay(action.failedAt)}
              </span>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => {
                    const queue = activeActionQueue();
                    if (!queue) return;
                    void queue.redo(action.id).then(() => queue.replay());
                  }}
                  aria-label={`Redo ${action.description}`}
                >
                  Redo
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void activeActionQueue()?.discard(action.id)}
                  aria-label={`Discard ${action.description}`}
                >
                  Discard
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
