import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import type { LiveHub } from './live-hub.ts';
import type { Publication, SessionsEnded } from './publication.ts';

/** Carries committed changes to every server process's streams. */
export interface ChangeBus {
  start(): Promise<void>;
  publish(publications: readonly Publication[]): void;
  /** Every process closes the streams of these sessions. */
  endSessions(ended: SessionsEnded): void;
  stop(): Promise<void>;
}

/** SQLite: one process, so the bus is this process's hub. */
export class LocalChangeBus implements ChangeBus {
  readonly #hub: LiveHub;

  constructor(hub: LiveHub) {
    this.#hub = hub;
  }

  async start(): Promise<void> {}

  publish(publications: readonly Publication[]): void {
    // After the caller's answer is on its way, as NOTIFY would be.
    setImmediate(() => this.#hub.deliver(publications));
  }

  endSessions(ended: SessionsEnded): void {
    this.#hub.closeEnded(ended);
  }

  async stop(): Promise<void> {}
}

/** PostgreSQL's NOTIFY payload must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7000;
const MAX_IDS_PER_PUBLICATION = 400;
const RECONNECT_INITIAL_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * PostgreSQL: a committed change is sent with NOTIFY on one channel per database (and schema), and every
 * server process LISTENs on it with a connection of its own, delivering to its own streams, its own changes
 * included. If that connection drops, it reconnects with backoff and tells every stream to resync, since
 * notices sent meanwhile are lost.
 */
export class PostgresChangeBus implements ChangeBus {
  readonly #db: Db;
  readonly #hub: LiveHub;
  readonly #log: FastifyBaseLogger;
  readonly #url: string;
  readonly #channel: string;
  #client: pg.Client | null = null;
  #isStopped = false;
  #retryMs = RECONNECT_INITIAL_MS;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(options: {
    db: Db;
    hub: LiveHub;
    log: FastifyBaseLogger;
    url: string;
    schema?: string | undefined;
  }) {
    this.#db = options.db;
    this.#hub = options.hub;
    this.#log = options.log;
    this.#url = options.url;
    this.#channel = liveChannelName(options.schema);
  }

  get channel(): string {
    return this.#channel;
  }

  async start(): Promise<void> {
    await this.#connect();
  }

  publish(publications: readonly Publication[]): void {
    const payloads = packPayloads(publications);
    void (async () => {
      for (const payload of payloads) {
        await sql`select pg_notify(${this.#channel}, ${payload})`.execute(this.#db);
      }
    })().catch((error: unknown) => this.#log.error({ err: error }, 'live update not sent'));
  }

  endSessions(ended: SessionsEnded): void {
    // An object, where changes travel as an array, on the same channel.
    const payload = JSON.stringify({ sessionsEnded: ended });
    sql`select pg_notify(${this.#channel}, ${payload})`
      .execute(this.#db)
      .catch((error: unknown) => this.#log.error({ err: error }, 'ended sessions not sent'));
  }

  async stop(): Promise<void> {
    this.#isStopped = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel !== this.#channel || !message.payload) return;
      try {
        const parsed = JSON.parse(message.payload) as Publication[] | { sessionsEnded: SessionsEnded };
        if (Array.isArray(parsed)) this.#hub.deliver(parsed);
        else this.#hub.closeEnded(parsed.sessionsEnded);
      } catch (error) {
        this.#log.error({ err: error }, 'unreadable live update');
      }
    });
    client.on('error', (error) => this.#log.warn({ err: error }, 'live update connection failed'));
    client.on('end', () => {
      if (this.#client === client) this.#client = null;
      this.#scheduleReconnect();
    });
    await client.connect();
    await client.query(`listen "${this.#channel}"`);
    this.#client = client;
    this.#retryMs = RECONNECT_INITIAL_MS;
  }

  #scheduleReconnect(): void {
    if (this.#isStopped || this.#retryTimer) return;
    const wait = this.#retryMs;
    this.#retryMs = Math.min(this.#retryMs * 2, RECONNECT_MAX_MS);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      if (this.#isStopped) return;
      this.#connect().then(
        () => this.#hub.resync(),
        (error: unknown) => {
          this.#log.warn({ err: error }, `live updates: reconnecting in ${this.#retryMs} ms`);
          this.#scheduleReconnect();
        },
      );
    }, wait);
    this.#retryTimer.unref();
  }
}

/** One channel per database and schema: test files that share a database in schemas of their own never cross. */
export function liveChannelName(schema?: string): string {
  const suffix = schema ? `_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}` : '';
  return `rigline_live${suffix}`.slice(0, 63);
}

/** Publications as NOTIFY payloads, each a JSON array under the size limit; a long id list is split. */
export function packPayloads(publications: readonly Publication[]): string[] {
  const pieces = publications.flatMap(splitIds).map((publication) => JSON.stringify(publication));
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const piece of pieces) {
    const pieceSize = Buffer.byteLength(piece) + 1;
    if (batch.length > 0 && size + pieceSize > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(piece);
    size += pieceSize;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

function splitIds(publication: Publication): Publication[] {
  const { change } = publication;
  if (change.ids.length <= MAX_IDS_PER_PUBLICATION) return [publication];
  const parts: Publication[] = [];
  for (let start = 0; start < change.ids.length; start += MAX_IDS_PER_PUBLICATION) {
    parts.push({
      ...publication,
      change: { ...change, ids: change.ids.slice(start, start + MAX_IDS_PER_PUBLICATION) },
    });
  }
  return parts;
}

export function createChangeBus(options: {
  database: DatabaseConfig;
  db: Db;
  hub: LiveHub;
  log: FastifyBaseLogger;
}): ChangeBus {
  const { database, db, hub, log } = options;
  if (database.kind === 'sqlite') return new LocalChangeBus(hub);
  return new PostgresChangeBus({ db, hub, log, url: database.url, schema: database.schema });
}
