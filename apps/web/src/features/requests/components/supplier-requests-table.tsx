import { DEFAULT_REQUEST_TYPE } from '@rigline/contract/constants';
import { formatRequestId } from '@rigline/contract/ids';
import type { SupplyRequest } from '@rigline/contract/requests';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { DateTime } from '@/components/date-time';
import { AtRiskBadge } from '@/components/layout/at-risk-badge';
import { RequestStatusWithReceipt } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { RequestTableRow } from './request-table-row';
import { RequiredBy } from './required-by';

interface SupplierRequestsTableProps {
  requests: readonly SupplyRequest[];
  /** Under All Rigs the table names each request's rig (§2). */
  showRig: boolean;
  requestPath: (requestId: number) => string;
}

/** The request management table: clicking a row, or View Details, opens the request. */
export function SupplierRequestsTable({ requests, showRig, requestPath }: SupplierRequestsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Request ID</TableHead>
          <TableHead>Title</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Section</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          {showRig ? <TableHead>Rig</TableHead> : null}
          <TableHead className="text-right">
            <span className="sr-only 2xl:not-sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {requests.map((request) => (
          <RequestTableRow key={request.id} requestId={request.id} requestPath={requestPath}>
            <TableCell className="font-medium">{formatRequestId(request.id)}</TableCell>
            <TableCell className="min-w-28 whitespace-normal">
              {request.title || 'Untitled Request'}
            </TableCell>
            <TableCell className="min-w-32 max-w-40 whitespace-normal text-muted-foreground">
              <span className="line-clamp-2" title={request.description}>
                {request.description}
              </span>
            </TableCell>
            <TableCell>
              <Badge variant="secondary">
                {request.request_type || request.type || DEFAULT_REQUEST_TYPE}
              </Badge>
            </TableCell>
            <TableCell className="min-w-20 whitespace-normal">{request.section}</TableCell>
            <TableCell>
              <RequestStatusWithReceipt request={request} />
            </TableCell>
            <TableCell>
              <DateTime iso={request.created_at} />
              <RequiredBy date={request.required_by} />
              <AtRiskBadge atRisk={request.at_risk} reason={request.at_risk_reason} />
            </TableCell>
            {showRig ? (
              <TableCell className="min-w-28 whitespace-normal">
                {request.rig?.name ?? `Rig ${request.rig_id}`}
              </TableCell>
            ) : null}
            <TableCell className="text-right">
              <Button
                asChild
                variant="ghost"
                size="sm"
                title="View Details"
                onClick={(event) => event.stopPropagation()}
              >
                <Link to={requestPath(request.id)}>
                  <Eye aria-hidden="true" />
                  {/* The label shows on wide screens; below, the eye keeps the row on screen (and the name). */}
                  <span className="sr-only 2xl:not-sr-only">View Details</span>
                </Link>
              </Button>
            </TableCell>
          </RequestTableRow>
        ))}
      </TableBody>
    </Table>
  );
}
