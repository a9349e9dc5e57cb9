import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness.ts';

// Issue 25: the Scan action may use the camera on the app's own pages; every other feature stays off for all.
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

describeOnEachDatabase('transport headers', (harness) => {
  it('API answers, refusals included, are never cached, and carry Permissions-Policy and object-src none', async () => {
    const token = await harness.tokenFor('supplier');
    for (const answer of [
      await harness.get('/api/request/get', { token }),
      await harness.get('/api/request/get'),
      await harness.get('/api/no-such-call'),
    ]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describeOnEachDatabase('the camera for the app itself', (harness) => {
  it("a page and a refusal alike allow the camera to the app's own origin only", async () => {
    for (const url of ['/login', '/go/ccu/7', '/api/no-such-call']) {
      const policy = (await harness.get(url)).headers['permissions-policy'];
      expect(policy, url).toBe(PERMISSIONS_POLICY);
      expect(policy).not.toContain('camera=()');
    }
  });
});

describeOnEachDatabase(
  'transport headers when PUBLIC_URL is https',
  (harness) => {
    it('every answer carries Strict-Transport-Security', async () => {
      for (const url of ['/api/health', '/api/no-such-call', '/login']) {
        expect((await harness.get(url)).headers['strict-transport-security']).toBe('max-age=31536000');
      }
    });
  },
  { config: { publicUrl: 'https://rigline.example.com' } },
);
