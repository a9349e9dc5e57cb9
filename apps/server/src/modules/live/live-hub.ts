import type { LiveChange } from '@rigline/contract/live';
import type { CurrentUser } from '../../current-user.ts';
import { AppError } from '../../errors.ts';
import { mayReceive, type Publication, type SessionsEnded } from './publication.ts';

export interface LiveSubscriber {
  user: CurrentUser;
  /** The address the stream was opened from (the request's, as TRUST_PROXY reads it). */
  address: string;
  onChange(change: LiveChange): void;
  /** Some changes may have been lost (the bus reconnected): the browser refetches what it shows. */
  onResync(): void;
  close(): void;
}

/** How many streams one process keeps open (docs/decisions/045). */
export interface StreamLimits {
  perUser: number;
  perAddress: number;
  total: number;
}

const UNLIMITED: StreamLimits = { perUser: Infinity, perAddress: Infinity, total: Infinity };

/** Seconds a refused stream is told to wait (the browser's backoff waits longer anyway). */
const RETRY_AFTER_SECONDS = 10;

/**
 * The open streams of this process, and the one place that decides which of them hears a change. Streams are
 * capped (issue 21 #1): a user's new stream beyond STREAMS_PER_USER closes that user's oldest; beyond
 * STREAMS_PER_ADDRESS from one address, or past the share of MAX_CONNECTIONS streams may take, a new one is
 * refused with 429, so that ordinary calls (sign-in, health checks) always find a connection.
 */
export class LiveHub {
  /** In the order they opened: the first of a user's is their oldest. */
  readonly #subscribers = new Set<LiveSubscriber>();
  readonly #limits: StreamLimits;

  constructor(limits: StreamLimits = UNLIMITED) {
    this.#limits = limits;
  }

  /** Throws 429 when a stream from this address may not open now; call before the stream's headers are sent. */
  assertRoomFor(address: string): void {
    let fromAddress = 0;
    for (const subscriber of this.#subscribers) if (subscriber.address === address) fromAddress += 1;
    if (fromAddress >= this.#limits.perAddress || this.#subscribers.size >= this.#limits.total) {
      throw AppError.tooManyAttempts(
        'Too many live-update connections are open. Close some tabs, or try again in a moment.',
        RETRY_AFTER_SECONDS,
      );
    }
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    const own = [...this.#subscribers].filter((other) => other.user.id === subscriber.user.id);
    for (const oldest of own.slice(0, Math.max(0, own.length - this.#limits.perUser + 1))) {
      this.#subscribers.delete(oldest);
      oldest.close();
    }
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  get size(): number {
    return this.#subscribers.size;
  }

  /** How many streams this user has open in this process. */
  countOf(userId: number): number {
    let count = 0;
    for (const subscriber of this.#subscribers) if (subscriber.user.id === userId) count += 1;
    return count;
  }

  deliver(publications: readonly Publication[]): void {
    for (const subscriber of this.#subscribers) {
      for (const publication of publications) {
        if (mayReceive(subscriber.user, publication.audience)) subscriber.onChange(publication.change);
      }
    }
  }

  /** Sessions ended (sign-out, password, deactivation, role or company change): their streams close at once. */
  closeEnded(ended: SessionsEnded): void {
    for (const subscriber of [...this.#subscribers]) {
      const { user } = subscriber;
      const isEnded =
        'vendorId' in ended
          ? user.vendorId === ended.vendorId
          : user.id === ended.userId && (ended.sessionId === undefined || user.sessionId === ended.sessionId);
      if (isEnded) {
        this.#subscribers.delete(subscriber);
        subscriber.close();
      }
    }
  }

  resync(): void {
    for (const subscriber of this.#subscribers) subscriber.onResync();
  }

  /** On shutdown: open streams would otherwise keep the server from closing. */
  closeAll(): void {
    for (const subscriber of [...this.#subscribers]) subscriber.close();
    this.#subscribers.clear();
  }
}
