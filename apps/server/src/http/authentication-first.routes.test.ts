import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness.ts';

/**
 * Who calls is settled before the body is read (issue 20): an anonymous, tampered or expired caller gets 401
 * whatever it sent, never a 400 naming fields; a role without access 403; public calls stay public.
 */
const MALFORMED_CALLS: Array<{ method: 'GET' | 'POST'; url: string; payload?: unknown; raw?: string }> = [
  { method: 'POST', url: '/api/request/create', payload: { rig_id: 'x', title: 42 } },
  { method: 'POST', url: '/api/order/batch', payload: { orders: 'none' } },
  { method: 'POST', url: '/api/vendor/item/bulk-create', raw: '{"items": [' },
  { method: 'POST', url: '/api/user/create', payload: [] },
  { method: 'GET', url: '/api/request/get?page=abc&limit=-1' },
  { method: 'GET', url: '/api/order/get?request_id=REQ-x' },
];

describeOnEachDatabase('authentication before validation', (harness) => {
  for (const call of MALFORMED_CALLS) {
    it(`answers 401 to an anonymous or tampered caller of ${call.method} ${call.url.split('?')[0]} with a malformed input`, async () => {
      for (const authorization of [undefined, 'Bearer not.a.token', 'Basic YWRtaW46YWRtaW4=']) {
        const response = await harness.app.inject({
          method: call.method,
          url: call.url,
          headers: {
            ...(authorization ? { authorization } : {}),
            ...(call.raw ? { 'content-type': 'application/json' } : {}),
          },
          ...(call.raw ? { payload: call.raw } : call.payload ? { payload: call.payload as object } : {}),
        });
        expect(response.statusCode, response.body).toBe(401);
        expect(response.json()).toMatchObject({ status: false });
        expect(response.json()).not.toHaveProperty('errors');
      }
    });
  }

  it('answers 403, not 400, to a signed-in role without access that sends a malformed body', async () => {
    const token = await harness.tokenFor('supplier');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/user/create',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 7 },
    });
    expect(response.statusCode, response.body).toBe(403);
  });

  it('still validates the input of a signed-in caller with access, and of public calls', async () => {
    const token = await harness.tokenFor('supplier');
    const created = await harness.post('/api/request/create', { rig_id: 'x' }, { token });
    expect(created.statusCode).toBe(400);
    const login = await harness.post('/api/auth/login', { email: 42 });
    expect(login.statusCode).toBe(400);
    expect((await harness.get('/api/health')).statusCode).toBe(200);
  });

  it('takes the bearer scheme in any case (RFC 9110): bearer, BEARER, Bearer', async () => {
    const token = await harness.tokenFor('supplier');
    for (const scheme of ['bearer', 'BEARER', 'Bearer', 'bEaReR']) {
      const response = await harness.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(response.statusCode, `${scheme}: ${response.body}`).toBe(200);
    }
  });
});
