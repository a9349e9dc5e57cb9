import * as XLSX from '@e965/xlsx';
import { BULK_ORDER_LINES_MAX } from '@rigline/contract/order-lines';
import { describe, expect, it } from 'vitest';
import { readOrderSheet } from './read-order-sheet';

/** A real workbook file of the given type, as a person would choose it in the Import box. */
function sheetFile(name: string, rows: unknown[][], bookType: XLSX.BookType): File {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Orders');
  const bytes = XLSX.write(workbook, { type: 'array', bookType }) as ArrayBuffer;
  return new File([bytes], name);
}

const pairs = (lines: Awaited<ReturnType<typeof readOrderSheet>>) =>
  lines.map((line) => [line.matCode, line.quantityText]);

describe('readOrderSheet', () => {
  it('reads an .xlsx file: column A the mat code, column B the quantity, the header row and blank rows left out', async () => {
    const file = sheetFile(
      'loadout.xlsx',
      [['Mat code', 'Quantity'], ['TUB-0700-P110', 12], [], [' WAT-TOTE-275 ', '6'], ['MUD-BAR-100', 2.5]],
      'xlsx',
    );
    expect(pairs(await readOrderSheet(file))).toEqual([
      ['TUB-0700-P110', '12'],
      ['WAT-TOTE-275', '6'],
      ['MUD-BAR-100', '2.5'],
    ]);
  });

  it('reads a .csv file the same way, without a header', async () => {
    const file = new File(['TUB-0700-P110,4\r\nWAT-TOTE-275,1\r\n'], 'lines.csv', { type: 'text/csv' });
    expect(pairs(await readOrderSheet(file))).toEqual([
      ['TUB-0700-P110', '4'],
      ['WAT-TOTE-275', '1'],
    ]);
  });

  it('reads an old .xls file', async () => {
    const file = sheetFile('old.xls', [['FOD-CONT-DRY-20', 3]], 'biff8');
    expect(pairs(await readOrderSheet(file))).toEqual([['FOD-CONT-DRY-20', '3']]);
  });

  it('refuses a file of another kind and a file with more lines than one import takes', async () => {
    await expect(readOrderSheet(new File(['x'], 'notes.txt'))).rejects.toThrow(
      'Choose an .xlsx, .xls or .csv file',
    );
    const rows = Array.from({ length: BULK_ORDER_LINES_MAX + 1 }, (_, index) => [`MAT-${index}`, 1]);
    await expect(readOrderSheet(sheetFile('big.xlsx', rows, 'xlsx'))).rejects.toThrow(
      `The file has ${BULK_ORDER_LINES_MAX + 1} lines; at most ${BULK_ORDER_LINES_MAX} can be added at once`,
    );
  });
});
