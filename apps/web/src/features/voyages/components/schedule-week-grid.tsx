import { formatVoyageId } from '@rigline/contract/ids';
import type { Sailing } from '@rigline/contract/sailings';
import { cn } from '@/lib/utils';
import { describeSailing } from '../lib/sailing-words';
import { formatDayLabel, type VesselRow } from '../lib/week-layout';

interface ScheduleWeekGridProps {
  rows: readonly VesselRow[];
  dayStarts: readonly number[];
  timeZone: string;
  /** The percent across the week where now is, when now is in it. */
  nowLeft: number | null;
  onOpenSailing: (sailing: Sailing) => void;
}

/**
 * The week as a grid (issue 23, docs/decisions/061): a row per vessel, a column per day, each voyage a bar from
 * its planned departure to its planned return, a tick at each rig's planned arrival, the cut-off a dashed red
 * line. Wide screens only; the narrow one reads the list by day instead.
 */
export function ScheduleWeekGrid({
  rows,
  dayStarts,
  timeZone,
  nowLeft,
  onOpenSailing,
}: ScheduleWeekGridProps) {
  const days = dayStarts.slice(0, 7);
  return (
    <div className="hidden min-w-0 rounded-md border md:block" data-testid="schedule-grid">
      <div className="grid grid-cols-[9rem_minmax(0,1fr)] border-b bg-muted/40 text-xs">
        <div className="p-2 font-medium">Vessel</div>
        <div className="grid grid-cols-7">
          {days.map((day) => (
            <div key={day} className="border-l p-2 font-medium">
              {formatDayLabel(day, timeZone)}
            </div>
          ))}
        </div>
      </div>
      {rows.length === 0 ? <p className="p-4 text-muted-foreground text-sm">No vessels yet.</p> : null}
      {rows.map((row) => (
        <div
          key={row.vessel.id}
          className="grid grid-cols-[9rem_minmax(0,1fr)] border-b last:border-b-0"
          data-testid={`schedule-row-${row.vessel.id}`}
        >
          <div className="truncate p-2 font-medium text-sm" title={row.vessel.name}>
            {row.vessel.name}
          </div>
          <div className="relative min-h-16">
            <div className="absolute inset-0 grid grid-cols-7" aria-hidden="true">
              {days.map((day) => (
                <div key={day} className="border-l" />
              ))}
            </div>
            {nowLeft !== null ? (
              <div
                className="absolute inset-y-0 w-px bg-primary"
                style={{ left: `${nowLeft}%` }}
                title="Now"
                aria-hidden="true"
              />
            ) : null}
            {row.bars.map((bar) => (
              <div key={bar.sailing.voyage_id}>
                {bar.cutoffLeft !== null ? (
                  <div
                    className="absolute inset-y-0 border-red-500 border-l-2 border-dashed"
                    style={{ left: `${bar.cutoffLeft}%` }}
                    title={`Cut-off ${formatVoyageId(bar.sailing.voyage_id)}`}
                    aria-hidden="true"
                  />
                ) : null}
                <button
                  type="button"
                  onClick={() => onOpenSailing(bar.sailing)}
                  title={describeSailing(bar.sailing)}
                  data-testid={`schedule-bar-${bar.sailing.voyage_id}`}
                  className={cn(
                    'absolute top-2 bottom-2 min-w-2 overflow-hidden rounded-md border border-blue-400 bg-blue-100 px-1.5 text-left text-blue-950 text-xs hover:bg-blue-200 focus-visible:outline-2 focus-visible:outline-ring dark:bg-blue-950 dark:text-blue-50',
                    bar.continuesBefore && 'rounded-l-none border-l-0',
                    bar.continuesAfter && 'rounded-r-none border-r-0',
                  )}
                  style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
                >
                  {/* The name read out is the text shown (WCAG 2.5.3), then what a press does. */}
                  <span className="block truncate font-medium">
                    {bar.continuesBefore ? <span aria-hidden="true">← </span> : null}
                    {formatVoyageId(bar.sailing.voyage_id)} {bar.sailing.name}
                    {bar.continuesAfter ? <span aria-hidden="true"> →</span> : null}
                  </span>
                  <span className="block truncate opacity-80">
                    {bar.sailing.legs.map((leg) => leg.rig.name).join(' → ') || 'No rigs yet'}
                  </span>
                  <span className="sr-only">: reschedule</span>
                </button>
                {bar.legMarks.map((mark) => (
                  <span
                    key={mark.leg.journey_id}
                    className="pointer-events-none absolute bottom-1 size-2 -translate-x-1/2 rotate-45 bg-blue-700"
                    style={{ left: `${mark.left}%` }}
                    title={`ETA ${mark.leg.rig.name}`}
                    aria-hidden="true"
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
