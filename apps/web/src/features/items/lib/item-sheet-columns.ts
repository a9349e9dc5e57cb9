import type { bulkItemRowSchema } from '@rigline/contract/items';
import type { z } from 'zod';

/**
 * The Bulk Add columns, apart from the reader so that the preview can name them without loading the
 * spreadsheet library.
 */

/** The row the bulk-create call takes, defaults applied. */
export type ValidItemRow = z.output<typeof bulkItemRowSchema>;
export type ItemSheetField = keyof ValidItemRow;

export interface ItemSheetColumn {
  field: ItemSheetField;
  /** The header as the product document (§5) and the template spell it. */
  header: string;
  isNumeric: boolean;
}

/** The Bulk Add columns of §5, in template order. */
export const REQUIRED_ITEM_SHEET_COLUMNS: readonly ItemSheetColumn[] = [
  { field: 'mat_code', header: 'Mat Code', isNumeric: false },
  { field: 'name', header: 'Item Name', isNumeric: false },
  { field: 'length', header: 'Length', isNumeric: true },
  { field: 'breadth', header: 'Breadth', isNumeric: true },
  { field: 'height', header: 'Height', isNumeric: true },
  { field: 'weight', header: 'Weight', isNumeric: true },
  { field: 'volume', header: 'Volume', isNumeric: true },
  { field: 'item_measurement_unit', header: 'Unit of Measurement', isNumeric: false },
];

/** Used when the file has it; otherwise the server lets the item name stand in for the description. */
export const DESCRIPTION_COLUMN: ItemSheetColumn = {
  field: 'description',
  header: 'Description',
  isNumeric: false,
};

/** Dangerous goods (issue 11): optional, a blank cell means the item is not DG. */
export const DANGEROUS_GOODS_COLUMNS: readonly ItemSheetColumn[] = [
  { field: 'un_number', header: 'UN Number', isNumeric: false },
  { field: 'imdg_class', header: 'IMDG Class', isNumeric: false },
  { field: 'packing_group', header: 'Packing Group', isNumeric: false },
];

/** The columns a file may leave out, in template order. */
export const OPTIONAL_ITEM_SHEET_COLUMNS: readonly ItemSheetColumn[] = [
  DESCRIPTION_COLUMN,
  ...DANGEROUS_GOODS_COLUMNS,
];

export const ITEM_SHEET_HEADERS: readonly string[] = REQUIRED_ITEM_SHEET_COLUMNS.map(
  (column) => column.header,
);
