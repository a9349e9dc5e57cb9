import * as XLSX from '@e965/xlsx';
import { DESCRIPTION_COLUMN, ITEM_SHEET_HEADERS } from '@/features/items/lib/item-sheet-columns';

export const ITEM_TEMPLATE_FILE_NAME = 'item-catalogue-template.xlsx';

/** A workbook with the Bulk Add header row only (plus the optional Description column), nothing to import by mistake. */
export function buildItemTemplateWorkbook(): XLSX.WorkBook {
  const headers = [...ITEM_SHEET_HEADERS, DESCRIPTION_COLUMN.header];
  const sheet = XLSX.utils.aoa_to_sheet([headers]);
  sheet['!cols'] = headers.map((header) => ({ wch: Math.max(12, header.length + 2) }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Items');
  return workbook;
}

/** Saves the template through the browser's download. */
export function downloadItemTemplate(): void {
  XLSX.writeFile(buildItemTemplateWorkbook(), ITEM_TEMPLATE_FILE_NAME);
}
