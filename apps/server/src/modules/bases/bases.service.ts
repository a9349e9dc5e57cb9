import { type PageMeta, type PageQuery, pageMeta } from '@rigline/contract/api';
import type { Base } from '@rigline/contract/bases';
import type { Db } from '../../db/connection.ts';
import { countBases, findBasesPage } from './bases.repository.ts';

/** Read by other modules, which do not reach into this module's repository (docs/decisions/040). */
export { findBaseById, findDefaultBase } from './bases.repository.ts';

export async function listBases(options: {
  db: Db;
  page: PageQuery & { search?: string | undefined };
}): Promise<{ data: Base[]; meta: PageMeta }> {
  const { db, page } = options;
  const [total, rows] = await Promise.all([
    countBases(db, page.search),
    findBasesPage(db, { limit: page.limit, offset: (page.page - 1) * page.limit }, page.search),
  ]);
  return { data: rows.map(toBase), meta: pageMeta(total, page) };
}

/** A base's answer from its row. */
export function toBase(row: {
  id: number;
  name: string;
  location: string;
  is_default: number;
  booking_cutoff_hours: number;
  time_zone: string;
  on_time_window_hours: number;
}): Base {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    is_default: row.is_default === 1,
    booking_cutoff_hours: row.booking_cutoff_hours,
    time_zone: row.time_zone,
    on_time_window_hours: row.on_time_window_hours,
  };
}
