import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOGIN_THROTTLE } from '@rigline/contract/constants';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDb } from '../../db/connection.ts';
import { DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { describeOnEachDatabase, testConfig, withAdminClient } from '../../test/harness.ts';
import { LoginThrottle } from './login-throttle.ts';

const { windowMs, perAddress, perAccount } = LOGIN_THROTTLE;

describeOnEachDatabase('the sign-in throttle rules (docs/decisions/010)', (harness) => {
  function clockedThrottle() {
    let now = Date.parse('2026-03-01T08:00:00Z') + Math.floor(Math.random() * 1e9);
    return {
      throttle: new LoginThrottle({ now: () => now, stepMs: 400 }),
      advance: (ms: number) => {
        now += ms;
      },
    };
  }

  it('slows one account from one address step by step, then refuses with a Retry-After until the window ends', async () => {
    const { throttle, advance } = clockedThrottle();
    const attempt = { email: `pair-${randomBytes(4).toString('hex')}@x.example`, address: '203.0.113.7' };
    const delays: number[] = [];
    for (let failure = 0; failure < LOGIN_THROTTLE.maxAttempts; failure += 1) {
      const decision = await throttle.check(harness.db, attempt);
      expect(decision.isRefused).toBe(false);
      delays.push(decision.delayMs);
      await throttle.recordFailure(harness.db, attempt);
    }
    expect(delays.slice(0, LOGIN_THROTTLE.freeAttempts - 1).every((delay) => delay === 0)).toBe(true);
    const slowed = delays.slice(LOGIN_THROTTLE.freeAttempts - 1);
    expect(
      slowed.every((delay, index) => index === 0 || delay > (slowed[index - 1] ?? 0) || delay === 3000),
    ).toBe(true);
    const refused = await throttle.check(harness.db, attempt);
    expect(refused).toMatchObject({ isRefused: true });
    expect(refused.retryAfterSeconds).toBeGreaterThan(windowMs / 1000 - 5);
    advance(windowMs + 1);
    expect((await throttle.check(harness.db, attempt)).isRefused).toBe(false);
  });

  it('limits one address across many accounts (password spraying)', async () => {
    const { throttle } = clockedThrottle();
    const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
    for (let failure = 0; failure < perAddress.max; failure += 1) {
      await throttle.recordFailure(harness.db, { email: `spray-${failure}@x.example`, address });
    }
    expect((await throttle.check(harness.db, { email: 'fresh@x.example', address })).isRefused).toBe(true);
    expect(
      (await throttle.check(harness.db, { email: 'fresh@x.example', address: '192.0.2.200' })).isRefused,
    ).toBe(false);
  });

  it('limits one account across many addresses, but not from an address it signed in from before', async () => {
    const { throttle } = clockedThrottle();
    const email = `target-${randomBytes(4).toString('hex')}@x.example`;
    const home = { email, address: '192.0.2.10' };
    await throttle.recordSuccess(harness.db, home);
    for (let failure = 0; failure < perAccount.max; failure += 1) {
      await throttle.recordFailure(harness.db, { email, address: `10.${failure}.0.1` });
    }
    expect((await throttle.check(harness.db, { email, address: '10.200.0.1' })).isRefused).toBe(true);
    expect(await throttle.check(harness.db, home)).toMatchObject({ isRefused: false });
  });

  it('keeps neither emails nor addresses, only fixed-size hashes', async () => {
    const { throttle } = clockedThrottle();
    const email = `${'x'.repeat(240)}@x.example`;
    await throttle.recordFailure(harness.db, { email, address: '192.0.2.99' });
    const keys = await harness.db.selectFrom('login_attempts').select('key').execute();
    expect(keys.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
  });

  it('answers 429 with Retry-After over HTTP', async () => {
    const email = DEMO_CREDENTIALS.rig_logistics.email;
    for (let failure = 0; failure < LOGIN_THROTTLE.maxAttempts; failure += 1) {
      await harness.post('/api/auth/login', { email, password: `wrong-${failure}` });
    }
    const refused = await harness.post('/api/auth/login', DEMO_CREDENTIALS.rig_logistics);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describeOnEachDatabase(
  'TRUST_PROXY as a hop count',
  (harness) => {
    it('takes the address the one proxy saw, whatever the client put before it', async () => {
      const email = DEMO_CREDENTIALS.supplier.email;
      const attempt = (spoofed: string, password: string) =>
        harness.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.50` },
        });
      for (let failure = 0; failure < LOGIN_THROTTLE.maxAttempts; failure += 1) {
        expect((await attempt(`10.9.9.${failure}`, 'wrong-password')).statusCode).toBe(401);
      }
      expect((await attempt('10.9.9.200', DEMO_CREDENTIALS.supplier.password)).statusCode).toBe(429);
    });

    it('limits one account whatever address each attempt claims (issue 21 #6: 120 invented addresses)', async () => {
      const email = DEMO_CREDENTIALS.base_coordinator.email;
      const statuses: number[] = [];
      for (let failure = 0; failure < 120; failure += 1) {
        const response = await harness.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'wrong-password' },
          headers: { 'x-forwarded-for': `198.51.${failure}.7` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
        LOGIN_THROTTLE.perAccount.max,
      );
      expect(statuses.at(-1)).toBe(429);
    });
  },
  { config: { trustProxy: 1 } },
);

describe('the sign-in throttle across a restart', () => {
  for (const kind of ['sqlite', 'postgres'] as const) {
    it.skipIf(kind === 'postgres' && !process.env.TEST_DATABASE_URL)(
      `still refuses after a restart [${kind}]`,
      async () => {
        let database: Parameters<typeof testConfig>[0];
        let cleanup: () => Promise<void>;
        if (kind === 'sqlite') {
          const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-throttle-'));
          database = { kind: 'sqlite', file: path.join(folder, 'rigline.db') };
          cleanup = async () => fs.rmSync(folder, { recursive: true, force: true });
        } else {
          const schema = `test_${randomBytes(6).toString('hex')}`;
          await withAdminClient((client) => client.query(`create schema ${schema}`));
          database = { kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', schema };
          cleanup = () =>
            withAdminClient((client) => client.query(`drop schema ${schema} cascade`)).then(() => undefined);
        }
        const start = async () => {
          const db = createDb(database);
          const app = await buildApp({
            config: testConfig(database),
            db,
            loginThrottle: new LoginThrottle({ stepMs: 1 }),
          });
          return { app, stop: async () => (await app.close(), await db.destroy()) };
        };
        const email = DEMO_CREDENTIALS.base_coordinator.email;
        try {
          const first = await start();
          for (let failure = 0; failure < LOGIN_THROTTLE.maxAttempts; failure += 1) {
            await first.app.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: { email, password: 'wrong-password' },
            });
          }
          await first.stop();
          const second = await start();
          const refused = await second.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: DEMO_CREDENTIALS.base_coordinator,
          });
          await second.stop();
          expect(refused.statusCode).toBe(429);
        } finally {
          await cleanup();
        }
      },
    );
  }
});
