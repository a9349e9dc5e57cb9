import { type PageMeta, type PageQuery, pageMeta } from '@rigline/contract/api';
import type { Rig } from '@rigline/contract/rigs';
import type { Db } from '../../db/connection.ts';
import { countRigs, findRigsPage } from './rigs.repository.ts';

/** Read by other modules, which do not reach into this module's repository (docs/decisions/040). */
export { findRigById, findRigRowById } from './rigs.repository.ts';

/** Every signed-in role sees every rig: suppliers pick one for a request, operators serve them all. */
export async function listRigs(options: {
  db: Db;
  page: PageQuery & { search?: string | undefined; include_inactive?: boolean | undefined };
}): Promise<{ data: Rig[]; meta: PageMeta }> {
  const { db, page } = options;
  const filter = { search: page.search, includeInactive: page.include_inactive ?? true };
  const [total, rows] = await Promise.all([
    countRigs(db, filter),
    findRigsPage(db, { limit: page.limit, offset: (page.page - 1) * page.limit }, filter),
  ]);
  return { data: rows.map(toRig), meta: pageMeta(total, page) };
}

export function toRig(row: {
  id: number;
  code: string;
  name: string;
  status: number;
  location: string;
  current_well_id: number | null;
  current_well_name: string | null;
  time_zone: string;
}): Rig {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status === 1,
    location: row.location,
    currentWellId: row.current_well_id,
    currentWell:
      row.current_well_id === null || row.current_well_name === null
        ? null
        : { id: row.current_well_id, name: row.current_well_name },
    time_zone: row.time_zone,
  };
}
