import { DEFAULT_BOOKING_CUTOFF_HOURS } from '@rigline/contract/bases';
import { formatVoyageId } from '@rigline/contract/ids';
import type { Voyage } from '@rigline/contract/voyages';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/layout/load-states';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { getDisplayTimeZone, useTimeZonePreference } from '@/lib/preferences';
import { useVoyage } from '../api/get-voyage';
import { useBases } from '../api/list-bases';
import { useJourneys } from '../api/list-journeys';
import { useScheduleVoyage } from '../api/schedule-voyage';
import { vesselName } from '../lib/format';
import { notifySuccess } from '../lib/notify';
import { ScheduleVoyageForm } from './schedule-voyage-form';

/** The base's cut-off hours; else what the voyage's own cut-off says; else the default. */
function cutoffHoursOf(
  voyage: Voyage,
  bases: readonly { id: number; booking_cutoff_hours: number }[] | undefined,
) {
  const base = bases?.find((candidate) => candidate.id === voyage.start_base_id);
  if (base) return base.booking_cutoff_hours;
  if (voyage.cutoff_at && voyage.planned_departure_at) {
    return Math.round((Date.parse(voyage.planned_departure_at) - Date.parse(voyage.cutoff_at)) / 3_600_000);
  }
  return DEFAULT_BOOKING_CUTOFF_HOURS;
}

/** "Schedule" for a voyage with no plan yet, "Reschedule" for one that has one. */
export function scheduleActionLabel(voyage: Pick<Voyage, 'planned_departure_at'>): 'Schedule' | 'Reschedule' {
  return voyage.planned_departure_at === null ? 'Schedule' : 'Reschedule';
}

interface ScheduleVoyageDialogProps {
  voyageId: number | null;
  /** The voyage's page, linked from the dialog (the Schedule screen opens the dialog from a bar). */
  voyagePath?: string | undefined;
  onOpenChange: (open: boolean) => void;
}

/** The Schedule / Reschedule dialog (issue 23): open while `voyageId` is set; POST /api/voyage/schedule. */
export function ScheduleVoyageDialog({ voyageId, voyagePath, onOpenChange }: ScheduleVoyageDialogProps) {
  useTimeZonePreference();
  const timeZone = getDisplayTimeZone();
  const voyage = useVoyage(voyageId);
  const journeys = useJourneys(voyageId);
  const bases = useBases(voyageId !== null);
  const schedule = useScheduleVoyage();
  const isReady = voyage.data && journeys.data && !bases.isPending;
  const title = voyage.data ? `${scheduleActionLabel(voyage.data)} voyage` : 'Schedule voyage';

  return (
    <Dialog open={voyageId !== null} onOpenChange={(open) => !schedule.isPending && onOpenChange(open)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {voyage.data
              ? `${formatVoyageId(voyage.data.id)} ${voyage.data.name} · ${vesselName(voyage.data)}`
              : 'Loading the voyage...'}
            {voyagePath ? (
              <>
                {' · '}
                <Link to={voyagePath} className="underline underline-offset-4">
                  Open the voyage page
                </Link>
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {voyage.isError || journeys.isError ? (
          <LoadFailure message="Failed to load voyage details" />
        ) : isReady && voyage.data && journeys.data ? (
          <ScheduleVoyageForm
            key={voyage.data.id}
            voyage={voyage.data}
            journeys={journeys.data}
            cutoffHours={cutoffHoursOf(voyage.data, bases.data)}
            timeZone={timeZone}
            onSubmit={async (body) => {
              const data = await schedule.mutateAsync(body);
              notifySuccess(data.message || 'Schedule saved');
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
