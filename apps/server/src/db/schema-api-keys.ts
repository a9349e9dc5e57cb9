import type { Generated } from 'kysely';

/**
 * An API key (issue 26, migration 028, docs/decisions/078): a machine's credential, acting through its own
 * account (`user_id`, a users row with is_api_key = 1) with the role and company it was given.
 */
export interface ApiKeyTable {
  id: Generated<number>;
  name: string;
  user_id: number;
  /** hex SHA-256 of the key; the key itself is shown once and never stored. */
  key_hash: string;
  key_prefix: string;
  created_at: string;
  created_by_user_id: number | null;
  /** Written at most once a minute per key. */
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  revoked_by_user_id: number | null;
}
