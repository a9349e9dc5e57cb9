import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrderId, formatRequestId, formatVoyageId, parseDisplayId } from './ids.ts';

describe('display ids', () => {
  it('pads requests and orders to three digits, not voyages', () => {
    expect(formatRequestId(1)).toBe('REQ-001');
    expect(formatOrderId(12)).toBe('ORD-012');
    expect(formatVoyageId(7)).toBe('VOY-7');
    expect(formatRequestId(1234)).toBe('REQ-1234');
  });

  it('reads an id back with or without prefix and padding, in any case', () => {
    expect(parseDisplayId('REQ', 'REQ-007')).toBe(7);
    expect(parseDisplayId('REQ', 'req-7')).toBe(7);
    expect(parseDisplayId('REQ', ' 7 ')).toBe(7);
    expect(parseDisplayId('ORD', 'ORD-012')).toBe(12);
    expect(parseDisplayId('VOY', 'VOY-7')).toBe(7);
  });

  it('answers null for text that is not one of its ids', () => {
    expect(parseDisplayId('REQ', 'ORD-001')).toBeNull();
    expect(parseDisplayId('REQ', 'REQ-')).toBeNull();
    expect(parseDisplayId('REQ', 'REQ-000')).toBeNull();
    expect(parseDisplayId('REQ', 'pump')).toBeNull();
    expect(parseDisplayId('REQ', '')).toBeNull();
    expect(parseDisplayId('REQ', '99999999999999999999')).toBeNull();
  });

  it('round-trips every positive id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(parseDisplayId('REQ', formatRequestId(id))).toBe(id);
        expect(parseDisplayId('ORD', formatOrderId(id))).toBe(id);
        expect(parseDisplayId('VOY', formatVoyageId(id))).toBe(id);
      }),
    );
  });
});
