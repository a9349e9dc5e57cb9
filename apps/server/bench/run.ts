import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { DEMO_CREDENTIALS } from '../src/db/seed/demo-accounts.ts';
import { generateDatabase } from './generate.ts';
import { type CallResult, type Report, writeReport } from './report.ts';

/**
 * `npm run bench` (issue 15): generates a history of 5k and 500k orders on SQLite and on PostgreSQL, starts the
 * real server on each, and measures every list, search, detail and dashboard call with autocannon (20
 * connections), interleaved with two anchors on the same database (a bare Fastify route, and the page query
 * written by hand). Also start-up time, phase transitions per second and sign-in to a painted dashboard.
 * Prints the table and writes docs/performance.md. Not part of `npm test`.
 */

const { values: args } = parseArgs({
  options: {
    databases: { type: 'string', default: 'sqlite,postgres' },
    sizes: { type: 'string', default: '5000,500000' },
    duration: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER = path.join(ROOT, 'apps/server/src/server.ts');
const ANCHOR = path.join(ROOT, 'apps/server/bench/anchor-server.ts');
const DATA = path.join(os.tmpdir(), 'rigline-bench');
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3240);
const CONNECTIONS = 20;
const TRANSITION_SECONDS = 5;
const DURATION = Number(args.duration);
const ROUNDS = Number(args.rounds);
const SIZES = args.sizes.split(',').map(Number) as [number, number];
const DATABASES = args.databases.split(',') as Array<'sqlite' | 'postgres'>;
const TOKEN_SECRET = 'bench-token-secret-that-is-long-enough-0123456789';
const started = Date.now();

const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

// ---------------------------------------------------------------------------------------------- databases

/** Same generator and migrations: the database of an earlier run is reused (`--fresh` makes it anew). */
function fingerprint(size: number): string {
  const hash = createHash('sha256');
  const files = [
    path.join(ROOT, 'apps/server/bench/generate.ts'),
    path.join(ROOT, 'apps/server/src/db/seed/demo.ts'),
    ...fs
      .readdirSync(path.join(ROOT, 'apps/server/src/db/migrations'))
      .map((file) => path.join(ROOT, 'apps/server/src/db/migrations', file)),
  ];
  for (const file of files) hash.update(fs.readFileSync(file));
  hash.update(String(size));
  return hash.digest('hex').slice(0, 16);
}

interface Target {
  kind: 'sqlite' | 'postgres';
  size: number;
  /** SQLite: the data folder; PostgreSQL: the URL. */
  location: string;
}

function targetOf(kind: Target['kind'], size: number | 'empty'): Target {
  const label = size === 'empty' ? 'empty' : size >= 1000 ? `${Math.round(size / 1000)}k` : String(size);
  return kind === 'sqlite'
    ? { kind, size: size === 'empty' ? 0 : size, location: path.join(DATA, `sqlite-${label}`) }
    : { kind, size: size === 'empty' ? 0 : size, location: `${POSTGRES}/rigline_bench_${label}` };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function recreate(target: Target): Promise<void> {
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

async function prepare(target: Target): Promise<number> {
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
async function pickIds(target: Target) {
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

// ---------------------------------------------------------------------------------------------- processes

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill();
});

/**
 * Demo mode on for the measured servers (the generated data holds the demo users, so nothing is seeded; the
 * sign-in page shows its demo buttons); off for the start-up runs, so the empty database stays empty.
 */
function serverEnv(target: Target, port: number, options: { isDemo: boolean }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: String(options.isDemo),
    TOKEN_SECRET,
    ...(target.kind === 'sqlite'
      ? { DATA_DIR: target.location, DATABASE_URL: '' }
      : { DATABASE_URL: target.location }),
  };
}

async function waitUntilUp(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process on port ${port} exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/bare-or-me`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** Starts the real server; answers when it first answers HTTP, with how long that took. */
async function startServer(target: Target, port: number, options = { isDemo: true }) {
  const begin = performance.now();
  const env = serverEnv(target, port, options);
  if (env.DATABASE_URL === '') delete env.DATABASE_URL;
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  await waitUntilUp(port, child);
  return { child, startupMs: performance.now() - begin };
}

async function startAnchor(target: Target, port: number) {
  const child = spawn(process.execPath, [ANCHOR], {
    env: {
      ...process.env,
      PORT: String(port),
      BENCH_DB_KIND: target.kind,
      BENCH_DB: target.kind === 'sqlite' ? path.join(target.location, 'rigline.db') : target.location,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  await waitUntilUp(port, child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  children.delete(child);
}

/**
 * Start-up of an empty database against a large one: five starts of each, alternating, each after the previous
 * one stopped, so that a busy moment of the machine falls on both; the medians.
 */
async function measureStartups(targets: Target[], port: number): Promise<number[]> {
  const times: number[][] = targets.map(() => []);
  for (let run = 0; run < 5; run++) {
    for (const [index, target] of targets.entries()) {
      const { child, startupMs } = await startServer(target, port, { isDemo: false });
      times[index]!.push(startupMs);
      await stop(child);
    }
  }
  return times.map(median);
}

async function signIn(port: number, role: keyof typeof DEMO_CREDENTIALS): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS[role]),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

// ---------------------------------------------------------------------------------------------- calls

type Role = 'supplier' | 'rig_logistics' | 'base_coordinator';
type Ids = Awaited<ReturnType<typeof pickIds>>;

interface CallSpec {
  name: string;
  role: Role;
  kind: 'list' | 'search' | 'detail' | 'dashboard' | 'auth';
  path: (ids: Ids) => string;
  /** The hand-written anchor of the same page query. */
  anchor?: (ids: Ids) => string;
  /** Deep pages may take up to twice as long at 500k (issue 15). */
  maxGrowth?: number;
}

const CALLS: CallSpec[] = [
  { name: 'GET /api/auth/me (auth only)', role: 'rig_logistics', kind: 'auth', path: () => '/api/auth/me' },
  {
    name: 'GET /api/order/get?page=1&limit=10',
    role: 'rig_logistics',
    kind: 'list',
    path: () => '/api/order/get?page=1&limit=10',
    anchor: () => '/hand/orders?page=1&limit=10',
  },
  {
    name: 'GET /api/order/get?current_phase=1&status=CREATED',
    role: 'rig_logistics',
    kind: 'list',
    path: () => '/api/order/get?current_phase=1&status=CREATED&page=1&limit=10',
    anchor: () => '/hand/orders?current_phase=1&status=CREATED&page=1&limit=10',
  },
  {
    name: 'GET /api/order/get?page=5000&limit=10',
    role: 'rig_logistics',
    kind: 'list',
    maxGrowth: 2,
    path: () => '/api/order/get?page=5000&limit=10',
    anchor: () => '/hand/orders?page=5000&limit=10',
  },
  {
    name: 'GET /api/order/get (as supplier)',
    role: 'supplier',
    kind: 'list',
    path: () => '/api/order/get?page=1&limit=10',
    anchor: (ids) => `/hand/orders?vendor_id=${ids.supplierVendor}&page=1&limit=10`,
  },
  {
    name: 'GET /api/order/get?request_id=N',
    role: 'rig_logistics',
    kind: 'list',
    path: (ids) => `/api/order/get?request_id=${ids.request}&page=1&limit=10`,
    anchor: (ids) => `/hand/orders?request_id=${ids.request}&page=1&limit=10`,
  },
  {
    name: 'GET /api/order/get?shipment_id=N&status=ex-REJECTED (coordinator)',
    role: 'base_coordinator',
    kind: 'list',
    path: (ids) => `/api/order/get?shipment_id=${ids.shipment}&status=ex-REJECTED&page=1&limit=10`,
  },
  {
    name: 'GET /api/request/get?status=ex-DRAFT',
    role: 'rig_logistics',
    kind: 'list',
    path: () => '/api/request/get?status=ex-DRAFT&page=1&limit=10',
    anchor: () => '/hand/requests?status=ex-DRAFT&page=1&limit=10',
  },
  {
    name: 'GET /api/request/get?status=ex-DRAFT&rig_id=N',
    role: 'rig_logistics',
    kind: 'list',
    path: (ids) => `/api/request/get?status=ex-DRAFT&rig_id=${ids.rig}&page=1&limit=10`,
    anchor: (ids) => `/hand/requests?status=ex-DRAFT&rig_id=${ids.rig}&page=1&limit=10`,
  },
  {
    name: 'GET /api/request/get?status=ex-DRAFT&search=cement',
    role: 'rig_logistics',
    kind: 'search',
    path: () => '/api/request/get?status=ex-DRAFT&search=cement&page=1&limit=10',
    anchor: () => '/hand/requests?status=ex-DRAFT&search=cement&page=1&limit=10',
  },
  {
    name: 'GET /api/request/get?status=PROCESSING (coordinator)',
    role: 'base_coordinator',
    kind: 'list',
    path: () => '/api/request/get?status=PROCESSING&page=1&limit=10',
    anchor: () => '/hand/requests?status=PROCESSING&page=1&limit=10',
  },
  {
    name: 'GET /api/request/get?page=1&limit=100 (supplier)',
    role: 'supplier',
    kind: 'list',
    path: () => '/api/request/get?page=1&limit=100',
    anchor: (ids) => `/hand/requests?vendor_id=${ids.supplierVendor}&page=1&limit=100`,
  },
  {
    name: 'GET /api/request/get?id=N (details)',
    role: 'rig_logistics',
    kind: 'detail',
    path: (ids) => `/api/request/get?id=${ids.request}&page=1&limit=10`,
  },
  {
    name: 'GET /api/shipment/list?page=1&limit=10',
    role: 'rig_logistics',
    kind: 'list',
    path: () => '/api/shipment/list?page=1&limit=10',
    anchor: () => '/hand/shipments?page=1&limit=10',
  },
  {
    name: 'GET /api/shipment/list?voyage_id=N',
    role: 'rig_logistics',
    kind: 'list',
    path: (ids) => `/api/shipment/list?voyage_id=${ids.voyage}&page=1&limit=10`,
    anchor: (ids) => `/hand/shipments?voyage_id=${ids.voyage}&page=1&limit=10`,
  },
  {
    name: 'GET /api/shipment/list?id=N (details)',
    role: 'rig_logistics',
    kind: 'detail',
    path: (ids) => `/api/shipment/list?id=${ids.shipment}&page=1&limit=1`,
  },
  {
    name: 'GET /api/shipment/get-actionable-shipment-of-request/N/order-phase/6',
    role: 'rig_logistics',
    kind: 'detail',
    path: (ids) => `/api/shipment/get-actionable-shipment-of-request/${ids.request}/order-phase/6`,
  },
  {
    name: 'GET /api/voyage/get?page=1&limit=10 (coordinator)',
    role: 'base_coordinator',
    kind: 'list',
    path: () => '/api/voyage/get?page=1&limit=10',
    anchor: () => '/hand/voyages?page=1&limit=10',
  },
  {
    name: 'GET /api/voyage/get?id=N (details)',
    role: 'base_coordinator',
    kind: 'detail',
    path: (ids) => `/api/voyage/get?id=${ids.voyage}&page=1&limit=1`,
  },
  {
    name: 'GET /api/voyage/valid-voyages-for-shipment/N',
    role: 'base_coordinator',
    kind: 'list',
    path: (ids) => `/api/voyage/valid-voyages-for-shipment/${ids.planningRequest}?page=1&limit=10`,
  },
  {
    name: 'GET /api/journey/sequence/get-by-voyage-id/N',
    role: 'base_coordinator',
    kind: 'detail',
    path: (ids) => `/api/journey/sequence/get-by-voyage-id/${ids.voyage}`,
  },
  {
    name: 'GET /api/vendor/item/get?page=1&limit=50 (supplier)',
    role: 'supplier',
    kind: 'list',
    path: () => '/api/vendor/item/get?page=1&limit=50',
    anchor: (ids) => `/hand/items?vendor_id=${ids.supplierVendor}&page=1&limit=50`,
  },
  {
    name: 'GET /api/vendor/list?page=1&limit=10 (coordinator)',
    role: 'base_coordinator',
    kind: 'list',
    path: () => '/api/vendor/list?page=1&limit=10',
    anchor: () => '/hand/vendors?page=1&limit=10',
  },
  {
    name: 'GET /api/rig/list?page=1&limit=100',
    role: 'rig_logistics',
    kind: 'list',
    path: () => '/api/rig/list?page=1&limit=100',
  },
  {
    name: 'GET /api/dashboard/rig-logistics',
    role: 'rig_logistics',
    kind: 'dashboard',
    path: () => '/api/dashboard/rig-logistics',
  },
  {
    name: 'GET /api/dashboard/rig/N',
    role: 'rig_logistics',
    kind: 'dashboard',
    path: (ids) => `/api/dashboard/rig/${ids.rig}`,
  },
  {
    name: 'GET /api/dashboard/site-operations',
    role: 'rig_logistics',
    kind: 'dashboard',
    path: () => '/api/dashboard/site-operations',
  },
  {
    name: 'GET /api/dashboard/supplier',
    role: 'supplier',
    kind: 'dashboard',
    path: () => '/api/dashboard/supplier',
  },
  {
    name: 'GET /api/dashboard/base-coordinator',
    role: 'base_coordinator',
    kind: 'dashboard',
    path: () => '/api/dashboard/base-coordinator',
  },
];

interface Sample {
  p50: number;
  rps: number;
  non2xx: number;
}

/**
 * One autocannon run. p50 is the exact median of the 2xx response times, which autocannon reports as floats
 * in its `response` events (its own histogram rounds them to whole milliseconds).
 */
async function measure(url: string, headers: Record<string, string> = {}): Promise<Sample> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
    });
  });
  // Answers still in flight when autocannon stopped would hold up the next run on the same server (a
  // synchronous SQLite query blocks its process): one more request returns once they are through.
  await fetch(new URL('/bench-settle', url));
  return { p50: median(times), rps: result.requests.average, non2xx: result.non2xx + result.errors };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// ---------------------------------------------------------------------------------------------- transitions

/**
 * Rig logistics toggles 20 phase-1 orders between CREATED and ACCEPTED, one order per connection. No lost
 * update: every 200 left exactly one event row, and the kept counts still equal a recount.
 */
async function measureTransitions(target: Target, port: number, token: string) {
  const orders = await sqlRows(
    target,
    `select o.id, o.status from orders o join requests r on r.id = o.request_id
     where o.current_phase = 1 and o.status in ('CREATED', 'ACCEPTED') and r.status = 'PENDING'
     order by o.id limit ${CONNECTIONS}`,
  );
  const ids = orders.map((order) => Number(order.id));
  const firstEvent =
    Number((await sqlRows(target, 'select coalesce(max(id), 0) as n from events'))[0]!.n) + 1;
  // autocannon starts each loop of `requests` with a fresh context, so the orders take turns instead: the next
  // request goes to the next order, asking for the status it does not have (as far as this side knows).
  const states = orders.map((order) => ({ id: Number(order.id), status: String(order.status) }));
  let turn = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: TRANSITION_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/order/update-status',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (request) => {
          const order = states[turn++ % states.length]!;
          order.status = order.status === 'CREATED' ? 'ACCEPTED' : 'CREATED';
          return { ...request, body: JSON.stringify({ order_id: order.id, status: order.status }) };
        },
      },
    ],
  });
  const succeeded = result['2xx'];
  // Requests still in flight when autocannon stopped may have landed: let them, then read the history.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // No lost update: each order's new events chain (every one starts where the last ended) and end at the
  // status the order has now.
  const events = await sqlRows(
    target,
    `select entity_id, from_status, to_status from events
     where id >= ${firstEvent} and entity_type = 'order' and entity_id in (${ids.join(',')}) order by id`,
  );
  const final = await sqlRows(target, `select id, status from orders where id in (${ids.join(',')})`);
  let broken = 0;
  for (const order of orders) {
    let status = String(order.status);
    for (const event of events.filter((row) => Number(row.entity_id) === Number(order.id))) {
      if (event.from_status !== status) broken++;
      status = String(event.to_status);
    }
    if (final.find((row) => Number(row.id) === Number(order.id))?.status !== status) broken++;
  }
  const mismatch = await sqlRows(
    target,
    `select k.current_phase, k.status from (
       select o.current_phase, o.status, count(*) as n from orders o where o.current_phase = 1 group by 1, 2) k
     left join (select current_phase, status, sum(count) as n from order_counts where current_phase = 1 group by 1, 2) c
       on c.current_phase = k.current_phase and c.status = k.status
     where c.n is null or c.n <> k.n`,
  );
  return {
    perSecond: succeeded / TRANSITION_SECONDS,
    succeeded,
    refused: result.non2xx,
    lostUpdates: broken + mismatch.length,
  };
}

async function sqlRows(target: Target, sql: string): Promise<Array<Record<string, unknown>>> {
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

// ---------------------------------------------------------------------------------------------- browser

const DASHBOARD_TITLE: Record<Role, string> = {
  rig_logistics: 'Active Rigs',
  supplier: 'Draft Requests',
  base_coordinator: 'Requests to Plan',
};
const DEMO_BUTTON: Record<Role, string> = {
  supplier: 'Supplier',
  rig_logistics: 'Rig Logistics',
  base_coordinator: 'Base Coordinator',
};

/** Sign-in to painted dashboard: from the Sign In click to the dashboard's figures on screen, median of 3. */
async function measureSignIn(port: number, role: Role): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/login`);
      await page.getByRole('button', { name: DEMO_BUTTON[role], exact: true }).click();
      const begin = performance.now();
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText(DASHBOARD_TITLE[role], { exact: true }).first().waitFor();
      while ((await page.locator('[data-slot="skeleton"]').count()) > 0) await page.waitForTimeout(5);
      times.push(performance.now() - begin);
      await page.close();
    }
    return median(times);
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------- run

async function benchDatabase(kind: Target['kind'], report: Report): Promise<void> {
  const [small, large] = SIZES.map((size) => targetOf(kind, size)) as [Target, Target];
  for (const target of [small, large])
    report.generationSeconds[`${kind} ${target.size}`] = await prepare(target);

  // Start-up: an empty (migrated) database against the large one.
  const empty = targetOf(kind, 'empty');
  await recreate(empty);
  await stop((await startServer(empty, PORT_BASE, { isDemo: false })).child);
  const [emptyMs, largeMs] = await measureStartups([empty, large], PORT_BASE);
  report.startup[kind] = { emptyMs: emptyMs!, largeMs: largeMs! };
  log(
    `${kind}: start-up empty ${report.startup[kind].emptyMs.toFixed(0)} ms, ${large.size} orders ${report.startup[kind].largeMs.toFixed(0)} ms`,
  );

  const servers = [
    { target: small, server: await startServer(small, PORT_BASE), anchorPort: PORT_BASE + 2 },
    { target: large, server: await startServer(large, PORT_BASE + 1), anchorPort: PORT_BASE + 3 },
  ];
  const anchors = [await startAnchor(small, PORT_BASE + 2), await startAnchor(large, PORT_BASE + 3)];
  const sides = await Promise.all(
    servers.map(async ({ target, anchorPort }, index) => {
      const port = PORT_BASE + index;
      const tokens: Record<Role, string> = {
        supplier: await signIn(port, 'supplier'),
        rig_logistics: await signIn(port, 'rig_logistics'),
        base_coordinator: await signIn(port, 'base_coordinator'),
      };
      return { target, port, anchorPort, tokens, ids: await pickIds(target) };
    }),
  );

  const samples = new Map<string, { real: Sample[][]; hand: Sample[][]; bare: Sample[][] }>();
  for (let round = 0; round < ROUNDS; round++) {
    log(`${kind}: round ${round + 1} of ${ROUNDS}`);
    // Alternate which size goes first, so that neither is always measured on a warmer machine.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const call of CALLS) {
      const entry = samples.get(call.name) ?? { real: [[], []], hand: [[], []], bare: [[], []] };
      samples.set(call.name, entry);
      for (const index of order) {
        const side = sides[index]!;
        entry.real[index]!.push(
          await measure(`http://127.0.0.1:${side.port}${call.path(side.ids)}`, {
            authorization: `Bearer ${side.tokens[call.role]}`,
          }),
        );
        if (call.anchor)
          entry.hand[index]!.push(
            await measure(`http://127.0.0.1:${side.anchorPort}${call.anchor(side.ids)}`),
          );
        if (call.kind === 'auth')
          entry.bare[index]!.push(await measure(`http://127.0.0.1:${side.anchorPort}/bare`));
      }
    }
  }

  const summarise = (values: Sample[]) =>
    values.length === 0
      ? null
      : {
          p50: median(values.map((v) => v.p50)),
          rps: median(values.map((v) => v.rps)),
          non2xx: Math.max(...values.map((v) => v.non2xx)),
        };
  report.calls[kind] = CALLS.map((call): CallResult => {
    const entry = samples.get(call.name)!;
    return {
      name: call.name,
      kind: call.kind,
      maxGrowth: call.maxGrowth ?? 1.3,
      small: summarise(entry.real[0]!)!,
      large: summarise(entry.real[1]!)!,
      handSmall: summarise(entry.hand[0]!),
      handLarge: summarise(entry.hand[1]!),
      bareSmall: summarise(entry.bare[0]!),
      bareLarge: summarise(entry.bare[1]!),
    };
  });

  const largeSide = sides[1]!;
  report.transitions[kind] = await measureTransitions(large, largeSide.port, largeSide.tokens.rig_logistics);
  log(
    `${kind}: ${report.transitions[kind].perSecond.toFixed(0)} phase transitions per second at ${large.size}`,
  );

  if (!args['no-browser']) {
    report.signIn[kind] = {};
    for (const role of ['rig_logistics', 'supplier', 'base_coordinator'] as const) {
      report.signIn[kind][role] = {
        smallMs: await measureSignIn(sides[0]!.port, role),
        largeMs: await measureSignIn(sides[1]!.port, role),
      };
    }
    log(`${kind}: sign-in to painted dashboard measured`);
  }

  for (const child of [...anchors, ...servers.map(({ server }) => server.child)]) await stop(child);
}

const report: Report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node.js ${process.version}`,
  command: `npm run bench${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  sizes: SIZES,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  rounds: ROUNDS,
  generationSeconds: {},
  startup: {},
  calls: {},
  transitions: {},
  signIn: {},
  totalSeconds: 0,
};
for (const kind of DATABASES) await benchDatabase(kind, report);
report.totalSeconds = (Date.now() - started) / 1000;
const out = args.out ?? path.join(ROOT, 'docs/performance.md');
const table = writeReport(report, out);
fs.writeFileSync(path.join(DATA, 'last-report.json'), JSON.stringify(report, null, 2));
console.log(table);
log(`wrote ${path.relative(ROOT, out)}`);
process.exit(0);
