import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatShowingRange, lastPageOf } from '@/components/ui/page-range';

/** Why a step button is disabled: there is no page that way (decision 055 once let the page count say it). */
export const PAGE_STEP_DISABLED_REASONS = {
  previous: 'You are on the first page',
  next: 'This is the last page',
} as const;

/**
 * The outlined arrow button that steps one page back or forward. Disabled at either end, it says why like every
 * disabled button (docs/decisions/055): a tooltip for the pointer and a reason it names for a screen reader.
 */
export function PageStepButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  const whyId = useId();
  const reason = PAGE_STEP_DISABLED_REASONS[direction];
  // The tooltip sits on a wrapper: a disabled button takes no pointer events, so its own title would never show.
  return (
    <span className="inline-flex" title={disabled ? reason : undefined}>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={direction === 'previous' ? 'Previous page' : 'Next page'}
        aria-describedby={disabled ? whyId : undefined}
        disabled={disabled}
        onClick={onClick}
      >
        {direction === 'previous' ? <ChevronLeft /> : <ChevronRight />}
      </Button>
      {disabled ? (
        <span id={whyId} className="sr-only">
          {reason}
        </span>
      ) : null}
    </span>
  );
}

/** Previous, "Page x of y", next; the caller lays them out in its own row. */
export function PageSteps({
  page,
  lastPage,
  onPageChange,
}: {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <>
      <PageStepButton direction="previous" disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
      <span className="whitespace-nowrap">
        Page {Math.min(page, lastPage)} of {lastPage}
      </span>
      <PageStepButton direction="next" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)} />
    </>
  );
}

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
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground text-sm">
      <p aria-live="polite">{formatShowingRange(page, pageSize, total)}</p>
      <div className="flex items-center gap-2">
        <PageSteps page={page} lastPage={lastPageOf(total, pageSize)} onPageChange={onPageChange} />
      </div>
    </div>
  );
}
