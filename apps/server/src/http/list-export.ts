import { PassThrough, type Readable } from 'node:stream';
import type { ExportFormat, PageMeta } from '@rigline/contract/api';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { csvStream } from './csv-writer.ts';

/**
 * A list call's `format=csv|xlsx` answer (issue 12, docs/decisions/033): every page of the filtered list, read
 * through the list's own service (so the same access rules apply) and streamed to the browser as it is read.
 * CSV is written by the one CSV writer (csv-writer.ts: csv-stringify, formula cells neutralised), Excel by ExcelJS's streaming workbook writer: both well-kept, both stream,
 * neither holds the whole list in memory.
 */

/** One column of a file: its header and how a row reads in it. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/** Rows read per call of the list's service while a file is written. */
export const EXPORT_PAGE_SIZE = 500;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** One page of a list, as every list service answers it. */
export interface ListPage<T> {
  data: T[];
  meta: PageMeta;
}

type PageReader<T> = (page: number, limit: number) => Promise<{ data: T[]; meta: PageMeta }>;

/** Every row of the list, page after page, from the first page already read. */
async function* everyRow<T>(
  first: { data: T[]; meta: PageMeta },
  readPage: PageReader<T>,
): AsyncGenerator<T> {
  yield* first.data;
  for (let page = 2; page <= first.meta.last_page; page += 1) {
    const next = await readPage(page, EXPORT_PAGE_SIZE);
    if (next.data.length === 0) return;
    yield* next.data;
  }
}

function csvOf<T>(rows: AsyncIterable<T>, columns: readonly ExportColumn<T>[]): Readable {
  const records = (async function* () {
    for await (const row of rows) yield columns.map((column) => column.value(row));
  })();
  return csvStream(
    columns.map((column) => column.header),
    records,
  );
}

function xlsxStream<T>(
  rows: AsyncIterable<T>,
  columns: readonly ExportColumn<T>[],
  sheetName: string,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.header, width: 20 }));
  void (async () => {
    for await (const row of rows) {
      sheet.addRow(columns.map((column) => column.value(row))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * Reads the first page before anything is sent, so a refusal (404 another vendor's request, 400) still answers
 * as the JSON call would; then streams the file. The handler returns what this returns.
 */
export async function sendListExport<T>(options: {
  reply: FastifyReply;
  format: ExportFormat;
  /** The file's name without extension, e.g. "requests". */
  name: string;
  columns: readonly ExportColumn<T>[];
  readPage: PageReader<T>;
}): Promise<FastifyReply> {
  const { reply, format, name, columns, readPage } = options;
  const first = await readPage(1, EXPORT_PAGE_SIZE);
  const rows = everyRow(first, readPage);
  const day = new Date().toISOString().slice(0, 10);
  const fileName = `${name}-${day}.${format}`;
  const body = format === 'csv' ? csvOf(rows, columns) : xlsxStream(rows, columns, name.slice(0, 31));
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
