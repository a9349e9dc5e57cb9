import type { Db } from '../../db/connection.ts';
import { isStorableId } from '../../db/sql-helpers.ts';

export async function countBases(db: Db): Promise<number> {
  const row = await db
    .selectFrom('bases')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The default base first: it is the one a voyage uses when none is chosen. */
export async function findBasesPage(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('bases')
    .select(['id', 'name', 'location', 'is_default'])
    .orderBy('is_default', 'desc')
    .orderBy('name')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findBaseById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('bases').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** The base a voyage starts and ends at when none is chosen (decisions.md §4). */
export async function findDefaultBase(db: Db) {
  return db
    .selectFrom('bases')
    .select(['id', 'name'])
    .where('is_default', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
}
