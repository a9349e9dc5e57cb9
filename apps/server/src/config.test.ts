import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('reads PORT and DATA_DIR', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/var/lib/rigline' });
    expect(config.port).toBe(4100);
    expect(config.database).toEqual({ kind: 'sqlite', file: '/var/lib/rigline/rigline.db' });
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY is set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
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
