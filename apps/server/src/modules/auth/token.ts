import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** user id */
  sub: number;
  role: string;
  /** The session this token belongs to (the `sessions` row); deleting the row ends the token. */
  sid: string;
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** Clocks of several instances may differ a little: an `iat` this far ahead is still taken. */
const CLOCK_SKEW_SECONDS = 60;
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** At most this many checked tokens are remembered; past it the memory starts again. */
const CHECKED_TOKENS_KEPT = 10_000;

/** HS256 JSON Web Tokens, signed and checked with node:crypto. */
export class TokenSigner {
  /** Made once: an HMAC keyed with a string or a Buffer imports the key anew on every call (issue 15). */
  readonly #secret: KeyObject;
  readonly #ttlSeconds: number;
  readonly #now: () => number;
  /** Tokens whose signature and form were found good, with their claims (a bounded memory: see verify). */
  readonly #checked = new Map<string, TokenClaims>();

  constructor(options: { secret: string; ttlSeconds: number; now?: () => number }) {
    this.#secret = createSecretKey(Buffer.from(options.secret, 'utf8'));
    this.#ttlSeconds = options.ttlSeconds;
    this.#now = options.now ?? Date.now;
  }

  get ttlSeconds(): number {
    return this.#ttlSeconds;
  }

  sign(claims: { sub: number; role: string; sid: string }): string {
    const iat = Math.floor(this.#now() / 1000);
    const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + this.#ttlSeconds }));
    return `${HEADER}.${payload}.${this.#signature(`${HEADER}.${payload}`)}`;
  }

  /**
   * The claims of a well-formed, untampered, unexpired token; null otherwise. Also null: an `iat` in the future
   * or a lifetime (exp - iat) longer than this server gives (issue 8.9): a token this server did not make as
   * it is configured now is not taken.
   */
  verify(token: string): TokenClaims | null {
    // The signature and the claims' form depend on the token alone: checked once per token (issue 24, every
    // signed-in call verified its token anew). The times are checked on every call; the session still is too.
    let claims: TokenClaims | null | undefined = this.#checked.get(token);
    if (claims === undefined) {
      claims = this.#checkSignatureAndForm(token);
      if (claims === null) return null;
      if (this.#checked.size >= CHECKED_TOKENS_KEPT) this.#checked.clear();
      this.#checked.set(token, claims);
    }
    const now = Math.floor(this.#now() / 1000);
    if (claims.iat > now + CLOCK_SKEW_SECONDS) return null;
    return claims.exp > now ? claims : null;
  }

  /** The claims of a well-formed, untampered token this server would give as it is configured now; else null. */
  #checkSignatureAndForm(token: string): TokenClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (header !== HEADER) return null;
    const expected = Buffer.from(this.#signature(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!isTokenClaims(claims)) return null;
    if (claims.exp - claims.iat > this.#ttlSeconds) return null;
    return Object.freeze(claims);
  }

  #signature(input: string): string {
    return createHmac('sha256', this.#secret).update(input).digest('base64url');
  }
}

/** A new session's id: 128 random bits. */
export function generateSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function isTokenClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    Number.isInteger(claims.sub) &&
    typeof claims.role === 'string' &&
    typeof claims.sid === 'string' &&
    SESSION_ID.test(claims.sid) &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp)
  );
}
