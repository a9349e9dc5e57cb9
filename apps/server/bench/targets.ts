import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { DEMO_CREDENTIALS } from '../src/db/seed/demo-accounts.ts';
import { generateDatabase } from './generate.ts';
import { args, DATA, log, POSTGRES, ROOT } from './settings.ts';

// ---------------------------------------------------------------------------------------------- databases

/** Same generator and migrations: the database of an earlier run is reused (`--fresh` makes it anew). */
function fingerprint(size: number): string {
  const hash = createHash('sha256');
  const files = [
    path.join(ROOT, 'apps/server/bench/generate.ts'),
    ...fs
      .readdirSync(path.join(ROOT, 'apps/server/src/db/seed'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(ROOT, 'apps/server/src/db/seed', file)),
    ...fs
      .readdirSync(path.join(ROOT, 'apps/server/src/db/migrations'))
      .map((file) => path.join(ROOT, 'apps/server/src/db/migrations', file)),
  ];
  for (const file of files) hash.update(fs.readFileSync(file));
  hash.update(String(size));
  return hash.digest('hex').slice(0, 16);
}

export interface Target {
  kind: 'sqlite' | 'postgres';
  size: number;
  /** SQLite: the data folder; PostgreSQL: the URL. */
  location: string;
}

export function targetOf(kind: Target['kind'], size: number | 'empty'): Target {
  const label = size === 'empty' ? 'empty' : size >= 1000 ? `${Math.round(size / 1000)}k` : String(size);
  return kind === 'sqlite'
    ? { kind, size: size === 'empty' ? 0 : size, location: path.join(DATA, `sqlite-${label}`) }
    : { kind, size: size === 'empty' ? 0 : size, location: `${POSTGRES}/rigline_bench_${label}` };
}

export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function recreate(target: Target): Promise<void> {
  if (target.kind === 'sqlite') {
    fs.rmSync(target.location, { recursive: true, force: true });
    fs.mkdirSync(target.location, { recursive: true });
    return;
  }
  const name = target.location.split('/').pop()!;
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

async function storedFingerprint(target: Target): Promise<string | null> {
  if (target.kind === 'sqlite') {
    const file = path.join(target.location, 'fingerprint');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  }
  const name = target.location.split('/').pop()!;
  return withAdmin(async (client) => {
    const result = await client.query(
      `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
      [name],
    );
    return (result.rows[0]?.note as string | undefined) ?? null;
  });
}

async function storeFingerprint(target: Target, value: string): Promise<void> {
  if (target.kind === 'sqlite') {
    fs.writeFileSync(path.join(target.location, 'fingerprint'), value);
    return;
  }
  const name = target.location.split('/').pop()!;
  await withAdmin((client) => client.query(`comment on database ${name} is '${value}'`));
}

export async function prepare(target: Target): Promise<number> {
  const expected = fingerprint(target.size);
  if (!args.fresh && (await storedFingerprint(target)) === expected) {
    log(`${target.kind} ${target.size} orders: reusing the database of an earlier run`);
    return 0;
  }
  const begin = Date.now();
  await recreate(target);
  await generateDatabase({ kind: target.kind, location: target.location }, { orders: target.size });
  await storeFingerprint(target, expected);
  const seconds = (Date.now() - begin) / 1000;
  log(`${target.kind} ${target.size} orders: generated in ${seconds.toFixed(0)} s`);
  return seconds;
}

/** Ids the detail calls ask for, picked from the live pipeline, which is the same at every size. */
export async function pickIds(target: Target) {
  const queries = {
    supplierVendor: `select vendor_id as id from users where email = '${DEMO_CREDENTIALS.supplier.email}'`,
    voyage: `select id from voyages where status = 'STARTED' order by id limit 1`,
    request: `select s.request_id as id from shipments s join voyages v on v.id = s.voyage_id
      where v.status = 'STARTED' order by s.id limit 1`,
    shipment: `select s.id from shipments s join voyages v on v.id = s.voyage_id
      where v.status = 'STARTED' order by s.id limit 1`,
    rig: `select rig_id as id from requests r join shipments s on s.request_id = r.id join voyages v
      on v.id = s.voyage_id where v.status = 'STARTED' order by s.id limit 1`,
    planningRequest: `select id from requests where status = 'PROCESSING' order by id desc limit 1`,
  };
  const ids: Record<keyof typeof queries, number> = {} as never;
  if (target.kind === 'sqlite') {
    const database = new SQLite(path.join(target.location, 'rigline.db'), { readonly: true });
    for (const [key, sql] of Object.entries(queries))
      ids[key as keyof typeof queries] = (database.prepare(sql).get() as { id: number }).id;
    database.close();
  } else {
    const client = new pg.Client({ connectionString: target.location });
    await client.connect();
    for (const [key, sql] of Object.entries(queries))
      ids[key as keyof typeof queries] = (await client.query(sql)).rows[0].id;
    await client.end();
  }
  return ids;
}

export async function sqlRows(target: Target, sql: string): Promise<Array<Record<string, unknown>>> {
  if (target.kind === 'sqlite') {
    const database = new SQLite(path.join(target.location, 'rigline.db'), { readonly: true });
    try {
      return database.prepare(sql).all() as Array<Record<string, unknown>>;
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: target.location });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A baseline revision refuses a database that ran migrations it does not know ("corrupted migrations"). Once the
 * current revision's server has started on the data, the baseline's servers may share it: the newer migrations
 * only add tables and columns the older code never reads, so their bookkeeping rows are dropped for it.
 */
export async function forgetMigrationsUnknownTo(target: Target, known: readonly string[]): Promise<void> {
  // The tables of the forgotten migrations stay, so the next run may not reuse this database: it would try to
  // make them again.
  await storeFingerprint(target, 'migrations forgotten for an older revision');
  const list = known.map((name) => `'${name.replaceAll("'", "''")}'`).join(', ');
  const sql = `delete from kysely_migration where name not in (${list})`;
  if (target.kind === 'sqlite') {
    const database = new SQLite(path.join(target.location, 'rigline.db'));
    try {
      database.prepare(sql).run();
    } finally {
      database.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: target.location });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
