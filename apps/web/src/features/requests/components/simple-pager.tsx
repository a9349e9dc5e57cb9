import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatShowingRange, lastPageOf } from '@/components/ui/page-range';

/** Previous and next for lists whose page size is fixed (the operator request lists: 10 a page, §9). */
export function SimplePager({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const lastPage = lastPageOf(total, pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground text-sm">
      <p aria-live="polite">{formatShowingRange(page, pageSize, total)}</p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft />
        </Button>
        <span className="whitespace-nowrap">
          Page {Math.min(page, lastPage)} of {lastPage}
        </span>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label="Next page"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight />
        </Button>
      </div>
    </div>
  );
}
