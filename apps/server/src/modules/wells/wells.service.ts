import { type PageMeta, type PageQuery, pageMeta } from '@rigline/contract/api';
import type { Well } from '@rigline/contract/wells';
import type { Db } from '../../db/connection.ts';
import { countWells, findWellsPage } from './wells.repository.ts';

/** Read by other modules, which do not reach into this module's repository (docs/decisions/040). */
export { findWellById } from './wells.repository.ts';

/** Every signed-in role sees every well; the create-request dialog lists the wells of the chosen rig. */
export async function listWells(options: {
  db: Db;
  rigId?: number | undefined;
  page: PageQuery & { search?: string | undefined };
}): Promise<{ data: Well[]; meta: PageMeta }> {
  const { db, page } = options;
  const filter = { rigId: options.rigId, search: page.search };
  const [total, rows] = await Promise.all([
    countWells(db, filter),
    findWellsPage(db, filter, { limit: page.limit, offset: (page.page - 1) * page.limit }),
  ]);
  return { data: rows, meta: pageMeta(total, page) };
}
