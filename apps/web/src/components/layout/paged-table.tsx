import type { LucideIcon } from 'lucide-react';
import { SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { SearchInput } from '@/components/ui/search-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TablePagination } from '@/components/ui/table-pagination';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { LIST_PAGE_SIZES } from '@/hooks/use-list-controls';
import { cn } from '@/lib/utils';

export interface PagedTableColumn<T> {
  /** Column heading; on a phone, the label before the value. */
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface PagedTableProps<T> {
  /** Names the table for screen readers and the loading placeholder, e.g. "Users". */
  label: string;
  columns: readonly PagedTableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The row's own title on a phone card (the first column's value on a wide screen). */
  cardTitle: (row: T) => ReactNode;
  /** Buttons at the end of each row; on a phone, at the bottom of each card, always visible. */
  actions?: (row: T) => ReactNode;
  /** What the list query gave: undefined while the first page loads. */
  page?: { data: readonly T[]; meta: { total: number; last_page: number } };
  isError: boolean;
  isFetching: boolean;
  /** True while the previous page is shown and the next one loads. */
  isStale: boolean;
  onRetry: () => void;
  errorMessage: string;

  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder: string;
  /** Filters shown beside the search box. */
  filters?: ReactNode;

  pageNumber: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;

  emptyIcon: LucideIcon;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** Shown instead when a search or filter is on. */
  noMatchTitle: string;
  isFiltered?: boolean;
}

/**
 * The administration lists' one table: a search box (and filters), the rows, and the pager. On a wide screen a
 * table with the actions in the last column; below 768 px a card per row, each field labelled and the actions
 * at the card's foot, so nothing scrolls sideways on a phone.
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const isMobile = useIsMobile();
  const { page, search, isFiltered } = props;
  const rows = page?.data;
  const isNarrowed = Boolean(search) || Boolean(isFiltered);
  const lastPage = page?.meta.last_page;
  const { pageNumber, onPageChange } = props;

  // Rows went away (deactivated and filtered out, a narrower search): stay on a page that has rows.
  useEffect(() => {
    if (lastPage !== undefined && pageNumber > lastPage) onPageChange(Math.max(1, lastPage));
  }, [lastPage, pageNumber, onPageChange]);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <SearchInput
          className="sm:max-w-sm"
          placeholder={props.searchPlaceholder}
          aria-label={props.searchPlaceholder.replace(/\.\.\.$/, '')}
          defaultValue={search}
          onSearchChange={props.onSearchChange}
        />
        {props.filters}
      </div>

      {props.isError ? (
        <LoadFailure message={props.errorMessage} onRetry={props.onRetry} isRetrying={props.isFetching} />
      ) : null}

      {rows ? (
        rows.length === 0 ? (
          isNarrowed ? (
            <EmptyState
              icon={SearchX}
              title={props.noMatchTitle}
              description="Try another search or filter."
            />
          ) : (
            <EmptyState
              icon={props.emptyIcon}
              title={props.emptyTitle}
              description={props.emptyDescription}
            />
          )
        ) : (
          <div
            className={cn('transition-opacity', props.isStale && 'opacity-60')}
            aria-busy={props.isStale || undefined}
          >
            {isMobile ? <RowCards {...props} rows={rows} /> : <RowTable {...props} rows={rows} />}
          </div>
        )
      ) : props.isError ? null : (
        <RowsSkeleton rows={5} className="h-12" />
      )}

      {page && page.meta.total > 0 ? (
        <TablePagination
          page={props.pageNumber}
          pageSize={props.pageSize}
          total={page.meta.total}
          pageSizeOptions={LIST_PAGE_SIZES}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      ) : null}
    </div>
  );
}

function RowTable<T>({ label, columns, rowKey, actions, rows }: PagedTableProps<T> & { rows: readonly T[] }) {
  return (
    <div className="rounded-md border">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.header} className={column.className}>
                {column.header}
              </TableHead>
            ))}
            {actions ? <TableHead className="text-right">Actions</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} className={cn('whitespace-normal', column.className)}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions ? (
                <TableCell className="text-right">
                  <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function RowCards<T>({
  label,
  columns,
  rowKey,
  cardTitle,
  actions,
  rows,
}: PagedTableProps<T> & { rows: readonly T[] }) {
  // The first column is the card's title; the others are labelled fields.
  const fields = columns.slice(1);
  return (
    <ul className="grid gap-3" aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="grid gap-3 rounded-lg border bg-card p-4 text-sm shadow-xs">
          <div className="min-w-0 break-words font-medium">{cardTitle(row)}</div>
          {fields.length > 0 ? (
            <dl className="grid grid-cols-[minmax(5.5rem,auto)_1fr] gap-x-3 gap-y-2">
              {fields.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-muted-foreground">{column.header}</dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {actions ? <div className="flex flex-wrap gap-2 border-t pt-3">{actions(row)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
