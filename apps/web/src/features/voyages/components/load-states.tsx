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

/** The shape of a voyage page while it loads. */
export function VoyageDetailSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Loading voyage">
      <Skeleton className="h-40 w-full rounded-xl" />
      <Skeleton className="h-56 w-full rounded-xl" />
      <Skeleton className="h-24 w-full rounded-xl" />
    </div>
  );
}
