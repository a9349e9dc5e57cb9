import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = DatabaseConfig['kind'];
export type Db = Kysely<Database>;

export const APPLICATION_NAME = 'rigline';

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/** count() and sum() come back from PostgreSQL as text; they read as numbers here, as they do in SQLite. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Distinct statements kept prepared: far more than the app's queries, bounded all the same. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement anew, which costs more than running most of our queries
 * (issue 15: about 12 % of a list call). The same SQL text gets the statement prepared the first time; SQLite
 * re-prepares it by itself after a schema change. Safe because every statement runs to completion before the
 * next one starts (one thread, no streamed queries).
 */
function withStatementCache(database: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source);
    } else {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  }) as SQLite.Database['prepare'];
  return database;
}

const pools = new WeakMap<Db, pg.Pool>();

/** The PostgreSQL pool behind a database made by createDb, for its metrics; none on SQLite. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * Settings of every connection the app opens. JIT off: the app's queries are short OLTP ones, and PostgreSQL's
 * cost estimate sends the paged voyage list (a few per-row counts) into JIT compilation that costs far more
 * than it saves (issue 8.10: page 20 of 100 voyages took 261 ms with JIT, 14.6 ms without).
 */
function connectionOptions(schema: string | undefined): string {
  return ['-c jit=off', ...(schema ? [`-c search_path=${schema}`] : [])].join(' ');
}

export interface CreateDbOptions {
  /** Called with every statement run (the query-plan tests read them). */
  onQuery?: (query: CompiledQuery) => void;
}

export function createDb(config: DatabaseConfig, options: CreateDbOptions = {}): Db {
  const { onQuery } = options;
  const log = onQuery ? (event: LogEvent) => onQuery(event.query) : undefined;
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const database = new SQLite(config.file);
    database.pragma('journal_mode = WAL');
    // WAL's recommended setting: a commit is safe from a crash of the app; only a power cut or an OS crash can
    // undo the last commits since a checkpoint, never corrupt the file. FULL would wait for the disk on every
    // commit, capping phase transitions at the disk's fsync rate (docs/decisions/020-benchmark-and-per-call-work.md).
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
      ...(log ? { log } : {}),
    });
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    types: pgTypes,
    // Names the server's sessions in pg_stat_activity; `npm run restore` looks for them.
    application_name: APPLICATION_NAME,
    options: connectionOptions(config.schema),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
  pools.set(db, pool);
  return db;
}
