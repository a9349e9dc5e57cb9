/**
 * A test's client of GET /api/events/stream over real HTTP (inject cannot hold a stream open): it collects
 * the events as they come and lets a test wait for one.
 */
export interface StreamEvent {
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  contentType: string | null;
  /** The answer's headers. */
  headers: Headers;
  events: StreamEvent[];
  /** Comment lines (heartbeats) seen so far. */
  comments: number;
  /** The first event, from now or already seen, that matches; rejects after `timeoutMs`. */
  next(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
  /** Resolves with the time (Date.now()) the stream ended, by the server or by close(). */
  ended: Promise<number>;
}

export async function openEventStream(url: string, options: { token?: string } = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(url, { headers, signal: abort.signal });
  const waiters = new Set<() => void>();
  let markEnded: (at: number) => void = () => {};
  const ended = new Promise<number>((resolve) => {
    markEnded = resolve;
  });
  const stream: OpenStream = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: response.headers,
    events: [],
    comments: 0,
    next(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = stream.events.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(onEvent);
          resolve(found);
          return true;
        };
        const onEvent = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(onEvent);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(onEvent);
      });
    },
    close: () => abort.abort(),
    ended,
  };
  if (!response.ok || !response.body) {
    markEnded(Date.now());
    return stream;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const parsed = parseBlock(block);
          if (parsed) stream.events.push(parsed);
          else stream.comments += 1;
          for (const waiter of [...waiters]) waiter();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Closed by the test or the server.
    }
    markEnded(Date.now());
  })();
  return stream;
}

function parseBlock(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length === 0 ? null : { event, data: data.join('\n') };
}

/** Whether an event is a `change` of this kind naming this request (or any request, when none is given). */
export function isChange(kind: string, requestId?: number) {
  return (event: StreamEvent) => {
    if (event.event !== 'change') return false;
    const change = JSON.parse(event.data) as { kind: string; request_ids: number[] };
    return change.kind === kind && (requestId === undefined || change.request_ids.includes(requestId));
  };
}
