/** Share of a total, 0-100, for a bar. */
export function percentOf(part: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, (100 * part) / total));
}
