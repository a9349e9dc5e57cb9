import type { Db } from '../../db/connection.ts';

/** A user's home rigs by code, with their names (issue 12). */
export async function findHomeRigs(
  db: Db,
  userId: number,
): Promise<Array<{ id: number; code: string; name: string }>> {
  return db
    .selectFrom('user_home_rigs')
    .innerJoin('rigs', 'rigs.id', 'user_home_rigs.rig_id')
    .select(['rigs.id', 'rigs.code', 'rigs.name'])
    .where('user_home_rigs.user_id', '=', userId)
    .orderBy('rigs.code')
    .orderBy('rigs.id')
    .execute();
}

/** Of these ids, the rigs that exist and are active. */
export async function findActiveRigIds(db: Db, rigIds: readonly number[]): Promise<number[]> {
  if (rigIds.length === 0) return [];
  const rows = await db
    .selectFrom('rigs')
    .select('id')
    .where('id', 'in', [...rigIds])
    .where('status', '=', 1)
    .execute();
  return rows.map((row) => row.id);
}

/** Replaces the user's home rigs with these; run inside the caller's transaction. */
export async function replaceHomeRigs(db: Db, userId: number, rigIds: readonly number[]): Promise<void> {
  await db.deleteFrom('user_home_rigs').where('user_id', '=', userId).execute();
  if (rigIds.length === 0) return;
  await db
    .insertInto('user_home_rigs')
    .values(rigIds.map((rigId) => ({ user_id: userId, rig_id: rigId })))
    .execute();
}

/**
 * Takes the user's row with a write that changes nothing, so two admins saving the same user's home rigs queue
 * on it (PostgreSQL) and the second replaces the first's set whole rather than meeting it half way.
 */
export async function lockUserRow(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ full_name: eb.ref('full_name') }))
    .where('id', '=', userId)
    .execute();
}
