import { INFINITE_SCROLL_THRESHOLD_PX } from '@rigline/contract/constants';

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * True when the bottom of a scrolling box is within `thresholdPx` of its visible bottom: time to load the
 * next page (§9: shipment cards within 100 px, the voyage picker within 116 px). A box whose content does
 * not fill it counts as near the bottom, so a short first page still leads to the next.
 */
export function isNearBottom(
  metrics: ScrollMetrics,
  thresholdPx: number = INFINITE_SCROLL_THRESHOLD_PX,
): boolean {
  const remaining = metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight;
  return remaining <= thresholdPx;
}
