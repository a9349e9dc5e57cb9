import { LIVE, LIVE_EVENTS, type LiveChange, liveChangeSchema } from '@rigline/contract/live';

/** The part of the browser's EventSource this uses; tests hand in a fake. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
}

export interface LiveConnectionOptions {
  /** A single-use ticket for one stream (POST /api/events/ticket). */
  getTicket: () => Promise<string>;
  openEventSource: (url: string) => EventSourceLike;
  onChange: (change: LiveChange) => void;
  /** After a reconnect or a server's resync: what was missed meanwhile is refetched. */
  onResync: () => void;
  /** Stops for good, e.g. when the ticket call answered 401 and the session is over. */
  shouldStop?: (error: unknown) => boolean;
  streamUrl?: string;
  schedule?: (run: () => void, ms: number) => () => void;
  random?: () => number;
}

/**
 * One live-updates stream for the signed-in user: a ticket, then an EventSource on
 * /api/events/stream?ticket=…, so the long-lived token never goes in a URL. A ticket opens one stream only,
 * so the EventSource's own reconnect cannot be used: on an error this closes it and opens a new one with a
 * new ticket after a backoff (1 s doubling to 30 s, with jitter), and asks for a refetch once it is back.
 */
export class LiveConnection {
  readonly #options: LiveConnectionOptions;
  #source: EventSourceLike | null = null;
  #cancelRetry: (() => void) | null = null;
  #attempt = 0;
  #hasOpenedBefore = false;
  #isStopped = false;

  constructor(options: LiveConnectionOptions) {
    this.#options = options;
  }

  start(): void {
    this.#isStopped = false;
    void this.#open();
  }

  stop(): void {
    this.#isStopped = true;
    this.#cancelRetry?.();
    this.#cancelRetry = null;
    this.#source?.close();
    this.#source = null;
  }

  /** The wait before the next attempt: LIVE.reconnectInitialMs doubling up to LIVE.reconnectMaxMs, ±20 %. */
  nextDelayMs(): number {
    const base = Math.min(LIVE.reconnectInitialMs * 2 ** this.#attempt, LIVE.reconnectMaxMs);
    const jitter = 0.8 + 0.4 * (this.#options.random ?? Math.random)();
    return Math.round(base * jitter);
  }

  async #open(): Promise<void> {
    let ticket: string;
    try {
      ticket = await this.#options.getTicket();
    } catch (error) {
      if (this.#options.shouldStop?.(error)) return this.stop();
      return this.#retry();
    }
    if (this.#isStopped) return;
    const url = `${this.#options.streamUrl ?? '/api/events/stream'}?ticket=${encodeURIComponent(ticket)}`;
    const source = this.#options.openEventSource(url);
    this.#source = source;
    source.addEventListener(LIVE_EVENTS.ready, () => {
      this.#attempt = 0;
      if (this.#hasOpenedBefore) this.#options.onResync();
      this.#hasOpenedBefore = true;
    });
    source.addEventListener(LIVE_EVENTS.change, (event) => {
      const parsed = liveChangeSchema.safeParse(safeJson(event.data));
      if (parsed.success) this.#options.onChange(parsed.data);
    });
    source.addEventListener(LIVE_EVENTS.resync, () => this.#options.onResync());
    source.onerror = () => {
      if (this.#source !== source) return;
      source.close();
      this.#source = null;
      this.#retry();
    };
  }

  #retry(): void {
    if (this.#isStopped) return;
    const delay = this.nextDelayMs();
    this.#attempt += 1;
    const schedule =
      this.#options.schedule ??
      ((run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      });
    this.#cancelRetry = schedule(() => {
      this.#cancelRetry = null;
      if (!this.#isStopped) void this.#open();
    }, delay);
  }
}

function safeJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
