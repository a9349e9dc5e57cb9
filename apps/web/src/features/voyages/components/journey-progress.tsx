import type { Journey } from '@rigline/contract/journeys';
import type { Voyage } from '@rigline/contract/voyages';
import { Flag, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatDateTime } from '../lib/format';
import {
  checkJourneyEnd,
  checkJourneyStart,
  journeyState,
  nextJourneyInSequence,
} from '../lib/journey-rules';
import { BaseCard } from './base-card';
import type { JourneyAction } from './journey-action-dialog';
import { JourneyStateBadge } from './status-badges';

interface JourneyProgressProps {
  voyage: Voyage;
  journeys: Journey[];
  /** Shipments of the last completed journey still to offload; undefined while counted. */
  pendingOffloadCount: number | undefined;
  onAction: (action: JourneyAction) => void;
}

/**
 * §2.4 Journey Details: the start base, each journey in sequence with its state and its action, the end
 * base. Only the next journey offers Start (with the reason when it cannot), only a started one offers End.
 */
export function JourneyProgress({ voyage, journeys, pendingOffloadCount, onAction }: JourneyProgressProps) {
  const next = nextJourneyInSequence(journeys);
  return (
    <ol className="grid gap-3">
      <li>
        <BaseCard
          label="Start Base"
          name={voyage.start_base?.name ?? `Base ${voyage.start_base_id}`}
          className="w-full"
        />
      </li>
      {journeys.map((journey) => {
        const state = journeyState(journey);
        const startCheck =
          next?.id === journey.id && state === 'Pending'
            ? checkJourneyStart({ voyage, journeys, journeyId: journey.id, pendingOffloadCount })
            : null;
        const canEnd = checkJourneyEnd(journey).allowed;
        return (
          <li
            key={journey.id}
            className={cn(
              'grid gap-3 rounded-lg border bg-card p-4 text-sm shadow-xs sm:grid-cols-[1fr_auto] sm:items-center',
              state === 'Started' && 'border-green-300 bg-green-50/50',
            )}
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="truncate font-semibold">{journey.rig.name}</p>
                <JourneyStateBadge state={state} />
              </div>
              <p className="text-muted-foreground">
                Journey {journey.sequence} · Shipments {journey.shipment_count}
              </p>
              {journey.started_at ? (
                <p className="text-muted-foreground text-xs">
                  Started {formatDateTime(journey.started_at)}
                  {journey.ended_at ? ` · Ended ${formatDateTime(journey.ended_at)}` : ''}
                </p>
              ) : null}
              {startCheck && !startCheck.allowed ? (
                <p className="text-muted-foreground text-xs" id={`journey-${journey.id}-start-reason`}>
                  {startCheck.reason}
                </p>
              ) : null}
            </div>
            {startCheck ? (
              <Button
                size="sm"
                disabled={!startCheck.allowed}
                aria-describedby={startCheck.allowed ? undefined : `journey-${journey.id}-start-reason`}
                onClick={() => onAction({ kind: 'start', journey })}
              >
                <Play aria-hidden="true" />
                Start Journey
              </Button>
            ) : canEnd ? (
              <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'end', journey })}>
                <Flag aria-hidden="true" />
                End Journey
              </Button>
            ) : null}
          </li>
        );
      })}
      <li>
        <BaseCard
          label="End Base"
          name={voyage.end_base?.name ?? `Base ${voyage.end_base_id}`}
          className="w-full"
        />
      </li>
    </ol>
  );
}
