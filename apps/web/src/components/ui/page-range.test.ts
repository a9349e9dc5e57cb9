import { describe, expect, it } from 'vitest';
import {
  clampPage,
  digitsOnly,
  formatShowingRange,
  lastPageOf,
  pageFromInput,
  shownRange,
} from '@/components/ui/page-range';

describe('lastPageOf', () => {
  it('rounds up and is at least 1', () => {
    expect(lastPageOf(0, 50)).toBe(1);
    expect(lastPageOf(50, 50)).toBe(1);
    expect(lastPageOf(51, 50)).toBe(2);
    expect(lastPageOf(240, 20)).toBe(12);
    expect(lastPageOf(10, 0)).toBe(1);
  });
});

describe('clampPage', () => {
  it('holds the page between 1 and the last page', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.POSITIVE_INFINITY, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(4, 0)).toBe(1);
  });
});

describe('page input', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('12')).toBe('12');
    expect(digitsOnly('1a2-')).toBe('12');
    expect(digitsOnly('-3')).toBe('3');
    expect(digitsOnly('2.5')).toBe('25');
    expect(digitsOnly('e')).toBe('');
  });

  it('turns what was typed into a page within range, or null when empty', () => {
    expect(pageFromInput('', 4)).toBeNull();
    expect(pageFromInput('abc', 4)).toBeNull();
    expect(pageFromInput('0', 4)).toBe(1);
    expect(pageFromInput('3', 4)).toBe(3);
    expect(pageFromInput('99', 4)).toBe(4);
    expect(pageFromInput('99999999999999999999999', 4)).toBe(4);
  });
});

describe('Showing x-y of n', () => {
  it('formats the rows shown', () => {
    expect(formatShowingRange(1, 50, 240)).toBe('Showing 1-50 of 240');
    expect(formatShowingRange(5, 50, 240)).toBe('Showing 201-240 of 240');
    expect(formatShowingRange(2, 10, 11)).toBe('Showing 11-11 of 11');
    expect(formatShowingRange(1, 20, 7)).toBe('Showing 1-7 of 7');
  });

  it('reads an empty list and a page past the end sensibly', () => {
    expect(formatShowingRange(1, 50, 0)).toBe('Showing 0 of 0');
    expect(formatShowingRange(9, 10, 25)).toBe('Showing 21-25 of 25');
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
