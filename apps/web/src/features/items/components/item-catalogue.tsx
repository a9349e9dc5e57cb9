import { PAGE } from '@rigline/contract/constants';
import { listItemsCall } from '@rigline/contract/items';
import { Package, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure } from '@/components/layout/load-states';
import { Card } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { TablePagination } from '@/components/ui/table-pagination';
import { useItems } from '@/features/items/api/list-items';
import { AddItemDialog } from '@/features/items/components/add-item-dialog';
import { BulkAddDialog } from '@/features/items/components/bulk-add-dialog';
import { ItemsTable } from '@/features/items/components/items-table';
import { cn } from '@/lib/utils';

/** §8: the catalogue's load error, word for word. */
export const ITEMS_LOAD_ERROR = 'Error loading items. Please try again.';

/** The supplier's item catalogue (§2 "Item catalogue"): search, a paged table, Add Item and Bulk Add. */
export function ItemCatalogue() {
  // The top bar's search opens an item here, searched for its mat code (issue 12).
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE.itemCataloguePageSize);
  const items = useItems({ page, limit: pageSize, search: search || undefined });
  const lastPage = items.data?.meta.last_page;

  // Deleting the last item of the last page leaves the page past the end: step back to the new last page.
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          className="sm:max-w-sm"
          placeholder="Search by name or mat code..."
          defaultValue={search}
          aria-label="Search items by name or mat code"
          onSearchChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <ExportMenu call={listItemsCall} query={search ? { search } : {}} />
          <BulkAddDialog />
          <AddItemDialog />
        </div>
      </div>

      {items.isError ? (
        <LoadFailure
          message={ITEMS_LOAD_ERROR}
          onRetry={() => items.refetch()}
          isRetrying={items.isFetching}
        />
      ) : null}

      {items.data ? (
        items.data.data.length === 0 ? (
          search ? (
            <EmptyState
              icon={SearchX}
              title="No items found matching your search"
              description="Try another name or mat code."
            />
          ) : (
            <EmptyState
              icon={Package}
              title="No items yet"
              description="Add items one at a time with Add Item, or many at once from a spreadsheet with Bulk Add."
            />
          )
        ) : (
          <Card className={cn('gap-0 py-0 transition-opacity', items.isPlaceholderData && 'opacity-60')}>
            <ItemsTable items={items.data.data} />
          </Card>
        )
      ) : items.isPending ? (
        <ItemsTableSkeleton />
      ) : null}

      {items.data && items.data.meta.total > 0 ? (
        <TablePagination
          page={page}
          pageSize={pageSize}
          total={items.data.meta.total}
          pageSizeOptions={PAGE.itemPageSizeOptions}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      ) : null}
    </div>
  );
}

function ItemsTableSkeleton() {
  return (
    <Card className="gap-3 p-4" role="status" aria-busy="true" aria-label="Loading items">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
        <Skeleton key={index} className="h-8 w-full" />
      ))}
    </Card>
  );
}
