import type { Db } from '../../db/connection.ts';
import { isStorableId } from '../../db/sql-helpers.ts';

/**
 * API keys and their accounts (issue 26, migration 028). A key's account is a users row with is_api_key = 1: its
 * role, its company and the actor of what the key does.
 */

/** Every key with its account's role and company and who made it, newest first. */
export async function findApiKeys(db: Db) {
  return selectKeys(db).orderBy('api_keys.id', 'desc').execute();
}

export async function findApiKeyById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return selectKeys(db).where('api_keys.id', '=', id).executeTakeFirst();
}

function selectKeys(db: Db) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .leftJoin('vendors', 'vendors.id', 'users.vendor_id')
    .leftJoin('users as makers', 'makers.id', 'api_keys.created_by_user_id')
    .select([
      'api_keys.id',
      'api_keys.name',
      'api_keys.user_id',
      'api_keys.key_prefix',
      'api_keys.created_at',
      'api_keys.last_used_at',
      'api_keys.expires_at',
      'api_keys.revoked_at',
      'users.role_slug',
      'users.vendor_id',
      'vendors.name as vendor_name',
      'makers.full_name as created_by_name',
    ]);
}

export async function isApiKeyNameTaken(db: Db, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertApiKey(
  db: Db,
  key: {
    name: string;
    userId: number;
    keyHash: string;
    keyPrefix: string;
    createdAt: string;
    createdByUserId: number;
    expiresAt: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('api_keys')
    .values({
      name: key.name,
      user_id: key.userId,
      key_hash: key.keyHash,
      key_prefix: key.keyPrefix,
      created_at: key.createdAt,
      created_by_user_id: key.createdByUserId,
      expires_at: key.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Revokes a key not yet revoked; false when it already was (someone else revoked it first). */
export async function revokeApiKeyRow(
  db: Db,
  options: { id: number; at: string; byUserId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: options.at, revoked_by_user_id: options.byUserId })
    .where('id', '=', options.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The key's account can no longer act: inactive, so that every lookup of it as a user refuses it too. */
export async function deactivateKeyAccount(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ is_active: 0 }).where('id', '=', userId).execute();
}

/**
 * The hot path of every call made with a key: one read by the key's hash (unique), joined to its account and
 * the account's company, so that a revoked or expired key, or an inactive company, is seen in the one statement.
 */
export async function findKeyWithAccount(db: Db, keyHash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .leftJoin('vendors', 'vendors.id', 'users.vendor_id')
    .select([
      'api_keys.id as key_id',
      'api_keys.name as key_name',
      'api_keys.last_used_at',
      'api_keys.expires_at',
      'api_keys.revoked_at',
      'users.id',
      'users.email',
      'users.full_name',
      'users.role_slug',
      'users.vendor_id',
      'users.is_active',
      'vendors.status as vendor_status',
      'vendors.name as vendor_name',
    ])
    .where('api_keys.key_hash', '=', keyHash)
    .executeTakeFirst();
}

export async function touchApiKey(db: Db, keyId: number, at: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', keyId).execute();
}

/** A key's own account: no usable password (no hash ever matches "!"), never asked to change it. */
export async function insertKeyAccount(
  db: Db,
  account: { email: string; fullName: string; roleSlug: string; vendorId: number | null; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: account.email,
      full_name: account.fullName,
      password_hash: '!',
      role_slug: account.roleSlug,
      vendor_id: account.vendorId,
      created_at: account.createdAt,
      must_change_password: 0,
      is_api_key: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findVendorStatus(db: Db, vendorId: number): Promise<string | undefined> {
  const row = await db.selectFrom('vendors').select('status').where('id', '=', vendorId).executeTakeFirst();
  return row?.status;
}
