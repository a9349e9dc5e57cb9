import { formatPlaceDate } from '@/lib/format';
import { sailingName, useNextSailings } from '../api/list-next-sailings';

/**
 * Beside Required by on Create Request (issue 23): the next sailings to the chosen rig, each with its departure
 * and "deliver to the quay by" (its booking cut-off), so the supplier can tell which sailing a date can make.
 */
export function NextSailings({ rigId, rigName }: { rigId: number | null; rigName: string | null }) {
  const sailings = useNextSailings(rigId);
  if (rigId === null)
    return <p className="text-muted-foreground text-sm">Choose a rig to see its next sailings.</p>;
  if (sailings.isPending) return <p className="text-muted-foreground text-sm">Loading the next sailings…</p>;
  if (sailings.isError)
    return <p className="text-muted-foreground text-sm">Could not load the next sailings.</p>;
  const rows = sailings.data.data;
  if (rows.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        No sailing to {rigName ?? 'this rig'} is scheduled in the next four weeks.
      </p>
    );
  }
  return (
    <section aria-label="Next sailings" className="grid gap-1 text-sm">
      <h3 className="font-medium">Next sailings to {rigName ?? 'this rig'}</h3>
      <ul className="grid gap-1">
        {rows.map((sailing) => (
          <li key={sailing.voyage_id} className="[overflow-wrap:anywhere]">
            <span className="font-medium">{sailingName(sailing)}</span>
            <span className="text-muted-foreground">
              {' '}
              sails {formatPlaceDate(sailing.planned_departure_at, sailing.base_time_zone)};{' '}
              {Date.parse(sailing.cutoff_at) <= Date.now()
                ? `booking closed ${formatPlaceDate(sailing.cutoff_at, sailing.base_time_zone)}`
                : `deliver to the quay by ${formatPlaceDate(sailing.cutoff_at, sailing.base_time_zone)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
