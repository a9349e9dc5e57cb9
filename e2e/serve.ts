/**
 * Starts the real server for the browser journeys on a fresh database: `sqlite` in a new temporary data
 * folder, `postgres` in a database made anew from TEST_DATABASE_URL's server. Demo data is seeded on both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const [kind, port] = process.argv.slice(2);
if ((kind !== 'sqlite' && kind !== 'postgres') || !port) {
  throw new Error('usage: node e2e/serve.ts sqlite|postgres PORT');
}

process.env.PORT = port;
process.env.HOST = '127.0.0.1';
process.env.SEED_DEMO_DATA = 'true';
// The journeys plan their own sailings on the demo's vessels; the demo's next ten days would meet them
// (docs/decisions/067).
process.env.DEMO_FUTURE_SAILINGS = 'false';
process.env.LOG_LEVEL = 'warn';
// One server per database serves the whole suite, every journey signing in as the same demo users: on a quick
// machine they make more than the default 1,000 calls a minute per user and the general rate limit answers 429
// mid-journey. The limit itself is tested by plugins/rate-limit.test.ts; here it stays out of the way.
process.env.RATE_LIMIT_PER_MINUTE ??= '1000000';
// Issue 26: the integration journey's webhook receiver runs on 127.0.0.1, and its SMTP server listens on the port
// 2000 above this server's (e2e/integration.spec.ts); email links name this server.
process.env.WEBHOOK_ALLOW_PRIVATE = 'true';
process.env.SMTP_URL = `smtp://127.0.0.1:${Number(port) + 2000}`;
process.env.MAIL_FROM = 'Rigline <rigline@rigline.test>';
process.env.PUBLIC_URL = `http://127.0.0.1:${port}`;
delete process.env.DATABASE_URL;

if (kind === 'sqlite') {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-e2e-'));
} else {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL journeys');
  const database = `rigline_e2e_${port}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  process.env.DATABASE_URL = url.toString();
  // PostgreSQL needs the signing secret as a setting (it is never kept in the database).
  process.env.TOKEN_SECRET ??= 'e2e-token-secret-that-is-long-enough-0123456789';
}

await import('../apps/server/src/server.ts');
