import type { Db } from '../../db/connection.ts';

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
