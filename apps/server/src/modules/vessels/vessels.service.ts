import { type PageMeta, pageMeta } from '@rigline/contract/api';
import type { ListVesselsFilter, Vessel } from '@rigline/contract/vessels';
import type { Db } from '../../db/connection.ts';
import { countVessels, findVesselsPage } from './vessels.repository.ts';

/** Every signed-in role sees every vessel: they are master data, like rigs. */
export async function listVessels(options: {
  db: Db;
  filter: ListVesselsFilter;
}): Promise<{ data: Vessel[]; meta: PageMeta }> {
  const { db, filter } = options;
  const repositoryFilter = { ids: filter.id };
  const [total, rows] = await Promise.all([
    countVessels(db, repositoryFilter),
    findVesselsPage(db, repositoryFilter, { limit: filter.limit, offset: (filter.page - 1) * filter.limit }),
  ]);
  return { data: rows, meta: pageMeta(total, filter) };
}
