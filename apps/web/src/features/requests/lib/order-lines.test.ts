import { describe, expect, it } from 'vitest';
import { checkLocally, isReadyToAdd, linesFromPaste, linesFromRows } from './order-lines';

const pairs = (text: string) => linesFromPaste(text).map((line) => [line.matCode, line.quantityText]);

describe('linesFromPaste', () => {
  it('reads a spreadsheet paste (tabs), skipping the header and blank rows', () => {
    expect(pairs('Mat Code\tQuantity\r\nTUB-1\t12\n\nMUD-2\t3\n')).toEqual([
      ['TUB-1', '12'],
      ['MUD-2', '3'],
    ]);
  });

  it('reads typed lines with a comma, a semicolon or spaces, and mat codes with spaces in them', () => {
    expect(pairs('TUB-1, 12\nMUD-2;3\nCEM G 94  40\nWAT-9 7')).toEqual([
      ['TUB-1', '12'],
      ['MUD-2', '3'],
      ['CEM G 94', '40'],
      ['WAT-9', '7'],
    ]);
  });

  it("reads a third cell as the line's own PO number (issue 26), and none when there is no third cell", () => {
    const triples = (text: string) =>
      linesFromPaste(text).map((line) => [line.matCode, line.quantityText, line.poNumber]);
    expect(
      triples('Mat Code\tQuantity\tPO\nTUB-1\t12\tPO-45001\nMUD-2, 3, PO-45002\nCEM-3; 4; \nWAT-9 7'),
    ).toEqual([
      ['TUB-1', '12', 'PO-45001'],
      ['MUD-2', '3', 'PO-45002'],
      ['CEM-3', '4', ''],
      ['WAT-9', '7', ''],
    ]);
  });

  it('keeps a line without a quantity, for the preview to flag', () => {
    expect(pairs('TUB-1')).toEqual([['TUB-1', '']]);
  });
});

describe('linesFromRows and checkLocally', () => {
  it('reads sheet rows of numbers and text', () => {
    const lines = linesFromRows([
      ['Mat Code', 'Quantity'],
      ['TUB-1', 12],
      [null, null],
      ['MUD-2', '1,000'],
    ]);
    expect(lines.map((line) => [line.matCode, line.quantityText])).toEqual([
      ['TUB-1', '12'],
      ['MUD-2', '1,000'],
    ]);
    expect(lines.map((line) => checkLocally(line).result)).toEqual([null, null]);
  });

  it('flags a bad quantity and a missing mat code before asking the server', () => {
    const [zero, text, fraction, noCode] = linesFromRows([
      ['A', '0'],
      ['B', 'ten'],
      ['C', '2.5'],
      ['', '4'],
    ]).map(checkLocally);
    expect([zero!.result, text!.result, fraction!.result, noCode!.result]).toEqual([
      'bad_quantity',
      'bad_quantity',
      'bad_quantity',
      'not_found',
    ]);
    expect(isReadyToAdd([zero!])).toBe(false);
    expect(isReadyToAdd([{ ...zero!, result: 'found' }])).toBe(true);
  });
});
