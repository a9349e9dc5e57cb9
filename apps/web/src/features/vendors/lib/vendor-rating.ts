import type { Vendor } from '@rigline/contract/vendors';

export const MAX_RATING = 5;
export const NO_RATING_TEXT = 'No deliveries yet';

/** 4.25 → "4.3 / 5"; null (nothing delivered yet) → "No deliveries yet" (issue 12), never 0.0 / 5. */
export function formatRating(rating: number | null): string {
  if (rating === null) return NO_RATING_TEXT;
  return `${rating.toFixed(1)} / ${MAX_RATING}`;
}

/** The stars to draw for a rating, to the nearest half star. */
export function ratingStars(rating: number): { full: number; half: boolean; empty: number } {
  const halves = Math.round(Math.min(MAX_RATING, Math.max(0, rating)) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: MAX_RATING - full - (half ? 1 : 0) };
}

/** The tooltip: how the server computes the rating (contract vendors.ts), with this vendor's figures. */
export function ratingExplanation(
  vendor: Pick<Vendor, 'rating' | 'delivered_count' | 'rejected_count'>,
): string {
  const rule =
    'The rating is computed from delivered vs rejected orders: the share of decided orders that were delivered, scaled to 5. Orders still under way do not count.';
  if (vendor.rating === null) return `${rule} This vendor has not delivered an order yet.`;
  return `${rule} This vendor: ${vendor.delivered_count} delivered, ${vendor.rejected_count} rejected.`;
}
