const LISTED_ROWS = 10;

/** Sheet row numbers in a sentence: "row 4", "rows 4, 9 and 12", "rows 1, 2, ... 10 and 5 more". */
export function describeRows(rowNumbers: readonly number[]): string {
  if (rowNumbers.length === 0) return 'no rows';
  if (rowNumbers.length === 1) return `row ${rowNumbers[0]}`;
  const listed = rowNumbers.slice(0, LISTED_ROWS);
  const more = rowNumbers.length - listed.length;
  if (more > 0) return `rows ${listed.join(', ')} and ${more} more`;
  return `rows ${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}`;
}
