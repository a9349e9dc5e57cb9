import { describe, expect, it } from 'vitest';
import { toNumberOrZero } from '@/features/items/lib/number-input';

describe('toNumberOrZero', () => {
  it('reads numbers and turns empty or invalid text into 0', () => {
    expect(toNumberOrZero('12.34')).toBe(12.34);
    expect(toNumberOrZero(' 5 ')).toBe(5);
    expect(toNumberOrZero('')).toBe(0);
    expect(toNumberOrZero('abc')).toBe(0);
    expect(toNumberOrZero('Infinity')).toBe(0);
    // Negative stays negative: the contract refuses it with a message on the field.
    expect(toNumberOrZero('-1')).toBe(-1);
  });
});
