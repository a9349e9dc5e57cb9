import { API_KEY_EXPIRED_MESSAGE, API_KEY_REVOKED_MESSAGE } from '@rigline/contract/api-keys';
import type { RoleSlug } from '@rigline/contract/roles';
import type { ApiKeyCaller } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { findKeyWithAccount, touchApiKey } from './api-keys.repository.ts';
import { hashApiKey } from './api-keys.service.ts';

/** A key's last_used_at is written at most this often, so most calls only read. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The account behind an API key, or why it may not act: one read of the key's row by its hash, joined to its
 * account and company, on every call, so that a key revoked on one server process is refused by all of them
 * at once (issue 26). Unknown keys, revoked and expired ones, and those of an inactive company are refused.
 */
export async function loadApiKeyUser(options: { db: Db; key: string; now: number }): Promise<ApiKeyCaller> {
  const row = await findKeyWithAccount(options.db, hashApiKey(options.key));
  if (!row) return { user: null, refusal: null };
  if (row.revoked_at !== null) return { user: null, refusal: API_KEY_REVOKED_MESSAGE };
  if (row.expires_at !== null && Date.parse(row.expires_at) <= options.now)
    return { user: null, refusal: API_KEY_EXPIRED_MESSAGE };
  if (row.is_active !== 1 || row.vendor_status === 'inactive') return { user: null, refusal: null };
  const lastUsed = row.last_used_at === null ? null : Date.parse(row.last_used_at);
  if (lastUsed === null || options.now - lastUsed >= TOUCH_EVERY_MS) {
    await touchApiKey(options.db, row.key_id, new Date(options.now).toISOString());
  }
  return {
    user: {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      roleSlug: row.role_slug as RoleSlug,
      vendorId: row.vendor_id,
      vendorName: row.vendor_name,
      mustChangePassword: false,
      sessionId: null,
      apiKey: { id: row.key_id, name: row.key_name },
    },
    refusal: null,
  };
}
