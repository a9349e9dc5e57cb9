import type { Journey } from '@rigline/contract/journeys';
import { formatPreconditionText, PRECONDITIONS, type Precondition } from '@rigline/contract/transitions';
import type { Voyage } from '@rigline/contract/voyages';

/** §4: Pending (no start), Started (started, not ended), Completed (ended). */
export type JourneyState = 'Pending' | 'Started' | 'Completed';

export function journeyState(journey: Pick<Journey, 'started_at' | 'ended_at'>): JourneyState {
  if (journey.ended_at) return 'Completed';
  if (journey.started_at) return 'Started';
  return 'Pending';
}

export function sortBySequence<T extends Pick<Journey, 'sequence'>>(journeys: readonly T[]): T[] {
  return [...journeys].sort((a, b) => a.sequence - b.sequence);
}

/** The completed journey latest in sequence, or null when none has ended. */
export function lastCompletedJourney<T extends Journey>(journeys: readonly T[]): T | null {
  const completed = sortBySequence(journeys).filter((journey) => journeyState(journey) === 'Completed');
  return completed.at(-1) ?? null;
}

/** The journey now at sea, if any. */
export function runningJourney<T extends Journey>(journeys: readonly T[]): T | null {
  return sortBySequence(journeys).find((journey) => journeyState(journey) === 'Started') ?? null;
}

/**
 * §4: the only journey that may start next: the one after the last completed in sequence, or the first
 * when none has completed. Null when every journey has completed (or there are none).
 */
export function nextJourneyInSequence<T extends Journey>(journeys: readonly T[]): T | null {
  const ordered = sortBySequence(journeys);
  const last = lastCompletedJourney(ordered);
  const candidate = last ? ordered.find((journey) => journey.sequence > last.sequence) : ordered[0];
  return candidate ?? null;
}

function describe(journey: Pick<Journey, 'sequence' | 'rig'>): string {
  return `Journey ${journey.sequence} to ${journey.rig.name}`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export type JourneyCheck = { allowed: true; reason: null } | { allowed: false; reason: string };

const ALLOWED: JourneyCheck = { allowed: true, reason: null };
const refuse = (reason: string): JourneyCheck => ({ allowed: false, reason });

/** A refusal in the words the contract's transition table gives the web for this precondition. */
function refuseFor(
  precondition: Pick<Precondition, 'code' | 'disabledReason'>,
  values: Readonly<Record<string, string | number>> = {},
): JourneyCheck {
  if (precondition.disabledReason === null) throw new Error(`${precondition.code} has no disabled reason`);
  return refuse(formatPreconditionText(precondition.disabledReason, values));
}

function journeyValues(journey: Pick<Journey, 'sequence' | 'rig'>): Record<string, string | number> {
  return { sequence: journey.sequence, rig: journey.rig.name };
}

/**
 * Whether a journey may start now (§4), and if not, why, in words the card shows. The server checks the
 * same again. `pendingOffloadCount` is the number of shipments of the last completed journey still waiting
 * to be offloaded; undefined while it is being fetched (the button waits).
 */
export function checkJourneyStart(options: {
  voyage: Pick<Voyage, 'started_at' | 'ended_at'>;
  journeys: readonly Journey[];
  journeyId: number;
  pendingOffloadCount: number | undefined;
}): JourneyCheck {
  const { voyage, journeys, journeyId, pendingOffloadCount } = options;
  const journey = journeys.find((candidate) => candidate.id === journeyId);
  if (!journey) return refuse('This journey is no longer part of the voyage.');
  const state = journeyState(journey);
  if (state === 'Completed') return refuseFor(PRECONDITIONS.JOURNEY_NOT_ENDED);
  if (state === 'Started') return refuseFor(PRECONDITIONS.JOURNEY_NOT_STARTED);
  if (!voyage.started_at) return refuseFor(PRECONDITIONS.JOURNEY_VOYAGE_STARTED);
  if (voyage.ended_at) return refuseFor(PRECONDITIONS.JOURNEY_VOYAGE_NOT_ARRIVED);

  const running = runningJourney(journeys);
  if (running) return refuseFor(PRECONDITIONS.JOURNEY_NONE_UNDER_WAY, journeyValues(running));

  const next = nextJourneyInSequence(journeys);
  if (!next || next.id !== journey.id) {
    return next
      ? refuseFor(PRECONDITIONS.JOURNEY_NEXT_IN_SEQUENCE, journeyValues(next))
      : refuse('Journeys run in sequence: a later journey has already completed.');
  }

  const last = lastCompletedJourney(journeys);
  if (last) {
    if (pendingOffloadCount === undefined) return refuse(`Checking the shipments of ${describe(last)}...`);
    if (pendingOffloadCount > 0) {
      return refuseFor(PRECONDITIONS.JOURNEY_LAST_OFFLOADED, {
        ...journeyValues(last),
        shipments: plural(pendingOffloadCount, 'shipment', 'shipments'),
        need: pendingOffloadCount === 1 ? 'needs' : 'need',
      });
    }
  }
  return ALLOWED;
}

/** §4: only a Started journey can be ended. */
export function checkJourneyEnd(journey: Pick<Journey, 'started_at' | 'ended_at'>): JourneyCheck {
  const state = journeyState(journey);
  if (state === 'Pending') return refuseFor(PRECONDITIONS.JOURNEY_STARTED);
  if (state === 'Completed') return refuseFor(PRECONDITIONS.JOURNEY_NOT_ALREADY_ENDED);
  return ALLOWED;
}

/**
 * §3 and §5: a rig is available for a voyage when no journey of that voyage already goes to it. The same
 * list serves a new journey and a rig change (the journey's own rig is taken, so it is not offered).
 */
export function availableRigs<T extends { id: number }>(
  rigs: readonly T[],
  journeys: readonly Pick<Journey, 'rig_id'>[],
): T[] {
  const taken = new Set(journeys.map((journey) => journey.rig_id));
  return rigs.filter((rig) => !taken.has(rig.id));
}

/** §2.2 "Change Rig": offered only with no shipments and a rig to change to; else the disabled text. */
export function rigChangeBlocker(
  journey: Pick<Journey, 'shipment_count'>,
  availableRigCount: number,
): 'Has shipments' | 'No rigs available' | null {
  if (journey.shipment_count > 0) return 'Has shipments';
  if (availableRigCount === 0) return 'No rigs available';
  return null;
}

/** §2.2 "Delete Journey": only while the journey carries no shipments. */
export function deleteBlocker(journey: Pick<Journey, 'shipment_count'>): 'Has shipments' | null {
  return journey.shipment_count > 0 ? PRECONDITIONS.JOURNEY_CARRIES_NOTHING.disabledReason : null;
}

/** The summary's totals: journeys and the sum of their shipments. */
export function totalShipments(journeys: readonly Pick<Journey, 'shipment_count'>[]): number {
  return journeys.reduce((sum, journey) => sum + journey.shipment_count, 0);
}
