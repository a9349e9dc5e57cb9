import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_CREDENTIALS, DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { isChange, type OpenStream, openEventStream } from '../../test/event-stream.ts';
import { withAdminClient } from '../../test/harness.ts';
import { startTestReceiver } from '../../test/webhook-receiver.ts';

/**
 * Two real server processes on one PostgreSQL database (issue 10): a change made through process A reaches a
 * stream held by process B, carried by NOTIFY after commit and B's LISTEN.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverEntry = path.resolve(import.meta.dirname, '../../server.ts');

describe.skipIf(!postgresUrl)('live updates across two server processes on one PostgreSQL database', () => {
  const database = `rigline_live_it_${randomBytes(4).toString('hex')}`;
  const processes: ChildProcess[] = [];
  const streams: OpenStream[] = [];
  let urlA = '';
  let urlB = '';

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`create database ${database}`));
    const url = new URL(postgresUrl!);
    url.pathname = `/${database}`;
    // A first, so that only one of them migrates and seeds the empty database.
    urlA = await startServer(url.toString(), processes);
    urlB = await startServer(url.toString(), processes);
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(processes.map(stop));
    await withAdminClient((client) => client.query(`drop database if exists ${database} with (force)`));
  }, 30_000);

  async function login(baseUrl: string, role: keyof typeof DEMO_CREDENTIALS): Promise<string> {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS[role]),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { token: string } }).data.token;
  }

  // biome-ignore lint/suspicious/noExplicitAny: the answers are read as a person reads them; the contract is tested elsewhere
  async function get(baseUrl: string, token: string, url: string): Promise<any> {
    const response = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return response.json();
  }

  async function post(baseUrl: string, token: string, url: string, body: unknown) {
    const response = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data: Record<string, unknown> };
    expect(response.status, JSON.stringify(json)).toBe(200);
    return json.data;
  }

  it('signing out everywhere through process A closes the stream held by process B within 1 s (issue 21 #3)', async () => {
    const supplierOnB = await login(urlB, 'base_coordinator');
    const stream = await openEventStream(`${urlB}/api/events/stream`, { token: supplierOnB });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    const started = Date.now();
    const ended = await fetch(`${urlA}/api/auth/logout-all`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${supplierOnB}` },
      body: '{}',
    });
    expect(ended.status).toBe(200);
    const closedAt = await Promise.race([
      stream.ended,
      new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 1000)),
    ]);
    expect(closedAt - started).toBeLessThan(1000);
    console.info(`stream on process B closed ${closedAt - started} ms after logout-all on process A`);
  });

  it('a change through process A arrives on a stream opened on process B, within 2 s', async () => {
    const rigLogisticsOnB = await login(urlB, 'rig_logistics');
    const ticket = (await post(urlB, rigLogisticsOnB, '/api/events/ticket', {})).ticket as string;
    const stream = await openEventStream(`${urlB}/api/events/stream?ticket=${ticket}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');

    const supplierOnA = await login(urlA, 'supplier');
    const rigs = await get(urlA, supplierOnA, `/api/rig/list?limit=100`);
    const rigId = rigs.data.rigs.data[0].id as number;
    const wells = await get(urlA, supplierOnA, `/api/well/get?rig_id=${rigId}&limit=100`);
    const created = await post(urlA, supplierOnA, '/api/request/create', {
      rig_id: rigId,
      well_id: wells.data.wells.data[0].id,
      title: 'Across processes',
      type: 'Loadout Request',
      section: 'S',
      description: 'Made through process A',
    });
    const requestId = created.request_id as number;
    const items = await get(urlA, supplierOnA, `/api/vendor/item/get?limit=1`);
    await post(urlA, supplierOnA, '/api/order/create', {
      request_id: requestId,
      item_id: items.data.items.data[0].id,
      quantity: 1,
    });

    const started = Date.now();
    await post(urlA, supplierOnA, '/api/request/move-next-phase', { request_id: requestId });
    await stream.next(isChange('request', requestId), 2000);
    await stream.next(
      (event) => event.event === 'change' && JSON.parse(event.data).kind === 'notification',
      2000,
    );
    expect(Date.now() - started).toBeLessThan(2000);

    // The notice itself is in the shared database, whichever process answers.
    const list = await get(urlB, rigLogisticsOnB, `/api/notification/list?unread_only=true`);
    expect(list.data.notifications.data[0].message).toMatch(/^REQ-\d{3,} was assigned to you for review\.$/);
  });

  it('an API key revoked through process A answers 401 on process B at once (issue 26)', async () => {
    const adminOnA = await loginWith(urlA, DEMO_ADMIN_CREDENTIALS);
    const created = await post(urlA, adminOnA, '/api/admin/api-key/create', {
      name: 'Across processes',
      role: 'rig-logistic',
    });
    const key = created.key as string;
    const id = (created.api_key as { id: number }).id;
    await get(urlB, key, '/api/request/get?limit=1');
    await post(urlA, adminOnA, '/api/admin/api-key/revoke', { id });
    const refused = await fetch(`${urlB}/api/request/get?limit=1`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('This API key was revoked.');
  });

  it('two processes deliver each webhook event exactly once, in order, signed (issue 26, FOR UPDATE SKIP LOCKED)', async () => {
    const receiver = await startTestReceiver();
    try {
      const adminOnA = await loginWith(urlA, DEMO_ADMIN_CREDENTIALS);
      const made = await post(urlA, adminOnA, '/api/admin/webhook/create', {
        url: receiver.url,
        events: ['request.submitted'],
      });
      receiver.secrets.push(made.secret as string);
      const submitted: number[] = [];
      for (const [index, baseUrl] of [urlA, urlB, urlA, urlB, urlA, urlB].entries()) {
        const supplier = await login(baseUrl, 'supplier');
        const rigs = await get(baseUrl, supplier, '/api/rig/list?limit=100');
        const rigId = rigs.data.rigs.data[0].id as number;
        const wells = await get(baseUrl, supplier, `/api/well/get?rig_id=${rigId}&limit=100`);
        const created = await post(baseUrl, supplier, '/api/request/create', {
          rig_id: rigId,
          well_id: wells.data.wells.data[0].id,
          title: `Two processes ${index}`,
          type: 'Loadout Request',
          section: 'S',
          description: 'Heard once',
        });
        const items = await get(baseUrl, supplier, '/api/vendor/item/get?limit=1');
        await post(baseUrl, supplier, '/api/order/create', {
          request_id: created.request_id,
          item_id: items.data.items.data[0].id,
          quantity: 1,
        });
        await post(baseUrl, supplier, '/api/request/move-next-phase', { request_id: created.request_id });
        submitted.push(created.request_id as number);
      }
      const deadline = Date.now() + 20_000;
      while (receiver.received.length < submitted.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Both workers poll every second: a little longer, so that a second copy would have arrived.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(receiver.received.map((delivery) => delivery.data.request.id)).toEqual(submitted);
      expect(new Set(receiver.received.map((delivery) => delivery.id)).size).toBe(submitted.length);
      expect(receiver.received.every((delivery) => delivery.isVerified)).toBe(true);
      await post(urlA, adminOnA, '/api/admin/webhook/delete', { id: (made.webhook as { id: number }).id });
    } finally {
      await receiver.close();
    }
  }, 60_000);
});

async function loginWith(baseUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string, processes: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // Both processes sign with the same key, as two instances behind one proxy must.
      TOKEN_SECRET: 'two-processes-token-secret-0123456789-abcdef',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // The webhook test's receiver listens on 127.0.0.1 (issue 26).
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  processes.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const response = await fetch(`${baseUrl}/api/auth/me`);
      if (response.status === 401) return baseUrl;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server on ${port} did not start: ${stderr}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    }, 5000).unref();
  });
}
