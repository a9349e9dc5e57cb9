import { formatRequestId } from '@rigline/contract/ids';
import { EXCEPT_DRAFT } from '@rigline/contract/requests';
import { Eye, FileText, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { RequestStatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SimplePager } from '@/components/ui/simple-pager';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useRigList } from '../api/list-rigs';
import { usePagedRequestList } from '../hooks/use-paged-request-list';
import { formatDate } from '../lib/format';
import { RequestListFilters } from './request-list-filters';

/**
 * Rig logistics' requests (§2): every request past its draft (status ex-DRAFT), 10 a page, by rig and by a
 * search the server runs over title and id, each with View Orders.
 */
export function RigLogisticsRequests({ requestPath }: { requestPath: (requestId: number) => string }) {
  const navigate = useNavigate();
  const rigs = useRigList();
  const list = usePagedRequestList(EXCEPT_DRAFT);
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
      <EmptyState
        icon={FileText}
        title="No requests to review"
        description="Requests assigned by suppliers are listed here."
      />
    );
  else
    body = (
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Request ID</TableHead>
            <TableHead>Title</TableHead>
            <TableHead>Rig</TableHead>
            <TableHead>Well</TableHead>
            <TableHead>Section</TableHead>
            <TableHead>Orders</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Created</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((request) => (
            <TableRow
              key={request.id}
              className="cursor-pointer"
              onClick={() => navigate(requestPath(request.id))}
            >
              <TableCell className="font-medium">{formatRequestId(request.id)}</TableCell>
              <TableCell className="min-w-32 whitespace-normal">
                {request.title || 'Untitled Request'}
              </TableCell>
              <TableCell className="min-w-24 whitespace-normal">
                {request.rig?.name ?? `Rig ${request.rig_id}`}
              </TableCell>
              <TableCell>{request.well?.name ?? 'N/A'}</TableCell>
              <TableCell className="min-w-20 whitespace-normal">{request.section}</TableCell>
              <TableCell className="tabular-nums">{request.total_items}</TableCell>
              <TableCell>
                <RequestStatusBadge status={request.status} />
              </TableCell>
              <TableCell>{formatDate(request.created_at)}</TableCell>
              <TableCell className="text-right">
                <Button asChild variant="outline" size="sm">
                  <Link to={requestPath(request.id)} onClick={(event) => event.stopPropagation()}>
                    <Eye aria-hidden="true" />
                    View Orders
                  </Link>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <Card className="min-w-0">
      <CardHeader className="gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Requests</CardTitle>
          <CardDescription>Requests assigned to rig logistics and their progress.</CardDescription>
        </div>
        <RequestListFilters
          rigs={rigs.data?.data ?? []}
          isLoadingRigs={rigs.isPending}
          rigId={list.rigId}
          onRigChange={list.setRigId}
          onSearchChange={list.setSearch}
          searchPlaceholder="Search by title or request ID..."
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
