import type { HistoryEvent } from '@rigline/contract/history';
import { csvText } from '@/lib/csv-file';
import { HISTORY_CSV_COLUMNS, historyCsvRows } from './history-format';

/** The history as CSV text, through the app's one CSV writer (lib/csv-file.ts). */
export async function historyCsv(events: readonly HistoryEvent[]): Promise<string> {
  return csvText(HISTORY_CSV_COLUMNS, historyCsvRows(events));
}
