import { formatRequestId } from '@rigline/contract/ids';
import { FileText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DateTime } from '@/components/date-time';
import { AtRiskBadge } from '@/components/layout/at-risk-badge';
import { EmptyState } from '@/components/layout/empty-state';
import { RequestStatusWithReceipt } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useRigList } from '../api/list-rigs';
import { usePagedRequestList } from '../hooks/use-paged-request-list';
import { OperatorRequestList } from './operator-request-list';
import { RequestTableRow } from './request-table-row';
import { RequiredBy } from './required-by';

const VIEWS = [
  { status: 'PROCESSING', label: 'Processing' },
  { status: 'COMPLETED', label: 'Completed' },
] as const;

/**
 * The base coordinator's requests (§2): those in processing, 10 a page, by rig and by a search over title, id
 * and description; the finished ones one click away under Completed (issue 22: they used to vanish). A row
 * opens the request. The view is the address's `?status=`, so a reload or a shared link keeps it.
 */
export function BaseCoordinatorRequests({ requestPath }: { requestPath: (requestId: number) => string }) {
  const rigs = useRigList();
  const list = usePagedRequestList('PROCESSING');
  const [, setParams] = useSearchParams();
  const isCompleted = list.status === 'COMPLETED';
  const rigName = (rigs.data ?? []).find((rig) => rig.id === list.rigId)?.name ?? 'all rigs';

  return (
    <OperatorRequestList
      title={isCompleted ? 'Completed Requests' : 'Processing Requests'}
      description={
        isCompleted
          ? 'Requests whose every order has been delivered or dealt with.'
          : 'Requests reviewed by rig logistics, ready for voyage planning.'
      }
      searchPlaceholder="Search title, ID or description..."
      list={list}
      rigs={rigs}
      requestPath={requestPath}
      cardAction="View Details"
      rigScope={
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Which requests</legend>
          {VIEWS.map((view) => (
            <Button
              key={view.status}
              type="button"
              size="sm"
              variant={list.status === view.status ? 'default' : 'outline'}
              aria-pressed={list.status === view.status}
              onClick={() => {
                list.setPage(1);
                setParams(
                  (params) => {
                    const next = new URLSearchParams(params);
                    next.set('status', view.status);
                    return next;
                  },
                  { replace: true },
                );
              }}
            >
              {view.label}
            </Button>
          ))}
        </fieldset>
      }
      emptyState={
        <EmptyState
          icon={FileText}
          title={`No ${isCompleted ? 'completed' : 'processing'} requests found for ${rigName}`}
        />
      }
      renderTable={(rows) => (
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
              <RequestTableRow key={request.id} requestId={request.id} requestPath={requestPath}>
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
                  <RequestStatusWithReceipt request={request} />
                </TableCell>
                <TableCell>
                  <DateTime iso={request.created_at} />
                  <RequiredBy date={request.required_by} />
                  <AtRiskBadge atRisk={request.at_risk} reason={request.at_risk_reason} />
                </TableCell>
              </RequestTableRow>
            ))}
          </TableBody>
        </Table>
      )}
    />
  );
}
