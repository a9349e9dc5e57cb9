import { SearchX, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure } from '@/components/layout/load-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { TablePagination } from '@/components/ui/table-pagination';
import { useVendors } from '@/features/vendors/api/list-vendors';
import { VendorsTable } from '@/features/vendors/components/vendors-table';
import { cn } from '@/lib/utils';

const VENDOR_PAGE_SIZES = [10, 20, 50] as const;
export const VENDORS_LOAD_ERROR = 'Error loading vendors. Please try again.';

/** The base coordinator's vendor management table, from the vendors and their orders (not a fixed list). */
export function VendorDirectory() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(VENDOR_PAGE_SIZES[1]);
  const vendors = useVendors({ page, limit: pageSize, search: search || undefined });
  const lastPage = vendors.data?.meta.last_page;

  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <Card className="gap-4">
      <CardHeader className="gap-1">
        <CardTitle>Vendor Management</CardTitle>
        <CardDescription>
          The supplier companies that fill the orders: their contacts, how many orders they have and how they
          deliver.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <SearchInput
          className="sm:max-w-sm"
          placeholder="Search by vendor, category or contact..."
          aria-label="Search vendors by name, category or contact"
          onSearchChange={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        {vendors.isError ? (
          <LoadFailure
            message={VENDORS_LOAD_ERROR}
            onRetry={() => vendors.refetch()}
            isRetrying={vendors.isFetching}
          />
        ) : null}
        {vendors.data ? (
          vendors.data.data.length === 0 ? (
            search ? (
              <EmptyState
                icon={SearchX}
                title="No vendors found matching your search"
                description="Try another name, category or contact."
              />
            ) : (
              <EmptyState
                icon={Users}
                title="No vendors yet"
                description="Vendors appear here once an administrator adds the supplier companies."
              />
            )
          ) : (
            <div
              className={cn(
                'rounded-md border transition-opacity',
                vendors.isPlaceholderData && 'opacity-60',
              )}
            >
              <VendorsTable vendors={vendors.data.data} />
            </div>
          )
        ) : vendors.isPending ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading vendors">
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        ) : null}
        {vendors.data && vendors.data.meta.total > 0 ? (
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={vendors.data.meta.total}
            pageSizeOptions={VENDOR_PAGE_SIZES}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
