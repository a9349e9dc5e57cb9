import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { WellTable } from '../../db/schema.ts';
import { containsText, isStorableId } from '../../db/sql-helpers.ts';

export interface WellFilter {
  rigId?: number | undefined;
  search?: string | undefined;
}

export async function countWells(db: Db, filter: WellFilter): Promise<number> {
  if (filter.rigId !== undefined && !isStorableId(filter.rigId)) return 0;
  let query = db.selectFrom('wells').select((eb) => eb.fn.countAll<number>().as('count'));
  if (filter.rigId !== undefined) query = query.where('rig_id', '=', filter.rigId);
  const search = filter.search;
  if (search !== undefined) {
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('wells.name'), search), containsText(eb.ref('wells.location'), search)]),
    );
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findWellsPage(db: Db, filter: WellFilter, page: { limit: number; offset: number }) {
  if (filter.rigId !== undefined && !isStorableId(filter.rigId)) return [];
  let query = db.selectFrom('wells').select(['id', 'name', 'location', 'rig_id']);
  if (filter.rigId !== undefined) query = query.where('rig_id', '=', filter.rigId);
  const search = filter.search;
  if (search !== undefined) {
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('wells.name'), search), containsText(eb.ref('wells.location'), search)]),
    );
  }
  return query
    .orderBy('rig_id')
    .orderBy('name')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findWellById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('wells').select(['id', 'name', 'rig_id']).where('id', '=', id).executeTakeFirst();
}

export async function findWellRowById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('wells')
    .select(['id', 'name', 'location', 'rig_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertWell(db: Db, well: Insertable<WellTable>): Promise<number> {
  const row = await db.insertInto('wells').values(well).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWell(db: Db, id: number, changes: Updateable<WellTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('wells').set(changes).where('id', '=', id).execute();
}
