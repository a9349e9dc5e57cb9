import { describe, expect, it } from 'vitest';
import { percentOf } from '@/features/dashboard/lib/format';

describe('dashboard formatting', () => {
  it('computes a share for a bar, 0 for an empty total', () => {
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(3, 0)).toBe(0);
    expect(percentOf(5, 4)).toBe(100);
  });
});
