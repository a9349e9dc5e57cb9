import type { Db } from '../../db/connection.ts';
import { isStorableId } from '../../db/sql-helpers.ts';

export async function countRigs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('rigs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findRigsPage(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('rigs')
    .select(['id', 'code', 'name', 'location', 'status', 'current_well_id'])
    .orderBy('code')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findRigById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('rigs').select(['id', 'name', 'status']).where('id', '=', id).executeTakeFirst();
}
