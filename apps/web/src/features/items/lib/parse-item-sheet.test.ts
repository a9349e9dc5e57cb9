import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ITEM_SHEET_HEADERS } from '@/features/items/lib/item-sheet-columns';
import { buildItemTemplateWorkbook } from '@/features/items/lib/item-sheet-template';
import { parseItemSheet } from '@/features/items/lib/parse-item-sheet';

function workbookFile(rows: unknown[][], bookType: XLSX.BookType = 'xlsx'): ArrayBuffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Items');
  return XLSX.write(workbook, { type: 'array', bookType }) as ArrayBuffer;
}

const HEADER = [...ITEM_SHEET_HEADERS];
const noPause = () => Promise.resolve();

describe('parseItemSheet', () => {
  it('reads valid rows with their sheet row numbers, defaults and trimmed text', async () => {
    const file = workbookFile([
      HEADER,
      ['PIPE-01', 'Drill pipe 5"', 372, 5, 5, 580.5, 0, 'count'],
      [' MUD-02 ', ' Barite ', '', '', '', '110.25', '', 'LB'],
      [1002345, 'Fresh water', 0, 0, 0, 0, 1000, 'gal'],
    ]);
    const result = await parseItemSheet(file, { pause: noPause });
    expect(result.errors).toEqual([]);
    expect(result.validCount).toBe(3);
    expect(result.invalidCount).toBe(0);
    expect(result.hasDescriptionColumn).toBe(false);
    expect(result.rows.map((row) => row.rowNumber)).toEqual([2, 3, 4]);
    expect(result.rows[0]?.item).toEqual({
      mat_code: 'PIPE-01',
      name: 'Drill pipe 5"',
      description: '',
      length: 372,
      breadth: 5,
      height: 5,
      weight: 580.5,
      volume: 0,
      item_measurement_unit: 'count',
      is_stackable: false,
    });
    // Empty numbers become 0 and the unit is matched whatever its case.
    expect(result.rows[1]?.item).toMatchObject({
      mat_code: 'MUD-02',
      name: 'Barite',
      length: 0,
      weight: 110.25,
      item_measurement_unit: 'lb',
    });
    // A numeric mat code is read as text.
    expect(result.rows[2]?.item?.mat_code).toBe('1002345');
  });

  it('flags a bad unit, a negative length, a missing mat code and text in a number column', async () => {
    const file = workbookFile([
      HEADER,
      ['OK-01', 'Good row', 1, 1, 1, 1, 1, 'count'],
      ['BOX-01', 'Boxed spares', 10, 10, 10, 5, 0, 'box'],
      ['NEG-01', 'Negative', -4, 1, 1, 1, 1, 'count'],
      ['', 'No code', 1, 1, 1, 1, 1, 'gal'],
      ['TXT-01', 'Text weight', 1, 1, 1, 'heavy', 1, 'lb'],
    ]);
    const result = await parseItemSheet(file, { pause: noPause });
    expect(result.validCount).toBe(1);
    expect(result.invalidCount).toBe(4);
    const [good, box, negative, noCode, textWeight] = result.rows;
    expect(good?.errors).toEqual([]);
    expect(box?.item).toBeNull();
    expect(box?.errors).toEqual([
      { field: 'item_measurement_unit', message: "Unit of measurement 'box' is not one of count, lb, gal" },
    ]);
    expect(box?.rowNumber).toBe(3);
    expect(negative?.errors).toEqual([{ field: 'length', message: 'Length cannot be negative' }]);
    expect(noCode?.errors).toEqual([{ field: 'mat_code', message: 'Mat code is required' }]);
    expect(textWeight?.errors).toEqual([{ field: 'weight', message: 'Weight must be a number' }]);
    expect(textWeight?.cells.weight).toBe('heavy');
  });

  it('matches headers trimmed and case-blind, in any order, and uses an optional Description column', async () => {
    const file = workbookFile([
      [
        '  unit of MEASUREMENT ',
        'VOLUME',
        'weight',
        'Height',
        'breadth',
        'LENGTH',
        'item name',
        ' mat code',
        'Notes',
        'description',
      ],
      ['gal', 55, 450, 34, 23, 23, 'Base oil drum', 'OIL-55', 'ignored', 'Mineral base oil, 55 gal drum'],
    ]);
    const result = await parseItemSheet(file, { pause: noPause });
    expect(result.errors).toEqual([]);
    expect(result.hasDescriptionColumn).toBe(true);
    expect(result.rows[0]?.item).toEqual({
      mat_code: 'OIL-55',
      name: 'Base oil drum',
      description: 'Mineral base oil, 55 gal drum',
      length: 23,
      breadth: 23,
      height: 34,
      weight: 450,
      volume: 55,
      item_measurement_unit: 'gal',
      is_stackable: false,
    });
  });

  it('finds the header row below a title row and skips blank rows, keeping row numbers', async () => {
    const file = workbookFile([
      ['Catalogue export'],
      [],
      HEADER,
      ['A-1', 'First', 1, 1, 1, 1, 1, 'count'],
      [],
      ['A-2', 'Second', 1, 1, 1, 1, 1, 'count'],
    ]);
    const result = await parseItemSheet(file, { pause: noPause });
    expect(result.rows.map((row) => [row.rowNumber, row.item?.mat_code])).toEqual([
      [4, 'A-1'],
      [6, 'A-2'],
    ]);
  });

  it('flags a mat code repeated within the file, case-blind, pointing at the first row', async () => {
    const file = workbookFile([
      HEADER,
      ['DUP-1', 'First', 1, 1, 1, 1, 1, 'count'],
      ['OTHER', 'Other', 1, 1, 1, 1, 1, 'count'],
      ['dup-1 ', 'Again', 1, 1, 1, 1, 1, 'count'],
    ]);
    const result = await parseItemSheet(file, { pause: noPause });
    expect(result.rows[0]?.item).not.toBeNull();
    expect(result.rows[2]?.item).toBeNull();
    expect(result.rows[2]?.errors).toEqual([
      { field: 'mat_code', message: 'Mat code dup-1 is already used in row 2' },
    ]);
  });

  it('names the missing columns and reads no rows', async () => {
    const file = workbookFile([
      ['Mat Code', 'Item Name', 'Length'],
      ['A', 'B', 1],
    ]);
    const result = await parseItemSheet(file, { pause: noPause });
    expect(result.rows).toEqual([]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain("'Breadth', 'Height', 'Weight', 'Volume', 'Unit of Measurement'");
  });

  it('reports a file that is not a spreadsheet, an empty sheet and a sheet with headers only', async () => {
    const notASheet = new TextEncoder().encode('\u0000\u0001 not a workbook').buffer as ArrayBuffer;
    expect((await parseItemSheet(notASheet, { pause: noPause })).errors).toHaveLength(1);
    expect((await parseItemSheet(workbookFile([]), { pause: noPause })).errors).toEqual([
      'The first sheet of this file is empty.',
    ]);
    expect((await parseItemSheet(workbookFile([HEADER]), { pause: noPause })).errors).toEqual([
      'The sheet has headers but no rows of items.',
    ]);
  });

  it('reads .xls too', async () => {
    const file = workbookFile([HEADER, ['X-1', 'Old format', 1, 2, 3, 4, 5, 'lb']], 'biff8');
    const result = await parseItemSheet(file, { pause: noPause });
    expect(result.rows[0]?.item).toMatchObject({ mat_code: 'X-1', height: 3, item_measurement_unit: 'lb' });
  });

  it('works in chunks, pausing between them and reporting progress', async () => {
    const rows = Array.from({ length: 301 }, (_, index) => [
      `M-${index}`,
      `Item ${index}`,
      1,
      1,
      1,
      1,
      1,
      index === 150 ? 'box' : 'count',
    ]);
    const progress: [number, number][] = [];
    let pauses = 0;
    const result = await parseItemSheet(workbookFile([HEADER, ...rows]), {
      chunkSize: 100,
      onProgress: (done, total) => progress.push([done, total]),
      pause: async () => {
        pauses += 1;
      },
    });
    expect(result.rows).toHaveLength(301);
    expect(result.validCount).toBe(300);
    expect(result.rows.find((row) => row.item === null)?.rowNumber).toBe(152);
    expect(progress).toEqual([
      [0, 301],
      [100, 301],
      [200, 301],
      [300, 301],
      [301, 301],
    ]);
    expect(pauses).toBe(3);
  });

  it('reads back the template as headers without rows', async () => {
    const file = XLSX.write(buildItemTemplateWorkbook(), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const result = await parseItemSheet(file, { pause: noPause });
    expect(result.errors).toEqual(['The sheet has headers but no rows of items.']);
  });

  it('reads the optional dangerous-goods columns, blank meaning not DG, and reports a bad cell by its column', async () => {
    const file = workbookFile([
      [...HEADER, 'UN Number', 'IMDG Class', 'Packing Group'],
      ['DG-1', 'Diesel drum', 24, 24, 35, 400, 55, 'count', 'un 1202', 3, 'iii'],
      ['DG-2', 'Oxidizer', 18, 18, 24, 110, 0, 'count', 'UN2880', '5.1', 'II'],
      ['NOT-DG', 'Water tote', 48, 40, 46, 2350, 275, 'gal', '', '', ''],
      ['BAD-1', 'Bad class', 1, 1, 1, 1, 0, 'count', 'UN1202', '10', ''],
      ['BAD-2', 'Bad UN', 1, 1, 1, 1, 0, 'count', '1202', '3', ''],
    ]);
    const result = await parseItemSheet(file, { pause: noPause });
    expect(result.columns.map((column) => column.header).slice(-3)).toEqual([
      'UN Number',
      'IMDG Class',
      'Packing Group',
    ]);
    expect(result.rows[0]?.item).toMatchObject({
      un_number: 'UN1202',
      imdg_class: '3',
      packing_group: 'III',
    });
    expect(result.rows[1]?.item).toMatchObject({
      un_number: 'UN2880',
      imdg_class: '5.1',
      packing_group: 'II',
    });
    expect(result.rows[2]?.item).toMatchObject({ un_number: null, imdg_class: null, packing_group: null });
    expect(result.rows[3]?.errors).toEqual([
      { field: 'imdg_class', message: expect.stringMatching(/^IMDG Class must be one of 1\.1, /) },
    ]);
    expect(result.rows[4]?.errors).toEqual([
      { field: 'un_number', message: 'UN Number must be UN followed by 4 digits, e.g. UN1203' },
    ]);
    expect(result.validCount).toBe(3);
  });
});
