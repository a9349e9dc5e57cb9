import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';

describeOnEachDatabase('GET /api/base/list', (harness) => {
  it('lists the bases, the default one first', async () => {
    const token = await harness.tokenFor('base_coordinator');
    const response = await harness.get('/api/base/list', { token });
    expect(response.statusCode).toBe(200);
    const bases = response.json().data.bases;
    expect(bases.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Aberdeen Supply Base',
        location: 'Aberdeen, UK',
        is_default: true,
        booking_cutoff_hours: 24,
        time_zone: 'Europe/London',
        on_time_window_hours: 6,
      },
      {
        id: expect.any(Number),
        name: 'Stavanger Supply Base',
        location: 'Stavanger, Norway',
        is_default: false,
        booking_cutoff_hours: 24,
        time_zone: 'Europe/Oslo',
        on_time_window_hours: 6,
      },
    ]);
    expect(bases.meta).toEqual({ total: 2, per_page: 10, current_page: 1, last_page: 1 });
  });

  it('pages', async () => {
    const token = await harness.tokenFor('rig_logistics');
    const response = await harness.get('/api/base/list', { token, query: { page: 2, limit: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.bases.data.map((base: { name: string }) => base.name)).toEqual([
      'Stavanger Supply Base',
    ]);
    expect(response.json().data.bases.meta).toEqual({ total: 2, per_page: 1, current_page: 2, last_page: 2 });
  });

  it('refuses a bad limit with 400 naming it', async () => {
    const token = await harness.tokenFor('supplier');
    const response = await harness.get('/api/base/list', { token, query: { limit: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['limit']);
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await harness.get('/api/base/list')).statusCode).toBe(401);
  });
});
