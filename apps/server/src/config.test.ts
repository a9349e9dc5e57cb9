import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyWarning } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database in ./data, port 3000, with demo data', () => {
    const config = loadConfig({ INIT_CWD: '/srv/rigline' });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('/srv/rigline/data/rigline.db') });
    expect(config.seedDemoData).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and seeds only when asked', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/rigline';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
    expect(loadConfig({ DATABASE_URL: url }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('listens on 127.0.0.1 in demo mode unless HOST is set, and on every interface otherwise', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/rigline';
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', isHostExplicit: false });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', isHostExplicit: true });
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ host: '0.0.0.0', seedDemoData: false });
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).host).toBe('0.0.0.0');
  });

  it('has sane defaults for the timeouts, the connection limit and the drain time, and reads them in seconds', () => {
    expect(loadConfig({})).toMatchObject({
      http: {
        requestTimeoutMs: 120_000,
        headersTimeoutMs: 30_000,
        keepAliveTimeoutMs: 65_000,
        maxConnections: 1000,
      },
      shutdownTimeoutMs: 10_000,
      metricsToken: undefined,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT_SECONDS: '20',
        HEADERS_TIMEOUT_SECONDS: '2.5',
        KEEP_ALIVE_TIMEOUT_SECONDS: '75',
        MAX_CONNECTIONS: '50',
        SHUTDOWN_TIMEOUT_SECONDS: '25',
      }),
    ).toMatchObject({
      http: {
        requestTimeoutMs: 20_000,
        headersTimeoutMs: 2500,
        keepAliveTimeoutMs: 75_000,
        maxConnections: 50,
      },
      shutdownTimeoutMs: 25_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
  });

  it('reads the heavy-lift threshold in tonnes, 9 unless set', () => {
    expect(loadConfig({}).heavyLiftT).toBe(9);
    expect(loadConfig({ HEAVY_LIFT_T: '12.5' }).heavyLiftT).toBe(12.5);
    expect(() => loadConfig({ HEAVY_LIFT_T: '0' })).toThrow(/HEAVY_LIFT_T/);
  });

  it('reads METRICS_TOKEN and PUBLIC_URL', () => {
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789' }).metricsToken).toBe(
      'scrape-token-0123456789',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ PUBLIC_URL: 'https://rigline.example.com' }).publicUrl).toBe(
      'https://rigline.example.com',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'rigline.example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the API limits: RATE_LIMIT_PER_MINUTE, API_DOCS, STREAMS_PER_USER and STREAMS_PER_ADDRESS', () => {
    const demo = loadConfig({});
    expect(demo.rateLimitPerMinute).toBe(1000);
    expect(demo.apiDocs).toBe('public');
    // The demo's four accounts are shared by everyone trying it: a crowd's cap there, a person's elsewhere.
    expect(demo.streams).toEqual({ perUser: 50, perAddress: 100, total: 500 });
    const production = loadConfig({ DATABASE_URL: 'postgres://u@h/db' });
    expect(production.apiDocs).toBe('signed-in');
    expect(production.streams.perUser).toBe(5);
    const set = loadConfig({
      RATE_LIMIT_PER_MINUTE: '60',
      API_DOCS: 'off',
      STREAMS_PER_USER: '2',
      STREAMS_PER_ADDRESS: '7',
      MAX_CONNECTIONS: '100',
    });
    expect(set.rateLimitPerMinute).toBe(60);
    expect(set.apiDocs).toBe('off');
    expect(set.streams).toEqual({ perUser: 2, perAddress: 7, total: 50 });
    expect(() => loadConfig({ API_DOCS: 'private' })).toThrow(/API_DOCS: must be public, signed-in or off/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('warns when TRUST_PROXY is a hop count on a server listening beyond loopback, and only then', () => {
    const warning = trustProxyWarning(loadConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' }));
    expect(warning).toMatch(/TRUST_PROXY=1 .* can choose its own address/s);
    expect(warning).toContain("proxies' addresses");
    expect(trustProxyWarning(loadConfig({ TRUST_PROXY: '1', HOST: '127.0.0.1' }))).toBeNull();
    expect(trustProxyWarning(loadConfig({ TRUST_PROXY: '10.0.0.5', HOST: '0.0.0.0' }))).toBeNull();
    expect(trustProxyWarning(loadConfig({ HOST: '0.0.0.0' }))).toBeNull();
  });

  it('reads PORT and DATA_DIR', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/var/lib/rigline' });
    expect(config.port).toBe(4100);
    expect(config.database).toEqual({ kind: 'sqlite', file: '/var/lib/rigline/rigline.db' });
  });

  it("trusts X-Forwarded-For only as TRUST_PROXY says: off, a hop count or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // The old flag: one proxy in front, never "believe whatever the client sends".
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(ConfigError);
  });

  it('reads the idle timeout in hours (8 by default) and the first admin of a container', () => {
    expect(loadConfig({}).idleTimeoutSeconds).toBe(8 * 3600);
    expect(loadConfig({ IDLE_TIMEOUT_HOURS: '0.5' }).idleTimeoutSeconds).toBe(1800);
    expect(loadConfig({}).initialAdmin).toBeUndefined();
    expect(
      loadConfig({ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: 'long enough password' }).initialAdmin,
    ).toEqual({
      email: 'a@b.example',
      password: 'long enough password',
      fullName: undefined,
    });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TOKEN_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('TOKEN_SECRET');
  });
});
