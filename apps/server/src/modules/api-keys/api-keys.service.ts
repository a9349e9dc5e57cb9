import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_EXPIRY_PAST_MESSAGE,
  API_KEY_NAME_TAKEN_MESSAGE,
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARACTERS,
  type ApiKey,
  apiKeyState,
  type CreateApiKeyBody,
  type createApiKeyBodySchema,
} from '@rigline/contract/api-keys';
import type { RoleSlug } from '@rigline/contract/roles';
import { VENDOR_NOT_ALLOWED_MESSAGE, VENDOR_REQUIRED_MESSAGE } from '@rigline/contract/users';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { AppError } from '../../errors.ts';
import { createdDetails, recordMasterDataChange } from '../events/master-data-events.ts';
import { inTransaction } from '../live/live-transaction.ts';
import {
  deactivateKeyAccount,
  findApiKeyById,
  findApiKeys,
  findVendorStatus,
  insertApiKey,
  insertKeyAccount,
  isApiKeyNameTaken,
  revokeApiKeyRow,
} from './api-keys.repository.ts';

/** The SHA-256 a key is found by: keys are 256 random bits, so a plain hash is as good as a slow one. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key: the prefix and 256 random bits, base64url. */
function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

type KeyRow = NonNullable<Awaited<ReturnType<typeof findApiKeyById>>>;

function toApiKey(row: KeyRow, now: number): ApiKey {
  return {
    id: row.id,
    name: row.name,
    role: row.role_slug as RoleSlug,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    key_prefix: row.key_prefix,
    created_at: row.created_at,
    created_by_name: row.created_by_name,
    last_used_at: row.last_used_at,
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    state: apiKeyState(row, now),
  };
}

export async function listApiKeys(options: { db: Db; now: number }): Promise<ApiKey[]> {
  return (await findApiKeys(options.db)).map((row) => toApiKey(row, options.now));
}

function nameTaken(): AppError {
  return new AppError('CONFLICT', API_KEY_NAME_TAKEN_MESSAGE, [
    { field: 'name', message: API_KEY_NAME_TAKEN_MESSAGE },
  ]);
}

/**
 * A new key and its account, in one transaction; the key is answered this once. A supplier's key belongs to one
 * active supplier company, the other roles' to none (as for a person); names are unique in any letter case.
 */
export async function createApiKey(options: {
  db: Db;
  actor: CurrentUser;
  body: z.output<typeof createApiKeyBodySchema> | CreateApiKeyBody;
  now: number;
}): Promise<{ apiKey: ApiKey; key: string }> {
  const { db, actor, body, now } = options;
  const vendorId = body.vendor_id ?? null;
  if (body.role === 'supplier' && vendorId === null)
    throw AppError.badInput('vendor_id', VENDOR_REQUIRED_MESSAGE);
  if (body.role !== 'supplier' && vendorId !== null)
    throw AppError.badInput('vendor_id', VENDOR_NOT_ALLOWED_MESSAGE);
  if (vendorId !== null) {
    const status = await findVendorStatus(db, vendorId);
    if (status === undefined)
      throw AppError.badInput('vendor_id', 'vendor_id must be the id of a supplier company');
    if (status !== 'active')
      throw AppError.badInput('vendor_id', 'This supplier company is inactive: its keys could not act');
  }
  const expiresAt = body.expires_at ?? null;
  if (expiresAt !== null && Date.parse(expiresAt) <= now)
    throw AppError.badInput('expires_at', API_KEY_EXPIRY_PAST_MESSAGE);
  if (await isApiKeyNameTaken(db, body.name)) throw nameTaken();

  const key = generateApiKey();
  const createdAt = new Date(now).toISOString();
  try {
    const id = await inTransaction(db, async (trx) => {
      if (await isApiKeyNameTaken(trx, body.name)) throw nameTaken();
      const userId = await insertKeyAccount(trx, {
        email: `api-key-${randomUUID()}@api-keys.invalid`,
        fullName: `API key ${body.name}`,
        roleSlug: body.role,
        vendorId,
        createdAt,
      });
      const keyId = await insertApiKey(trx, {
        name: body.name,
        userId,
        keyHash: hashApiKey(key),
        keyPrefix: key.slice(0, API_KEY_SHOWN_CHARACTERS),
        createdAt,
        createdByUserId: actor.id,
        expiresAt,
      });
      await recordMasterDataChange(trx, {
        entityType: 'user',
        entityId: userId,
        actorUserId: actor.id,
        details: createdDetails({
          api_key: body.name,
          role_slug: body.role,
          vendor_id: vendorId,
          expires_at: expiresAt,
        }),
      });
      return keyId;
    });
    const row = await findApiKeyById(db, id);
    if (!row) throw new Error('The API key just made was not found');
    return { apiKey: toApiKey(row, now), key };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Ends a key at once: the key's row says revoked and its account is deactivated, in one transaction, so every
 * server process refuses the next call made with it (each call reads the key's row). 404 for no such key, 409
 * when it was already revoked.
 */
export async function revokeApiKey(options: {
  db: Db;
  actor: CurrentUser;
  id: number;
  now: number;
}): Promise<ApiKey> {
  const { db, actor, id, now } = options;
  const row = await findApiKeyById(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'API key not found');
  const at = new Date(now).toISOString();
  await inTransaction(db, async (trx) => {
    if (!(await revokeApiKeyRow(trx, { id, at, byUserId: actor.id })))
      throw new AppError('CONFLICT', `The API key ${row.name} was already revoked.`);
    await deactivateKeyAccount(trx, row.user_id);
    await recordMasterDataChange(trx, {
      entityType: 'user',
      entityId: row.user_id,
      actorUserId: actor.id,
      details: { revoked_at: [null, at] },
    });
  });
  const revoked = await findApiKeyById(db, id);
  return toApiKey(revoked ?? row, now);
}
