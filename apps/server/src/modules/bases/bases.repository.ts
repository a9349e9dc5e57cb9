import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { BaseTable } from '../../db/schema.ts';
import { containsText, isStorableId } from '../../db/sql-helpers.ts';

function bases(db: Db, search: string | undefined) {
  const query = db.selectFrom('bases');
  if (search === undefined) return query;
  return query.where((eb) =>
    eb.or([containsText(eb.ref('bases.name'), search), containsText(eb.ref('bases.location'), search)]),
  );
}

export async function countBases(db: Db, search?: string): Promise<number> {
  const row = await bases(db, search)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What a base's answer shows. */
const BASE_COLUMNS = [
  'id',
  'name',
  'location',
  'is_default',
  'booking_cutoff_hours',
  'time_zone',
  'on_time_window_hours',
] as const;

/** The default base first: it is the one a voyage uses when none is chosen. */
export async function findBasesPage(db: Db, page: { limit: number; offset: number }, search?: string) {
  return bases(db, search)
    .select(BASE_COLUMNS)
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

export async function findBaseRowById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('bases').select(BASE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertBase(db: Db, base: Insertable<BaseTable>): Promise<number> {
  const row = await db.insertInto('bases').values(base).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBase(db: Db, id: number, changes: Updateable<BaseTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('bases').set(changes).where('id', '=', id).execute();
}

/** Makes every base but `id` not the default. */
export async function clearOtherDefaults(db: Db, id: number): Promise<void> {
  await db
    .updateTable('bases')
    .set({ is_default: 0 })
    .where('id', '!=', id)
    .where('is_default', '=', 1)
    .execute();
}
