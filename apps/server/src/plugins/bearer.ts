import { createHash } from 'node:crypto';
import { isApiKeyToken } from '@rigline/contract/api-keys';
import type { FastifyRequest } from 'fastify';
import type { TokenClaims, TokenSigner } from '../modules/auth/token.ts';

/** The scheme's name is case-insensitive (RFC 9110 §11.1): `bearer …` is as good as `Bearer …`. */
const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/i;

/** Each request's verified claims, so that the rate limit's key and authentication check one signature once. */
const verified = new WeakMap<FastifyRequest, TokenClaims | null>();

/**
 * The claims of the request's `Authorization: Bearer <token>`: null when the header is missing or malformed, or
 * the token is tampered or expired. The signature is checked once per request, whoever asks first.
 */
export function bearerClaims(request: FastifyRequest, tokens: TokenSigner): TokenClaims | null {
  if (verified.has(request)) return verified.get(request) ?? null;
  const match = BEARER.exec(request.headers.authorization ?? '');
  const claims = match?.[1] ? tokens.verify(match[1]) : null;
  verified.set(request, claims);
  return claims;
}

/** The API key the request's bearer is (issue 26), or null when it is a person's token or there is none. */
export function bearerApiKey(request: FastifyRequest): string | null {
  const match = BEARER.exec(request.headers.authorization ?? '');
  const token = match?.[1];
  return token !== undefined && isApiKeyToken(token) ? token : null;
}

/** At most this many keys are remembered as known (a bound on memory; past it the set starts again). */
const MAX_KNOWN_KEYS = 10_000;
const knownKeyBuckets = new Set<string>();

/** The rate limit's bucket of a key: a hash of it, never the key itself. */
function bucketOf(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 22);
}

/** authenticate found this key valid: from now on this process counts its calls per key. */
export function rememberKnownApiKey(key: string): void {
  if (knownKeyBuckets.size >= MAX_KNOWN_KEYS) knownKeyBuckets.clear();
  knownKeyBuckets.add(bucketOf(key));
}

/**
 * The rate limit's bucket for a key this process has seen valid, else null: a made-up `rgl_…` bearer counts
 * against its address like any anonymous call, so a fresh one on every request cannot escape the limit.
 */
export function knownApiKeyBucket(key: string): string | null {
  const bucket = bucketOf(key);
  return knownKeyBuckets.has(bucket) ? bucket : null;
}
