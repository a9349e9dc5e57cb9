import { describe, expect, it } from 'vitest';
import { describeRows } from '@/features/items/lib/describe-rows';

describe('describeRows', () => {
  it('names one, a few or many rows', () => {
    expect(describeRows([])).toBe('no rows');
    expect(describeRows([138])).toBe('row 138');
    expect(describeRows([4, 9, 12])).toBe('rows 4, 9 and 12');
    expect(describeRows(Array.from({ length: 13 }, (_, index) => index + 2))).toBe(
      'rows 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 3 more',
    );
  });
});
