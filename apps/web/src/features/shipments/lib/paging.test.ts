import { describe, expect, it } from 'vitest';
import { digitsOnly, formatShowingRange, pageFromInput } from '@/components/ui/page-range';
import { pageWithinTotal } from './paging';

describe('pageWithinTotal', () => {
  it('keeps a page that still exists', () => {
    expect(pageWithinTotal(2, 10, 25)).toBe(2);
  });

  it('steps back when the last page emptied', () => {
    expect(pageWithinTotal(3, 10, 20)).toBe(2);
    expect(pageWithinTotal(2, 10, 0)).toBe(1);
  });

  it('keeps the page while the total is not known yet', () => {
    expect(pageWithinTotal(4, 10, undefined)).toBe(4);
  });
});

describe('the offload view page box (§2.5)', () => {
  it('accepts digits only and clamps to 1..last page', () => {
    expect(digitsOnly('1a2-')).toBe('12');
    expect(pageFromInput('0', 3)).toBe(1);
    expect(pageFromInput('99', 3)).toBe(3);
    expect(pageFromInput('2', 3)).toBe(2);
    expect(pageFromInput('', 3)).toBeNull();
  });

  it('reads Showing x-y of n', () => {
    expect(formatShowingRange(2, 10, 23)).toBe('Showing 11-20 of 23');
  });
});
