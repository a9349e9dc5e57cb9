/** Pure arithmetic behind the table pagination bar (§2 "Item catalogue": Showing x-y of n, clamped page input). */

/** The last page of a list; 1 for an empty list, so "page 1 of 1" still reads right. */
export function lastPageOf(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number held between 1 and the last page. */
export function clampPage(page: number, lastPage: number): number {
  const last = Math.max(1, Math.floor(lastPage));
  if (Number.isNaN(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/** What the page box keeps of what was typed or pasted: digits only. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** The page to go to for what is in the page box; null when it is empty (the box then shows the current page). */
export function pageFromInput(text: string, lastPage: number): number | null {
  const digits = digitsOnly(text);
  if (digits === '') return null;
  return clampPage(Number(digits), lastPage);
}

/** The 1-based positions of the first and last row shown; both 0 for an empty list. */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (!(total > 0) || !(pageSize > 0)) return { from: 0, to: 0 };
  const current = clampPage(page, lastPageOf(total, pageSize));
  const from = (current - 1) * pageSize + 1;
  return { from, to: Math.min(total, current * pageSize) };
}

/** "Showing 51-100 of 240"; "Showing 0 of 0" for an empty list. */
export function formatShowingRange(page: number, pageSize: number, total: number): string {
  const { from, to } = shownRange(page, pageSize, total);
  if (to === 0) return `Showing 0 of ${Math.max(0, total)}`;
  return `Showing ${from}-${to} of ${total}`;
}
