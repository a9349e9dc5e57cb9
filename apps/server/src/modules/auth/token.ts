import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** user id */
  sub: number;
  role: string;
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** HS256 JSON Web Tokens, signed and checked with node:crypto. */
export class TokenSigner {
  readonly #secret: Buffer;
  readonly #ttlSeconds: number;
  readonly #now: () => number;

  constructor(options: { secret: string; ttlSeconds: number; now?: () => number }) {
    this.#secret = Buffer.from(options.secret, 'utf8');
    this.#ttlSeconds = options.ttlSeconds;
    this.#now = options.now ?? Date.now;
  }

  sign(claims: { sub: number; role: string }): string {
    const iat = Math.floor(this.#now() / 1000);
    const payload = base64url(JSON.stringify({ ...claims, iat, exp: iat + this.#ttlSeconds }));
    return `${HEADER}.${payload}.${this.#signature(`${HEADER}.${payload}`)}`;
  }

  /** The claims of a well-formed, untampered, unexpired token; null otherwise. */
  verify(token: string): TokenClaims | null {
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
    return claims.exp > Math.floor(this.#now() / 1000) ? claims : null;
  }

  #signature(input: string): string {
    return createHmac('sha256', this.#secret).update(input).digest('base64url');
  }
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
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp)
  );
}
