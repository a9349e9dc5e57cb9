import { formatJourneyName } from '@rigline/contract/ids';
import type { Journey } from '@rigline/contract/journeys';
import type { Voyage } from '@rigline/contract/voyages';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { InfoField } from '@/components/layout/info-field';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { getDisplayTimeZone, useTimeZonePreference } from '@/lib/preferences';
import { cn } from '@/lib/utils';
import { zoneLabel } from '@/lib/zoned-time';
import { formatLateness, isLate } from '../lib/lateness';
import { formatBooking } from '../lib/sailing-words';
import { ScheduleVoyageDialog, scheduleActionLabel } from './schedule-voyage-dialog';

/** A time, and beside it how late it was against its plan. */
function TimeAgainstPlan({ planned, actual }: { planned: string | null; actual: string | null }) {
  const lateness = formatLateness(planned, actual);
  return (
    <>
      {formatDate(actual)}
      {lateness ? (
        <span
          className={cn(
            'block text-xs',
            isLate(planned, actual) ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {lateness}
        </span>
      ) : null}
    </>
  );
}

interface VoyageScheduleCardProps {
  voyage: Voyage;
  journeys: readonly Journey[] | undefined;
}

/**
 * The voyage's plan against what happened (issue 23): planned departure and return against the actual ones;
 * for every leg the planned arrival, the expected arrival, the journey's actual start and end, the planned
 * departure from the rig and when it actually left (the next journey's start), each with how late; the cut-off;
 * and Schedule / Reschedule. Every time names its zone.
 */
export function VoyageScheduleCard({ voyage, journeys }: VoyageScheduleCardProps) {
  useTimeZonePreference();
  const [isScheduling, setIsScheduling] = useState(false);
  const legs = [...(journeys ?? [])].sort((a, b) => a.sequence - b.sequence);
  const isArrived = voyage.status === 'COMPLETED';
  const action = scheduleActionLabel(voyage);

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Schedule</CardTitle>
        <CardDescription>Planned against actual, in {zoneLabel(getDisplayTimeZone())}.</CardDescription>
        <CardAction className="grid justify-items-end gap-1">
          <Button
            variant="outline"
            disabled={isArrived}
            aria-describedby={isArrived ? 'voyage-schedule-locked' : undefined}
            onClick={() => setIsScheduling(true)}
          >
            <CalendarClock aria-hidden="true" />
            {action}
          </Button>
          {isArrived ? (
            <p id="voyage-schedule-locked" className="max-w-56 text-right text-muted-foreground text-xs">
              Back at base: its plan is kept as it sailed.
            </p>
          ) : null}
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        {voyage.planned_departure_at === null ? (
          <p className="text-muted-foreground text-sm">Not scheduled: no planned departure or return yet.</p>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-4 md:grid-cols-5" data-testid="voyage-schedule-voyage">
          <InfoField className="content-start" label="Planned departure">
            {formatDate(voyage.planned_departure_at)}
          </InfoField>
          <InfoField className="content-start" label="Sailed">
            <TimeAgainstPlan planned={voyage.planned_departure_at} actual={voyage.started_at} />
          </InfoField>
          <InfoField className="content-start" label="Planned return">
            {formatDate(voyage.planned_return_at)}
          </InfoField>
          <InfoField className="content-start" label="Returned">
            <TimeAgainstPlan planned={voyage.planned_return_at} actual={voyage.ended_at} />
          </InfoField>
          <InfoField className="content-start" label="Cut-off">
            {formatDate(voyage.cutoff_at)}
            {voyage.cutoff_at ? (
              <span className="block text-muted-foreground text-xs">{formatBooking(voyage.cutoff_at)}</span>
            ) : null}
          </InfoField>
        </dl>
        {legs.length > 0 ? (
          <ol className="grid gap-3 lg:grid-cols-2">
            {legs.map((journey, index) => {
              const next = legs[index + 1];
              return (
                <li
                  key={journey.id}
                  className="grid min-w-0 gap-3 rounded-md border p-3"
                  data-testid={`voyage-schedule-leg-${journey.id}`}
                >
                  <p className="font-medium text-sm">
                    {formatJourneyName(journey.sequence, journey.rig.name)}
                  </p>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
                    <InfoField className="content-start" label="Planned arrival">
                      {formatDate(journey.planned_arrival_at)}
                    </InfoField>
                    <InfoField className="content-start" label="Expected arrival">
                      <TimeAgainstPlan
                        planned={journey.planned_arrival_at}
                        actual={journey.ended_at === null ? journey.expected_arrival_at : null}
                      />
                    </InfoField>
                    <InfoField className="content-start" label="Started">
                      {formatDate(journey.started_at)}
                    </InfoField>
                    <InfoField className="content-start" label="Arrived">
                      <TimeAgainstPlan planned={journey.planned_arrival_at} actual={journey.ended_at} />
                    </InfoField>
                    <InfoField className="content-start" label="Planned departure">
                      {formatDate(journey.planned_departure_at)}
                    </InfoField>
                    <InfoField className="content-start" label="Left the rig">
                      <TimeAgainstPlan
                        planned={journey.planned_departure_at}
                        actual={next?.started_at ?? null}
                      />
                    </InfoField>
                  </dl>
                </li>
              );
            })}
          </ol>
        ) : null}
      </CardContent>
      <ScheduleVoyageDialog
        voyageId={isScheduling ? voyage.id : null}
        onOpenChange={(open) => setIsScheduling(open)}
      />
    </Card>
  );
}
