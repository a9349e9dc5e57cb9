import type { Journey } from '@rigline/contract/journeys';
import { describe, expect, it } from 'vitest';
import { moveJourneyToSequence, sequenceForDrop } from './reorder';

function journey(id: number, sequence: number): Journey {
  return {
    id,
    sequence,
    rig_id: id,
    rig: { id, name: `Rig ${id}` },
    voyage_id: 1,
    started_at: null,
    ended_at: null,
    planned_arrival_at: null,
    planned_departure_at: null,
    expected_arrival_at: null,
    shipment_count: 0,
    version: 1,
  };
}

const plan = [journey(11, 1), journey(12, 2), journey(13, 3)];

describe('sequenceForDrop (§5: drop position plus one)', () => {
  it('gives the position of the journey dropped on, plus one', () => {
    expect(sequenceForDrop(plan, 11, 13)).toBe(3);
    expect(sequenceForDrop(plan, 13, 11)).toBe(1);
    expect(sequenceForDrop(plan, 11, 12)).toBe(2);
  });

  it('reads positions in sequence order, not list order', () => {
    expect(sequenceForDrop([plan[2]!, plan[0]!, plan[1]!], 11, 12)).toBe(2);
  });

  it('is null for a drop on itself or on something unknown', () => {
    expect(sequenceForDrop(plan, 12, 12)).toBeNull();
    expect(sequenceForDrop(plan, 12, 99)).toBeNull();
  });
});

describe('moveJourneyToSequence', () => {
  const order = (journeys: Journey[]) => journeys.map((j) => [j.id, j.sequence]);

  it('moves a journey forward and renumbers 1..n', () => {
    expect(order(moveJourneyToSequence(plan, 11, 3))).toEqual([
      [12, 1],
      [13, 2],
      [11, 3],
    ]);
  });

  it('moves a journey back', () => {
    expect(order(moveJourneyToSequence(plan, 13, 1))).toEqual([
      [13, 1],
      [11, 2],
      [12, 3],
    ]);
  });

  it('clamps the sequence and leaves the input alone', () => {
    expect(order(moveJourneyToSequence(plan, 11, 9)).at(-1)).toEqual([11, 3]);
    expect(order(plan)).toEqual([
      [11, 1],
      [12, 2],
      [13, 3],
    ]);
  });

  it('returns the plan unchanged for an unknown journey', () => {
    expect(order(moveJourneyToSequence(plan, 99, 1))).toEqual(order(plan));
  });
});
