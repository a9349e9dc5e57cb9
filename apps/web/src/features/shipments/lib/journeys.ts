import type { Journey } from '@rigline/contract/journeys';

/**
 * The journey the offloading view's header names (§2.5): the one under way, else the last one ended (its
 * rig may still be offloading), else none.
 */
export function currentJourneyOf<T extends Pick<Journey, 'started_at' | 'ended_at' | 'sequence'>>(
  journeys: readonly T[],
): T | null {
  const running = journeys.find((journey) => journey.started_at && !journey.ended_at);
  if (running) return running;
  return journeys.filter((journey) => journey.ended_at).at(-1) ?? null;
}
