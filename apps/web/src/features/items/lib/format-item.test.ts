import { describe, expect, it } from 'vitest';
import {
  abbreviateUnit,
  formatDimensions,
  formatMeasure,
  formatQuantity,
} from '@/features/items/lib/format-item';

describe('item formatting', () => {
  it('formats quantities with at most two decimals', () => {
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(1234.5)).toBe('1,234.5');
    expect(formatQuantity(0.125)).toBe('0.13');
  });

  it('writes the fixed units short', () => {
    expect(abbreviateUnit('inches')).toBe('in');
    expect(abbreviateUnit('pounds')).toBe('lb');
    expect(abbreviateUnit('gallons')).toBe('gal');
    expect(abbreviateUnit('metres')).toBe('metres');
    expect(formatMeasure(2100, 'pounds')).toBe('2,100 lb');
  });

  it('writes dimensions as L × B × H with the unit once', () => {
    expect(
      formatDimensions({
        length: 18,
        breadth: 14,
        height: 6.5,
        length_unit: 'inches',
        breadth_unit: 'inches',
        height_unit: 'inches',
      }),
    ).toBe('18 × 14 × 6.5 in');
  });
});
