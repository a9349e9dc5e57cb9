import { createHash } from 'node:crypto';
import { LOGIN_THROTTLE } from '@rigline/contract/constants';
import type { Db } from '../../db/connection.ts';

export interface ThrottleDecision {
  isRefused: boolean;
  /** How long to wait before answering (a growing delay past the free failures). */
  delayMs: number;
  /** When refused: seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

interface Limit {
  free: number;
  max: number;
}

export interface ThrottleLimits {
  windowMs: number;
  accountAndAddress: Limit;
  address: Limit;
  account: Limit;
  knownAddressMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  windowMs: LOGIN_THROTTLE.windowMs,
  accountAndAddress: { free: LOGIN_THROTTLE.freeAttempts, max: LOGIN_THROTTLE.maxAttempts },
  address: LOGIN_THROTTLE.perAddress,
  account: LOGIN_THROTTLE.perAccount,
  knownAddressMs: LOGIN_THROTTLE.knownAddressDays * 24 * 3600_000,
};

/** A sign-in attempt: who it claims to be and where it comes from. */
export interface Attempt {
  email: string;
  address: string;
}

/**
 * SHA-256 of what is counted: the table holds neither emails nor addresses, and every key has the same small
 * size whatever the client sent (issue 8.1).
 */
function keyOf(kind: 'pair' | 'address' | 'account' | 'known', ...parts: string[]): string {
  return createHash('sha256')
    .update(`${kind}\u0000${parts.join('\u0000')}`)
    .digest('hex');
}

function keysOf(attempt: Attempt) {
  const email = attempt.email.trim().toLowerCase();
  return {
    pair: keyOf('pair', email, attempt.address),
    address: keyOf('address', attempt.address),
    account: keyOf('account', email),
    known: keyOf('known', email, attempt.address),
  };
}

/**
 * Failed sign-ins counted in the database (docs/decisions/010), so that the counts hold across restarts and
 * across every server process on one database: per account and address, per address across accounts
 * (password spraying) and per account across addresses (a distributed guess). The per-account count is not held
 * against an address the account signed in from with its password before, so an attack from elsewhere does not
 * lock the real user out. Rows older than the window are swept on each failure, so the table holds at most one
 * window's worth of keys of 64 characters each.
 */
export class LoginThrottle {
  readonly #now: () => number;
  readonly #stepMs: number;
  readonly #maxDelayMs: number;
  readonly #limits: ThrottleLimits;

  constructor(
    options: {
      now?: () => number;
      stepMs?: number;
      maxDelayMs?: number;
      limits?: Partial<ThrottleLimits>;
    } = {},
  ) {
    this.#now = options.now ?? Date.now;
    this.#stepMs = options.stepMs ?? LOGIN_THROTTLE.stepMs;
    this.#maxDelayMs = options.maxDelayMs ?? LOGIN_THROTTLE.maxDelayMs;
    this.#limits = { ...DEFAULT_THROTTLE_LIMITS, ...options.limits };
  }

  async check(db: Db, attempt: Attempt): Promise<ThrottleDecision> {
    const keys = keysOf(attempt);
    const now = this.#now();
    const windowStart = new Date(now - this.#limits.windowMs).toISOString();
    const [rows, known] = await Promise.all([
      db
        .selectFrom('login_attempts')
        .select(['key', 'failures', 'window_started_at'])
        .where('key', 'in', [keys.pair, keys.address, keys.account])
        .where('window_started_at', '>', windowStart)
        .execute(),
      db
        .selectFrom('known_sign_in_addresses')
        .select('key')
        .where('key', '=', keys.known)
        .where('last_success_at', '>', new Date(now - this.#limits.knownAddressMs).toISOString())
        .executeTakeFirst(),
    ]);
    const counted: Array<[string, Limit]> = [
      [keys.pair, this.#limits.accountAndAddress],
      [keys.address, this.#limits.address],
    ];
    if (!known) counted.push([keys.account, this.#limits.account]);
    let delayMs = 0;
    let retryAfterMs = 0;
    for (const [key, limit] of counted) {
      const row = rows.find((candidate) => candidate.key === key);
      if (!row) continue;
      const endsAt = Date.parse(row.window_started_at) + this.#limits.windowMs;
      if (row.failures >= limit.max) retryAfterMs = Math.max(retryAfterMs, endsAt - now);
      const overFree = row.failures - limit.free + 1;
      if (overFree > 0) delayMs = Math.max(delayMs, Math.min(overFree * this.#stepMs, this.#maxDelayMs));
    }
    if (retryAfterMs > 0) {
      return { isRefused: true, delayMs: 0, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    return { isRefused: false, delayMs, retryAfterSeconds: 0 };
  }

  async recordFailure(db: Db, attempt: Attempt): Promise<void> {
    const keys = keysOf(attempt);
    const now = new Date(this.#now()).toISOString();
    const windowStart = new Date(this.#now() - this.#limits.windowMs).toISOString();
    await db.deleteFrom('login_attempts').where('window_started_at', '<=', windowStart).execute();
    for (const key of [keys.pair, keys.address, keys.account]) {
      await db
        .insertInto('login_attempts')
        .values({ key, failures: 1, window_started_at: now, last_failure_at: now })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when('login_attempts.window_started_at', '<=', windowStart)
              .then(1)
              .else(eb('login_attempts.failures', '+', 1))
              .end(),
            window_started_at: eb
              .case()
              .when('login_attempts.window_started_at', '<=', windowStart)
              .then(now)
              .else(eb.ref('login_attempts.window_started_at'))
              .end(),
            last_failure_at: now,
          })),
        )
        .execute();
    }
  }

  /** The right password: this account and address start afresh, and the address is known to the account. */
  async recordSuccess(db: Db, attempt: Attempt): Promise<void> {
    const keys = keysOf(attempt);
    const now = new Date(this.#now()).toISOString();
    await db.deleteFrom('login_attempts').where('key', '=', keys.pair).execute();
    await db
      .deleteFrom('known_sign_in_addresses')
      .where('last_success_at', '<=', new Date(this.#now() - this.#limits.knownAddressMs).toISOString())
      .execute();
    await db
      .insertInto('known_sign_in_addresses')
      .values({ key: keys.known, last_success_at: now })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ last_success_at: now }))
      .execute();
  }
}
