import {
  LOGIN_FAILED_MESSAGE,
  MUST_CHANGE_PASSWORD_MESSAGE,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from '@rigline/contract/auth';
import { BASE_DEFAULT_REQUIRED_MESSAGE } from '@rigline/contract/bases';
import { RIG_CODE_TAKEN_MESSAGE, RIG_INACTIVE_MESSAGE } from '@rigline/contract/rigs';
import { EMAIL_TAKEN_MESSAGE, VENDOR_REQUIRED_MESSAGE } from '@rigline/contract/users';
import { VENDOR_NAME_TAKEN_MESSAGE } from '@rigline/contract/vendors';
import { VESSEL_INACTIVE_MESSAGE } from '@rigline/contract/vessels';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness, TEST_TOKEN_SECRET } from '../../test/harness.ts';
import { TokenSigner } from '../auth/token.ts';
import { adminToken } from '../requests/request-fixtures.ts';

const FIRST_PASSWORD = 'handed-over-at-the-quay-7';
const OWN_PASSWORD = 'my own harbour lights 2026';

function claimsOf(token: string): { sub: number; role: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

async function signIn(harness: Harness, email: string, password: string) {
  return harness.post('/api/auth/login', { email, password });
}

async function tokenOf(harness: Harness, email: string, password: string): Promise<string> {
  const response = await signIn(harness, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token as string;
}

function fieldsOf(response: { json: () => { errors?: Array<{ field: string }> } }): string[] {
  return (response.json().errors ?? []).map((error) => error.field);
}

describeOnEachDatabase('administration: master data', (harness) => {
  it('admits the admin only: 403 for every other role on every create and update call', async () => {
    const calls: Array<[string, unknown]> = [
      ['/api/vendor/create', { name: 'X', category: 'Y' }],
      ['/api/vendor/update', { id: 1, name: 'X' }],
      ['/api/rig/create', { code: 'RIG-X', name: 'X' }],
      ['/api/rig/update', { id: 1, name: 'X' }],
      ['/api/well/create', { rig_id: 1, name: 'X' }],
      ['/api/well/update', { id: 1, name: 'X' }],
      ['/api/vessel/create', { name: 'X', essos_voyage_number: 'E' }],
      ['/api/vessel/update', { id: 1, name: 'X' }],
      ['/api/base/create', { name: 'X' }],
      ['/api/base/update', { id: 1, name: 'X' }],
      [
        '/api/user/create',
        { email: 'x@y.example', full_name: 'X', role_slug: 'admin', password: FIRST_PASSWORD },
      ],
      ['/api/user/update', { id: 1, full_name: 'X' }],
      ['/api/user/reset-password', { id: 1, password: FIRST_PASSWORD }],
    ];
    for (const role of ['supplier', 'rig_logistics', 'base_coordinator'] as const) {
      const token = await harness.tokenFor(role);
      for (const [url, body] of calls) {
        expect((await harness.post(url, body, { token })).statusCode, `${role} ${url}`).toBe(403);
      }
      expect((await harness.get('/api/user/list', { token })).statusCode).toBe(403);
    }
  });

  it('creates and updates a supplier company; a taken name (any case) is 409 naming the field; a bad field 400', async () => {
    const token = await adminToken(harness);
    const created = await harness.post(
      '/api/vendor/create',
      { name: 'Forth Valves Ltd', category: 'Valves', contact_email: 'Ops@Forth.example' },
      { token },
    );
    expect(created.statusCode, created.body).toBe(200);
    const vendor = created.json().data.vendor;
    expect(vendor).toMatchObject({
      name: 'Forth Valves Ltd',
      status: 'active',
      contact_email: 'ops@forth.example',
    });
    const taken = await harness.post(
      '/api/vendor/create',
      { name: 'forth valves ltd', category: 'V' },
      { token },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: VENDOR_NAME_TAKEN_MESSAGE, errors: [{ field: 'name' }] });
    const bad = await harness.post(
      '/api/vendor/create',
      { name: '', category: 'V', contact_email: 'nope' },
      { token },
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['contact_email', 'name']);
    const updated = await harness.post(
      '/api/vendor/update',
      { id: vendor.id, contact_phone: '+44 1' },
      { token },
    );
    expect(updated.json().data.vendor).toMatchObject({ id: vendor.id, contact_phone: '+44 1' });
    const events = await harness.db
      .selectFrom('events')
      .select(['actor_user_id', 'details'])
      .where('entity_type', '=', 'vendor' as never)
      .where('entity_id', '=', vendor.id)
      .orderBy('id')
      .execute();
    expect(events).toHaveLength(2);
    expect(JSON.parse(events[1]?.details ?? '{}')).toEqual({ contact_phone: ['', '+44 1'] });
    expect(events[1]?.actor_user_id).toBe(claimsOf(token).sub);
  });

  it('creates a rig with a well, sets its current well, and refuses a new request on it once inactive', async () => {
    const token = await adminToken(harness);
    const rig = (
      await harness.post('/api/rig/create', { code: 'RIG-077', name: 'Forth Pioneer' }, { token })
    ).json().data.rig;
    expect(rig).toMatchObject({ code: 'RIG-077', status: true, currentWellId: null });
    const taken = await harness.post('/api/rig/create', { code: 'rig-077', name: 'Other' }, { token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: RIG_CODE_TAKEN_MESSAGE, errors: [{ field: 'code' }] });
    const well = (await harness.post('/api/well/create', { rig_id: rig.id, name: 'FP-1' }, { token })).json()
      .data.well;
    expect(well).toMatchObject({ rig_id: rig.id, name: 'FP-1' });
    expect(
      (await harness.post('/api/well/create', { rig_id: rig.id, name: 'fp-1' }, { token })).statusCode,
    ).toBe(409);
    const current = await harness.post(
      '/api/rig/update',
      { id: rig.id, current_well_id: well.id },
      { token },
    );
    expect(current.json().data.rig.currentWellId).toBe(well.id);
    const otherWell = await harness.db
      .selectFrom('wells')
      .select('id')
      .where('rig_id', '!=', rig.id)
      .executeTakeFirstOrThrow();
    const wrongWell = await harness.post(
      '/api/rig/update',
      { id: rig.id, current_well_id: otherWell.id },
      { token },
    );
    expect(wrongWell.statusCode).toBe(400);
    expect(fieldsOf(wrongWell)).toEqual(['current_well_id']);

    const request = {
      rig_id: rig.id,
      well_id: well.id,
      title: 'Casing',
      section: 'Drilling',
      description: 'For the first section',
    };
    const supplier = await harness.tokenFor('supplier');
    const accepted = await harness.post('/api/request/create', request, { token: supplier });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await harness.post('/api/rig/update', { id: rig.id, status: false }, { token });
    const refused = await harness.post('/api/request/create', request, { token: supplier });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: RIG_INACTIVE_MESSAGE, errors: [{ field: 'rig_id' }] });
    const active = await harness.get('/api/rig/list', {
      token: supplier,
      query: { include_inactive: 'false', limit: 100 },
    });
    expect(active.json().data.rigs.data.map((row: { id: number }) => row.id)).not.toContain(rig.id);
    const search = await harness.get('/api/rig/list', { token: supplier, query: { search: 'forth pio' } });
    expect(search.json().data.rigs.data).toEqual([expect.objectContaining({ id: rig.id, status: false })]);
  });

  it('creates a vessel with its deck and refuses a new voyage on it once inactive', async () => {
    const token = await adminToken(harness);
    const created = await harness.post(
      '/api/vessel/create',
      { name: 'MV Forth Star', essos_voyage_number: 'ESS-26-900', deck_length_m: 78.5, deck_width_m: 17.2 },
      { token },
    );
    expect(created.statusCode, created.body).toBe(200);
    const vessel = created.json().data.vessel;
    expect(vessel).toMatchObject({
      deck_length_m: 78.5,
      deck_width_m: 17.2,
      max_deck_load_t: null,
      usable_deck_factor: 0.85,
      is_active: true,
    });
    const bad = await harness.post('/api/vessel/update', { id: vessel.id, deck_width_m: -1 }, { token });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['deck_width_m']);
    expect(
      (
        await harness.post(
          '/api/vessel/create',
          { name: 'mv forth star', essos_voyage_number: 'E' },
          { token },
        )
      ).statusCode,
    ).toBe(409);
    await harness.post('/api/vessel/update', { id: vessel.id, is_active: false }, { token });
    const voyage = await harness.post(
      '/api/voyage/create',
      { name: 'Forth run', vessel_id: vessel.id },
      { token },
    );
    expect(voyage.statusCode).toBe(400);
    expect(voyage.json()).toMatchObject({
      message: VESSEL_INACTIVE_MESSAGE,
      errors: [{ field: 'vessel_id' }],
    });
  });

  it('keeps exactly one default base', async () => {
    const token = await adminToken(harness);
    const base = (
      await harness.post('/api/base/create', { name: 'Peterhead Base', is_default: true }, { token })
    ).json().data.base;
    const defaults = async () =>
      (await harness.db.selectFrom('bases').select('id').where('is_default', '=', 1).execute()).map(
        (row) => row.id,
      );
    expect(await defaults()).toEqual([base.id]);
    const refused = await harness.post('/api/base/update', { id: base.id, is_default: false }, { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BASE_DEFAULT_REQUIRED_MESSAGE);
    const other = (await harness.get('/api/base/list', { token, query: { search: 'aberdeen' } })).json().data
      .bases.data[0];
    await harness.post('/api/base/update', { id: other.id, is_default: true }, { token });
    expect(await defaults()).toEqual([other.id]);
  });
});

describeOnEachDatabase('administration: accounts and sessions', (harness) => {
  async function createSupplier(email: string): Promise<number> {
    const token = await adminToken(harness);
    const vendor = await harness.db
      .selectFrom('vendors')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await harness.post(
      '/api/user/create',
      {
        email,
        full_name: 'Sam Okafor',
        role_slug: 'supplier',
        vendor_id: vendor.id,
        password: FIRST_PASSWORD,
      },
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user).not.toHaveProperty('password_hash');
    return response.json().data.user.id as number;
  }

  async function chooseOwnPassword(email: string): Promise<string> {
    const first = await tokenOf(harness, email, FIRST_PASSWORD);
    const changed = await harness.post(
      '/api/auth/change-password',
      { current_password: FIRST_PASSWORD, new_password: OWN_PASSWORD },
      { token: first },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    return changed.json().data.token as string;
  }

  it('refuses a bad account: supplier without vendor, common password, password = email, taken email', async () => {
    const token = await adminToken(harness);
    const body = { email: 'new.person@rigline.example', full_name: 'New Person', role_slug: 'supplier' };
    const noVendor = await harness.post('/api/user/create', { ...body, password: FIRST_PASSWORD }, { token });
    expect(noVendor.json()).toMatchObject({
      message: VENDOR_REQUIRED_MESSAGE,
      errors: [{ field: 'vendor_id' }],
    });
    const operator = { ...body, role_slug: 'rig-logistic' };
    const common = await harness.post(
      '/api/user/create',
      { ...operator, password: 'Password1234' },
      { token },
    );
    expect(common.json()).toMatchObject({
      message: PASSWORD_TOO_COMMON_MESSAGE,
      errors: [{ field: 'password' }],
    });
    const asEmail = await harness.post(
      '/api/user/create',
      { ...operator, email: 'a.long.name@x.example', password: 'A.Long.Name@x.example' },
      { token },
    );
    expect(asEmail.json()).toMatchObject({ message: PASSWORD_IS_EMAIL_MESSAGE });
    const short = await harness.post('/api/user/create', { ...operator, password: 'short' }, { token });
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short)).toEqual(['password']);
    const taken = await harness.post(
      '/api/user/create',
      { ...operator, email: 'SUPPLIER@rigline.demo', password: FIRST_PASSWORD },
      { token },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: EMAIL_TAKEN_MESSAGE, errors: [{ field: 'email' }] });
  });

  it('makes a new user choose a password: every other call 403 until then; the change ends the other sessions', async () => {
    const email = 'gate@rigline.example';
    await createSupplier(email);
    const login = await signIn(harness, email, FIRST_PASSWORD);
    expect(login.json().data.user.must_change_password).toBe(true);
    const first = login.json().data.token as string;
    const second = await tokenOf(harness, email, FIRST_PASSWORD);
    const gated = await harness.get('/api/rig/list', { token: first });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().message).toBe(MUST_CHANGE_PASSWORD_MESSAGE);
    expect((await harness.post('/api/events/ticket', {}, { token: first })).statusCode).toBe(403);
    expect((await harness.get('/api/auth/me', { token: first })).json().data.user.must_change_password).toBe(
      true,
    );
    const wrong = await harness.post(
      '/api/auth/change-password',
      { current_password: 'not-it', new_password: OWN_PASSWORD },
      { token: first },
    );
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['current_password']);
    const changed = await harness.post(
      '/api/auth/change-password',
      { current_password: FIRST_PASSWORD, new_password: OWN_PASSWORD },
      { token: first },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.user.must_change_password).toBe(false);
    const fresh = changed.json().data.token as string;
    expect((await harness.get('/api/rig/list', { token: fresh })).statusCode).toBe(200);
    expect((await harness.get('/api/auth/me', { token: first })).statusCode).toBe(401);
    expect((await harness.get('/api/auth/me', { token: second })).statusCode).toBe(401);
    expect((await signIn(harness, email, FIRST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(harness, email, OWN_PASSWORD)).json().data.user.must_change_password).toBe(false);
  });

  it('ends a session on logout and every session on logout-all', async () => {
    const email = 'sessions@rigline.example';
    await createSupplier(email);
    const one = await chooseOwnPassword(email);
    const two = await tokenOf(harness, email, OWN_PASSWORD);
    const three = await tokenOf(harness, email, OWN_PASSWORD);
    expect((await harness.post('/api/auth/logout', undefined, { token: one })).statusCode).toBe(200);
    expect((await harness.get('/api/auth/me', { token: one })).statusCode).toBe(401);
    expect((await harness.get('/api/auth/me', { token: two })).statusCode).toBe(200);
    expect((await harness.post('/api/auth/logout-all', undefined, { token: two })).statusCode).toBe(200);
    expect((await harness.get('/api/auth/me', { token: two })).statusCode).toBe(401);
    expect((await harness.get('/api/auth/me', { token: three })).statusCode).toBe(401);
    expect((await harness.post('/api/events/ticket', {}, { token: three })).statusCode).toBe(401);
  });

  it('ends the sessions on a reset, a deactivation and a role change; a deactivated sign-in reads as a wrong password', async () => {
    const admin = await adminToken(harness);
    const email = 'revoked@rigline.example';
    const id = await createSupplier(email);
    let token = await chooseOwnPassword(email);

    const reset = await harness.post(
      '/api/user/reset-password',
      { id, password: 'another first password' },
      { token: admin },
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await harness.get('/api/auth/me', { token })).statusCode).toBe(401);
    const afterReset = await signIn(harness, email, 'another first password');
    expect(afterReset.json().data.user.must_change_password).toBe(true);

    const operatorEmail = 'operator@rigline.example';
    const operator = await harness.post(
      '/api/user/create',
      {
        email: operatorEmail,
        full_name: 'Olu Operator',
        role_slug: 'rig-logistic',
        password: FIRST_PASSWORD,
      },
      { token: admin },
    );
    const operatorId = operator.json().data.user.id as number;
    token = await chooseOwnPassword(operatorEmail);
    const role = await harness.post(
      '/api/user/update',
      { id: operatorId, role_slug: 'base-coordinator' },
      { token: admin },
    );
    expect(role.json().data.user).toMatchObject({ role_slug: 'base-coordinator', vendor_id: null });
    expect((await harness.get('/api/auth/me', { token })).statusCode).toBe(401);

    token = await tokenOf(harness, operatorEmail, OWN_PASSWORD);
    const off = await harness.post(
      '/api/user/update',
      { id: operatorId, is_active: false },
      { token: admin },
    );
    expect(off.json().data.user.is_active).toBe(false);
    expect((await harness.get('/api/auth/me', { token })).statusCode).toBe(401);
    const refused = await signIn(harness, operatorEmail, OWN_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ status: false, message: LOGIN_FAILED_MESSAGE });
    const listed = await harness.get('/api/user/list', {
      token: admin,
      query: { include_inactive: 'false', search: 'operator' },
    });
    expect(listed.json().data.users.data).toEqual([]);
    const all = await harness.get('/api/user/list', { token: admin, query: { search: 'olu operator' } });
    expect(all.json().data.users.data).toEqual([
      expect.objectContaining({ id: operatorId, is_active: false }),
    ]);
    const self = await harness.post(
      '/api/user/update',
      { id: claimsOf(admin).sub, is_active: false },
      { token: admin },
    );
    expect(self.statusCode).toBe(400);
  });

  it("ends the sessions of an inactive vendor's users and refuses their sign-in", async () => {
    const admin = await adminToken(harness);
    const vendor = (
      await harness.post('/api/vendor/create', { name: 'Closing Ltd', category: 'Misc' }, { token: admin })
    ).json().data.vendor;
    const email = 'closing@rigline.example';
    await harness.post(
      '/api/user/create',
      { email, full_name: 'C Losing', role_slug: 'supplier', vendor_id: vendor.id, password: FIRST_PASSWORD },
      { token: admin },
    );
    const token = await chooseOwnPassword(email);
    await harness.post('/api/vendor/update', { id: vendor.id, status: 'inactive' }, { token: admin });
    expect((await harness.get('/api/auth/me', { token })).statusCode).toBe(401);
    expect((await signIn(harness, email, OWN_PASSWORD)).statusCode).toBe(401);
    const byVendor = await harness.get('/api/user/list', {
      token: admin,
      query: { vendor_id: vendor.id, role_slug: 'supplier' },
    });
    expect(byVendor.json().data.users.data.map((user: { email: string }) => user.email)).toEqual([email]);
  });

  it("edits the signed-in user's own name", async () => {
    const token = await harness.tokenFor('rig_logistics');
    const saved = await harness.post(
      '/api/auth/update-profile',
      { full_name: '  Rita A. Alvarez ' },
      { token },
    );
    expect(saved.json().data.user.full_name).toBe('Rita A. Alvarez');
    expect((await harness.get('/api/auth/me', { token })).json().data.user.full_name).toBe('Rita A. Alvarez');
    expect((await harness.post('/api/auth/update-profile', { full_name: '' }, { token })).statusCode).toBe(
      400,
    );
  });
});

describeOnEachDatabase('administration: what a token must be (issue 8.4, 8.9)', (harness) => {
  const signer = (now = Date.now()) =>
    new TokenSigner({ secret: TEST_TOKEN_SECRET, ttlSeconds: 3600, now: () => now });

  it('refuses a sub out of the 32-bit range with 401, not 500', async () => {
    const { sid } = claimsOf(await harness.tokenFor('supplier'));
    for (const sub of [2 ** 31, 2 ** 53 - 1, -1]) {
      const response = await harness.get('/api/auth/me', {
        token: signer().sign({ sub, role: 'supplier', sid }),
      });
      expect(response.statusCode, String(sub)).toBe(401);
    }
  });

  it('refuses a token issued in the future or living longer than configured', async () => {
    const { sub, sid } = claimsOf(await harness.tokenFor('supplier'));
    const future = signer(Date.now() + 3_600_000).sign({ sub, role: 'supplier', sid });
    expect((await harness.get('/api/auth/me', { token: future })).statusCode).toBe(401);
    const long = new TokenSigner({ secret: TEST_TOKEN_SECRET, ttlSeconds: 30 * 86_400 }).sign({
      sub,
      role: 'supplier',
      sid,
    });
    expect((await harness.get('/api/auth/me', { token: long })).statusCode).toBe(401);
    expect(
      (await harness.get('/api/auth/me', { token: signer().sign({ sub, role: 'supplier', sid }) }))
        .statusCode,
    ).toBe(200);
  });

  it('checks a token with one statement: the session by its key, joined to its user and vendor', async () => {
    const token = await harness.tokenFor('rig_logistics');
    const queries = await harness.recordQueries(() => harness.get('/api/auth/me', { token }));
    expect(queries).toHaveLength(1);
    expect(queries[0]?.sql).toMatch(/from "sessions"/);
  });

  it('ends a session left idle longer than the idle timeout', async () => {
    const token = await harness.tokenFor('base_coordinator');
    const { sid } = claimsOf(token);
    const nineHoursAgo = new Date(Date.now() - 9 * 3_600_000).toISOString();
    await harness.db
      .updateTable('sessions')
      .set({ last_seen_at: nineHoursAgo })
      .where('id', '=', sid)
      .execute();
    expect((await harness.get('/api/auth/me', { token })).statusCode).toBe(401);
  });
});
