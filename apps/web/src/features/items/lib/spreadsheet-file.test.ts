import { describe, expect, it } from 'vitest';
import { isSpreadsheetFileName } from '@/features/items/lib/spreadsheet-file';

describe('isSpreadsheetFileName', () => {
  it('takes .xlsx and .xls in any case, and nothing else', () => {
    expect(isSpreadsheetFileName('items.xlsx')).toBe(true);
    expect(isSpreadsheetFileName('ITEMS.XLS')).toBe(true);
    expect(isSpreadsheetFileName('items.csv')).toBe(false);
    expect(isSpreadsheetFileName('items.xlsx.exe')).toBe(false);
    expect(isSpreadsheetFileName('items.xlsm')).toBe(false);
    expect(isSpreadsheetFileName('xlsx')).toBe(false);
  });
});
