import { CircleAlert, CloudOff, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface LoadFailureProps {
  message: ReactNode;
  /** Given, a Retry button follows the message; it reads Retrying... and is disabled while isRetrying. */
  onRetry?: () => void;
  isRetrying?: boolean;
  className?: string;
}

/** An inline failure: a red line with an icon, inside whatever box failed to load, and perhaps a Retry. */
export function LoadFailure({ message, onRetry, isRetrying = false, className }: LoadFailureProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive/30 bg-destructive/5 px-4 py-3 text-destructive text-sm',
        className,
      )}
    >
      <span className="flex items-center gap-2">
        <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
        <span>{message}</span>
      </span>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
          <RotateCw className={cn(isRetrying && 'animate-spin')} aria-hidden="true" />
          {isRetrying ? 'Retrying...' : 'Retry'}
        </Button>
      ) : null}
    </div>
  );
}

/** Grey bars where a table's rows or a list's cards will be; className sizes each bar. */
export function RowsSkeleton({ rows = 5, className }: { rows?: number; className?: string }) {
  return (
    <div className="grid gap-2" role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={cn('h-9 w-full', className)} />
      ))}
    </div>
  );
}

/**
 * What has no answer yet: grey bars while it is asked or, when the link is down and this device kept nothing of
 * it (TanStack Query's paused fetch), a line saying so instead of bars that never end (issue 24).
 */
export function PendingRows({ rows = 5, isWaitingForLink }: { rows?: number; isWaitingForLink: boolean }) {
  if (!isWaitingForLink) return <RowsSkeleton rows={rows} />;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-dashed px-4 py-3 text-muted-foreground text-sm"
    >
      <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Not kept on this device: it was not opened while the link was up. It loads when the link returns.
      </span>
    </p>
  );
}
