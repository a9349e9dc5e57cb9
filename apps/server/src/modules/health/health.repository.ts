import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Kysely's own bookkeeping table, which holds one row per migration applied. */
export async function findAppliedMigrationNames(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return result.rows.map((row) => row.name);
}
