import type { Voyage } from '@rigline/contract/voyages';
import type { StatusTone } from '@/lib/status-badges';

/** The coordinator's status badge (§4): derived from the voyage's times, not from its server status. */
export type VoyageDisplayStatus = 'Upcoming' | 'Ongoing' | 'Returning to base' | 'Completed';

function timeOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/**
 * §4: no started_at → Upcoming; started_at in the past and no ended_at (or an ended_at still ahead) →
 * Ongoing; ended_at in the past → Completed. A start time still ahead reads as Upcoming.
 */
export function voyageDisplayStatus(
  voyage: Pick<Voyage, 'started_at' | 'ended_at'> & Partial<Pick<Voyage, 'is_returning'>>,
  now: number = Date.now(),
): VoyageDisplayStatus {
  // Every journey has ended and the vessel is not back yet (issue 9).
  if (voyage.is_returning && !voyage.ended_at) return 'Returning to base';
  const startedAt = timeOf(voyage.started_at);
  if (startedAt === null) return 'Upcoming';
  const endedAt = timeOf(voyage.ended_at);
  if (endedAt !== null && endedAt <= now) return 'Completed';
  return startedAt <= now ? 'Ongoing' : 'Upcoming';
}

/** Where a voyage stands, as the coordinator's voyage list says it (issue 22). */
export type VoyageListStatus = 'Planning' | 'At sea' | 'Returning' | 'Completed';

/**
 * The voyage list's Status column: arrived at base (ended_at) is Completed; every journey ended and not yet
 * back is Returning; started is At sea; anything before Start Voyage is Planning. From the server's times and
 * flags, never from the clock, so the list agrees with the voyage page.
 */
export function voyageListStatus(
  voyage: Pick<Voyage, 'started_at' | 'ended_at' | 'is_returning'>,
): VoyageListStatus {
  if (voyage.ended_at) return 'Completed';
  if (voyage.is_returning) return 'Returning';
  return voyage.started_at ? 'At sea' : 'Planning';
}

export const LIST_STATUS_TONE: Record<VoyageListStatus, StatusTone> = {
  Planning: 'yellow',
  'At sea': 'green',
  Returning: 'yellow',
  Completed: 'blue',
};

/** §2.2: the journey menu is offered in CREATED or PLANNING; the server says PLANNING, older data CREATED. */
const EDITABLE_STATUSES = new Set(['CREATED', 'PLANNING']);

export function isJourneyPlanEditableStatus(status: string | null | undefined): boolean {
  return EDITABLE_STATUSES.has((status ?? '').trim().toUpperCase());
}

/**
 * §4 and decisions.md §4: the plan locks once the voyage has started (it has a start time) or has left the
 * planning statuses. Locked means no reorder, no rig change, no delete and no new journey.
 */
export function isJourneyPlanLocked(voyage: Pick<Voyage, 'status' | 'started_at'>): boolean {
  return voyage.started_at !== null || !isJourneyPlanEditableStatus(voyage.status);
}

/**
 * §2.2 and §4: Start Voyage is offered when there is at least one shipment over all journeys, every one
 * of them is loaded, and the voyage has no start time yet.
 */
export function canStartVoyage(options: {
  totalShipments: number;
  loadedShipments: number;
  startedAt: string | null;
}): boolean {
  const { totalShipments, loadedShipments, startedAt } = options;
  return totalShipments > 0 && totalShipments === loadedShipments && !startedAt;
}

/** §2.3: started green, planning yellow, completed blue, anything else grey (compared without case). */
export function voyageStatusTone(status: string | null | undefined): StatusTone {
  switch ((status ?? '').trim().toLowerCase()) {
    case 'started':
      return 'green';
    case 'planning':
      return 'yellow';
    case 'completed':
      return 'blue';
    default:
      return 'grey';
  }
}

/** The display statuses in the same colours: Upcoming like planning, Ongoing like started. */
export const DISPLAY_STATUS_TONE: Record<VoyageDisplayStatus, StatusTone> = {
  Upcoming: 'yellow',
  Ongoing: 'green',
  'Returning to base': 'yellow',
  Completed: 'blue',
};

/** "PLANNING" → "Planning". */
export function formatVoyageStatus(status: string): string {
  const words = status.trim().toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
