import { Readable } from 'node:stream';
import { neutralizeCsvCell } from '@rigline/contract/csv';
import { type Options, stringify } from 'csv-stringify';
import { stringify as stringifyNow } from 'csv-stringify/sync';

/**
 * The server's one CSV writer (csv-stringify, docs/decisions/033 and 043): RFC 4180 quoting, a byte-order mark
 * so that spreadsheet programs read the UTF-8 text (accents, "m²", "×"), and every text cell that a spreadsheet
 * would run as a formula neutralised (OWASP's CSV injection guidance; packages/contract/src/csv.ts), quoted as
 * well.
 */
export type CsvCell = string | number | null;

function optionsFor(header: readonly string[], lineEnding: 'unix' | 'windows'): Options {
  return {
    bom: true,
    header: true,
    columns: [...header],
    record_delimiter: lineEnding,
    quoted_match: /^'[=+\-@\t\r]/,
  };
}

function safeRecord(cells: readonly CsvCell[]): Array<string | number> {
  return cells.map((cell) => neutralizeCsvCell(cell) ?? '');
}

/** A CSV file streamed as its records are read, for a list of any length. */
export function csvStream(
  header: readonly string[],
  records: AsyncIterable<readonly CsvCell[]>,
  lineEnding: 'unix' | 'windows' = 'unix',
): Readable {
  const stringifier = stringify(optionsFor(header, lineEnding));
  const source = Readable.from(
    (async function* () {
      for await (const record of records) yield safeRecord(record);
    })(),
  );
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/** A short CSV file written at once (a voyage's manifest). */
export function csvBuffer(
  header: readonly string[],
  records: ReadonlyArray<readonly CsvCell[]>,
  lineEnding: 'unix' | 'windows' = 'unix',
): Buffer {
  return Buffer.from(stringifyNow(records.map(safeRecord), optionsFor(header, lineEnding)), 'utf8');
}
