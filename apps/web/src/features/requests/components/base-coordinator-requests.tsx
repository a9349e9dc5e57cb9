import { formatRequestId } from '@rigline/contract/ids';
import { FileText, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { RequestStatusBadge } from '@/components/status-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SimplePager } from '@/components/ui/simple-pager';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useRigList } from '../api/list-rigs';
import { usePagedRequestList } from '../hooks/use-paged-request-list';
import { formatDate } from '../lib/format';
import { RequestListFilters } from './request-list-filters';

/**
 * The base coordinator's requests (§2): only those in processing, 10 a page, by rig and by a search over
 * title, id and description. A row opens the request.
 */
export function BaseCoordinatorRequests({ requestPath }: { requestPath: (requestId: number) => string }) {
  const navigate = useNavigate();
  const rigs = useRigList();
  const list = usePagedRequestList('PROCESSING');
  const { requests } = list;
  const rows = requests.data?.data ?? [];
  const rigList = rigs.data?.data ?? [];
  const rigName = rigList.find((rig) => rig.id === list.rigId)?.name ?? 'all rigs';

  let body: ReactNode;
  if (requests.isPending) body = <RowsSkeleton />;
  else if (requests.isError && !requests.data)
    body = <LoadFailure message="Failed to load requests. Please try again." />;
  else if (rows.length === 0)
    body = list.search ? (
      <EmptyState icon={SearchX} title="No requests found matching your search" />
    ) : (
      <EmptyState icon={FileText} title={`No processing requests found for ${rigName}`} />
    );
  else
    body = (
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Request ID</TableHead>
            <TableHead>Title</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>Rig</TableHead>
            <TableHead>Well</TableHead>
            <TableHead>Orders</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Created</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((request) => (
            <TableRow
              key={request.id}
              className="cursor-pointer"
              onClick={() => navigate(requestPath(request.id))}
            >
              <TableCell className="font-medium">
                <Link
                  to={requestPath(request.id)}
                  className="hover:underline"
                  onClick={(event) => event.stopPropagation()}
                >
                  {formatRequestId(request.id)}
                </Link>
              </TableCell>
              <TableCell className="min-w-40 whitespace-normal">
                {request.title || 'Untitled Request'}
              </TableCell>
              <TableCell className="min-w-48 max-w-64 whitespace-normal text-muted-foreground">
                <span className="line-clamp-2" title={request.description}>
                  {request.description}
                </span>
              </TableCell>
              <TableCell>{request.rig?.name ?? `Rig ${request.rig_id}`}</TableCell>
              <TableCell>{request.well?.name ?? 'N/A'}</TableCell>
              <TableCell className="tabular-nums">{request.total_items}</TableCell>
              <TableCell>
                <RequestStatusBadge status={request.status} />
              </TableCell>
              <TableCell>{formatDate(request.created_at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <Card className="min-w-0">
      <CardHeader className="gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Processing Requests</CardTitle>
          <CardDescription>Requests reviewed by rig logistics, ready for voyage planning.</CardDescription>
        </div>
        <RequestListFilters
          rigs={rigList}
          isLoadingRigs={rigs.isPending}
          rigId={list.rigId}
          onRigChange={list.setRigId}
          onSearchChange={list.setSearch}
          searchPlaceholder="Search title, ID or description..."
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
