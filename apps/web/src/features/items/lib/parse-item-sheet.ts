import * as XLSX from '@e965/xlsx';
import type { FieldError } from '@rigline/contract/api';
import { MEASUREMENT_UNITS } from '@rigline/contract/constants';
import { bulkItemRowSchema } from '@rigline/contract/items';
import {
  ITEM_SHEET_HEADERS,
  type ItemSheetColumn,
  type ItemSheetField,
  OPTIONAL_ITEM_SHEET_COLUMNS,
  REQUIRED_ITEM_SHEET_COLUMNS,
  type ValidItemRow,
} from '@/features/items/lib/item-sheet-columns';

export interface ParsedItemRow {
  /** The row number a spreadsheet program shows (the header is usually row 1). */
  rowNumber: number;
  /** Each cell as text, for the preview. */
  cells: Partial<Record<ItemSheetField, string>>;
  /** Ready to send; null when the row has errors. */
  item: ValidItemRow | null;
  errors: FieldError[];
}

export interface ItemSheetParseResult {
  rows: ParsedItemRow[];
  /** Problems with the file as a whole (unreadable, no sheet, missing columns); rows is then empty. */
  errors: string[];
  hasDescriptionColumn: boolean;
  /** The columns the file has, required ones first: what the preview shows. */
  columns: readonly ItemSheetColumn[];
  validCount: number;
  invalidCount: number;
}

export interface ParseItemSheetOptions {
  /** Rows validated between two pauses; the pause lets the browser paint a progress bar. */
  chunkSize?: number;
  /** Called after each chunk with the rows done and the rows in the sheet. */
  onProgress?: (done: number, total: number) => void;
  /** How to pause between chunks; a macrotask by default. */
  pause?: () => Promise<void>;
}

/** The header row may sit below a title or a blank line or two; it is looked for in the first rows. */
const HEADER_SEARCH_ROWS = 10;
const DEFAULT_CHUNK_SIZE = 250;

const defaultPause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** 'Unit  of measurement ' and 'Unit of Measurement' are the same header. */
export function normalizeHeader(text: unknown): string {
  return cellText(text).replace(/\s+/g, ' ').toLowerCase();
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

/** A numeric cell: a number, numeric text, or empty (0, as in the Add Item dialog); anything else stays text. */
function numericCell(value: unknown): unknown {
  if (typeof value === 'number') return value;
  const text = cellText(value);
  if (text === '') return undefined;
  const number = Number(text);
  // Left as text, the schema reports "must be a number" with the column's name.
  return Number.isFinite(number) ? number : text;
}

function fail(errors: string[]): ItemSheetParseResult {
  return {
    rows: [],
    errors,
    hasDescriptionColumn: false,
    columns: REQUIRED_ITEM_SHEET_COLUMNS,
    validCount: 0,
    invalidCount: 0,
  };
}

/**
 * Reads the first sheet of an .xlsx or .xls file and checks each row as the server will
 * (bulkItemRowSchema, plus mat codes repeated within the file, compared trimmed and case-blind). The work is
 * done in chunks with a pause between them, so that a large file does not freeze the page.
 */
export async function parseItemSheet(
  data: ArrayBuffer,
  options: ParseItemSheetOptions = {},
): Promise<ItemSheetParseResult> {
  const chunkSize = Math.max(1, options.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const pause = options.pause ?? defaultPause;

  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(data, { type: 'array' });
  } catch {
    return fail(['This file could not be read as a spreadsheet. Please choose an .xlsx or .xls file.']);
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet?.['!ref']) return fail(['The first sheet of this file is empty.']);
  const range = XLSX.utils.decode_range(sheet['!ref']);

  const readRows = (fromRow: number, toRow: number): unknown[][] =>
    XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      range: { s: { r: fromRow, c: range.s.c }, e: { r: toRow, c: range.e.c } },
      raw: true,
      defval: null,
      blankrows: true,
    });

  // The header row: the first of the top rows that names the Mat Code column.
  const topRows = readRows(range.s.r, Math.min(range.e.r, range.s.r + HEADER_SEARCH_ROWS - 1));
  const headerOffset = topRows.findIndex((cells) =>
    cells.some((cell) => normalizeHeader(cell) === normalizeHeader('Mat Code')),
  );
  const headerCells = topRows[Math.max(0, headerOffset)] ?? [];
  const columnIndex = new Map<ItemSheetField, number>();
  for (const column of [...REQUIRED_ITEM_SHEET_COLUMNS, ...OPTIONAL_ITEM_SHEET_COLUMNS]) {
    const index = headerCells.findIndex((cell) => normalizeHeader(cell) === normalizeHeader(column.header));
    if (index >= 0) columnIndex.set(column.field, index);
  }
  const missing = REQUIRED_ITEM_SHEET_COLUMNS.filter((column) => !columnIndex.has(column.field));
  if (missing.length > 0) {
    return fail([
      `The sheet is missing the column${missing.length === 1 ? '' : 's'} ${missing
        .map((column) => `'${column.header}'`)
        .join(', ')}. The first row must hold the headers: ${ITEM_SHEET_HEADERS.join(', ')}.`,
    ]);
  }
  const hasDescriptionColumn = columnIndex.has('description');
  const columns = [
    ...REQUIRED_ITEM_SHEET_COLUMNS,
    ...OPTIONAL_ITEM_SHEET_COLUMNS.filter((column) => columnIndex.has(column.field)),
  ];

  const headerRow = range.s.r + Math.max(0, headerOffset);
  const firstDataRow = headerRow + 1;
  const totalRows = Math.max(0, range.e.r - headerRow);
  const rows: ParsedItemRow[] = [];
  const firstRowByMatCode = new Map<string, number>();
  options.onProgress?.(0, totalRows);

  for (let fromRow = firstDataRow; fromRow <= range.e.r; fromRow += chunkSize) {
    const toRow = Math.min(range.e.r, fromRow + chunkSize - 1);
    readRows(fromRow, toRow).forEach((cells, offset) => {
      const row = parseRow(cells, columns, columnIndex, fromRow + offset + 1, firstRowByMatCode);
      if (row) rows.push(row);
    });
    options.onProgress?.(toRow - headerRow, totalRows);
    if (toRow < range.e.r) await pause();
  }

  if (rows.length === 0) return fail(['The sheet has headers but no rows of items.']);
  const validCount = rows.filter((row) => row.item !== null).length;
  return {
    rows,
    errors: [],
    hasDescriptionColumn,
    columns,
    validCount,
    invalidCount: rows.length - validCount,
  };
}

/** One data row; null for a blank row, which is skipped. */
function parseRow(
  cells: unknown[],
  columns: readonly ItemSheetColumn[],
  columnIndex: ReadonlyMap<ItemSheetField, number>,
  rowNumber: number,
  firstRowByMatCode: Map<string, number>,
): ParsedItemRow | null {
  const raw = (field: ItemSheetField): unknown => cells[columnIndex.get(field) ?? -1];
  const cellTexts: Partial<Record<ItemSheetField, string>> = {};
  for (const column of columns) cellTexts[column.field] = cellText(raw(column.field));
  if (Object.values(cellTexts).every((text) => text === '')) return null;

  const input: Record<string, unknown> = {};
  for (const column of columns) {
    const value = raw(column.field);
    if (column.isNumeric) {
      input[column.field] = numericCell(value);
    } else if (column.field === 'item_measurement_unit') {
      // 'Count' and ' LB ' are what people type; an empty cell means the default, count.
      const unit = cellText(value).toLowerCase();
      input[column.field] = unit === '' ? undefined : unit;
    } else {
      input[column.field] = cellText(value);
    }
  }

  const errors: FieldError[] = [];
  const parsed = bulkItemRowSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'input';
      errors.push({
        field,
        message: field === 'item_measurement_unit' ? unitMessage(raw(field)) : issue.message,
      });
    }
  }

  const matCode = cellTexts.mat_code ?? '';
  if (matCode !== '') {
    const key = matCode.toLowerCase();
    const firstRow = firstRowByMatCode.get(key);
    if (firstRow === undefined) {
      firstRowByMatCode.set(key, rowNumber);
    } else {
      errors.push({ field: 'mat_code', message: `Mat code ${matCode} is already used in row ${firstRow}` });
    }
  }

  return {
    rowNumber,
    cells: cellTexts,
    item: parsed.success && errors.length === 0 ? parsed.data : null,
    errors,
  };
}

function unitMessage(value: unknown): string {
  return `Unit of measurement '${cellText(value)}' is not one of ${MEASUREMENT_UNITS.join(', ')}`;
}
