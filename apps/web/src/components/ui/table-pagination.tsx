import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import {
  clampPage,
  digitsOnly,
  formatShowingRange,
  lastPageOf,
  pageFromInput,
} from '@/components/ui/page-range';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PageStepButton } from '@/components/ui/simple-pager';
import { cn } from '@/lib/utils';

interface TablePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  /** The caller usually goes back to page 1. */
  onPageSizeChange: (pageSize: number) => void;
  className?: string;
}

/**
 * Below a paged table: "Showing x-y of n", the page size, previous and next, and a page box that takes
 * digits only and goes to the page typed, held between 1 and the last page, on Enter or when it loses focus.
 */
export function TablePagination({
  page,
  pageSize,
  total,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
  className,
}: TablePaginationProps) {
  const id = useId();
  const lastPage = lastPageOf(total, pageSize);
  const current = clampPage(page, lastPage);
  const [draft, setDraft] = useState(String(current));

  useEffect(() => {
    setDraft(String(current));
  }, [current]);

  function commitDraft() {
    const target = pageFromInput(draft, lastPage);
    setDraft(String(target ?? current));
    if (target !== null && target !== current) onPageChange(target);
  }

  return (
    <div
      className={cn(
        'flex flex-col gap-3 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p aria-live="polite">{formatShowingRange(current, pageSize, total)}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-size`} className="whitespace-nowrap">
            Rows per page
          </label>
          <Select value={String(pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))}>
            <SelectTrigger id={`${id}-size`} size="sm" className="w-[4.5rem] text-foreground">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pageSizeOptions.map((option) => (
                <SelectItem key={option} value={String(option)}>
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex items-center gap-2">
          <PageStepButton
            direction="previous"
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          />
          <label htmlFor={`${id}-page`} className="whitespace-nowrap">
            Page
          </label>
          <Input
            id={`${id}-page`}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            className="h-8 w-14 text-center text-foreground"
            value={draft}
            onChange={(event) => setDraft(digitsOnly(event.target.value))}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commitDraft();
              }
            }}
          />
          <span className="whitespace-nowrap">of {lastPage}</span>
          <PageStepButton
            direction="next"
            disabled={current >= lastPage}
            onClick={() => onPageChange(current + 1)}
          />
        </div>
      </div>
    </div>
  );
}
