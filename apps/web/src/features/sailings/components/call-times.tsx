import type { SailingLeg } from '@rigline/contract/sailings';
import { formatDate } from '@/lib/format';
import { getDisplayTimeZone } from '@/lib/preferences';

/** "02 Dec 2026, 08:00" of "02 Dec 2026, 08:00 GMT": the clock's reading without the zone's name. */
const wallClock = (formatted: string) => formatted.replace(/ \S+$/, '');

/**
 * A time in the zone the person chose, and beside it the rig's own clock when that reads differently (issue
 * 23): both name their zone. A rig on GMT read in UTC shows one time, since both clocks say the same.
 */
export function RigTime({ at, rigTimeZone }: { at: string | null; rigTimeZone: string }) {
  const displayZone = getDisplayTimeZone();
  const local = formatDate(at, rigTimeZone);
  const shown = formatDate(at, displayZone);
  return (
    <span>
      {shown}
      {at !== null && wallClock(local) !== wallClock(shown) ? (
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
