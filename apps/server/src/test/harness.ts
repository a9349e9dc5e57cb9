import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { Role } from '@rigline/contract/roles';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, type DatabaseConfig, loadConfig } from '../config.ts';
import { createDb, type DatabaseKind, type Db } from '../db/connection.ts';
import { DEMO_CREDENTIALS } from '../db/seed/demo-accounts.ts';
import { LoginThrottle } from '../modules/auth/login-throttle.ts';

export const TEST_TOKEN_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const postgresUrl = process.env.TEST_DATABASE_URL;

export interface Harness {
  kind: DatabaseKind;
  app: FastifyInstance;
  db: Db;
  /** Signs in with a demo user's credentials and returns the bearer token. */
  tokenFor(role: Role | 'second-supplier'): Promise<string>;
  get(
    url: string,
    options?: { token?: string; query?: Record<string, string | number> },
  ): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown, options?: { token?: string }): Promise<LightMyRequestResponse>;
  /** The statements the database ran while `work` ran. */
  recordQueries(work: () => Promise<unknown>): Promise<CompiledQuery[]>;
}

/**
 * Runs a suite once on SQLite and once on PostgreSQL, each from a fresh, migrated, demo-seeded database.
 * PostgreSQL runs when TEST_DATABASE_URL is set (`.ci/run` sets it), in a schema of its own that is dropped
 * afterwards, so test files can run side by side on one database.
 */
export function describeOnEachDatabase(
  title: string,
  suite: (harness: Harness) => void,
  options: HarnessOptions = {},
): void {
  for (const kind of ['sqlite', 'postgres'] as const) {
    const isSkipped = kind === 'postgres' && !postgresUrl;
    const label = isSkipped
      ? `${title} [postgres: skipped, TEST_DATABASE_URL is not set]`
      : `${title} [${kind}]`;
    describe.skipIf(isSkipped)(label, () => {
      const harness = createHarness(kind, options);
      beforeAll(() => harness.start());
      afterAll(() => harness.stop());
      suite(harness.api);
    });
  }
}

interface HarnessOptions {
  /** Settings that differ from the defaults for this suite. */
  config?: Partial<AppConfig>;
  /** Where the app's log lines go (they are off otherwise). */
  logStream?: Writable;
}

function createHarness(kind: DatabaseKind, options: HarnessOptions) {
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  let schema: string | undefined;
  const tokens = new Map<string, string>();
  let recorded: CompiledQuery[] | null = null;

  const inject = async (options: InjectOptions) => {
    if (!app) throw new Error('harness not started');
    return app.inject(options);
  };

  const api: Harness = {
    kind,
    get app() {
      if (!app) throw new Error('harness not started');
      return app;
    },
    get db() {
      if (!db) throw new Error('harness not started');
      return db;
    },
    async tokenFor(role) {
      const cached = tokens.get(role);
      if (cached) return cached;
      const credentials =
        role === 'second-supplier'
          ? { email: 'supplier2@rigline.demo', password: 'northsea-demo-2025' }
          : DEMO_CREDENTIALS[role];
      const response = await inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
      if (response.statusCode !== 200) throw new Error(`demo sign-in failed for ${role}: ${response.body}`);
      const token = response.json().data.token as string;
      tokens.set(role, token);
      return token;
    },
    get(url, options = {}) {
      return inject({
        method: 'GET',
        url,
        ...(options.query
          ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) }
          : {}),
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      });
    },
    async recordQueries(work) {
      recorded = [];
      try {
        await work();
        return recorded;
      } finally {
        recorded = null;
      }
    },
    post(url, body, options = {}) {
      return inject({
        method: 'POST',
        url,
        payload: body as InjectOptions['payload'],
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      });
    },
  };

  return {
    api,
    async start() {
      let database: DatabaseConfig;
      if (kind === 'postgres') {
        schema = `test_${randomBytes(6).toString('hex')}`;
        await withAdminClient((client) => client.query(`create schema ${schema}`));
        database = { kind: 'postgres', url: postgresUrl!, schema };
      } else {
        database = { kind: 'sqlite', file: ':memory:' };
      }
      db = createDb(database, { onQuery: (query) => recorded?.push(query) });
      app = await buildApp({
        config: { ...testConfig(database), ...options.config },
        db,
        ...(options.logStream ? { logStream: options.logStream } : {}),
        loginThrottle: new LoginThrottle({ stepMs: 5 }),
        cutoffReminderSweepMs: null,
        outboxWorkerMs: null,
        emailDigestSweepMs: null,
      });
    },
    async stop() {
      await app?.close();
      await db?.destroy();
      if (schema) await withAdminClient((client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

/** The settings' defaults, as a server started with no environment would have them, on this database. */
export function testConfig(database: DatabaseConfig): AppConfig {
  return {
    ...loadConfig({ HOST: '127.0.0.1', LOG_LEVEL: 'silent', TOKEN_SECRET: TEST_TOKEN_SECRET }),
    port: 0,
    database,
    seedDemoData: true,
    // Tests plan their own sailings; the demo's next ten days would meet them (docs/decisions/067).
    demoFutureSailings: false,
    tokenTtlSeconds: 3600,
    webDistDir: null,
  };
}

/** A connection to TEST_DATABASE_URL for making and dropping schemas and databases. */
export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
