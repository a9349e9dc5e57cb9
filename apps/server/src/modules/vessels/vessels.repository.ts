import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { VesselTable } from '../../db/schema.ts';
import { containsText, isStorableId, matchesNothing } from '../../db/sql-helpers.ts';

export interface VesselFilter {
  /** Only these vessels; undefined: every vessel. */
  ids?: number[] | undefined;
  search?: string | undefined;
  /** false: active vessels only. */
  includeInactive?: boolean | undefined;
}

function vessels(db: Db, filter: VesselFilter) {
  let query = db.selectFrom('vessels');
  if (filter.search !== undefined) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('vessels.name'), search),
        containsText(eb.ref('vessels.essos_voyage_number'), search),
      ]),
    );
  }
  if (filter.includeInactive === false) query = query.where('vessels.is_active', '=', 1);
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
    .select([
      'vessels.id',
      'vessels.name',
      'vessels.essos_voyage_number',
      'vessels.deck_length_m',
      'vessels.deck_width_m',
      'vessels.max_deck_load_t',
      'vessels.usable_deck_factor',
      'vessels.is_active',
    ])
    .orderBy('vessels.name')
    .orderBy('vessels.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findVesselById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('vessels').select(['id', 'name', 'is_active']).where('id', '=', id).executeTakeFirst();
}

const VESSEL_COLUMNS = [
  'id',
  'name',
  'essos_voyage_number',
  'deck_length_m',
  'deck_width_m',
  'max_deck_load_t',
  'usable_deck_factor',
  'is_active',
] as const;

export async function findVesselRowById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('vessels').select(VESSEL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertVessel(db: Db, vessel: Insertable<VesselTable>): Promise<number> {
  const row = await db.insertInto('vessels').values(vessel).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVessel(db: Db, id: number, changes: Updateable<VesselTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('vessels').set(changes).where('id', '=', id).execute();
}

/**
 * Takes the vessel's row for the rest of the transaction (issue 23): two plans for one vessel are checked for
 * overlap one after the other, each seeing the other's committed plan. A write that changes nothing, so that
 * it locks on PostgreSQL and SQLite alike.
 */
export async function lockVessel(db: Db, vesselId: number): Promise<boolean> {
  if (!isStorableId(vesselId)) return false;
  const result = await db
    .updateTable('vessels')
    .set((eb) => ({ is_active: eb.ref('is_active') }))
    .where('id', '=', vesselId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
