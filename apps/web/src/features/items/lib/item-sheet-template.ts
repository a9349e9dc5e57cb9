import * as XLSX from '@e965/xlsx';
import { ITEM_SHEET_HEADERS, OPTIONAL_ITEM_SHEET_COLUMNS } from '@/features/items/lib/item-sheet-columns';

export const ITEM_TEMPLATE_FILE_NAME = 'item-catalogue-template.xlsx';

/** A workbook with the Bulk Add header row only (plus the optional Description and dangerous-goods columns), nothing to import by mistake. */
export function buildItemTemplateWorkbook(): XLSX.WorkBook {
  const headers = [...ITEM_SHEET_HEADERS, ...OPTIONAL_ITEM_SHEET_COLUMNS.map((column) => column.header)];
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
