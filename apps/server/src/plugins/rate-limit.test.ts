import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness.ts';

describeOnEachDatabase(
  'the general rate limit on the API (RATE_LIMIT_PER_MINUTE)',
  (harness) => {
    it('answers 429 with Retry-After past the limit, per user, in the envelope', async () => {
      const token = await harness.tokenFor('supplier');
      const other = await harness.tokenFor('rig_logistics');
      const answers = [];
      for (let call = 0; call < 13; call += 1) answers.push(await harness.get('/api/request/get', { token }));
      expect(answers.filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(12);
      const refused = answers.at(-1)!;
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        status: false,
        message: expect.stringContaining('Too many requests'),
      });
      // Another user, from the same address, is not held back by the first one's calls.
      expect((await harness.get('/api/request/get', { token: other })).statusCode).toBe(200);
    });

    it('counts anonymous calls per address, and leaves the web app’s files alone', async () => {
      const from = (address: string) =>
        harness.app.inject({ method: 'GET', url: '/api/health', remoteAddress: address });
      for (let call = 0; call < 12; call += 1) expect((await from('10.20.0.1')).statusCode).toBe(200);
      expect((await from('10.20.0.1')).statusCode).toBe(429);
      expect((await from('10.20.0.2')).statusCode).toBe(200);
    });
  },
  { config: { rateLimitPerMinute: 12 } },
);
