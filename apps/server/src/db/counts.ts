import type { Db } from './connection.ts';

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
  let query = db.selectFrom(table).select((eb) => eb.fn.sum<number>('count').as('total'));
  if (filter.vendorId !== undefined && filter.vendorId !== null)
    query = query.where('vendor_id', '=', filter.vendorId);
  if (filter.rigId !== undefined) query = query.where('rig_id', '=', filter.rigId);
  if (filter.rigIds !== undefined) query = query.where('rig_id', 'in', [...filter.rigIds]);
  if (filter.phase !== undefined) query = query.where('current_phase', '=', filter.phase);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.exceptStatus !== undefined) query = query.where('status', '<>', filter.exceptStatus);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}
