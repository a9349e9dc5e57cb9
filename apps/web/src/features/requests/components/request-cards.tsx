import { formatRequestId } from '@rigline/contract/ids';
import type { SupplyRequest } from '@rigline/contract/requests';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { DateTime } from '@/components/date-time';
import { AtRiskBadge } from '@/components/layout/at-risk-badge';
import { RequestStatusWithReceipt } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { RequiredBy } from './required-by';

/**
 * A request list on a phone (issue 12: at 390 px no table hides the item or the action): one card per request
 * with its id, status, title, rig, well, order count and date, and the list's own action (View Orders, View
 * Details) as a button.
 */
export function RequestCards({
  requests,
  requestPath,
  actionLabel,
  label,
}: {
  requests: readonly SupplyRequest[];
  requestPath: (requestId: number) => string;
  actionLabel: string;
  label: string;
}) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {requests.map((request) => {
        const where = [request.rig?.name, request.well?.name, request.section].filter(Boolean).join(' · ');
        return (
          <li key={request.id} className="grid gap-2 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{formatRequestId(request.id)}</span>
              <RequestStatusWithReceipt request={request} />
            </div>
            <p className="font-medium leading-snug">{request.title || 'Untitled Request'}</p>
            {where ? <p className="text-muted-foreground text-xs">{where}</p> : null}
            <p className="text-muted-foreground text-xs">
              {request.total_items === 1 ? '1 order' : `${request.total_items} orders`} ·{' '}
              <DateTime iso={request.created_at} />
              <RequiredBy date={request.required_by} />
              <AtRiskBadge atRisk={request.at_risk} reason={request.at_risk_reason} />
            </p>
            <Button asChild variant="outline" size="sm" className="w-full">
              <Link to={requestPath(request.id)} aria-label={`${actionLabel} ${formatRequestId(request.id)}`}>
                <Eye aria-hidden="true" />
                {actionLabel}
              </Link>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
