import { describe, expect, it } from 'vitest';
import { unNumberSchema } from './dangerous-goods.ts';
import { ASSIGNED_UN_NUMBER_COUNT, isAssignedUnNumber } from './un-numbers.ts';
import { properShippingName, shippingNameNumbers } from './un-shipping-names.ts';

describe('the UN numbers that exist (issue 22)', () => {
  it('lists the same numbers, in order, in the numbers file and the names file', () => {
    const named = shippingNameNumbers();
    expect(named).toHaveLength(ASSIGNED_UN_NUMBER_COUNT);
    expect(named.every(isAssignedUnNumber)).toBe(true);
    expect([...named].sort()).toEqual(named);
    expect(new Set(named).size).toBe(named.length);
  });

  it('knows the numbers offshore cargo carries, and not the ones never assigned', () => {
    for (const real of [
      'UN0004',
      'UN1202',
      'UN1203',
      'UN1268',
      'UN1993',
      'UN2880',
      'UN3082',
      'UN3480',
      'UN3558',
    ]) {
      expect(isAssignedUnNumber(real), real).toBe(true);
    }
    for (const unreal of ['UN0000', 'UN0001', 'UN9999', 'UN3999', 'UN1203 ', 'un1203']) {
      expect(isAssignedUnNumber(unreal), unreal).toBe(false);
    }
  });

  it('gives the proper shipping name of a number, and none for a number that does not exist', () => {
    expect(properShippingName('UN1203')).toMatch(/^Gasoline/);
    expect(properShippingName('UN1202')).toBe('Diesel fuel or Gas oil or Heating oil, light');
    expect(properShippingName('UN1993')).toBe('Flammable liquids, n.o.s.');
    expect(properShippingName('UN9999')).toBeUndefined();
  });

  it('refuses UN9999 on an item with a message that names it, and takes a real number as typed', () => {
    expect(unNumberSchema.safeParse('UN9999').error?.issues.map((issue) => issue.message)).toEqual([
      'UN Number UN9999 is not in the UN list of dangerous goods',
    ]);
    expect(unNumberSchema.parse('un 1202')).toBe('UN1202');
    // A malformed number gets the form message only, not both.
    expect(unNumberSchema.safeParse('UN12').error?.issues.map((issue) => issue.message)).toEqual([
      'UN Number must be UN followed by 4 digits, e.g. UN1203',
    ]);
  });
});
