import type { Db } from './connection.ts';
import { type Param, type PreparedValues, runPrepared } from './prepared-query.ts';

/**
 * Reads the counts that migration 004's triggers keep per (vendor, rig, phase, status): a list's `meta.total`
 * and the dashboards sum a few of these rows instead of counting every request or order ever made.
 */
export interface PhaseCountFilter {
  /** null or undefined: every vendor. */
  vendorId?: number | null | undefined;
  rigId?: number | undefined;
  /** Any of these rigs (a rig logistics user's home rigs). */
  rigIds?: readonly number[] | undefined;
  phase?: number | undefined;
  status?: string | undefined;
  /** Every status but this one (ex-DRAFT, ex-REJECTED). */
  exceptStatus?: string | undefined;
}

export async function sumPhaseCounts(
  db: Db,
  table: 'order_counts' | 'request_counts',
  filter: PhaseCountFilter,
): Promise<number> {
  const vendorId = filter.vendorId ?? undefined;
  const { rigId, rigIds, phase, status, exceptStatus } = filter;
  // A list of rigs changes the SQL with its length: built anew. Every other filter is one of a few shapes, each
  // built and compiled once (prepared-query.ts), as this runs for most list pages.
  if (rigIds !== undefined) {
    let query = db.selectFrom(table).select((eb) => eb.fn.sum<number>('count').as('total'));
    if (vendorId !== undefined) query = query.where('vendor_id', '=', vendorId);
    if (rigId !== undefined) query = query.where('rig_id', '=', rigId);
    query = query.where('rig_id', 'in', [...rigIds]);
    if (phase !== undefined) query = query.where('current_phase', '=', phase);
    if (status !== undefined) query = query.where('status', '=', status);
    if (exceptStatus !== undefined) query = query.where('status', '<>', exceptStatus);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.total ?? 0);
  }
  const present = { vendorId, rigId, phase, status, exceptStatus };
  const values: PreparedValues = {};
  let key = `sum:${table}`;
  for (const [name, value] of Object.entries(present)) {
    if (value === undefined) continue;
    values[name] = value;
    key += `:${name}`;
  }
  const [row] = await runPrepared(
    db,
    key,
    (db, param: Param<PreparedValues>) => {
      let query = db.selectFrom(table).select((eb) => eb.fn.sum<number>('count').as('total'));
      if (vendorId !== undefined) query = query.where('vendor_id', '=', param('vendorId') as number);
      if (rigId !== undefined) query = query.where('rig_id', '=', param('rigId') as number);
      if (phase !== undefined) query = query.where('current_phase', '=', param('phase') as number);
      if (status !== undefined) query = query.where('status', '=', param('status') as string);
      if (exceptStatus !== undefined) query = query.where('status', '<>', param('exceptStatus') as string);
      return query;
    },
    values,
  );
  return Number(row?.total ?? 0);
}
