import { describe, expect, it } from 'vitest';
import { describeChange, formatFigure, formatWeek, formatWeekTick } from './measures-format';

describe('measures format', () => {
  it('names a week by its Monday and Sunday and says it is counted in UTC', () => {
    expect(formatWeek('2026-11-23')).toBe('23 Nov – 29 Nov 2026 (UTC)');
    expect(formatWeek('2026-12-28')).toBe('28 Dec 2026 – 03 Jan 2027 (UTC)');
    expect(formatWeekTick('2026-11-23')).toBe('23 Nov');
  });

  it('writes a figure, and nothing to count as a dash', () => {
    expect(formatFigure(83, '%')).toBe('83 %');
    expect(formatFigure(2, '')).toBe('2');
    expect(formatFigure(null, '%')).toBe('–');
  });

  it('says how a figure moved from last week', () => {
    expect(describeChange(80, 68, '%')).toBe('up 12 points on last week');
    expect(describeChange(1, 3, '')).toBe('down 2 on last week');
    expect(describeChange(5, 5, '')).toBe('same as last week');
    expect(describeChange(null, 5, '%')).toBeNull();
  });
});
