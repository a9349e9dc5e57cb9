import { HOME_RIG_UNKNOWN_MESSAGE, HOME_RIGS_ROLE_MESSAGE } from '@rigline/contract/users';
import { expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { apiOf } from '../voyages/voyage-fixtures.ts';

async function userIdOf(harness: Harness, email: string): Promise<number> {
  const row = await harness.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function rigsByCode(harness: Harness) {
  const rows = await harness.db
    .selectFrom('rigs')
    .select(['id', 'code', 'name', 'status'])
    .orderBy('code')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.code, row]));
}

async function homeRigIdsInDb(harness: Harness, userId: number): Promise<number[]> {
  const rows = await harness.db
    .selectFrom('user_home_rigs')
    .select('rig_id')
    .where('user_id', '=', userId)
    .orderBy('rig_id')
    .execute();
  return rows.map((row) => row.rig_id);
}

describeOnEachDatabase('home rigs of a rig logistics user', (harness) => {
  const api = apiOf(harness);

  it('is set by the admin only and read by the admin or the rig logistics user themselves', async () => {
    const rigUserId = await userIdOf(harness, DEMO_CREDENTIALS.rig_logistics.email);
    const rigs = await rigsByCode(harness);
    const body = { user_id: rigUserId, rig_ids: [rigs['RIG-001']!.id] };
    for (const role of ['supplier', 'base_coordinator', 'rig_logistics'] as const) {
      expect((await api.post(role, '/api/user/home-rigs', body)).statusCode, role).toBe(403);
    }
    for (const role of ['supplier', 'base_coordinator'] as const) {
      expect((await api.get(role, '/api/user/home-rigs')).statusCode, role).toBe(403);
    }
    const coordinatorId = await userIdOf(harness, DEMO_CREDENTIALS.base_coordinator.email);
    const someoneElse = await api.get('rig_logistics', '/api/user/home-rigs', { user_id: coordinatorId });
    expect(someoneElse.statusCode).toBe(403);
    expect(await homeRigIdsInDb(harness, rigUserId)).toEqual([]);

    const own = await api.get('rig_logistics', '/api/user/home-rigs');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual({ user_id: rigUserId, rigs: [] });
  });

  it('replaces the whole set in one call, records the change, and answers the rigs with their names', async () => {
    const rigUserId = await userIdOf(harness, DEMO_CREDENTIALS.rig_logistics.email);
    const rigs = await rigsByCode(harness);
    const first = await api.ok('admin', '/api/user/home-rigs', {
      user_id: rigUserId,
      rig_ids: [rigs['RIG-002']!.id, rigs['RIG-001']!.id],
    });
    expect(first.rigs).toEqual([
      { id: rigs['RIG-001']!.id, code: 'RIG-001', name: rigs['RIG-001']!.name },
      { id: rigs['RIG-002']!.id, code: 'RIG-002', name: rigs['RIG-002']!.name },
    ]);
    const read = await api.get('rig_logistics', '/api/user/home-rigs', { user_id: rigUserId });
    expect(read.json().data.rigs.map((rig: { code: string }) => rig.code)).toEqual(['RIG-001', 'RIG-002']);

    const replaced = await api.ok('admin', '/api/user/home-rigs', {
      user_id: rigUserId,
      rig_ids: [rigs['RIG-003']!.id],
    });
    expect(replaced.rigs.map((rig: { code: string }) => rig.code)).toEqual(['RIG-003']);
    expect(await homeRigIdsInDb(harness, rigUserId)).toEqual([rigs['RIG-003']!.id]);
    const adminRead = await api.get('admin', '/api/user/home-rigs', { user_id: rigUserId });
    expect(adminRead.json().data.rigs.map((rig: { code: string }) => rig.code)).toEqual(['RIG-003']);

    const events = await harness.db
      .selectFrom('events')
      .select('details')
      .where('entity_type', '=', 'user' as never)
      .where('entity_id', '=', rigUserId)
      .orderBy('id')
      .execute();
    const homeRigChanges = events
      .map((event) => JSON.parse(event.details ?? '{}'))
      .filter((details) => 'home_rig_ids' in details);
    expect(homeRigChanges.at(-1)).toEqual({
      home_rig_ids: [[rigs['RIG-001']!.id, rigs['RIG-002']!.id].sort((a, b) => a - b), [rigs['RIG-003']!.id]],
    });

    const cleared = await api.ok('admin', '/api/user/home-rigs', { user_id: rigUserId, rig_ids: [] });
    expect(cleared.rigs).toEqual([]);
    expect(await homeRigIdsInDb(harness, rigUserId)).toEqual([]);
  });

  it('refuses another role, an inactive or unknown rig and an unknown user, and changes nothing', async () => {
    const rigUserId = await userIdOf(harness, DEMO_CREDENTIALS.rig_logistics.email);
    const supplierId = await userIdOf(harness, DEMO_CREDENTIALS.supplier.email);
    const rigs = await rigsByCode(harness);
    expect(rigs['RIG-004']!.status).toBe(0);
    await api.ok('admin', '/api/user/home-rigs', { user_id: rigUserId, rig_ids: [rigs['RIG-001']!.id] });

    const notRigUser = await api.post('admin', '/api/user/home-rigs', {
      user_id: supplierId,
      rig_ids: [rigs['RIG-001']!.id],
    });
    expect(notRigUser.statusCode).toBe(400);
    expect(notRigUser.json().message).toBe(HOME_RIGS_ROLE_MESSAGE);
    expect(await homeRigIdsInDb(harness, supplierId)).toEqual([]);

    for (const rigIds of [
      [rigs['RIG-002']!.id, rigs['RIG-004']!.id],
      [rigs['RIG-002']!.id, 999_999],
    ]) {
      const refused = await api.post('admin', '/api/user/home-rigs', { user_id: rigUserId, rig_ids: rigIds });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toBe(HOME_RIG_UNKNOWN_MESSAGE);
      expect(refused.json().errors.map((error: { field: string }) => error.field)).toEqual(['rig_ids']);
      expect(await homeRigIdsInDb(harness, rigUserId)).toEqual([rigs['RIG-001']!.id]);
    }
    const badBody = await api.post('admin', '/api/user/home-rigs', { user_id: rigUserId, rig_ids: ['x'] });
    expect(badBody.statusCode).toBe(400);
    const unknownUser = await api.post('admin', '/api/user/home-rigs', { user_id: 999_999, rig_ids: [] });
    expect(unknownUser.statusCode).toBe(404);
    expect((await api.get('admin', '/api/user/home-rigs', { user_id: 999_999 })).statusCode).toBe(404);
  });

  it('narrows the request list, the voyage list and both dashboards to the rigs named', async () => {
    const rigs = await rigsByCode(harness);
    const home = [rigs['RIG-001']!.id, rigs['RIG-003']!.id];
    const homeSet = new Set(home);
    const rigIds = home.join(',');

    const requests = await api.get('rig_logistics', '/api/request/get', {
      status: 'ex-DRAFT',
      rig_ids: rigIds,
      page: 1,
      limit: 100,
    });
    expect(requests.statusCode, requests.body).toBe(200);
    const requestRows = requests.json().data.requests;
    const expectedRequests = await harness.db
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '<>', 'DRAFT')
      .where('rig_id', 'in', home)
      .executeTakeFirstOrThrow();
    expect(Number(expectedRequests.count)).toBeGreaterThan(0);
    expect(requestRows.meta.total).toBe(Number(expectedRequests.count));
    expect(requestRows.data.length).toBe(Number(expectedRequests.count));
    expect(requestRows.data.every((row: { rig_id: number }) => homeSet.has(row.rig_id))).toBe(true);
    const all = await api.get('rig_logistics', '/api/request/get', {
      status: 'ex-DRAFT',
      page: 1,
      limit: 100,
    });
    expect(all.json().data.requests.meta.total).toBeGreaterThan(requestRows.meta.total);

    const voyages = await api.get('rig_logistics', '/api/voyage/get', {
      rig_ids: rigIds,
      page: 1,
      limit: 100,
    });
    expect(voyages.statusCode, voyages.body).toBe(200);
    const journeys = await harness.db.selectFrom('journeys').select(['voyage_id', 'rig_id']).execute();
    const expectedVoyages = new Set(journeys.filter((j) => homeSet.has(j.rig_id)).map((j) => j.voyage_id));
    expect(expectedVoyages.size).toBeGreaterThan(0);
    const voyageIds = voyages.json().data.Voyages.data.map((voyage: { id: number }) => voyage.id);
    expect(new Set(voyageIds)).toEqual(expectedVoyages);
    expect(voyages.json().data.Voyages.meta.total).toBe(expectedVoyages.size);

    const dashboard = await api.get('rig_logistics', '/api/dashboard/rig-logistics', { rig_ids: rigIds });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const figures = dashboard.json().data;
    expect(figures.per_rig.map((row: { rig_id: number }) => row.rig_id).sort()).toEqual([...home].sort());
    expect(figures.active_rigs).toBe(2);
    const pending = await harness.db
      .selectFrom('requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'PENDING')
      .where('rig_id', 'in', home)
      .executeTakeFirstOrThrow();
    expect(figures.pending_requests).toBe(Number(pending.count));

    const sites = await api.get('rig_logistics', '/api/dashboard/site-operations', { rig_ids: rigIds });
    expect(sites.statusCode, sites.body).toBe(200);
    expect(
      sites
        .json()
        .data.sites.map((site: { rig_id: number }) => site.rig_id)
        .sort(),
    ).toEqual([...home].sort());
    const requestRigs = new Map(
      (await harness.db.selectFrom('requests').select(['id', 'rig_id']).execute()).map((row) => [
        row.id,
        row.rig_id,
      ]),
    );
    for (const alert of sites.json().data.alerts as Array<{ request_id?: number; voyage_id?: number }>) {
      if (alert.request_id !== undefined) expect(homeSet.has(requestRigs.get(alert.request_id)!)).toBe(true);
      else expect(expectedVoyages.has(alert.voyage_id!)).toBe(true);
    }

    for (const bad of ['a,b', '1,,2', '0']) {
      const refused = await api.get('rig_logistics', '/api/request/get', { rig_ids: bad });
      expect(refused.statusCode, bad).toBe(400);
    }
  });
});
