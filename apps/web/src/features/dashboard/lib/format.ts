const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "2026-11-20T04:18:48Z" → "20 Nov 2026"; the text itself when it is not a date. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

/** A request's status as a person reads it: PROCESSING → "Processing". */
/** Share of a total, 0-100, for a bar. */
export function percentOf(part: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, (100 * part) / total));
}
