import type { Db } from '../../db/connection.ts';
import { isStorableId, matchesNothing } from '../../db/sql-helpers.ts';

export interface VesselFilter {
  /** Only these vessels; undefined: every vessel. */
  ids?: number[] | undefined;
}

function vessels(db: Db, filter: VesselFilter) {
  const query = db.selectFrom('vessels');
  if (filter.ids === undefined) return query;
  // Ids past the 32-bit columns cannot exist, and PostgreSQL refuses them outright.
  const ids = filter.ids.filter(isStorableId);
  return query.where((eb) => (ids.length > 0 ? eb('vessels.id', 'in', ids) : matchesNothing()));
}

export async function countVessels(db: Db, filter: VesselFilter): Promise<number> {
  const row = await vessels(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** By name, as the vessel picker lists them. */
export async function findVesselsPage(db: Db, filter: VesselFilter, page: { limit: number; offset: number }) {
  return vessels(db, filter)
    .select(['vessels.id', 'vessels.name', 'vessels.essos_voyage_number'])
    .orderBy('vessels.name')
    .orderBy('vessels.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findVesselById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('vessels').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}
