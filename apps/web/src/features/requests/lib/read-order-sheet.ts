import { BULK_ORDER_LINES_MAX } from '@rigline/contract/order-lines';
import { type DraftLine, linesFromRows } from './order-lines';

/** What the Paste / Import file box offers. */
export const ORDER_SHEET_ACCEPT = '.xlsx,.xls,.csv,text/csv';

/**
 * The first sheet of an .xlsx, .xls or .csv file as draft lines (column A mat code, column B quantity). The
 * spreadsheet library (@e965/xlsx, already the catalogue import's) loads only when a file is chosen.
 */
export async function readOrderSheet(file: File): Promise<DraftLine[]> {
  if (!/\.(xlsx|xls|csv)$/i.test(file.name)) throw new Error('Choose an .xlsx, .xls or .csv file');
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(await file.arrayBuffer(), { type: 'array' });
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet) throw new Error('The file has no sheet');
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, blankrows: false });
  const lines = linesFromRows(rows);
  if (lines.length > BULK_ORDER_LINES_MAX) {
    throw new Error(
      `The file has ${lines.length} lines; at most ${BULK_ORDER_LINES_MAX} can be added at once`,
    );
  }
  return lines;
}
