import { LOGIN_FAILED_MESSAGE } from '@rigline/contract/auth';
import { LOGIN_THROTTLE } from '@rigline/contract/constants';
import { expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { describeOnEachDatabase, TEST_TOKEN_SECRET } from '../../test/harness.ts';
import { TokenSigner } from './token.ts';

describeOnEachDatabase('POST /api/auth/login', (harness) => {
  it.each([
    ['supplier', DEMO_CREDENTIALS.supplier, 'supplier', 1, 'Sam Carter'],
    ['rig logistics', DEMO_CREDENTIALS.rig_logistics, 'rig-logistic', 2, 'Rita Alvarez'],
    ['base coordinator', DEMO_CREDENTIALS.base_coordinator, 'base-coordinator', 3, 'Ben Thompson'],
  ] as const)(
    'signs in the demo %s and returns a token and the user',
    async (_name, credentials, slug, roleId, fullName) => {
      const response = await harness.post('/api/auth/login', credentials);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe(true);
      expect(body.data.user).toMatchObject({
        email: credentials.email,
        full_name: fullName,
        role_slug: slug,
        role_id: roleId,
      });
      expect(body.data.user).not.toHaveProperty('password_hash');
      expect(body.data.token.split('.')).toHaveLength(3);
    },
  );

  it("names the supplier's company on sign-in and on /api/auth/me, and none for an operator", async () => {
    const supplier = (await harness.post('/api/auth/login', DEMO_CREDENTIALS.supplier)).json().data;
    const company = await harness.db
      .selectFrom('vendors')
      .select('name')
      .where('id', '=', supplier.user.vendor_id)
      .executeTakeFirstOrThrow();
    expect(supplier.user.vendor_name).toBe(company.name);
    const me = await harness.get('/api/auth/me', { token: supplier.token });
    expect(me.json().data.user.vendor_name).toBe(company.name);
    const operator = (await harness.post('/api/auth/login', DEMO_CREDENTIALS.rig_logistics)).json().data;
    expect(operator.user.vendor_name).toBeNull();
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await harness.post('/api/auth/login', {
      email: `  ${DEMO_CREDENTIALS.supplier.email.toUpperCase()} `,
      password: DEMO_CREDENTIALS.supplier.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores passwords as argon2id with m=19456, t=2, p=1', async () => {
    const user = await harness.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', DEMO_CREDENTIALS.supplier.email)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('gives an unknown email and a wrong password the same answer', async () => {
    const wrongPassword = await harness.post('/api/auth/login', {
      email: DEMO_CREDENTIALS.rig_logistics.email,
      password: 'not-it',
    });
    const unknownEmail = await harness.post('/api/auth/login', {
      email: 'nobody@rigline.demo',
      password: 'not-it',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ status: false, message: LOGIN_FAILED_MESSAGE });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses a malformed body with 400 naming the fields', async () => {
    const response = await harness.post('/api/auth/login', { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(false);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['email', 'password']);
  });

  it('refuses further attempts with 429 after repeated failures, even with the right password', async () => {
    const email = DEMO_CREDENTIALS.base_coordinator.email;
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxAttempts; attempt += 1) {
      const response = await harness.post('/api/auth/login', { email, password: `wrong-${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    const refused = await harness.post('/api/auth/login', {
      email,
      password: DEMO_CREDENTIALS.base_coordinator.password,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe(false);
    const otherUser = await harness.post('/api/auth/login', DEMO_CREDENTIALS.supplier);
    expect(otherUser.statusCode).toBe(200);
  });

  it('counts failures per socket address, not per X-Forwarded-For, when TRUST_PROXY is off', async () => {
    const email = 'supplier2@rigline.demo';
    const attemptFrom = (forwardedFor: string, password: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let attempt = 0; attempt < LOGIN_THROTTLE.maxAttempts; attempt += 1) {
      expect((await attemptFrom(`10.0.0.${attempt}`, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const refused = await attemptFrom('10.0.1.1', 'northsea-demo-2025');
    expect(refused.statusCode).toBe(429);
  });
});

/** The claims of a token, read without checking it. */
function claimsOf(token: string): { sub: number; role: string; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}

describeOnEachDatabase('the token guard', (harness) => {
  const me = '/api/auth/me';

  it('answers a signed-in user with who they are', async () => {
    const token = await harness.tokenFor('rig_logistics');
    const response = await harness.get(me, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      role_slug: 'rig-logistic',
      email: DEMO_CREDENTIALS.rig_logistics.email,
    });
  });

  it('refuses a missing token with 401', async () => {
    const response = await harness.get(me);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: false });
  });

  it('refuses a malformed token with 401', async () => {
    for (const token of ['garbage', 'a.b', 'a.b.c.d', '']) {
      const response = await harness.app.inject({
        method: 'GET',
        url: me,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, token).toBe(401);
    }
    const notBearer = await harness.app.inject({
      method: 'GET',
      url: me,
      headers: { authorization: 'Basic abc' },
    });
    expect(notBearer.statusCode).toBe(401);
  });

  it('refuses a tampered token with 401', async () => {
    const token = await harness.tokenFor('supplier');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await harness.get(me, { token: `${header}.${forged}.${signature}` })).statusCode).toBe(401);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await harness.get(me, { token: `${header}.${payload}.${flipped}` })).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret with 401', async () => {
    const other = new TokenSigner({
      secret: 'another-secret-another-secret-another-secret',
      ttlSeconds: 3600,
    });
    const { sub, sid } = claimsOf(await harness.tokenFor('supplier'));
    expect((await harness.get(me, { token: other.sign({ sub, role: 'supplier', sid }) })).statusCode).toBe(
      401,
    );
  });

  it('refuses an expired token with 401', async () => {
    const yesterday = Date.now() - 86_400_000;
    const signer = new TokenSigner({ secret: TEST_TOKEN_SECRET, ttlSeconds: 3600, now: () => yesterday });
    const { sub, sid } = claimsOf(await harness.tokenFor('supplier'));
    const expired = signer.sign({ sub, role: 'supplier', sid });
    expect((await harness.get(me, { token: expired })).statusCode).toBe(401);
    const fresh = new TokenSigner({ secret: TEST_TOKEN_SECRET, ttlSeconds: 3600 }).sign({
      sub,
      role: 'supplier',
      sid,
    });
    expect((await harness.get(me, { token: fresh })).statusCode).toBe(200);
  });

  it('refuses a token whose user no longer has that role with 401', async () => {
    const { sub, sid } = claimsOf(await harness.tokenFor('supplier'));
    const token = new TokenSigner({ secret: TEST_TOKEN_SECRET, ttlSeconds: 3600 }).sign({
      sub,
      role: 'base-coordinator',
      sid,
    });
    expect((await harness.get(me, { token })).statusCode).toBe(401);
  });

  it('answers an unknown call with a JSON 404', async () => {
    const response = await harness.get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false });
  });
});
