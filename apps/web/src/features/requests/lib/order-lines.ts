import { type OrderLineResult, parseOrderQuantity } from '@rigline/contract/order-lines';

/** One line of a paste or a file, as the preview shows and edits it (issue 12). */
export interface DraftLine {
  /** Stable across edits and removals, for React. */
  key: number;
  matCode: string;
  quantityText: string;
  /** The third cell (issue 26): the line's own purchase-order number; '' for none. */
  poNumber: string;
  /** What the last check found; null until checked, and again after an edit. */
  result: OrderLineResult | null;
  message: string;
  itemName: string | null;
  unit: string | null;
}

let nextKey = 1;

export function draftLine(matCode: string, quantityText: string, poNumber = ''): DraftLine {
  return {
    key: nextKey++,
    matCode: matCode.trim(),
    quantityText: quantityText.trim(),
    poNumber: poNumber.trim(),
    result: null,
    message: '',
    itemName: null,
    unit: null,
  };
}

/** A first row that names its columns ("Mat Code", "Quantity") is a header, not a line. */
function isHeaderRow(cells: readonly string[]): boolean {
  return /mat/i.test(cells[0] ?? '') && parseOrderQuantity(cells[1] ?? '') === null;
}

/**
 * Rows of cells (a paste's lines, a sheet's rows) as draft lines: the first cell is the mat code, the second
 * the quantity, a third the line's own PO number (issue 26); blank rows are skipped, a header row too.
 */
export function linesFromRows(rows: readonly (readonly unknown[])[]): DraftLine[] {
  const cellRows = rows
    .map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim())))
    .filter((cells) => cells.some((cell) => cell !== ''));
  const body = cellRows.length > 0 && isHeaderRow(cellRows[0]!) ? cellRows.slice(1) : cellRows;
  return body.map((cells) => draftLine(cells[0] ?? '', cells[1] ?? '', cells[2] ?? ''));
}

/**
 * A paste from a spreadsheet (tab between cells) or typed text (a comma, a semicolon or two spaces between
 * mat code and quantity): one line per row.
 */
export function linesFromPaste(text: string): DraftLine[] {
  const rows = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      if (line.includes('\t')) return line.split('\t');
      // "TUB-9625-L80, 12, PO-4500012345": a third cell separated like the second is the line's PO number.
      const three = /^\s*([^,;]+?)\s*([,;])\s*([^,;]*?)\s*\2\s*([^,;]*?)\s*$/.exec(line);
      if (three) return [three[1]!, three[3]!, three[4]!];
      const match = /^\s*(.+?)\s*(?:[,;]|\s{2,}|\s+(?=\S+\s*$))\s*(\S*)\s*$/.exec(line);
      return match ? [match[1]!, match[2]!] : [line];
    });
  return linesFromRows(rows);
}

/**
 * What the browser can tell before asking the server: a quantity that is not a whole number from 1 up, and
 * a line with no mat code. The rest (found, not found, duplicate) the server's dry run decides.
 */
export function checkLocally(line: DraftLine): DraftLine {
  if (line.matCode === '') {
    return { ...line, result: 'not_found', message: 'No mat code', itemName: null, unit: null };
  }
  if (parseOrderQuantity(line.quantityText) === null) {
    return {
      ...line,
      result: 'bad_quantity',
      message: `Quantity "${line.quantityText}" is not a whole number of 1 or more`,
      itemName: null,
      unit: null,
    };
  }
  return line;
}

export const RESULT_LABELS: Record<OrderLineResult, string> = {
  found: 'Found',
  not_found: 'Not found',
  duplicate: 'Duplicate',
  bad_quantity: 'Bad quantity',
};

/** Ready to add: every line checked since its last edit and found. */
export function isReadyToAdd(lines: readonly DraftLine[]): boolean {
  return lines.length > 0 && lines.every((line) => line.result === 'found');
}
