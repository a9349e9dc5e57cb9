import type { Db } from './connection.ts';

/**
 * A secret kept in the database, made on first use. Lives beside the data it protects, so every server
 * process on one database signs with the same key and tokens survive a restart.
 */
export async function readOrCreateSecret(db: Db, name: string, create: () => string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: create() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
