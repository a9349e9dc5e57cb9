import { z } from 'zod';
import {
  bodyIdSchema,
  defineCall,
  envelope,
  messageResponseSchema,
  requiredTextSchema,
  timestampSchema,
} from './api.ts';
import { roleSlugSchema } from './roles.ts';
import { instantSchema } from './time.ts';

/**
 * API keys (issue 26, docs/decisions/078): a machine's credential, made by an admin. A key is sent as
 * `Authorization: Bearer <key>` and acts with exactly the role and company it was given: the same routes, the same
 * visibility and the same rate limit as a person of that role; history says "via API key <name>". The key is shown
 * once, when it is made; the server keeps only its hash. A revoked or expired key answers 401 at once, on every
 * server process. Every call here is admin only.
 */

/** Every key starts so: a bearer token that starts otherwise is a person's session. */
export const API_KEY_PREFIX = 'rgl_';
/** How many characters of a key the list shows to tell keys apart (the prefix and a few more). */
export const API_KEY_SHOWN_CHARACTERS = 12;

export const API_KEY_NAME_TAKEN_MESSAGE = 'An API key with this name already exists';
export const API_KEY_EXPIRY_PAST_MESSAGE = 'expires_at must be in the future';
export const API_KEY_REVOKED_MESSAGE = 'This API key was revoked.';
export const API_KEY_EXPIRED_MESSAGE = 'This API key has expired.';
/** What a key is told by the calls only a person makes (a password, a profile, a session, a calendar, a stream). */
export const API_KEY_NOT_A_PERSON_MESSAGE =
  'An API key cannot make this call: it has no password, profile, session or calendar of its own. It hears of changes through webhooks.';

/** Is this bearer token an API key (rather than a signed-in person's token)? */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export const apiKeyStates = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type ApiKeyState = (typeof apiKeyStates)[number];

/** Where a key stands at `now`: revoked wins over expired. */
export function apiKeyState(
  key: { revoked_at: string | null; expires_at: string | null },
  now: number,
): ApiKeyState {
  if (key.revoked_at !== null) return 'REVOKED';
  if (key.expires_at !== null && Date.parse(key.expires_at) <= now) return 'EXPIRED';
  return 'ACTIVE';
}

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: roleSlugSchema,
  vendor_id: z.number().int().nullable(),
  /** The company's name, for a supplier's key; null for the operator roles. */
  vendor_name: z.string().nullable(),
  /** The key's first characters, "rgl_Xk3fQ9a…", to tell keys apart; never the whole key. */
  key_prefix: z.string(),
  created_at: timestampSchema,
  created_by_name: z.string().nullable(),
  /** null until first used; updated at most once a minute. */
  last_used_at: timestampSchema.nullable(),
  expires_at: timestampSchema.nullable(),
  revoked_at: timestampSchema.nullable(),
  state: z.enum(apiKeyStates),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const listApiKeysResponseSchema = envelope(z.object({ api_keys: z.array(apiKeySchema) }));
export type ListApiKeysResponse = z.infer<typeof listApiKeysResponseSchema>;

/** Every key, newest first, revoked and expired ones too (they say so). */
export const listApiKeysCall = defineCall({
  method: 'GET',
  path: '/api/admin/api-key/list',
  response: listApiKeysResponseSchema,
});

export const createApiKeyBodySchema = z.object({
  name: requiredTextSchema('Name', 80),
  /** The role the key acts with: a role slug, as a person's account has. */
  role: roleSlugSchema,
  /** Required for a supplier's key, refused for the other roles (as for a person). */
  vendor_id: bodyIdSchema('vendor_id must be the id of a supplier company').nullable().optional(),
  /** Omitted or null: the key does not expire (it can be revoked). */
  expires_at: instantSchema('expires_at').nullable().optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const createApiKeyResponseSchema = envelope(
  z.object({
    api_key: apiKeySchema,
    /** The whole key, shown this once: it is not kept and cannot be shown again. */
    key: z.string(),
  }),
);
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

export const createApiKeyCall = defineCall({
  method: 'POST',
  path: '/api/admin/api-key/create',
  body: createApiKeyBodySchema,
  response: createApiKeyResponseSchema,
});

export const revokeApiKeyBodySchema = z.object({ id: bodyIdSchema('id must be the id of an API key') });
export type RevokeApiKeyBody = z.infer<typeof revokeApiKeyBodySchema>;

/** Ends the key at once; a key already revoked answers 409. */
export const revokeApiKeyCall = defineCall({
  method: 'POST',
  path: '/api/admin/api-key/revoke',
  body: revokeApiKeyBodySchema,
  response: messageResponseSchema,
});
