import { MANIFEST_COLUMNS } from '@rigline/contract/load-plan';
import { csvBuffer } from '../../http/csv-writer.ts';
import { type Manifest, manifestRowCells } from './manifest.ts';

/** The manifest as CSV, by the server's one CSV writer (formula cells neutralised), CRLF line ends. */
export function manifestCsv(manifest: Manifest): Buffer {
  return csvBuffer(MANIFEST_COLUMNS, manifest.rows.map(manifestRowCells), 'windows');
}
