import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numberFromText, numberText, optionalNumber } from '@/lib/number-text';

describe('number boxes', () => {
  it('reads an empty number box as unknown and anything else as a number for the schema to check', () => {
    expect(optionalNumber('')).toBeNull();
    expect(optionalNumber('  ')).toBeNull();
    expect(optionalNumber('62.5')).toBe(62.5);
    expect(optionalNumber('62,5')).toBe(62.5);
    expect(optionalNumber('abc')).toBeNaN();
    expect(numberText(null)).toBe('');
    expect(numberText(18)).toBe('18');
  });

  it("checks a required number box with the contract's schema and its messages", () => {
    const quantity = numberFromText(
      z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').min(0),
    );
    expect(quantity.parse(' 3 ')).toBe(3);
    expect(quantity.safeParse('').error?.issues[0]?.message).toBe('Quantity must be a number');
    expect(quantity.safeParse('abc').error?.issues[0]?.message).toBe('Quantity must be a number');
    expect(quantity.safeParse('1.5').error?.issues[0]?.message).toBe('Quantity must be a whole number');
  });
});
