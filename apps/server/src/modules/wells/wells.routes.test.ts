import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';

describeOnEachDatabase('GET /api/well/get', (harness) => {
  const firstRigId = async () =>
    (await harness.db.selectFrom('rigs').select('id').where('code', '=', 'RIG-001').executeTakeFirstOrThrow())
      .id;

  it('lists every well, paged', async () => {
    const token = await harness.tokenFor('base_coordinator');
    const response = await harness.get('/api/well/get', { token, query: { page: 1, limit: 100 } });
    expect(response.statusCode).toBe(200);
    const wells = response.json().data.wells;
    expect(wells.meta).toEqual({ total: 8, per_page: 100, current_page: 1, last_page: 1 });
    expect(wells.data[0]).toEqual({
      id: expect.any(Number),
      name: 'WELL-1A',
      location: expect.stringContaining('slot A'),
      rig_id: await firstRigId(),
    });
  });

  it("lists one rig's wells with rig_id", async () => {
    const token = await harness.tokenFor('supplier');
    const rigId = await firstRigId();
    const response = await harness.get('/api/well/get', { token, query: { rig_id: rigId } });
    expect(response.statusCode).toBe(200);
    const wells = response.json().data.wells;
    expect(wells.data.map((well: { name: string }) => well.name)).toEqual(['WELL-1A', 'WELL-1B']);
    expect(wells.data.every((well: { rig_id: number }) => well.rig_id === rigId)).toBe(true);
    expect(wells.meta.total).toBe(2);
  });

  it('answers an empty list for a rig that does not exist', async () => {
    const token = await harness.tokenFor('supplier');
    const response = await harness.get('/api/well/get', { token, query: { rig_id: 9999 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.wells).toEqual({
      data: [],
      meta: { total: 0, per_page: 10, current_page: 1, last_page: 1 },
    });
    const impossible = await harness.get('/api/well/get', { token, query: { rig_id: 3_000_000_000 } });
    expect(impossible.statusCode).toBe(400);
  });

  it('refuses a rig_id that is not an id with 400 naming it', async () => {
    const token = await harness.tokenFor('supplier');
    const response = await harness.get('/api/well/get', { token, query: { rig_id: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['rig_id']);
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await harness.get('/api/well/get')).statusCode).toBe(401);
  });
});
