import { formatRequestId } from '@rigline/contract/ids';
import type { SupplyRequest } from '@rigline/contract/requests';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { RequestStatusWithReceipt } from '@/components/status-badge';
import { formatDate } from '@/lib/format';

interface RecentRequestsProps {
  requests: readonly SupplyRequest[];
  requestHref: (requestId: number) => string;
}

/** The supplier's newest requests, each a link to its detail page. */
export function RecentRequests({ requests, requestHref }: RecentRequestsProps) {
  if (requests.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">No requests yet. Create one from the requests page.</p>
    );
  }
  return (
    <ul className="grid divide-y rounded-md border">
      {requests.map((request) => (
        <li key={request.id}>
          <Link
            to={requestHref(request.id)}
            className="flex items-center gap-3 px-3 py-3 outline-none transition-colors hover:bg-muted/50 focus-visible:bg-muted/50"
          >
            <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-mono text-muted-foreground text-xs">{formatRequestId(request.id)}</span>
                <span className="min-w-0 max-w-full truncate font-medium text-sm">
                  {request.title || 'Untitled Request'}
                </span>
                <RequestStatusWithReceipt request={request} />
              </div>
              <p className="text-muted-foreground text-xs">
                {[
                  request.rig?.name,
                  request.well?.name,
                  `${request.total_items} order${request.total_items === 1 ? '' : 's'}`,
                  formatDate(request.created_at),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
