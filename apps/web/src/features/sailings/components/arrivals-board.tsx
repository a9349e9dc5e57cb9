import type { SailingLeg } from '@rigline/contract/sailings';
import { SCHEDULE_REASON_LABELS } from '@rigline/contract/schedule';
import { Anchor } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatDuration } from '@/lib/format';
import { sailingName } from '@/lib/sailings';
import type { RigCalls, UpcomingCall } from '../lib/upcoming-calls';
import { ArrivalTimes } from './call-times';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Late 2 h" against the first plan, or "On time". */
export function LatenessBadge({ leg }: { leg: SailingLeg }) {
  if (leg.late_minutes > 0) {
    return <Badge variant="destructive">Late {formatDuration(leg.late_minutes)}</Badge>;
  }
  return <Badge variant="secondary">On time</Badge>;
}

/** "Arrival moved 01 Dec 2026, 08:00 UTC → 01 Dec 2026, 10:00 UTC · Weather: Swell over 4 m". */
export function ScheduleChangeLine({ leg }: { leg: SailingLeg }) {
  const change = leg.schedule_change;
  if (!change) return null;
  const why = [change.reason ? SCHEDULE_REASON_LABELS[change.reason] : null, change.note]
    .filter(Boolean)
    .join(': ');
  return (
    <p className="text-sm [overflow-wrap:anywhere]" data-testid="schedule-change">
      Arrival moved {formatDate(change.old_arrival_at)} → {formatDate(change.new_arrival_at)}
      {why ? ` · ${why}` : ' · no reason given'}
      <span className="text-muted-foreground"> (changed {formatDate(change.changed_at)})</span>
    </p>
  );
}

function CallRow({ call, voyagePath }: { call: UpcomingCall; voyagePath: (voyageId: number) => string }) {
  const { sailing, leg } = call;
  return (
    <li className="grid gap-2 border-t pt-3 first:border-t-0 first:pt-0" aria-label={sailingName(sailing)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 [overflow-wrap:anywhere]">
          <Link className="font-medium underline-offset-4 hover:underline" to={voyagePath(sailing.voyage_id)}>
            {sailingName(sailing)}
          </Link>
          {sailing.vessel ? <span className="text-muted-foreground"> · {sailing.vessel.name}</span> : null}
          {sailing.started_at ? <span className="text-muted-foreground"> · at sea</span> : null}
        </p>
        <LatenessBadge leg={leg} />
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <ArrivalTimes leg={leg} />
        <div className="min-w-0">
          <dt className="text-muted-foreground text-xs">Cargo for this rig</dt>
          <dd>
            {plural(leg.orders.length, 'order', 'orders')} ·{' '}
            {plural(leg.shipment_count, 'shipment', 'shipments')}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground text-xs">Backload booked</dt>
          <dd>{leg.backload_count === 0 ? 'None' : plural(leg.backload_count, 'booking', 'bookings')}</dd>
        </div>
      </dl>
      <ScheduleChangeLine leg={leg} />
    </li>
  );
}

/**
 * Rig logistics' Arrivals (issue 23): per rig, the calls still to come, soonest first: the planned and the
 * expected arrival, what the vessel brings and what is booked to go back, and how late it runs with the latest
 * change of its arrival (old → new and why).
 */
export function ArrivalsBoard({
  rigs,
  voyagePath,
  isScopedToHomeRigs,
}: {
  rigs: readonly RigCalls[];
  voyagePath: (voyageId: number) => string;
  isScopedToHomeRigs: boolean;
}) {
  if (rigs.length === 0) {
    return (
      <EmptyState
        icon={Anchor}
        title="No arrivals planned"
        description={
          isScopedToHomeRigs
            ? 'No scheduled sailing calls at your home rigs in the next four weeks. Choose "All rigs" to see every rig.'
            : 'No scheduled sailing calls at a rig in the next four weeks.'
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      {rigs.map((rig) => (
        <Card key={rig.rig.id} aria-label={`Arrivals at ${rig.rig.name}`} role="region">
          <CardHeader>
            <CardTitle className="[overflow-wrap:anywhere]">{rig.rig.name}</CardTitle>
            <p className="text-muted-foreground text-sm">
              {plural(rig.calls.length, 'call', 'calls')} to come · the rig keeps {rig.timeZone} time
            </p>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {rig.calls.map((call) => (
                <CallRow key={call.leg.journey_id} call={call} voyagePath={voyagePath} />
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
