import { formatRequestId } from '@rigline/contract/ids';
import { EXCEPT_DRAFT } from '@rigline/contract/requests';
import { Eye, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { DateTime } from '@/components/date-time';
import { AtRiskBadge } from '@/components/layout/at-risk-badge';
import { EmptyState } from '@/components/layout/empty-state';
import { RigScopeBar } from '@/components/layout/rig-scope-bar';
import { RequestStatusWithReceipt } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useRigScope } from '@/hooks/use-rig-scope';
import { useRigList } from '../api/list-rigs';
import { usePagedRequestList } from '../hooks/use-paged-request-list';
import { OperatorRequestList } from './operator-request-list';
import { RequestTableRow } from './request-table-row';
import { RequiredBy } from './required-by';

/**
 * Rig logistics' requests (§2): every request past its draft (status ex-DRAFT), 10 a page, by rig and by a
 * search the server runs over title and id, each with View Orders.
 */
export function RigLogisticsRequests({ requestPath }: { requestPath: (requestId: number) => string }) {
  const rigs = useRigList();
  const rigScope = useRigScope();
  const list = usePagedRequestList(EXCEPT_DRAFT, rigScope);

  return (
    <OperatorRequestList
      rigScope={<RigScopeBar rigScope={rigScope} />}
      requestPath={requestPath}
      cardAction="View Orders"
      {...(rigScope.hasHomeRigs && rigScope.scope === 'home' ? { allRigsLabel: 'All home rigs' } : {})}
      title="Requests"
      description="Requests assigned to rig logistics and their progress."
      searchPlaceholder="Search by title or request ID..."
      list={list}
      rigs={rigs}
      emptyState={
        <EmptyState
          icon={FileText}
          title="No requests to review"
          description="Requests assigned by suppliers are listed here."
        />
      }
      renderTable={(rows) => (
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
              <RequestTableRow key={request.id} requestId={request.id} requestPath={requestPath}>
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
                  <RequestStatusWithReceipt request={request} />
                </TableCell>
                <TableCell>
                  <DateTime iso={request.created_at} />
                  <RequiredBy date={request.required_by} />
                  <AtRiskBadge atRisk={request.at_risk} reason={request.at_risk_reason} />
                </TableCell>
                <TableCell className="text-right">
                  <Button asChild variant="outline" size="sm">
                    <Link to={requestPath(request.id)} onClick={(event) => event.stopPropagation()}>
                      <Eye aria-hidden="true" />
                      View Orders
                    </Link>
                  </Button>
                </TableCell>
              </RequestTableRow>
            ))}
          </TableBody>
        </Table>
      )}
    />
  );
}
