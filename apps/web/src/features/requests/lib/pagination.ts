import { clampPage, lastPageOf } from '@/components/ui/page-range';

/** The rows of one page (1-based, held to the last page), for lists paged in the browser. */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, lastPageOf(rows.length, pageSize));
  const start = (current - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}
