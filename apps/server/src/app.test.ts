import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_CREDENTIALS } from '@rigline/contract/auth';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('starting on the embedded database', () => {
  it('creates the data folder and database, seeds once, and a second start keeps the first one’s data', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-start-'));
    folders.push(parent);
    const dataDir = path.join(parent, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

    const first = await buildApp({ config });
    const login = await first.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_CREDENTIALS.supplier,
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    await first.close();

    const file = path.join(dataDir, 'rigline.db');
    expect(fs.existsSync(file)).toBe(true);
    const raw = new SQLite(file);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    const usersBefore = raw.prepare('select count(*) as n from users').get() as { n: number };
    raw.prepare("update vendors set contact_name = 'Changed Between Starts' where id = 1").run();
    raw.close();

    const second = await buildApp({ config });
    const me = await second.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    await second.close();

    const reopened = new SQLite(file);
    expect(reopened.prepare('select count(*) as n from users').get()).toEqual(usersBefore);
    expect(reopened.prepare('select contact_name from vendors where id = 1').get()).toEqual({
      contact_name: 'Changed Between Starts',
    });
    reopened.close();
  });

  it('serves the web app for browser paths and a JSON 404 for unknown calls', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-web-'));
    folders.push(parent);
    fs.writeFileSync(path.join(parent, 'index.html'), '<!doctype html><title>Rigline</title>');
    const config = loadConfig({
      DATA_DIR: parent,
      WEB_DIST_DIR: parent,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
    });
    const app = await buildApp({ config });
    const page = await app.inject({ method: 'GET', url: '/supplier/requests/12' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Rigline</title>');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const call = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(call.statusCode).toBe(404);
    expect(call.json()).toMatchObject({ status: false });
    await app.close();
  });
});
