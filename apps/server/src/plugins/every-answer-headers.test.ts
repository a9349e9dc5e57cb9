import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { openEventStream } from '../test/event-stream.ts';
import { describeOnEachDatabase } from '../test/harness.ts';

/** Issue 21 #5: the router's own refusals and the event stream carry the security headers too. */
function expectSecurityHeaders(headers: { get(name: string): string | null }) {
  expect(headers.get('content-security-policy')).toContain("object-src 'none'");
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('cache-control')).toBe('no-store');
}

describeOnEachDatabase('security headers on every answer', (harness) => {
  let baseUrl = '';
  beforeAll(async () => {
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });

  it("the router's 400 for a malformed %-escape and 404 carry CSP, nosniff and no-store", async () => {
    for (const path of ['/api/%zz', '/api/voyage/valid-voyages-for-shipment/%E0%A4%A', '/api/no-such-call']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(response.headers);
    }
  });

  it('the event stream carries CSP, nosniff and no-store', async () => {
    const stream = await openEventStream(`${baseUrl}/api/events/stream`, {
      token: await harness.tokenFor('supplier'),
    });
    try {
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'ready');
      expectSecurityHeaders(stream.headers);
    } finally {
      stream.close();
    }
  });

  it('answers other than the API keep the same policy and frame refusal', async () => {
    const response = await fetch(`${baseUrl}/login`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('content-security-policy')?.split(/;\s*/)).toEqual(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'".split(
        '; ',
      ),
    );
  });
});
