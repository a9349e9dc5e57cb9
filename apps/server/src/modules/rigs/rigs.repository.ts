import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { RigTable } from '../../db/schema.ts';
import { containsText, isStorableId } from '../../db/sql-helpers.ts';

export interface RigFilter {
  search?: string | undefined;
  includeInactive: boolean;
}

function rigs(db: Db, filter: RigFilter) {
  let query = db.selectFrom('rigs');
  if (filter.search !== undefined) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('rigs.code'), search),
        containsText(eb.ref('rigs.name'), search),
        containsText(eb.ref('rigs.location'), search),
      ]),
    );
  }
  if (!filter.includeInactive) query = query.where('rigs.status', '=', 1);
  return query;
}

export async function countRigs(db: Db, filter: RigFilter = { includeInactive: true }): Promise<number> {
  const row = await rigs(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A rig as lists and the admin show it: with its current well's name (rigs joined to wells). */
const RIG_ROW_COLUMNS = [
  'rigs.id',
  'rigs.code',
  'rigs.name',
  'rigs.location',
  'rigs.status',
  'rigs.current_well_id',
  'rigs.time_zone',
  'wells.name as current_well_name',
] as const;

export async function findRigsPage(
  db: Db,
  page: { limit: number; offset: number },
  filter: RigFilter = { includeInactive: true },
) {
  return rigs(db, filter)
    .leftJoin('wells', 'wells.id', 'rigs.current_well_id')
    .select(RIG_ROW_COLUMNS)
    .orderBy('rigs.code')
    .orderBy('rigs.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findRigById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('rigs').select(['id', 'name', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function findRigRowById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('rigs')
    .leftJoin('wells', 'wells.id', 'rigs.current_well_id')
    .select(RIG_ROW_COLUMNS)
    .where('rigs.id', '=', id)
    .executeTakeFirst();
}

export async function insertRig(db: Db, rig: Insertable<RigTable>): Promise<number> {
  const row = await db.insertInto('rigs').values(rig).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRig(db: Db, id: number, changes: Updateable<RigTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('rigs').set(changes).where('id', '=', id).execute();
}
