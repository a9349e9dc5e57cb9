import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { type OpenStream, openEventStream } from '../../test/event-stream.ts';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { adminToken } from '../requests/request-fixtures.ts';

const CLOSED_WITHIN_MS = 1000;

function listening(harness: Harness) {
  const state = { baseUrl: '', streams: [] as OpenStream[] };
  beforeAll(async () => {
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    state.baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const stream of state.streams) stream.close();
  });
  return state;
}

/** Resolves true once every stream has ended; false if one is still open after `ms`. */
async function allEndWithin(streams: readonly OpenStream[], ms: number): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  return Promise.race([Promise.all(streams.map((stream) => stream.ended)).then(() => true), timeout]);
}

async function stillOpen(streams: readonly OpenStream[]): Promise<OpenStream[]> {
  const settled = await Promise.all(
    streams.map((stream) =>
      Promise.race([
        stream.ended.then(() => null),
        new Promise((resolve) => setTimeout(() => resolve(stream), 50)),
      ]),
    ),
  );
  return settled.filter((stream): stream is OpenStream => stream !== null);
}

describeOnEachDatabase(
  'event streams are capped per user, per address and in all (issue 21 #1)',
  (harness) => {
    const state = listening(harness);

    it('keeps at most STREAMS_PER_USER of one user’s 60 streams open while another client signs in', async () => {
      const token = await harness.tokenFor('supplier');
      const opened = await Promise.all(
        Array.from({ length: 60 }, () => openEventStream(`${state.baseUrl}/api/events/stream`, { token })),
      );
      state.streams.push(...opened);
      expect(opened.every((stream) => stream.status === 200)).toBe(true);
      const signIn = await fetch(`${state.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_CREDENTIALS.rig_logistics),
      });
      expect(signIn.status).toBe(200);
      expect((await fetch(`${state.baseUrl}/api/health`)).status).toBe(200);
      const open = await stillOpen(opened);
      expect(open.length).toBeLessThanOrEqual(3);
      expect(open.length).toBeGreaterThan(0);
      for (const stream of opened) stream.close();
    });

    it('refuses with 429 and Retry-After a stream beyond STREAMS_PER_ADDRESS', async () => {
      const users = ['supplier', 'rig_logistics', 'base_coordinator', 'second-supplier'] as const;
      const opened: OpenStream[] = [];
      for (const role of users) {
        for (let index = 0; index < 3; index += 1) {
          opened.push(
            await openEventStream(`${state.baseUrl}/api/events/stream`, {
              token: await harness.tokenFor(role),
            }),
          );
        }
      }
      state.streams.push(...opened);
      const statuses = opened.map((stream) => stream.status);
      expect(statuses.filter((status) => status === 200).length).toBe(10);
      const refusal = await fetch(`${state.baseUrl}/api/events/stream`, {
        headers: { authorization: `Bearer ${await harness.tokenFor('supplier')}` },
      });
      // The supplier's own fourth would close its oldest, but the address is full first.
      expect(refusal.status).toBe(429);
      expect(Number(refusal.headers.get('retry-after'))).toBeGreaterThan(0);
      for (const stream of opened) stream.close();
    });
  },
  { config: { streams: { perUser: 3, perAddress: 10, total: 500 } } },
);

describeOnEachDatabase('a user’s streams close at once when their sessions end (issue 21 #3)', (harness) => {
  const state = listening(harness);
  const timings: Record<string, number> = {};

  /** A new user who has chosen their password, signed in; their stream open. */
  async function newUser(role: 'rig-logistic' | 'supplier', vendorId?: number) {
    const admin = await adminToken(harness);
    const email = `streams-${randomBytes(4).toString('hex')}@x.example`;
    const first = 'first-Password-2025!';
    const created = await harness.post(
      '/api/user/create',
      {
        email,
        full_name: 'Stream Tester',
        role_slug: role,
        password: first,
        ...(vendorId ? { vendor_id: vendorId } : {}),
      },
      { token: admin },
    );
    expect(created.statusCode, created.body).toBe(200);
    const login = await harness.post('/api/auth/login', { email, password: first });
    const password = 'second-Password-2025!';
    const changed = await harness.post(
      '/api/auth/change-password',
      { current_password: first, new_password: password },
      { token: login.json().data.token },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    return {
      id: created.json().data.user.id as number,
      email,
      password,
      token: changed.json().data.token as string,
      admin,
    };
  }

  async function streamOf(token: string): Promise<OpenStream> {
    const stream = await openEventStream(`${state.baseUrl}/api/events/stream`, { token });
    state.streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    return stream;
  }

  async function expectClosedAfter(
    name: string,
    streams: OpenStream[],
    act: () => Promise<{ statusCode: number; body: string }>,
  ) {
    const started = Date.now();
    const answer = await act();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await allEndWithin(streams, CLOSED_WITHIN_MS), `${name}: a stream still open after 1 s`).toBe(
      true,
    );
    timings[name] = Math.max(...(await Promise.all(streams.map((stream) => stream.ended)))) - started;
  }

  it('sign-out closes that session’s stream, not the user’s other session’s', async () => {
    const user = await newUser('rig-logistic');
    const other = (
      await harness.post('/api/auth/login', { email: user.email, password: user.password })
    ).json().data.token as string;
    const [mine, theirs] = [await streamOf(user.token), await streamOf(other)];
    await expectClosedAfter('logout', [mine], () =>
      harness.post('/api/auth/logout', {}, { token: user.token }),
    );
    expect(await allEndWithin([theirs], 300)).toBe(false);
    await expectClosedAfter('logout-all', [theirs], () =>
      harness.post('/api/auth/logout-all', {}, { token: other }),
    );
  });

  it('a password change or reset closes the user’s streams', async () => {
    const user = await newUser('rig-logistic');
    await expectClosedAfter('password change', [await streamOf(user.token)], () =>
      harness.post(
        '/api/auth/change-password',
        { current_password: user.password, new_password: 'third-Password-2025!' },
        { token: user.token },
      ),
    );
    const other = await newUser('rig-logistic');
    await expectClosedAfter('password reset', [await streamOf(other.token)], () =>
      harness.post(
        '/api/user/reset-password',
        { id: other.id, password: 'reset-Password-2025!' },
        { token: other.admin },
      ),
    );
  });

  it('deactivation, a role change and a company change close the user’s streams', async () => {
    for (const [name, body] of [
      ['deactivation', { is_active: false }],
      ['role change', { role_slug: 'base-coordinator' }],
    ] as const) {
      const user = await newUser('rig-logistic');
      await expectClosedAfter(name, [await streamOf(user.token)], () =>
        harness.post('/api/user/update', { id: user.id, ...body }, { token: user.admin }),
      );
    }
    const vendors = await harness.db.selectFrom('vendors').select('id').orderBy('id').limit(2).execute();
    const supplier = await newUser('supplier', vendors[0]!.id);
    await expectClosedAfter('company change', [await streamOf(supplier.token)], () =>
      harness.post(
        '/api/user/update',
        { id: supplier.id, vendor_id: vendors[1]!.id },
        { token: supplier.admin },
      ),
    );
  });

  it('a supplier company’s deactivation closes its users’ streams', async () => {
    const vendor = await harness.db
      .selectFrom('vendors')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const supplier = await newUser('supplier', vendor.id);
    await expectClosedAfter('company deactivated', [await streamOf(supplier.token)], () =>
      harness.post('/api/vendor/update', { id: vendor.id, status: 'inactive' }, { token: supplier.admin }),
    );
    console.info(`[${harness.kind}] streams closed after (ms): ${JSON.stringify(timings)}`);
  });
});
