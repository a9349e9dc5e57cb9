import type { Db } from '../../db/connection.ts';
import { isStorableId } from '../../db/sql-helpers.ts';

export interface WellFilter {
  rigId?: number | undefined;
}

export async function countWells(db: Db, filter: WellFilter): Promise<number> {
  if (filter.rigId !== undefined && !isStorableId(filter.rigId)) return 0;
  let query = db.selectFrom('wells').select((eb) => eb.fn.countAll<number>().as('count'));
  if (filter.rigId !== undefined) query = query.where('rig_id', '=', filter.rigId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findWellsPage(db: Db, filter: WellFilter, page: { limit: number; offset: number }) {
  if (filter.rigId !== undefined && !isStorableId(filter.rigId)) return [];
  let query = db.selectFrom('wells').select(['id', 'name', 'location', 'rig_id']);
  if (filter.rigId !== undefined) query = query.where('rig_id', '=', filter.rigId);
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
