import { formatOrderId } from '@rigline/contract/ids';
import type { Sailing } from '@rigline/contract/sailings';
import { Ship } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCountdown, formatDate } from '@/lib/format';
import { sailingName } from '@/lib/sailings';
import type { RigCalls, UpcomingCall } from '../lib/upcoming-calls';
import { ArrivalTimes } from './call-times';

/** "Deliver to the quay by 30 Nov 2026, 08:00 UTC · in 5 h 20 min", or "Booking closed" once the cut-off passed. */
export function QuayDeadline({ sailing, now }: { sailing: Sailing; now: number }) {
  const countdown = sailing.started_at === null ? formatCountdown(sailing.cutoff_at, now) : null;
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">Deliver to the quay by</dt>
      <dd className="[overflow-wrap:anywhere]">
        {formatDate(sailing.cutoff_at)}{' '}
        {countdown ? (
          <Badge variant="secondary">{countdown}</Badge>
        ) : (
          <Badge variant="outline">Booking closed</Badge>
        )}
      </dd>
    </div>
  );
}

function SailingRow({
  call,
  now,
  requestPath,
}: {
  call: UpcomingCall;
  now: number;
  requestPath: (requestId: number) => string;
}) {
  const { sailing, leg } = call;
  return (
    <li className="grid gap-2 border-t pt-3 first:border-t-0 first:pt-0" aria-label={sailingName(sailing)}>
      <p className="min-w-0 [overflow-wrap:anywhere]">
        <span className="font-medium">{sailingName(sailing)}</span>
        {sailing.vessel ? <span className="text-muted-foreground"> · {sailing.vessel.name}</span> : null}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <QuayDeadline sailing={sailing} now={now} />
        <div className="min-w-0">
          <dt className="text-muted-foreground text-xs">
            {sailing.started_at === null ? 'Sails' : 'Sailed'}
          </dt>
          <dd className="[overflow-wrap:anywhere]">
            {formatDate(sailing.started_at ?? sailing.planned_departure_at)}
          </dd>
        </div>
        <ArrivalTimes leg={leg} />
      </dl>
      <div className="text-sm">
        {leg.orders.length === 0 ? (
          <p className="text-muted-foreground">None of your orders is on this sailing.</p>
        ) : (
          <p className="[overflow-wrap:anywhere]">
            <span className="text-muted-foreground">Your orders on it: </span>
            {leg.orders.map((order, index) => (
              <span key={order.id}>
                {index > 0 ? ', ' : null}
                <Link className="font-medium underline underline-offset-4" to={requestPath(order.request_id)}>
                  {formatOrderId(order.id)}
                </Link>{' '}
                <span className="text-muted-foreground">
                  {order.item_name} × {order.quantity}
                </span>
              </span>
            ))}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The supplier's Sailings (issue 23): per rig, the sailings still to reach it, each with by when goods must be
 * at the quay (the booking cut-off, counting down) and which of the supplier's own orders are on it. The
 * server sends only the caller's company's orders.
 */
export function SupplierSailingsList({
  rigs,
  now,
  requestPath,
}: {
  rigs: readonly RigCalls[];
  now: number;
  requestPath: (requestId: number) => string;
}) {
  if (rigs.length === 0) {
    return (
      <EmptyState
        icon={Ship}
        title="No sailings planned"
        description="No sailing to a rig is scheduled in the next four weeks."
      />
    );
  }
  return (
    <div className="grid gap-4">
      {rigs.map((rig) => (
        <Card key={rig.rig.id} aria-label={`Sailings to ${rig.rig.name}`} role="region">
          <CardHeader>
            <CardTitle className="[overflow-wrap:anywhere]">Sailings to {rig.rig.name}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {rig.calls.map((call) => (
                <SailingRow key={call.leg.journey_id} call={call} now={now} requestPath={requestPath} />
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
