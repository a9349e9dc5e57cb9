import { AT_RISK_CHECKED, type AtRiskRequest } from '@rigline/contract/dashboard';
import { formatRequestId } from '@rigline/contract/ids';
import { Link } from 'react-router';
import { AtRiskBadge } from '@/components/layout/at-risk-badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCalendarDate } from '@/lib/format';

/**
 * The coordinator's dashboard (issue 23): the open requests that will miss their required-by date on the plan
 * as it stands, soonest due first, each with the reason the request lists give.
 */
export function RequestsAtRiskCard({
  count,
  requests,
  requestHref,
}: {
  count: number;
  requests: readonly AtRiskRequest[];
  requestHref: (requestId: number) => string;
}) {
  return (
    <Card className="gap-4" aria-label="Requests at risk" role="region">
      <CardHeader>
        <CardTitle>Requests at Risk ({count})</CardTitle>
        <CardDescription>
          Of the {AT_RISK_CHECKED} open requests due soonest, those their sailing will not reach the rig in
          time for, or that no sailing reaches by their required-by date.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            Every open request is on course for its required-by date.
          </p>
        ) : (
          <ul className="grid divide-y rounded-md border">
            {requests.map((request) => (
              <li key={request.id} className="grid gap-1 px-3 py-3 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Link
                    className="font-medium underline-offset-4 hover:underline"
                    to={requestHref(request.id)}
                  >
                    {formatRequestId(request.id)} {request.title}
                  </Link>
                  <AtRiskBadge atRisk reason={request.reason} />
                </p>
                <p className="text-muted-foreground [overflow-wrap:anywhere]">
                  {request.rig?.name ?? 'Rig'} · required by {formatCalendarDate(request.required_by)} ·{' '}
                  {request.reason}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
