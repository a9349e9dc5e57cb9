import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_CREDENTIALS } from './db/seed/demo-accounts.ts';

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

  it('serves the web app for its pages only: a missing file, /health or /metrics answer 404', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-web-'));
    folders.push(parent);
    fs.mkdirSync(path.join(parent, 'assets'));
    fs.writeFileSync(path.join(parent, 'index.html'), '<!doctype html><title>Rigline</title>');
    fs.writeFileSync(path.join(parent, 'assets', 'app-1234.js'), 'console.log(1)');
    const config = loadConfig({
      DATA_DIR: parent,
      WEB_DIST_DIR: parent,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
    });
    const app = await buildApp({ config });
    const get = (url: string, accept = '*/*') => app.inject({ method: 'GET', url, headers: { accept } });
    for (const pagePath of [
      '/',
      '/login',
      '/supplier/requests/12',
      '/base-coordinator/voyage/3/shipment-view/',
      // Issue 25: a label's QR code opens one of these in the phone's browser, whatever the role.
      '/go/ccu/7',
      '/go/order/12',
    ]) {
      const page = await get(pagePath, 'text/html');
      expect(page.statusCode, pagePath).toBe(200);
      expect(page.body).toContain('<title>Rigline</title>');
    }
    expect((await get('/supplier/requests')).headers['content-security-policy']).toContain(
      "object-src 'none'",
    );
    // A hashed file is never a document: it keeps only the headers that act on the file itself, not the ~600
    // bytes of page policy (issue 24, docs/decisions/081); a page keeps them all (above).
    const script = await get('/assets/app-1234.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['permissions-policy']).toBeUndefined();
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const missing of [
      '/assets/app-9999.js',
      '/favicon.ico',
      '/health',
      '/healthz',
      '/metrics',
      '/docs',
      '/openapi.json',
      '/go/ccu',
      '/go/vessel/3',
    ]) {
      const answer = await get(missing);
      expect(answer.statusCode, missing).toBe(404);
      expect(answer.body).not.toContain('<title>Rigline</title>');
    }
    // A person who mistypes an address gets the web app's own "not found" page, with a 404.
    const typo = await get('/suplier/requests', 'text/html,application/xhtml+xml');
    expect(typo.statusCode).toBe(404);
    expect(typo.body).toContain('<title>Rigline</title>');
    expect((await get('/assets/gone.js', 'text/html')).statusCode).toBe(404);
    const call = await get('/api/nothing-here', 'text/html');
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual({ status: false, message: 'No such call: GET /api/nothing-here' });
    await app.close();
  });
});
