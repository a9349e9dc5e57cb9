import type { ExpressionBuilder } from 'kysely';
import type { Database } from './schema.ts';

/*
 * What a request's receipts say beside its status (issue 22), read in the page query of every request list
 * (issue 20's bench: a second query per page for these counts made the lists a third slower). Below the
 * modules because both the requests module's list and the dashboard's recent requests select it, and the
 * discrepancies are the cargo module's table: this is a read, by the index discrepancies_request_idx.
 */

/** Per request row: its orders received short, received damaged, and its discrepancies still open. */
export function receiptShortfallColumns(eb: ExpressionBuilder<Database, 'requests'>) {
  const ofRequest = () =>
    eb.selectFrom('discrepancies').whereRef('discrepancies.request_id', '=', 'requests.id');
  return [
    ofRequest()
      .select((sub) => sub.fn.countAll<number>().as('count'))
      .whereRef('discrepancies.received_quantity', '<', 'discrepancies.ordered_quantity')
      .as('short_order_count'),
    ofRequest()
      .select((sub) => sub.fn.countAll<number>().as('count'))
      .where('discrepancies.damaged_quantity', '>', 0)
      .as('damaged_order_count'),
    ofRequest()
      .select((sub) => sub.fn.countAll<number>().as('count'))
      .where('discrepancies.status', '=', 'OPEN')
      .as('open_discrepancy_count'),
  ] as const;
}

/** The three counts as numbers (PostgreSQL answers count() as text). */
export function receiptShortfallOf(row: {
  short_order_count: number | string | null;
  damaged_order_count: number | string | null;
  open_discrepancy_count: number | string | null;
}) {
  return {
    short_order_count: Number(row.short_order_count ?? 0),
    damaged_order_count: Number(row.damaged_order_count ?? 0),
    open_discrepancy_count: Number(row.open_discrepancy_count ?? 0),
  };
}
