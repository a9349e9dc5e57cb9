import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';

describeOnEachDatabase('GET /api/rig/list', (harness) => {
  it('lists every rig with its code, location, active flag and current well', async () => {
    const token = await harness.tokenFor('supplier');
    const response = await harness.get('/api/rig/list', { token, query: { page: 1, limit: 100 } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    const rigs = body.data.rigs.data;
    expect(rigs.map((rig: { code: string }) => rig.code)).toEqual([
      'RIG-001',
      'RIG-002',
      'RIG-003',
      'RIG-004',
    ]);
    expect(rigs[0]).toMatchObject({ name: 'Ocean Endeavour', status: true, location: expect.any(String) });
    expect(rigs[3]).toMatchObject({ name: 'Nordic Star', status: false });
    const firstWell = await harness.db
      .selectFrom('wells')
      .select(['id', 'name'])
      .where('rig_id', '=', rigs[0].id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(rigs[0].currentWellId).toBe(firstWell.id);
    // Rig pickers show the current well by name (issue 12).
    expect(rigs[0].currentWell).toEqual({ id: firstWell.id, name: firstWell.name });
    expect(body.data.rigs.meta).toEqual({ total: 4, per_page: 100, current_page: 1, last_page: 1 });
  });

  it('pages with page and limit, 10 by default', async () => {
    const token = await harness.tokenFor('rig_logistics');
    const second = await harness.get('/api/rig/list', { token, query: { page: 2, limit: 3 } });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.rigs.data.map((rig: { code: string }) => rig.code)).toEqual(['RIG-004']);
    expect(second.json().data.rigs.meta).toEqual({ total: 4, per_page: 3, current_page: 2, last_page: 2 });
    const byDefault = await harness.get('/api/rig/list', { token });
    expect(byDefault.json().data.rigs.meta).toMatchObject({ per_page: 10, current_page: 1 });
  });

  it.each(['supplier', 'second-supplier', 'rig_logistics', 'base_coordinator'] as const)(
    'answers %s: every role sees every rig',
    async (role) => {
      const response = await harness.get('/api/rig/list', { token: await harness.tokenFor(role) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.rigs.meta.total).toBe(4);
    },
  );

  it('refuses a limit over 100 or a page below 1 with 400 naming the field', async () => {
    const token = await harness.tokenFor('supplier');
    const tooMany = await harness.get('/api/rig/list', { token, query: { limit: 101 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.map((error: { field: string }) => error.field)).toEqual(['limit']);
    const pageZero = await harness.get('/api/rig/list', { token, query: { page: 0 } });
    expect(pageZero.statusCode).toBe(400);
    expect(pageZero.json().errors.map((error: { field: string }) => error.field)).toEqual(['page']);
  });

  it('refuses a caller without a token with 401', async () => {
    const response = await harness.get('/api/rig/list');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false });
  });
});
