/** What the Bulk Add file box offers (§5: .xlsx or .xls). */
export const SPREADSHEET_ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

/** The accept attribute is only a hint to the file picker; the name is checked too. */
export function isSpreadsheetFileName(name: string): boolean {
  return /\.xlsx?$/i.test(name.trim());
}
