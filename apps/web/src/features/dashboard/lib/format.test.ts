import { describe, expect, it } from 'vitest';
import { formatDate, percentOf } from '@/features/dashboard/lib/format';

describe('dashboard formatting', () => {
  it('formats dates and leaves other text alone', () => {
    expect(formatDate('2026-11-20T04:18:48.673Z')).toBe('20 Nov 2026');
    expect(formatDate('soon')).toBe('soon');
  });

  it('computes a share for a bar, 0 for an empty total', () => {
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(3, 0)).toBe(0);
    expect(percentOf(5, 4)).toBe(100);
  });
});
