import { PAGE } from '@rigline/contract/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LoadFailure } from '@/components/layout/load-states';
import { Button } from '@/components/ui/button';
import { getDisplayTimeZone, useTimeZonePreference } from '@/lib/preferences';
import { zoneLabel } from '@/lib/zoned-time';
import { useVessels } from '../api/list-vessels';
import { useWeekSailings } from '../api/list-week-sailings';
import { formatDayLabel, layoutWeek, shiftWeek, weekDayStarts, weekPercent } from '../lib/week-layout';
import { CreateVoyageDialog } from './create-voyage-dialog';
import { ScheduleVoyageDialog } from './schedule-voyage-dialog';
import { ScheduleWeekGrid } from './schedule-week-grid';
import { ScheduleWeekList } from './schedule-week-list';
import { UnscheduledVoyages } from './unscheduled-voyages';

const HALF_DAY_MS = 12 * 3_600_000;

interface ScheduleBoardProps {
  voyageDetailPath: (voyageId: number) => string;
}

/**
 * The coordinator's Schedule (issue 23, docs/decisions/061): a week, Monday to Sunday in the display zone, of
 * every vessel's voyages; previous, next and this week; New voyage; Schedule / Reschedule in a dialog.
 */
export function ScheduleBoard({ voyageDetailPath }: ScheduleBoardProps) {
  useTimeZonePreference();
  const timeZone = getDisplayTimeZone();
  // Any instant inside the week shown: noon on its Monday once moved, now at first.
  const [weekAnchor, setWeekAnchor] = useState(() => Date.now());
  const [scheduling, setScheduling] = useState<number | null>(null);
  const dayStarts = useMemo(() => weekDayStarts(weekAnchor, timeZone), [weekAnchor, timeZone]);
  const weekStart = dayStarts[0] ?? 0;
  const weekEnd = dayStarts[7] ?? weekStart;
  const sailings = useWeekSailings(weekStart, weekEnd);
  const vessels = useVessels({ page: 1, limit: PAGE.maxLimit, include_inactive: 'false' });
  const rows = useMemo(
    () => layoutWeek(vessels.data ?? [], sailings.data?.data ?? [], dayStarts),
    [vessels.data, sailings.data, dayStarts],
  );
  const now = Date.now();
  const isThisWeek = now >= weekStart && now < weekEnd;
  const lastDay = dayStarts[6] ?? weekStart;

  function moveWeek(weeks: number) {
    setWeekAnchor((shiftWeek(dayStarts, weeks, timeZone)[0] ?? 0) + HALF_DAY_MS);
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="font-semibold" data-testid="schedule-week-title">
            Week of {formatDayLabel(weekStart, timeZone)} – {formatDayLabel(lastDay, timeZone)}
          </h2>
          <p className="text-muted-foreground text-xs">Days and times in {zoneLabel(timeZone, weekStart)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="icon" aria-label="Previous week" onClick={() => moveWeek(-1)}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" aria-pressed={isThisWeek} onClick={() => setWeekAnchor(Date.now())}>
            This week
          </Button>
          <Button variant="outline" size="icon" aria-label="Next week" onClick={() => moveWeek(1)}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <CreateVoyageDialog label="New voyage" onCreated={() => undefined} />
        </div>
      </div>
      {sailings.isError ? <LoadFailure message={sailings.error.message} /> : null}
      {vessels.isError ? <LoadFailure message={vessels.error.message} /> : null}
      <ScheduleWeekGrid
        rows={rows}
        dayStarts={dayStarts}
        timeZone={timeZone}
        nowLeft={isThisWeek ? weekPercent(now, dayStarts) : null}
        onOpenSailing={(sailing) => setScheduling(sailing.voyage_id)}
      />
      {sailings.isPending ? (
        <p className="text-muted-foreground text-sm">Loading sailings...</p>
      ) : (
        <ScheduleWeekList rows={rows} voyageDetailPath={voyageDetailPath} onReschedule={setScheduling} />
      )}
      <UnscheduledVoyages voyageDetailPath={voyageDetailPath} onSchedule={setScheduling} />
      <ScheduleVoyageDialog
        voyageId={scheduling}
        voyagePath={scheduling === null ? undefined : voyageDetailPath(scheduling)}
        onOpenChange={(open) => {
          if (!open) setScheduling(null);
        }}
      />
    </div>
  );
}
