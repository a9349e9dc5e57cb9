import { listRequestsCall, type SupplyRequest } from '@rigline/contract/requests';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SimplePager } from '@/components/ui/simple-pager';
import type { useRigList } from '../api/list-rigs';
import type { usePagedRequestList } from '../hooks/use-paged-request-list';
import { RequestCards } from './request-cards';
import { RequestListFilters } from './request-list-filters';

/**
 * The card around an operator's request list (base coordinator, rig logistics): title, rig filter and search,
 * the loading, failure and empty states, the table the caller draws for the rows, and the pager.
 */
export function OperatorRequestList({
  title,
  description,
  searchPlaceholder,
  list,
  rigs,
  emptyState,
  renderTable,
  rigScope,
  requestPath,
  cardAction,
  allRigsLabel,
}: {
  title: string;
  description: string;
  searchPlaceholder: string;
  list: ReturnType<typeof usePagedRequestList>;
  rigs: ReturnType<typeof useRigList>;
  /** Shown when the list is empty and no search is typed. */
  emptyState: ReactNode;
  renderTable: (rows: SupplyRequest[]) => ReactNode;
  /** Above the filters: rig logistics' home-rig scope, the coordinator's Processing / Completed. */
  rigScope?: ReactNode;
  /** Where a request opens, and the words of its button on a phone's card. */
  requestPath: (requestId: number) => string;
  cardAction: string;
  /** The rig filter's "every rig" entry: "All home rigs" while rig logistics looks at its home rigs. */
  allRigsLabel?: string;
}) {
  const { requests } = list;
  const rows = requests.data?.data ?? [];

  let body: ReactNode;
  if (requests.isPending) body = <RowsSkeleton />;
  else if (requests.isError && !requests.data)
    body = <LoadFailure message="Failed to load requests. Please try again." />;
  else if (rows.length === 0)
    body = list.search ? (
      <EmptyState icon={SearchX} title="No requests found matching your search" />
    ) : (
      emptyState
    );
  else
    body = (
      <>
        {/* Below 768 px a card per request, so the action stays in sight (issue 12); the table above. */}
        <div className="md:hidden">
          <RequestCards requests={rows} requestPath={requestPath} actionLabel={cardAction} label={title} />
        </div>
        <div className="hidden min-w-0 md:block">{renderTable(rows)}</div>
      </>
    );

  return (
    <Card className="min-w-0">
      <CardHeader className="gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {rigScope}
        <RequestListFilters
          rigs={rigs.data ?? []}
          isLoadingRigs={rigs.isPending}
          rigId={list.rigId}
          onRigChange={list.setRigId}
          {...(allRigsLabel ? { allRigsLabel } : {})}
          onSearchChange={list.setSearch}
          searchPlaceholder={searchPlaceholder}
          actions={<ExportMenu call={listRequestsCall} query={list.query} />}
        />
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {body}
        <SimplePager
          page={list.page}
          pageSize={list.pageSize}
          total={requests.data?.meta.total ?? 0}
          onPageChange={list.setPage}
        />
      </CardContent>
    </Card>
  );
}
