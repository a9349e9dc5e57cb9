import { formatVoyageId } from '@rigline/contract/ids';
import type { Sailing } from '@rigline/contract/sailings';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { formatBooking, formatDeckUse } from '../lib/sailing-words';
import type { VesselRow } from '../lib/week-layout';

interface ScheduleWeekListProps {
  rows: readonly VesselRow[];
  voyageDetailPath: (voyageId: number) => string;
  onReschedule: (voyageId: number) => void;
}

function SailingCard({
  sailing,
  voyageDetailPath,
  onReschedule,
}: { sailing: Sailing } & Pick<ScheduleWeekListProps, 'voyageDetailPath' | 'onReschedule'>) {
  return (
    <li
      className="grid min-w-0 gap-2 rounded-md border p-3"
      data-testid={`schedule-sailing-${sailing.voyage_id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to={voyageDetailPath(sailing.voyage_id)}
          className="font-medium underline-offset-4 hover:underline"
        >
          {formatVoyageId(sailing.voyage_id)} {sailing.name}
        </Link>
        <span className="text-muted-foreground text-xs">{sailing.vessel?.name ?? 'No vessel'}</span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted-foreground">Departs </dt>
          <dd className="inline">{formatDate(sailing.planned_departure_at)}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">Returns </dt>
          <dd className="inline">{formatDate(sailing.planned_return_at)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-muted-foreground">Cut-off </dt>
          <dd className="inline">
            {formatDate(sailing.cutoff_at)} · {formatBooking(sailing.cutoff_at)}
          </dd>
        </div>
      </dl>
      {sailing.late_booking_count > 0 ? (
        <Badge variant="outline" className="w-fit border-amber-400">
          {sailing.late_booking_count} late booking{sailing.late_booking_count === 1 ? '' : 's'}
        </Badge>
      ) : null}
      {sailing.legs.length > 0 ? (
        <ol className="grid gap-1 text-sm">
          {sailing.legs.map((leg) => (
            <li key={leg.journey_id} className="min-w-0 break-words">
              <span className="font-medium">
                {leg.sequence}. {leg.rig.name}
              </span>{' '}
              <span className="text-muted-foreground">
                ETA {formatDate(leg.planned_arrival_at)}
                {leg.expected_arrival_at && leg.expected_arrival_at !== leg.planned_arrival_at
                  ? ` (expected ${formatDate(leg.expected_arrival_at)})`
                  : ''}{' '}
                · ETD {formatDate(leg.planned_departure_at)} · {formatDeckUse(leg)}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground text-sm">No rigs yet.</p>
      )}
      <Button variant="outline" size="sm" className="w-fit" onClick={() => onReschedule(sailing.voyage_id)}>
        Reschedule
      </Button>
    </li>
  );
}

/**
 * The week by vessel (issue 23): each vessel's sailings that overlap the week, with their times, cut-off, legs
 * and deck use per leg. The only view on a narrow screen; the details under the grid on a wide one.
 */
export function ScheduleWeekList({ rows, ...actions }: ScheduleWeekListProps) {
  const busy = rows.filter((row) => row.bars.length > 0);
  if (busy.length === 0) return <p className="text-muted-foreground text-sm">No sailings this week.</p>;
  return (
    <div className="grid min-w-0 gap-4" data-testid="schedule-list">
      {busy.map((row) => (
        <section key={row.vessel.id} className="grid min-w-0 gap-2">
          <h3 className="font-medium text-sm">{row.vessel.name}</h3>
          <ul className="grid gap-2">
            {row.bars.map((bar) => (
              <SailingCard key={bar.sailing.voyage_id} sailing={bar.sailing} {...actions} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
