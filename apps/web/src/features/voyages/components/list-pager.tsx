import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Previous and next for the voyage lists (§9: page 1, limit 10). Shown only when there is more than one
 * page, so that voyages beyond the first ten can still be reached.
 */
export function ListPager({
  page,
  lastPage,
  onPageChange,
}: {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav
      aria-label="Voyage pages"
      className="flex items-center justify-end gap-2 text-muted-foreground text-sm"
    >
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
    </nav>
  );
}
