import { neutralizeCsvCell } from '@rigline/contract/csv';
import type { HistoryEvent } from '@rigline/contract/history';
import { HISTORY_CSV_COLUMNS, historyCsvRows } from './history-format';

/**
 * The history as CSV text, written by SheetJS (@e965/xlsx, already the app's spreadsheet library): it quotes
 * commas, quotes and line breaks the way spreadsheets read them. Loaded only when someone exports.
 */
export async function historyCsv(events: readonly HistoryEvent[]): Promise<string> {
  const XLSX = await import('@e965/xlsx');
  // A cell that a spreadsheet would run as a formula is written as text (OWASP; the server's CSVs do the same).
  const rows = historyCsvRows(events).map((cells) => cells.map(neutralizeCsvCell));
  const sheet = XLSX.utils.aoa_to_sheet([[...HISTORY_CSV_COLUMNS], ...rows]);
  return XLSX.utils.sheet_to_csv(sheet, { blankrows: false });
}

/** Saves the text as a file through a temporary link. */
export function downloadText(fileName: string, text: string): void {
  // The byte order mark tells spreadsheet programs the file is UTF-8 (names, the → arrow).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
