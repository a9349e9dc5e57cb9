import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** An inline failure: a red line with an icon, inside whatever box failed to load. */
export function LoadFailure({ message, className }: { message: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-center gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-4 py-3 text-destructive text-sm',
        className,
      )}
    >
      <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
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
