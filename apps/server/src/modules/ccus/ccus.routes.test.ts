import { addCalendarDays } from '@rigline/contract/ccus';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { adminToken, fieldsOf } from '../requests/request-fixtures.ts';

const today = new Date().toISOString().slice(0, 10);

/** A unit's body with every field; `code` set by each test so that they do not meet. */
function unitBody(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    type: 'container',
    tare_kg: 2200,
    max_gross_kg: 10_000,
    length_m: 6.06,
    width_m: 2.44,
    height_m: 2.59,
    certificate_number: `DNV-${code}`,
    certified_until: addCalendarDays(today, 365),
    next_inspection_due: addCalendarDays(today, 180),
    ...overrides,
  };
}

describeOnEachDatabase('the CCU register: /api/ccu/*', (harness) => {
  const tokenOf = (role: 'base_coordinator' | 'admin') =>
    role === 'admin' ? adminToken(harness) : harness.tokenFor(role);
  const create = async (body: unknown, role: 'base_coordinator' | 'admin' = 'base_coordinator') =>
    harness.post('/api/ccu/create', body, { token: await tokenOf(role) });

  it('registers a unit for the coordinator and the admin, in capitals, and refuses the other roles', async () => {
    const created = await create(unitBody('tst-1001'));
    expect(created.statusCode).toBe(200);
    const unit = created.json().data.ccu;
    expect(unit).toMatchObject({
      code: 'TST-1001',
      type: 'container',
      owner: null,
      tare_kg: 2200,
      max_gross_kg: 10_000,
      day_rate: null,
      certificate_status: 'valid',
      version: 1,
    });
    expect((await create(unitBody('TST-1002'), 'admin')).statusCode).toBe(200);
    for (const role of ['supplier', 'rig_logistics'] as const) {
      const refused = await harness.post('/api/ccu/create', unitBody('TST-1003'), {
        token: await harness.tokenFor(role),
      });
      expect(refused.statusCode).toBe(403);
    }
    expect(
      (await harness.get('/api/ccu/list?search=TST-1003', { token: await adminToken(harness) })).json().data
        .ccus.meta.total,
    ).toBe(0);
  });

  it('refuses a code taken in any letter case with 409 naming code, and changes nothing', async () => {
    expect((await create(unitBody('TST-2001'))).statusCode).toBe(200);
    const again = await create(unitBody('tst-2001'));
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again.json())).toEqual(['code']);
    const token = await harness.tokenFor('base_coordinator');
    const listed = await harness.get('/api/ccu/list', { token, query: { search: 'TST-2001' } });
    expect(listed.json().data.ccus.meta.total).toBe(1);
  });

  it('refuses bad input with 400 naming the field: a gross not above the tare, a bad date, a bad code, a type', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ max_gross_kg: 2000 }, 'max_gross_kg'],
      [{ certified_until: '2026-02-30' }, 'certified_until'],
      [{ code: 'TOR 12' }, 'code'],
      [{ type: 'crate' }, 'type'],
      [{ owner_vendor_id: 987_654 }, 'owner_vendor_id'],
      [{ tare_kg: -5 }, 'tare_kg'],
    ];
    for (const [override, field] of cases) {
      const response = await create(unitBody('TST-3001', override));
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response.json())).toEqual([field]);
    }
    const token = await harness.tokenFor('base_coordinator');
    expect(
      (await harness.get('/api/ccu/list', { token, query: { search: 'TST-3001' } })).json().data.ccus.meta
        .total,
    ).toBe(0);
  });

  it('says expired, due within 30 days or certified from the earlier of the two dates, and filters by it', async () => {
    await create(unitBody('TST-4001', { next_inspection_due: addCalendarDays(today, -1) }));
    await create(unitBody('TST-4002', { certified_until: addCalendarDays(today, 30) }));
    await create(unitBody('TST-4003', { next_inspection_due: addCalendarDays(today, 31) }));
    await create(unitBody('TST-4004', { certified_until: today }));
    const token = await harness.tokenFor('rig_logistics');
    const codes = async (status?: string) => {
      const query: Record<string, string> = { search: 'TST-400' };
      if (status) query.status = status;
      const response = await harness.get('/api/ccu/list', { token, query });
      return response
        .json()
        .data.ccus.data.map((unit: { code: string; certificate_status: string }) => [
          unit.code,
          unit.certificate_status,
        ]);
    };
    expect(await codes()).toEqual([
      ['TST-4001', 'expired'],
      ['TST-4002', 'due_soon'],
      ['TST-4003', 'valid'],
      ['TST-4004', 'due_soon'],
    ]);
    expect(await codes('expired')).toEqual([['TST-4001', 'expired']]);
    expect(await codes('due_soon')).toEqual([
      ['TST-4002', 'due_soon'],
      ['TST-4004', 'due_soon'],
    ]);
    expect(await codes('valid')).toEqual([['TST-4003', 'valid']]);
  });

  it("shows a supplier its own company's units only, by owner", async () => {
    const vendors = await harness.db.selectFrom('vendors').select(['id', 'name']).orderBy('id').execute();
    const supplierToken = await harness.tokenFor('supplier');
    const me = (await harness.get('/api/auth/me', { token: supplierToken })).json().data.user;
    const own = vendors.find((vendor) => vendor.id === me.vendor_id)!;
    const other = vendors.find((vendor) => vendor.id !== me.vendor_id)!;
    const mine = (await create(unitBody('TST-5001', { owner_vendor_id: own.id, day_rate: 45 }))).json().data
      .ccu;
    const theirs = (await create(unitBody('TST-5002', { owner_vendor_id: other.id }))).json().data.ccu;
    await create(unitBody('TST-5003'));
    expect(mine.owner).toEqual({ id: own.id, name: own.name });
    const seen = await harness.get('/api/ccu/list', { token: supplierToken, query: { search: 'TST-500' } });
    expect(seen.json().data.ccus.data.map((unit: { code: string }) => unit.code)).toEqual(['TST-5001']);
    const asked = await harness.get('/api/ccu/list', {
      token: supplierToken,
      query: { search: 'TST-500', owner_vendor_id: other.id },
    });
    expect(asked.json().data.ccus.meta.total).toBe(0);
    expect((await harness.get(`/api/ccu/get/${theirs.id}`, { token: supplierToken })).statusCode).toBe(404);
    expect(
      (await harness.get(`/api/ccu/get/${mine.id}`, { token: supplierToken })).json().data.ccu.day_rate,
    ).toBe(45);
    const coordinator = await harness.tokenFor('base_coordinator');
    const operators = await harness.get('/api/ccu/list', {
      token: coordinator,
      query: { search: 'TST-500', owner_vendor_id: 'null' },
    });
    expect(operators.json().data.ccus.data.map((unit: { code: string }) => unit.code)).toEqual(['TST-5003']);
  });

  it('updates a unit at the version seen, keeps who changed what, and answers 409 naming them to a stale version', async () => {
    const unit = (await create(unitBody('TST-6001'))).json().data.ccu;
    const admin = await adminToken(harness);
    const renewed = addCalendarDays(today, 400);
    const updated = await harness.post(
      '/api/ccu/update',
      { id: unit.id, certified_until: renewed, certificate_number: 'DNV-NEW', version: unit.version },
      { token: admin },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.ccu).toMatchObject({
      certified_until: renewed,
      certificate_number: 'DNV-NEW',
      version: 2,
    });
    const coordinator = await harness.tokenFor('base_coordinator');
    const stale = await harness.post(
      '/api/ccu/update',
      { id: unit.id, day_rate: 50, version: unit.version },
      { token: coordinator },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^This unit was changed by .+ at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const below = await harness.post(
      '/api/ccu/update',
      { id: unit.id, tare_kg: 10_000 },
      { token: coordinator },
    );
    expect(below.statusCode).toBe(400);
    expect(fieldsOf(below.json())).toEqual(['max_gross_kg']);
    const history = await harness.get(`/api/ccu/history/${unit.id}`, { token: coordinator });
    const changes = history.json().data.changes;
    expect(changes).toHaveLength(2);
    expect(changes[0].changes).toEqual({
      certificate_number: ['DNV-TST-6001', 'DNV-NEW'],
      certified_until: [unit.certified_until, renewed],
    });
    expect(changes[1].changes.code).toEqual([null, 'TST-6001']);
    const after = await harness.get(`/api/ccu/get/${unit.id}`, { token: coordinator });
    expect(after.json().data.ccu).toMatchObject({ day_rate: null, tare_kg: 2200, version: 2 });
  });

  it('settles two changes made at once from the same version: one is applied, the other answers 409', async () => {
    const unit = (await create(unitBody('TST-7001'))).json().data.ccu;
    const coordinator = await harness.tokenFor('base_coordinator');
    const admin = await adminToken(harness);
    for (let round = 0; round < 5; round += 1) {
      const seen = (await harness.get(`/api/ccu/get/${unit.id}`, { token: coordinator })).json().data.ccu;
      const answers = await Promise.all([
        harness.post(
          '/api/ccu/update',
          { id: unit.id, day_rate: 10 + round, version: seen.version },
          { token: coordinator },
        ),
        harness.post(
          '/api/ccu/update',
          { id: unit.id, day_rate: 50 + round, version: seen.version },
          { token: admin },
        ),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().data.ccu;
      const after = (await harness.get(`/api/ccu/get/${unit.id}`, { token: coordinator })).json().data.ccu;
      expect(after).toMatchObject({ day_rate: winner.day_rate, version: seen.version + 1 });
    }
    // One history row per applied change, none for a refused one.
    const history = await harness.get(`/api/ccu/history/${unit.id}`, { token: coordinator });
    expect(history.json().data.changes).toHaveLength(6);
  });

  it('answers 401 to a caller without a token and 404 to a unit that is not there', async () => {
    expect((await harness.get('/api/ccu/list')).statusCode).toBe(401);
    const token = await harness.tokenFor('base_coordinator');
    expect((await harness.get('/api/ccu/get/987654', { token })).statusCode).toBe(404);
    const missing = await harness.post('/api/ccu/update', { id: 987_654, day_rate: 1 }, { token });
    expect(missing.statusCode).toBe(404);
  });
});
