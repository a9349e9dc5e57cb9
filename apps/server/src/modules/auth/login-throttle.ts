import { LOGIN_THROTTLE } from '@rigline/contract/constants';

const SWEEP_ABOVE_KEYS = 10_000;

interface Attempts {
  failures: number;
  firstFailureAt: number;
}

export interface ThrottleDecision {
  isRefused: boolean;
  delayMs: number;
}

/**
 * Counts failed sign-ins per email and address. After a few failures each answer is slowed, after more the
 * attempt is refused outright until the window passes. Kept in memory: one server process serves the site.
 */
export class LoginThrottle {
  readonly #attempts = new Map<string, Attempts>();
  readonly #now: () => number;
  readonly #stepMs: number;

  readonly #sweepAboveKeys: number;

  constructor(options: { now?: () => number; stepMs?: number; sweepAboveKeys?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.#stepMs = options.stepMs ?? 400;
    this.#sweepAboveKeys = options.sweepAboveKeys ?? SWEEP_ABOVE_KEYS;
  }

  check(key: string): ThrottleDecision {
    const attempts = this.#current(key);
    if (!attempts) return { isRefused: false, delayMs: 0 };
    if (attempts.failures >= LOGIN_THROTTLE.maxAttempts) return { isRefused: true, delayMs: 0 };
    const overFree = attempts.failures - LOGIN_THROTTLE.freeAttempts + 1;
    return { isRefused: false, delayMs: overFree > 0 ? Math.min(overFree * this.#stepMs, 3000) : 0 };
  }

  recordFailure(key: string): void {
    const attempts = this.#current(key);
    if (attempts) {
      attempts.failures += 1;
      return;
    }
    if (this.#attempts.size >= this.#sweepAboveKeys) this.#sweepExpired();
    this.#attempts.set(key, { failures: 1, firstFailureAt: this.#now() });
  }

  /** How many addresses and emails are being counted; for tests. */
  get size(): number {
    return this.#attempts.size;
  }

  reset(key: string): void {
    this.#attempts.delete(key);
  }

  /** Forgets every count whose window has passed, so many one-off addresses cannot grow the map without end. */
  #sweepExpired(): void {
    const now = this.#now();
    for (const [key, attempts] of this.#attempts) {
      if (now - attempts.firstFailureAt > LOGIN_THROTTLE.windowMs) this.#attempts.delete(key);
    }
  }

  #current(key: string): Attempts | undefined {
    const attempts = this.#attempts.get(key);
    if (attempts && this.#now() - attempts.firstFailureAt > LOGIN_THROTTLE.windowMs) {
      this.#attempts.delete(key);
      return undefined;
    }
    return attempts;
  }
}
