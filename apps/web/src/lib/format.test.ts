import { describe, expect, it } from 'vitest';
import { formatDate, nameInitial } from '@/lib/format';

describe('nameInitial', () => {
  it('is the first letter of the name, upper case', () => {
    expect(nameInitial('sam Supplier')).toBe('S');
    expect(nameInitial('  Óscar')).toBe('Ó');
  });

  it('is U without a name', () => {
    expect(nameInitial('')).toBe('U');
    expect(nameInitial('   ')).toBe('U');
    expect(nameInitial(undefined)).toBe('U');
  });
});

describe('formatDate', () => {
  it('formats a date, leaves other text alone and shows a dash when there is none', () => {
    expect(formatDate('2026-11-20T04:18:36.708Z', 'UTC')).toBe('20 Nov 2026, 04:18 UTC');
    // 24-hour, in the zone chosen, which is named.
    expect(formatDate('2026-11-20T16:05:00Z', 'Asia/Dubai')).toBe('20 Nov 2026, 20:05 GST');
    expect(formatDate('2026-07-01T16:05:00Z', 'Europe/London')).toBe('01 Jul 2026, 17:05 BST');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('-');
  });
});
