import { describe, expect, it } from 'vitest';
import { MAX_INT } from './api.ts';
import { parseOrderQuantity } from './order-lines.ts';

describe('parseOrderQuantity', () => {
  it('reads whole numbers as people paste them', () => {
    expect(parseOrderQuantity('12')).toBe(12);
    expect(parseOrderQuantity(' 1,000 ')).toBe(1000);
    expect(parseOrderQuantity('1 000')).toBe(1000);
    expect(parseOrderQuantity('3.0')).toBe(3);
    expect(parseOrderQuantity(7)).toBe(7);
    expect(parseOrderQuantity(String(MAX_INT))).toBe(MAX_INT);
  });

  it('refuses what is not a whole number from 1 to the largest 32-bit integer', () => {
    for (const text of ['', '0', '-2', '2.5', 'ten', '1e3', String(MAX_INT + 1), '12 boxes']) {
      expect(parseOrderQuantity(text), text).toBeNull();
    }
  });
});
