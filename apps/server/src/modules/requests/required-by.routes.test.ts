import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { apiOf } from '../voyages/voyage-fixtures.ts';
import { demoIds } from './request-fixtures.ts';

/** Issue 23: a request's required-by date, set at creation, changed while it is a draft, listed with it. */
describeOnEachDatabase('required_by', (harness) => {
  const api = apiOf(harness);

  async function draft(requiredBy?: string) {
    const ids = await demoIds(harness);
    const rigId = ids.rigs[0]!.id;
    const created = await api.ok('supplier', '/api/request/create', {
      rig_id: rigId,
      well_id: ids.wellsOf(rigId)[0]!.id,
      title: 'Required-by test',
      type: 'Loadout Request',
      section: 'Test',
      description: 'Needs a date',
      ...(requiredBy ? { required_by: requiredBy } : {}),
    });
    return created.request_id as number;
  }

  async function listed(requestId: number) {
    const response = await api.get('supplier', '/api/request/get', { id: requestId });
    return response.json().data.requests.data[0] as { required_by: string | null; version: number };
  }

  it('is set at creation, changed and cleared in draft, from the version seen, and listed', async () => {
    const requestId = await draft('2031-05-01');
    const first = await listed(requestId);
    expect(first.required_by).toBe('2031-05-01');

    const changed = await api.ok('supplier', '/api/request/set-required-by', {
      request_id: requestId,
      required_by: '2031-05-20',
      version: first.version,
    });
    expect(changed).toMatchObject({ required_by: '2031-05-20', version: first.version + 1 });
    expect((await listed(requestId)).required_by).toBe('2031-05-20');

    const stale = await api.post('supplier', '/api/request/set-required-by', {
      request_id: requestId,
      required_by: '2031-06-01',
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await listed(requestId)).required_by).toBe('2031-05-20');

    await api.ok('supplier', '/api/request/set-required-by', { request_id: requestId, required_by: null });
    expect((await listed(requestId)).required_by).toBeNull();
  });

  it('refuses a date that does not exist, another role, and a request no longer a draft, changing nothing', async () => {
    const requestId = await draft('2031-05-01');
    const bad = await api.post('supplier', '/api/request/set-required-by', {
      request_id: requestId,
      required_by: '2031-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('required_by must be a date such as 2026-12-01');

    const coordinator = await api.post('base_coordinator', '/api/request/set-required-by', {
      request_id: requestId,
      required_by: '2031-05-02',
    });
    expect(coordinator.statusCode).toBe(403);

    const ids = await demoIds(harness);
    await api.ok('supplier', '/api/order/create', {
      request_id: requestId,
      item_id: ids.gulfItems[0]!.id,
      quantity: 1,
    });
    await api.ok('supplier', '/api/request/move-next-phase', { request_id: requestId });
    const sent = await api.post('supplier', '/api/request/set-required-by', {
      request_id: requestId,
      required_by: '2031-05-03',
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toContain('while the request is a draft');
    expect((await listed(requestId)).required_by).toBe('2031-05-01');
  });
});
