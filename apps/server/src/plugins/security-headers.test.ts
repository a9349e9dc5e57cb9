import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness.ts';

describeOnEachDatabase('transport headers', (harness) => {
  it('API answers, refusals included, are never cached, and carry Permissions-Policy and object-src none', async () => {
    const token = await harness.tokenFor('supplier');
    for (const answer of [
      await harness.get('/api/request/get', { token }),
      await harness.get('/api/request/get'),
      await harness.get('/api/no-such-call'),
    ]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
      expect(answer.headers['strict-transport-security']).toBeUndefined();
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
