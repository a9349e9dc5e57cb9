import { MANIFEST_COLUMNS } from '@rigline/contract/load-plan';
import ExcelJS from 'exceljs';
import { type Manifest, manifestRowCells } from './manifest.ts';

/**
 * The manifest as a workbook, by ExcelJS, the server's one xlsx library (docs/decisions/047): one sheet, the
 * columns as wide as their headers. Text is written as text cells, never as formulas.
 */
export async function manifestXlsx(manifest: Manifest): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Manifest');
  sheet.columns = MANIFEST_COLUMNS.map((header) => ({ header, width: Math.max(8, header.length + 2) }));
  for (const row of manifest.rows) sheet.addRow(manifestRowCells(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
