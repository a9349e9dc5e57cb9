import { Skeleton } from '@/components/ui/skeleton';

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
