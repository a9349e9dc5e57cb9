/** A number box's text as the Add Item dialog reads it (§5): empty or not a number counts as 0. */
export function toNumberOrZero(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}
