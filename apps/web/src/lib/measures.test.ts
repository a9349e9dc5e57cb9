import { describe, expect, it } from 'vitest';
import { formatItemDimensions, formatKnownMeasure, formatStoredMeasure } from './measures';

const ITEM = {
  length: 18,
  breadth: 14,
  height: 6.5,
  length_unit: 'inches',
  breadth_unit: 'inches',
  height_unit: 'inches',
};

describe('measures', () => {
  it('shows a catalogue figure in the chosen system', () => {
    expect(formatStoredMeasure(2100, 'pounds', 'imperial')).toBe('2,100 lb');
    expect(formatStoredMeasure(2100, 'pounds', 'metric')).toBe('952.54 kg');
    expect(formatStoredMeasure(55, 'gallons', 'metric')).toBe('208.2 L');
    expect(formatStoredMeasure(3, 'furlongs', 'metric')).toBe('3 furlongs');
  });

  it('writes dimensions as L × B × H with the unit once', () => {
    expect(formatItemDimensions(ITEM, 'imperial')).toBe('18 × 14 × 6.5 in');
    expect(formatItemDimensions(ITEM, 'metric')).toBe('0.457 × 0.356 × 0.165 m');
    expect(formatItemDimensions({ ...ITEM, height_unit: 'furlongs' }, 'metric')).toBe(
      '0.457 m × 0.356 m × 6.5 furlongs',
    );
  });

  it('reads an unknown (0) catalogue figure as unknown, never 0 (issue 22: "0 L")', () => {
    expect(formatKnownMeasure(0, 'gallons', 'metric')).toBe('Unknown');
    expect(formatKnownMeasure(0, 'inches', 'imperial')).toBe('Unknown');
    expect(formatKnownMeasure(2, 'gallons', 'imperial')).toBe('2 gal');
    expect(formatItemDimensions({ ...ITEM, height: 0 }, 'metric')).toBe('0.457 × 0.356 × ? m');
    expect(formatItemDimensions({ ...ITEM, height: 0, height_unit: 'furlongs' }, 'metric')).toBe(
      '0.457 m × 0.356 m × ?',
    );
  });
});
