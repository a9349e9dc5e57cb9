import { describe, expect, it } from 'vitest';
import { formatOwnerRoles, formatPhase, parseQuantity } from './format';
import { pageOf } from './pagination';

describe('parseQuantity', () => {
  it('reads whole numbers and turns anything else into 0', () => {
    expect(parseQuantity('5')).toBe(5);
    expect(parseQuantity('2.7')).toBe(2);
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('-3')).toBe(-3);
  });
});

describe('formatOwnerRoles', () => {
  it('names the owner roles without admin', () => {
    expect(formatOwnerRoles(['base-coordinator', 'admin'])).toBe('base coordinator');
    expect(formatOwnerRoles(['rig-logistic'])).toBe('rig logistics');
    expect(formatOwnerRoles(['admin'])).toBe('no one');
  });
});

describe('small formats', () => {
  it('formats phases', () => {
    expect(formatPhase(1)).toBe('Phase 1');
  });
});

describe('pagination', () => {
  it('pages a list in the browser', () => {
    const rows = Array.from({ length: 23 }, (_, index) => index + 1);
    expect(pageOf(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(pageOf(rows, 9, 10)).toEqual([21, 22, 23]);
    expect(pageOf(rows, 0, 10)).toEqual(rows.slice(0, 10));
  });
});
