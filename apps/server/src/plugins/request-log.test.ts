import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../db/seed/demo-accounts.ts';
import { describeOnEachDatabase } from '../test/harness.ts';

const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-log-'));
fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Rigline</title>');

describeOnEachDatabase(
  'one JSON log line per API call, with the request id',
  (harness) => {
    beforeEach(() => {
      lines.length = 0;
    });

    it('takes a well-formed X-Request-Id, echoes it, and logs route, status, time and user id', async () => {
      const token = await harness.tokenFor('supplier');
      lines.length = 0;
      const answer = await harness.app.inject({
        method: 'GET',
        url: '/api/request/get?id=1',
        headers: { authorization: `Bearer ${token}`, 'x-request-id': 'lb-7f3a.42' },
      });
      expect(answer.headers['x-request-id']).toBe('lb-7f3a.42');
      const calls = lines.filter((line) => line.msg === 'call');
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        level: 30,
        reqId: 'lb-7f3a.42',
        method: 'GET',
        route: '/api/request/get',
        status: answer.statusCode,
        userId: expect.any(Number),
        durationMs: expect.any(Number),
      });
    });

    it('replaces a malformed or missing request id with a fresh UUID, different each time', async () => {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
      const bad = await harness.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'has spaces and "quotes"' },
      });
      const none = await harness.app.inject({ method: 'GET', url: '/api/no-such-call' });
      expect(bad.headers['x-request-id']).toMatch(uuid);
      expect(none.headers['x-request-id']).toMatch(uuid);
      expect(none.headers['x-request-id']).not.toBe(bad.headers['x-request-id']);
      expect(lines.find((line) => line.status === 404)).toMatchObject({
        reqId: none.headers['x-request-id'],
      });
    });

    it('never writes a password or a token into the log, even when a call fails', async () => {
      const token = await harness.tokenFor('rig_logistics');
      lines.length = 0;
      await harness.post('/api/auth/login', { ...DEMO_CREDENTIALS.supplier, password: 'wrong-Secret-123' });
      await harness.post('/api/auth/login', DEMO_CREDENTIALS.supplier);
      await harness.get('/api/request/get?id=1', { token });
      await harness.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: `{"password":"${DEMO_CREDENTIALS.supplier.password}"`,
      });
      const text = JSON.stringify(lines);
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(text).not.toContain('wrong-Secret-123');
      expect(text).not.toContain(DEMO_CREDENTIALS.supplier.password);
      expect(text).not.toContain(token);
    });

    it('logs static files, pages and probes only at debug level', async () => {
      expect((await harness.get('/api/health')).statusCode).toBe(200);
      expect((await harness.get('/assets/missing.js')).statusCode).toBe(404);
      expect((await harness.get('/supplier/requests')).statusCode).toBe(200);
      expect(lines.filter((line) => line.msg === 'call').map((line) => line.level)).toEqual([20, 20, 20]);
    });
  },
  { config: { logLevel: 'debug', webDistDir }, logStream },
);

describe('the secrets some addresses carry stay out of the log (issue 26)', () => {
  it('drops unsubscribe tokens, stream tickets and calendar secrets', async () => {
    const { loggedUrl } = await import('./request-log.ts');
    expect(loggedUrl('/api/email/unsubscribe?token=abc.def')).toBe('/api/email/unsubscribe?token=[secret]');
    expect(loggedUrl('/api/events/stream?x=1&ticket=t0k3n')).toBe('/api/events/stream?x=1&ticket=[secret]');
    expect(loggedUrl('/api/sailing/calendar/s3cr3t.ics')).toBe('/api/sailing/calendar/[secret].ics');
    expect(loggedUrl('/api/request/get?page=2')).toBe('/api/request/get?page=2');
  });
});
