import { neutralizeCsvCell } from '@rigline/contract/csv';
import { saveBlob } from './fetch-file';

/** One CSV cell as given: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/**
 * The browser's one CSV writer (the history's and the CCU register's exports): SheetJS (@e965/xlsx, already
 * the app's spreadsheet library) quotes commas, quotes and line breaks the way spreadsheets read them, and a
 * cell that a spreadsheet would run as a formula is written as text (OWASP; the server's CSVs do the same).
 * Loaded only when someone exports.
 */
export async function csvText(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<string> {
  const XLSX = await import('@e965/xlsx');
  const cells = rows.map((row) => row.map((cell) => neutralizeCsvCell(cell)));
  const sheet = XLSX.utils.aoa_to_sheet([[...header], ...cells]);
  return XLSX.utils.sheet_to_csv(sheet, { blankrows: false });
}

/** Saves the text as a CSV file. */
export function downloadText(fileName: string, text: string): void {
  // The byte order mark tells spreadsheet programs the file is UTF-8 (names, the → arrow).
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}
