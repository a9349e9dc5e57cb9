import type { Db } from './connection.ts';

/*
 * The rows behind Idempotency-Key (docs/decisions/064), below the modules because every POST call may carry one
 * (http/idempotency.ts decides; this only reads and writes).
 */

export interface IdempotencyRow {
  fingerprint: string;
  answer: string | null;
  created_at: string;
}

/** Claims the key for this user: true when this call inserted it (and so acts), false when a row was there. */
export async function claimIdempotencyKey(
  db: Db,
  row: { user_id: number; key: string; fingerprint: string; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values({ ...row, answer: null })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
): Promise<IdempotencyRow | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'answer', 'created_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function saveIdempotentAnswer(
  db: Db,
  userId: number,
  key: string,
  answer: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ answer })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Lets the key go: the call failed on our side, so a repeat may act. */
export async function releaseIdempotencyKey(db: Db, userId: number, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('answer', 'is', null)
    .execute();
}

/**
 * Drops this user's keys created before `before` (the 24 h they are kept, or a claim abandoned by a process
 * that stopped half-way), read by the primary key's user_id prefix. `key` narrows it to one key.
 */
export async function dropIdempotencyKeysBefore(
  db: Db,
  userId: number,
  before: string,
  only?: { key: string; pendingBefore: string },
): Promise<void> {
  let query = db.deleteFrom('idempotency_keys').where('user_id', '=', userId);
  if (only) {
    query = query
      .where('key', '=', only.key)
      .where((eb) =>
        eb.or([
          eb('created_at', '<', before),
          eb.and([eb('answer', 'is', null), eb('created_at', '<', only.pendingBefore)]),
        ]),
      );
  } else {
    query = query.where('created_at', '<', before);
  }
  await query.execute();
}
