import { LIVE } from '@rigline/contract/live';
import { describe, expect, it, vi } from 'vitest';
import { type EventSourceLike, LiveConnection } from './live-connection';

class FakeEventSource implements EventSourceLike {
  readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener({ data: JSON.stringify(data) } as MessageEvent);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

function setUp(options: { ticket?: () => Promise<string> } = {}) {
  const sources: FakeEventSource[] = [];
  const scheduled: Array<{ run: () => void; ms: number }> = [];
  const onChange = vi.fn();
  const onResync = vi.fn();
  let ticketNumber = 0;
  const connection = new LiveConnection({
    getTicket: options.ticket ?? (async () => `t${++ticketNumber}`),
    openEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    onChange,
    onResync,
    shouldStop: (error) => error instanceof Error && error.message === 'signed out',
    schedule: (run, ms) => {
      scheduled.push({ run, ms });
      return () => undefined;
    },
    random: () => 0.5,
  });
  return { connection, sources, scheduled, onChange, onResync };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LiveConnection', () => {
  it('opens the stream with a fresh single-use ticket, never the token, and passes changes on', async () => {
    const { connection, sources, onChange } = setUp();
    connection.start();
    await flush();
    expect(sources[0]!.url).toBe('/api/events/stream?ticket=t1');
    sources[0]!.emit('ready', {});
    sources[0]!.emit('change', { kind: 'order', ids: [4], request_ids: [7], voyage_ids: [] });
    sources[0]!.emit('change', { kind: 'nonsense' });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ kind: 'order', ids: [4], request_ids: [7], voyage_ids: [] });
  });

  it('reconnects with a new ticket after a backoff that doubles, and refetches once back', async () => {
    const { connection, sources, scheduled, onResync } = setUp();
    connection.start();
    await flush();
    sources[0]!.emit('ready', {});
    sources[0]!.fail();
    expect(sources[0]!.isClosed).toBe(true);
    expect(scheduled.map((entry) => entry.ms)).toEqual([LIVE.reconnectInitialMs]);
    scheduled[0]!.run();
    await flush();
    expect(sources[1]!.url).toBe('/api/events/stream?ticket=t2');
    sources[1]!.fail();
    scheduled[1]!.run();
    await flush();
    expect(scheduled.map((entry) => entry.ms)).toEqual([
      LIVE.reconnectInitialMs,
      2 * LIVE.reconnectInitialMs,
    ]);
    expect(onResync).not.toHaveBeenCalled();
    sources[2]!.emit('ready', {});
    expect(onResync).toHaveBeenCalledTimes(1);
    // Back: the next failure waits the shortest time again.
    sources[2]!.fail();
    expect(scheduled.at(-1)!.ms).toBe(LIVE.reconnectInitialMs);
  });

  it('caps the backoff, refetches on a server resync, and stops for good when signed out', async () => {
    let calls = 0;
    const { connection, sources, scheduled, onResync } = setUp({
      ticket: async () => {
        calls += 1;
        if (calls <= 8) throw new Error('offline');
        if (calls === 9) return 'ok';
        throw new Error('signed out');
      },
    });
    connection.start();
    for (let index = 0; index < 8; index += 1) {
      await flush();
      scheduled.at(-1)!.run();
    }
    await flush();
    expect(Math.max(...scheduled.map((entry) => entry.ms))).toBe(LIVE.reconnectMaxMs);
    sources[0]!.emit('resync', {});
    expect(onResync).toHaveBeenCalledTimes(1);
    const before = scheduled.length;
    sources[0]!.fail();
    scheduled.at(-1)!.run();
    await flush();
    expect(scheduled.length).toBe(before + 1);
    expect(sources).toHaveLength(1);
  });

  it('closes the stream and opens no other once stopped', async () => {
    const { connection, sources, scheduled } = setUp();
    connection.start();
    await flush();
    connection.stop();
    expect(sources[0]!.isClosed).toBe(true);
    sources[0]!.fail();
    expect(scheduled).toHaveLength(0);
  });
});
