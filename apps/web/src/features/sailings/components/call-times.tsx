import type { SailingLeg } from '@rigline/contract/sailings';
import { formatDate } from '@/lib/format';
import { getDisplayTimeZone } from '@/lib/preferences';

/**
 * A time in the zone the person chose, and beside it the rig's own clock when that differs (issue 23): both
 * name their zone.
 */
export function RigTime({ at, rigTimeZone }: { at: string | null; rigTimeZone: string }) {
  const displayZone = getDisplayTimeZone();
  const local = formatDate(at, rigTimeZone);
  const shown = formatDate(at, displayZone);
  return (
    <span>
      {shown}
      {at !== null && local !== shown ? (
        <span className="text-muted-foreground"> (at the rig {local})</span>
      ) : null}
    </span>
  );
}

/** The leg's planned and expected arrival, as a term list. */
export function ArrivalTimes({ leg }: { leg: SailingLeg }) {
  return (
    <>
      <div className="min-w-0">
        <dt className="text-muted-foreground text-xs">ETA (planned)</dt>
        <dd className="[overflow-wrap:anywhere]">
          <RigTime at={leg.planned_arrival_at} rigTimeZone={leg.rig_time_zone} />
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-muted-foreground text-xs">Expected arrival</dt>
        <dd className="[overflow-wrap:anywhere]">
          <RigTime at={leg.expected_arrival_at} rigTimeZone={leg.rig_time_zone} />
        </dd>
      </div>
    </>
  );
}
