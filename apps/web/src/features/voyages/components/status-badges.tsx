import { Badge } from '@/components/ui/badge';
import { STATUS_TONE_CLASSES } from '@/lib/status-badges';
import { cn } from '@/lib/utils';
import type { JourneyState } from '../lib/journey-rules';
import {
  DISPLAY_STATUS_TONE,
  formatVoyageStatus,
  LIST_STATUS_TONE,
  type VoyageDisplayStatus,
  type VoyageListStatus,
  voyageStatusTone,
} from '../lib/voyage-status';

/** The coordinator's Upcoming / Ongoing / Completed (§4). */
export function VoyageDisplayStatusBadge({ status }: { status: VoyageDisplayStatus }) {
  return (
    <Badge variant="outline" className={STATUS_TONE_CLASSES[DISPLAY_STATUS_TONE[status]]}>
      {status}
    </Badge>
  );
}

/** The coordinator's voyage list: Planning / At sea / Returning / Completed (issue 22). */
export function VoyageListStatusBadge({ status }: { status: VoyageListStatus }) {
  return (
    <Badge variant="outline" className={STATUS_TONE_CLASSES[LIST_STATUS_TONE[status]]}>
      {status}
    </Badge>
  );
}

/** The server's status, coloured as §2.3 says. */
export function VoyageStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS_TONE_CLASSES[voyageStatusTone(status)], className)}>
      {formatVoyageStatus(status)}
    </Badge>
  );
}

const JOURNEY_STATE_CLASSES: Record<JourneyState, string> = {
  Completed: STATUS_TONE_CLASSES.blue,
  Started: STATUS_TONE_CLASSES.green,
  Pending: STATUS_TONE_CLASSES.grey,
};

export function JourneyStateBadge({ state }: { state: JourneyState }) {
  return (
    <Badge variant="outline" className={JOURNEY_STATE_CLASSES[state]}>
      {state}
    </Badge>
  );
}
