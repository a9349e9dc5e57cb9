import { PageSteps } from '@/components/ui/simple-pager';

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
      <PageSteps page={page} lastPage={lastPage} onPageChange={onPageChange} />
    </nav>
  );
}
