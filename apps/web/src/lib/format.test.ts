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
    expect(formatDate('2026-11-20T04:18:36.708Z')).toBe('20 Nov 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('-');
  });
});
