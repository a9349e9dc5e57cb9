import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a request detail page while it loads. */
export function DetailSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Loading">
      <Skeleton className="h-36 w-full rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-20 rounded-xl" />
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
