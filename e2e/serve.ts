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
process.env.LOG_LEVEL = 'warn';
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
