import { PAGE } from '@rigline/contract/constants';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { fieldsOf } from '../requests/request-fixtures.ts';

describeOnEachDatabase('GET /api/vessel/get', (harness) => {
  const vessels = () => harness.db.selectFrom('vessels').select(['id', 'name']).orderBy('id').execute();

  it('lists the vessels by name to every signed-in role, with their voyage numbers', async () => {
    // The demo's decks (load planning, issue 11): Island Provider's is left unknown on purpose; every one is active.
    const deck = (length: number | null, width: number | null, maxLoad: number | null) => ({
      deck_length_m: length,
      deck_width_m: width,
      max_deck_load_t: maxLoad,
      usable_deck_factor: 0.85,
      is_active: true,
    });
    for (const role of ['supplier', 'rig_logistics', 'base_coordinator'] as const) {
      const response = await harness.get('/api/vessel/get', { token: await harness.tokenFor(role) });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.vessels).toEqual({
        data: [
          {
            id: expect.any(Number),
            name: 'MV Island Provider',
            essos_voyage_number: 'ESS-24-103',
            ...deck(null, null, null),
          },
          {
            id: expect.any(Number),
            name: 'MV North Carrier',
            essos_voyage_number: 'ESS-24-102',
            ...deck(50, 13, 1800),
          },
          {
            id: expect.any(Number),
            name: 'MV Sea Falcon',
            essos_voyage_number: 'ESS-24-101',
            ...deck(60, 15, 2500),
          },
        ],
        meta: { total: 3, per_page: 10, current_page: 1, last_page: 1 },
      });
    }
  });

  it('filters by one id or by a repeated id', async () => {
    const [first, second] = await vessels();
    const token = await harness.tokenFor('base_coordinator');
    const one = await harness.get(`/api/vessel/get?id=${first!.id}`, { token });
    expect(one.json().data.vessels.data.map((vessel: { id: number }) => vessel.id)).toEqual([first!.id]);
    const two = await harness.get(`/api/vessel/get?id=${first!.id}&id=${second!.id}`, { token });
    expect(two.json().data.vessels.data.map((vessel: { name: string }) => vessel.name)).toEqual([
      'MV North Carrier',
      'MV Sea Falcon',
    ]);
    const none = await harness.get('/api/vessel/get?id=987654', { token });
    expect(none.json().data.vessels).toEqual({
      data: [],
      meta: { total: 0, per_page: 10, current_page: 1, last_page: 1 },
    });
  });

  it('pages', async () => {
    const token = await harness.tokenFor('supplier');
    const response = await harness.get('/api/vessel/get', { token, query: { page: 2, limit: 2 } });
    expect(response.json().data.vessels.data.map((vessel: { name: string }) => vessel.name)).toEqual([
      'MV Sea Falcon',
    ]);
    expect(response.json().data.vessels.meta).toEqual({
      total: 3,
      per_page: 2,
      current_page: 2,
      last_page: 2,
    });
  });

  it('refuses an id that is not one with 400 naming it, and a caller without a token with 401', async () => {
    const token = await harness.tokenFor('supplier');
    const response = await harness.get('/api/vessel/get?id=abc', { token });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['id']);
    const tooMany = Array.from({ length: PAGE.maxLimit + 1 }, (_, i) => `id=${i + 1}`).join('&');
    const overLimit = await harness.get(`/api/vessel/get?${tooMany}`, { token });
    expect(overLimit.statusCode).toBe(400);
    expect(fieldsOf(overLimit.json())).toEqual(['id']);
    expect((await harness.get('/api/vessel/get')).statusCode).toBe(401);
  });
});
