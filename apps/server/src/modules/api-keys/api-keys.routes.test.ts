import { API_KEY_PREFIX, API_KEY_SHOWN_CHARACTERS } from '@rigline/contract/api-keys';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { demoIds } from '../requests/request-fixtures.ts';
import { apiOf } from '../voyages/voyage-fixtures.ts';

/** A key made by the demo admin: the whole key, shown once, and its list entry. */
async function makeKey(harness: Harness, body: Record<string, unknown>) {
  const data = await apiOf(harness).ok('admin', '/api/admin/api-key/create', body);
  return { key: data.key as string, id: data.api_key.id as number, entry: data.api_key };
}

function withKey(harness: Harness, key: string) {
  return {
    get: (url: string, query?: Record<string, string | number>) =>
      harness.get(url, { token: key, ...(query ? { query } : {}) }),
    post: (url: string, body: unknown) => harness.post(url, body, { token: key }),
  };
}

describeOnEachDatabase('API keys (issue 26)', (harness) => {
  it('an admin makes a key, shown once; the list shows its name, role, company and start, never the key', async () => {
    const ids = await demoIds(harness);
    const made = await makeKey(harness, {
      name: 'Gulf ERP',
      role: 'supplier',
      vendor_id: ids.gulfVendorId,
      expires_at: '2099-01-01T00:00:00+01:00',
    });
    expect(made.key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(made.key.length).toBeGreaterThanOrEqual(40);
    expect(made.entry).toMatchObject({
      name: 'Gulf ERP',
      role: 'supplier',
      vendor_id: ids.gulfVendorId,
      vendor_name: 'Gulf Tubulars & Supply',
      key_prefix: made.key.slice(0, API_KEY_SHOWN_CHARACTERS),
      expires_at: '2098-12-31T23:00:00.000Z',
      revoked_at: null,
      last_used_at: null,
      state: 'ACTIVE',
      created_by_name: 'Ada Admin',
    });
    const list = await apiOf(harness).get('admin', '/api/admin/api-key/list');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.key);
    expect(list.json().data.api_keys.map((key: { name: string }) => key.name)).toContain('Gulf ERP');
    // Only its hash is stored.
    const stored = await harness.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(made.key);
  });

  it('a supplier key sees exactly its company, acts as the supplier, and history says "via API key"', async () => {
    const ids = await demoIds(harness);
    const { key } = await makeKey(harness, {
      name: 'Gulf purchasing',
      role: 'supplier',
      vendor_id: ids.gulfVendorId,
    });
    const machine = withKey(harness, key);
    const asKey = await machine.get('/api/request/get', { limit: 100 });
    expect(asKey.statusCode, asKey.body).toBe(200);
    const asPerson = await apiOf(harness).get('supplier', '/api/request/get', { limit: 100 });
    const idsOf = (response: typeof asKey) =>
      response
        .json()
        .data.requests.data.map((request: { id: number }) => request.id)
        .sort();
    expect(idsOf(asKey)).toEqual(idsOf(asPerson));
    const northSea = await apiOf(harness).get('second-supplier', '/api/request/get', { limit: 1 });
    const otherId = northSea.json().data.requests.data[0].id as number;
    expect((await machine.get(`/api/request/history/${otherId}`)).statusCode).toBe(404);

    const rig = ids.rigs[0]!;
    const created = await machine.post('/api/request/create', {
      rig_id: rig.id,
      well_id: ids.wellsOf(rig.id)[0]!.id,
      title: 'Raised by the ERP',
      type: 'Loadout Request',
      section: 'ERP',
      description: 'Made with an API key',
      po_number: 'PO-ERP-1',
    });
    expect(created.statusCode, created.body).toBe(200);
    const requestId = created.json().data.request_id as number;
    const order = await machine.post('/api/order/create', {
      request_id: requestId,
      item_id: ids.gulfItems[0]!.id,
      quantity: 2,
    });
    expect(order.statusCode, order.body).toBe(200);
    const moved = await machine.post('/api/request/move-next-phase', { request_id: requestId });
    expect(moved.statusCode, moved.body).toBe(200);

    const history = await apiOf(harness).get('admin', `/api/request/history/${requestId}`);
    const actors = history.json().data.events.map((event: { actor: unknown }) => event.actor);
    expect(actors.length).toBeGreaterThan(0);
    for (const actor of actors) {
      expect(actor).toMatchObject({ name: 'API key Gulf purchasing', role_slug: 'supplier', api_key: true });
    }
    // A person's change says nothing of keys.
    const personHistory = await apiOf(harness).get('supplier', `/api/request/history/${requestId}`);
    expect(personHistory.statusCode).toBe(200);

    // Used: the list says when.
    const list = (await apiOf(harness).get('admin', '/api/admin/api-key/list')).json().data.api_keys;
    const entry = list.find((item: { name: string }) => item.name === 'Gulf purchasing');
    expect(entry.last_used_at).not.toBeNull();
  });

  it('a key has exactly its role: a supplier key may not review or administer; a rig logistics key reviews', async () => {
    const ids = await demoIds(harness);
    const supplierKey = (
      await makeKey(harness, { name: 'Supplier only', role: 'supplier', vendor_id: ids.gulfVendorId })
    ).key;
    expect((await withKey(harness, supplierKey).get('/api/admin/api-key/list')).statusCode).toBe(403);
    expect((await withKey(harness, supplierKey).get('/api/user/list')).statusCode).toBe(403);
    const rigKey = (await makeKey(harness, { name: 'Rig dashboard', role: 'rig-logistic' })).key;
    const review = await withKey(harness, rigKey).get('/api/request/get', { limit: 100 });
    expect(review.statusCode).toBe(200);
    expect(
      review
        .json()
        .data.requests.data.some(
          (request: { vendor_id: number }) => request.vendor_id === ids.northSeaVendorId,
        ),
    ).toBe(true);
    expect(
      (await withKey(harness, rigKey).post('/api/admin/api-key/create', { name: 'x', role: 'admin' }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses bad input with a message on the field and makes nothing', async () => {
    const ids = await demoIds(harness);
    const api = apiOf(harness);
    const before = await harness.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ name: 'No company', role: 'supplier' }, 'vendor_id', 400],
      [{ name: 'Company not allowed', role: 'rig-logistic', vendor_id: ids.gulfVendorId }, 'vendor_id', 400],
      [{ name: 'No such company', role: 'supplier', vendor_id: 999_999 }, 'vendor_id', 400],
      [
        { name: 'Expired already', role: 'base-coordinator', expires_at: '2020-01-01T00:00:00Z' },
        'expires_at',
        400,
      ],
      [{ name: 'No zone', role: 'base-coordinator', expires_at: '2099-01-01T00:00:00' }, 'expires_at', 400],
      [{ name: 'Bad role', role: 'captain' }, 'role', 400],
      [{ name: '', role: 'admin' }, 'name', 400],
    ];
    for (const [body, field, status] of cases) {
      const response = await api.post('admin', '/api/admin/api-key/create', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(
        response.json().errors?.map((error: { field: string }) => error.field),
        response.body,
      ).toContain(field);
    }
    await makeKey(harness, { name: 'Unique name', role: 'base-coordinator' });
    const again = await api.post('admin', '/api/admin/api-key/create', {
      name: 'UNIQUE NAME',
      role: 'admin',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An API key with this name already exists');
    const after = await harness.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    for (const role of ['supplier', 'rig_logistics', 'base_coordinator'] as const) {
      expect(
        (await api.post(role, '/api/admin/api-key/create', { name: 'Mine', role: 'admin' })).statusCode,
      ).toBe(403);
    }
  });

  it('a revoked key answers 401 at once, a second revoke 409; an expired or unknown key 401', async () => {
    const api = apiOf(harness);
    const { key, id } = await makeKey(harness, { name: 'To revoke', role: 'base-coordinator' });
    expect((await withKey(harness, key).get('/api/voyage/get')).statusCode).toBe(200);
    const revoked = await api.post('admin', '/api/admin/api-key/revoke', { id });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = await withKey(harness, key).get('/api/voyage/get');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This API key was revoked.');
    const twice = await api.post('admin', '/api/admin/api-key/revoke', { id });
    expect(twice.statusCode).toBe(409);
    expect((await api.post('admin', '/api/admin/api-key/revoke', { id: 999_999 })).statusCode).toBe(404);
    const listed = (await api.get('admin', '/api/admin/api-key/list')).json().data.api_keys;
    expect(listed.find((item: { id: number }) => item.id === id).state).toBe('REVOKED');

    const expiring = await makeKey(harness, {
      name: 'Expiring',
      role: 'base-coordinator',
      expires_at: '2099-01-01T00:00:00Z',
    });
    await harness.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiring.id)
      .execute();
    const expired = await withKey(harness, expiring.key).get('/api/voyage/get');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This API key has expired.');

    const unknown = await withKey(harness, `${API_KEY_PREFIX}${'x'.repeat(43)}`).get('/api/voyage/get');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('This API key is not valid.');
  });

  it('a key may not make the calls only a person makes (password, profile, sign-out, calendar, stream, preferences)', async () => {
    const { key } = await makeKey(harness, { name: 'No person', role: 'rig-logistic' });
    const machine = withKey(harness, key);
    const calls: Array<[string, unknown]> = [
      ['/api/auth/change-password', { current_password: 'x', new_password: 'a long enough new password 1' }],
      ['/api/auth/update-profile', { full_name: 'Rita Alvarez' }],
      ['/api/auth/logout', {}],
      ['/api/auth/logout-all', {}],
      ['/api/user/calendar-feed', {}],
      ['/api/events/ticket', {}],
      ['/api/user/notification-preferences', { preferences: [{ kind: 'orders_arrived', channel: 'BELL' }] }],
    ];
    for (const [url, body] of calls) {
      const refused = await machine.post(url, body);
      expect(refused.statusCode, `${url} ${refused.body}`).toBe(403);
      expect(refused.json().message).toMatch(/^An API key cannot make this call/);
    }
    const stream = await machine.get('/api/events/stream');
    expect(stream.statusCode).toBe(403);
    // Still itself, and still working.
    expect((await machine.get('/api/request/get', { limit: 1 })).statusCode).toBe(200);
  });

  it('a repeated Idempotency-Key does not show the key again, and makes no second key', async () => {
    const token = await (await import('../requests/request-fixtures.ts')).adminToken(harness);
    const send = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/admin/api-key/create',
        payload: { name: 'Made once', role: 'base-coordinator' },
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'make-key-once-1' },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const key = first.json().data.key as string;
    const again = await send();
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(key);
    const stored = await harness.db.selectFrom('idempotency_keys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(key);
    const named = await harness.db
      .selectFrom('api_keys')
      .select('id')
      .where('name', '=', 'Made once')
      .execute();
    expect(named).toHaveLength(1);
  });

  it("a key's account is no person: not listed, cannot sign in, gets no notices", async () => {
    const ids = await demoIds(harness);
    const { id } = await makeKey(harness, { name: 'Quiet rig key', role: 'rig-logistic' });
    const key = await harness.db
      .selectFrom('api_keys')
      .innerJoin('users', 'users.id', 'api_keys.user_id')
      .select(['users.id', 'users.email'])
      .where('api_keys.id', '=', id)
      .executeTakeFirstOrThrow();
    const users = await apiOf(harness).get('admin', '/api/user/list', { limit: 100, search: 'API key' });
    expect(users.json().data.users.data).toEqual([]);
    const signIn = await harness.post('/api/auth/login', { email: key.email, password: 'anything-at-all-1' });
    expect(signIn.statusCode).toBe(401);
    expect(
      (await apiOf(harness).post('admin', '/api/user/update', { id: key.id, full_name: 'Renamed' }))
        .statusCode,
    ).toBe(404);

    const token = await harness.tokenFor('supplier');
    const rig = ids.rigs[0]!;
    const created = await harness.post(
      '/api/request/create',
      {
        rig_id: rig.id,
        well_id: ids.wellsOf(rig.id)[0]!.id,
        title: 'Tell rig logistics',
        type: 'Loadout Request',
        section: 'S',
        description: 'D',
      },
      { token },
    );
    const requestId = created.json().data.request_id as number;
    await harness.post(
      '/api/order/create',
      { request_id: requestId, item_id: ids.gulfItems[0]!.id, quantity: 1 },
      { token },
    );
    expect(
      (await harness.post('/api/request/move-next-phase', { request_id: requestId }, { token })).statusCode,
    ).toBe(200);
    const notices = await harness.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', key.id)
      .execute();
    expect(notices).toEqual([]);
  });
});

describeOnEachDatabase(
  'API keys are rate limited like people (issue 26)',
  (harness) => {
    it('a key over the limit gets 429 with Retry-After; a person keeps their own allowance', async () => {
      const { key } = await makeKey(harness, { name: 'Busy ERP', role: 'base-coordinator' });
      // Its first call counts against its address: the process does not know the key until it has checked it.
      expect((await withKey(harness, key).get('/api/voyage/get')).statusCode).toBe(200);
      const statuses: number[] = [];
      for (let call = 0; call < 5; call += 1) {
        statuses.push((await withKey(harness, key).get('/api/voyage/get')).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const over = await withKey(harness, key).get('/api/voyage/get');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      const person = await harness.get('/api/voyage/get', {
        token: await harness.tokenFor('base_coordinator'),
      });
      expect(person.statusCode).toBe(200);
    });
  },
  { config: { rateLimitPerMinute: 5 } },
);

describeOnEachDatabase(
  'made-up API keys are limited per address (issue 26)',
  (harness) => {
    it('a fresh made-up key on every call cannot escape the limit of its address', async () => {
      const statuses: number[] = [];
      for (let call = 0; call < 7; call += 1) {
        const madeUp = `${API_KEY_PREFIX}${call}${'q'.repeat(42)}`;
        statuses.push((await withKey(harness, madeUp).get('/api/voyage/get')).statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });
  },
  { config: { rateLimitPerMinute: 5 } },
);

describe('API key bearer', () => {
  it('a key is told from a session token by its prefix', async () => {
    const { isApiKeyToken } = await import('@rigline/contract/api-keys');
    expect(isApiKeyToken('rgl_abc')).toBe(true);
    expect(isApiKeyToken('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
  });
});
