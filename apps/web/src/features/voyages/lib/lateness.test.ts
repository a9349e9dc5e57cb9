import { describe, expect, it } from 'vitest';
import { formatDuration, formatLateness, isLate } from './lateness';

describe('lateness against the plan', () => {
  it('says how late, early or on time', () => {
    expect(formatLateness('2026-12-01T08:00:00Z', '2026-12-01T10:15:00Z')).toBe('+2 h 15 min late');
    expect(formatLateness('2026-12-01T08:00:00Z', '2026-12-01T07:20:00Z')).toBe('40 min early');
    expect(formatLateness('2026-12-01T08:00:00Z', '2026-12-01T08:00:20Z')).toBe('On time');
    expect(formatLateness('2026-12-01T08:00:00Z', '2026-12-02T09:30:00Z')).toBe('+1 d 1 h late');
    expect(formatLateness(null, '2026-12-01T08:00:00Z')).toBeNull();
    expect(formatLateness('2026-12-01T08:00:00Z', null)).toBeNull();
  });

  it('writes durations in days, hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(2880)).toBe('2 d');
  });

  it('marks a delay of a minute or more as late', () => {
    expect(isLate('2026-12-01T08:00:00Z', '2026-12-01T08:01:00Z')).toBe(true);
    expect(isLate('2026-12-01T08:00:00Z', '2026-12-01T07:00:00Z')).toBe(false);
    expect(isLate(null, '2026-12-01T07:00:00Z')).toBe(false);
  });
});
