import { describe, expect, it } from 'vitest';
import { currentJourneyOf } from './journeys';

const at = '2026-11-20T00:00:00.000Z';

describe('currentJourneyOf', () => {
  it('names the running journey', () => {
    const journeys = [
      { sequence: 1, started_at: at, ended_at: at },
      { sequence: 2, started_at: at, ended_at: null },
      { sequence: 3, started_at: null, ended_at: null },
    ];
    expect(currentJourneyOf(journeys)?.sequence).toBe(2);
  });

  it('falls back to the last ended journey, then to none', () => {
    expect(
      currentJourneyOf([
        { sequence: 1, started_at: at, ended_at: at },
        { sequence: 2, started_at: null, ended_at: null },
      ])?.sequence,
    ).toBe(1);
    expect(currentJourneyOf([{ sequence: 1, started_at: null, ended_at: null }])).toBeNull();
  });
});
