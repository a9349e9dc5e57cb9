import type { LiveChange } from '@rigline/contract/live';
import type { CurrentUser } from '../../current-user.ts';
import { mayReceive, type Publication } from './publication.ts';

export interface LiveSubscriber {
  user: CurrentUser;
  onChange(change: LiveChange): void;
  /** Some changes may have been lost (the bus reconnected): the browser refetches what it shows. */
  onResync(): void;
  close(): void;
}

/** The open streams of this process, and the one place that decides which of them hears a change. */
export class LiveHub {
  readonly #subscribers = new Set<LiveSubscriber>();

  subscribe(subscriber: LiveSubscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  get size(): number {
    return this.#subscribers.size;
  }

  deliver(publications: readonly Publication[]): void {
    for (const subscriber of this.#subscribers) {
      for (const publication of publications) {
        if (mayReceive(subscriber.user, publication.audience)) subscriber.onChange(publication.change);
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
