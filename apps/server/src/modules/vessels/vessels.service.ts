import { type PageMeta, pageMeta } from '@rigline/contract/api';
import type { ListVesselsFilter, Vessel } from '@rigline/contract/vessels';
import type { Db } from '../../db/connection.ts';
import { countVessels, findVesselsPage } from './vessels.repository.ts';

/** Read by other modules, which do not reach into this module's repository (docs/decisions/040). */
export { findVesselById, lockVessel } from './vessels.repository.ts';

/** Every signed-in role sees every vessel: they are master data, like rigs. */
export async function listVessels(options: {
  db: Db;
  filter: ListVesselsFilter;
}): Promise<{ data: Vessel[]; meta: PageMeta }> {
  const { db, filter } = options;
  const repositoryFilter = {
    ids: filter.id,
    search: filter.search,
    includeInactive: filter.include_inactive,
  };
  const [total, rows] = await Promise.all([
    countVessels(db, repositoryFilter),
    findVesselsPage(db, repositoryFilter, { limit: filter.limit, offset: (filter.page - 1) * filter.limit }),
  ]);
  return {
    data: rows.map(toVessel),
    meta: pageMeta(total, filter),
  };
}

export function toVessel(row: {
  id: number;
  name: string;
  essos_voyage_number: string;
  deck_length_m: number | null;
  deck_width_m: number | null;
  max_deck_load_t: number | null;
  usable_deck_factor: number;
  is_active: number;
}): Vessel {
  const measure = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    name: row.name,
    essos_voyage_number: row.essos_voyage_number,
    deck_length_m: measure(row.deck_length_m),
    deck_width_m: measure(row.deck_width_m),
    max_deck_load_t: measure(row.max_deck_load_t),
    usable_deck_factor: Number(row.usable_deck_factor),
    is_active: row.is_active === 1,
  };
}
