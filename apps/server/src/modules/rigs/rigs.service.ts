import { type PageMeta, type PageQuery, pageMeta } from '@rigline/contract/api';
import type { Rig } from '@rigline/contract/rigs';
import type { Db } from '../../db/connection.ts';
import { countRigs, findRigsPage } from './rigs.repository.ts';

/** Every signed-in role sees every rig: suppliers pick one for a request, operators serve them all. */
export async function listRigs(options: {
  db: Db;
  page: PageQuery;
}): Promise<{ data: Rig[]; meta: PageMeta }> {
  const { db, page } = options;
  const [total, rows] = await Promise.all([
    countRigs(db),
    findRigsPage(db, { limit: page.limit, offset: (page.page - 1) * page.limit }),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      status: row.status === 1,
      location: row.location,
      currentWellId: row.current_well_id,
    })),
    meta: pageMeta(total, page),
  };
}
