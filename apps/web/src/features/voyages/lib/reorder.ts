import type { Journey } from '@rigline/contract/journeys';
import { sortBySequence } from './journey-rules';

/**
 * §5: a journey dropped at position `index` (0-based, in the order shown) gets sequence index + 1. Null
 * when the drop changes nothing (dropped on itself, or on something that is not a journey).
 */
export function sequenceForDrop(
  journeys: readonly Pick<Journey, 'id' | 'sequence'>[],
  activeId: number,
  overId: number,
): number | null {
  if (activeId === overId) return null;
  const ordered = sortBySequence(journeys);
  const from = ordered.findIndex((journey) => journey.id === activeId);
  const to = ordered.findIndex((journey) => journey.id === overId);
  if (from === -1 || to === -1) return null;
  return to + 1;
}

/**
 * The plan as it will read once the server has moved `journeyId` to `newSequence`: the others shift to
 * keep 1..n with no gaps (decisions.md §4). Used to show the new order before the server answers.
 */
export function moveJourneyToSequence<T extends Journey>(
  journeys: readonly T[],
  journeyId: number,
  newSequence: number,
): T[] {
  const ordered = sortBySequence(journeys);
  const from = ordered.findIndex((journey) => journey.id === journeyId);
  if (from === -1) return ordered;
  const to = Math.min(Math.max(newSequence, 1), ordered.length) - 1;
  const [moved] = ordered.splice(from, 1) as [T];
  ordered.splice(to, 0, moved);
  return ordered.map((journey, index) => ({ ...journey, sequence: index + 1 }));
}
