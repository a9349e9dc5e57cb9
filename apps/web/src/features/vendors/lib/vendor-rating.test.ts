import { describe, expect, it } from 'vitest';
import { formatRating, ratingExplanation, ratingStars } from '@/features/vendors/lib/vendor-rating';

describe('formatRating', () => {
  it('shows one decimal out of 5, or No deliveries yet', () => {
    expect(formatRating(4.25)).toBe('4.3 / 5');
    expect(formatRating(5)).toBe('5.0 / 5');
    expect(formatRating(0)).toBe('0.0 / 5');
    expect(formatRating(null)).toBe('No deliveries yet');
  });
});

describe('ratingStars', () => {
  it('rounds to the nearest half star and always draws five', () => {
    expect(ratingStars(0)).toEqual({ full: 0, half: false, empty: 5 });
    expect(ratingStars(3.7)).toEqual({ full: 3, half: true, empty: 1 });
    expect(ratingStars(3.8)).toEqual({ full: 4, half: false, empty: 1 });
    expect(ratingStars(4.25)).toEqual({ full: 4, half: true, empty: 0 });
    expect(ratingStars(5)).toEqual({ full: 5, half: false, empty: 0 });
    expect(ratingStars(7)).toEqual({ full: 5, half: false, empty: 0 });
  });
});

describe('ratingExplanation', () => {
  it('says how the rating is computed and gives the vendor’s figures', () => {
    const text = ratingExplanation({ rating: 4, delivered_count: 8, rejected_count: 2 });
    expect(text).toContain('computed from delivered vs rejected orders');
    expect(text).toContain('8 delivered, 2 rejected');
    expect(ratingExplanation({ rating: null, delivered_count: 0, rejected_count: 0 })).toContain(
      'has not delivered an order yet',
    );
  });
});
