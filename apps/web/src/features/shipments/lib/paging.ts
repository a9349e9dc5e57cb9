import { clampPage, lastPageOf } from '@/components/ui/page-range';

/**
 * The page to ask for: held between 1 and the last page of the current total, so that handling the last
 * order of the last page (it leaves the Offload Required tab) shows the page before instead of nothing.
 */
export function pageWithinTotal(page: number, pageSize: number, total: number | undefined): number {
  if (total === undefined) return Math.max(1, Math.floor(page));
  return clampPage(page, lastPageOf(total, pageSize));
}
