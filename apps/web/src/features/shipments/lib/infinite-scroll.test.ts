import { INFINITE_SCROLL_THRESHOLD_PX, VOYAGE_PICKER } from '@rigline/contract/constants';
import { describe, expect, it } from 'vitest';
import { isNearBottom } from './infinite-scroll';

describe('isNearBottom', () => {
  it('loads the next shipment page within 100 px of the bottom, not before', () => {
    expect(INFINITE_SCROLL_THRESHOLD_PX).toBe(100);
    const box = { scrollHeight: 1000, clientHeight: 400 };
    expect(isNearBottom({ ...box, scrollTop: 499 })).toBe(false);
    expect(isNearBottom({ ...box, scrollTop: 500 })).toBe(true);
    expect(isNearBottom({ ...box, scrollTop: 600 })).toBe(true);
  });

  it('uses the voyage picker threshold of 116 px when given', () => {
    const box = { scrollHeight: 1000, clientHeight: 400 };
    expect(isNearBottom({ ...box, scrollTop: 483 }, VOYAGE_PICKER.thresholdPx)).toBe(false);
    expect(isNearBottom({ ...box, scrollTop: 484 }, VOYAGE_PICKER.thresholdPx)).toBe(true);
  });

  it('treats content shorter than its box as at the bottom', () => {
    expect(isNearBottom({ scrollHeight: 200, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});
