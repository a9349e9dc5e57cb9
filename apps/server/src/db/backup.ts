import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { APPLICATION_NAME } from './connection.ts';

const run = promisify(execFile);

export class BackupError extends Error {}

/**
 * A consistent copy of the live database while the server runs. SQLite: `VACUUM INTO`, which reads one
 * snapshot in a single read transaction (WAL lets the server keep writing meanwhile) and writes a compact
 * file. PostgreSQL: `pg_dump --format=custom`, which reads one snapshot too. The copy is written beside
 * `out` and renamed into place once complete, so a failed backup never leaves a half file under that name.
 */
export async function backupDatabase(database: DatabaseConfig, out: string): Promise<void> {
  if (fs.existsSync(out)) throw new BackupError(`${out} exists already; choose a new file name.`);
  const partial = `${out}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    if (database.kind === 'sqlite') {
      if (!fs.existsSync(database.file)) throw new BackupError(`There is no database at ${database.file}.`);
      const live = new SQLite(database.file, { fileMustExist: true, timeout: 10_000 });
      try {
        live.prepare('vacuum into ?').run(partial);
      } finally {
        live.close();
      }
      checkSqliteFile(partial);
    } else {
      await runPostgresClient('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${partial}`,
        `--dbname=${database.url}`,
      ]);
    }
    fs.renameSync(partial, out);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Puts a backup back, on a stopped server: it refuses while a server has the database open. SQLite: the
 * current file is kept as `rigline.db.before-restore-<time>` and the backup takes its place. PostgreSQL:
 * `pg_restore --clean` in one transaction, so a failed restore changes nothing.
 */
export async function restoreDatabase(database: DatabaseConfig, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  if (database.kind === 'sqlite') {
    checkSqliteFile(file);
    const live = database.file;
    if (fs.existsSync(live)) {
      assertSqliteNotInUse(live);
      const keep = `${live}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
      fs.renameSync(live, keep);
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${live}${suffix}`, { force: true });
    }
    fs.mkdirSync(path.dirname(live), { recursive: true });
    fs.copyFileSync(file, `${live}.restoring`);
    fs.renameSync(`${live}.restoring`, live);
    return;
  }
  await assertPostgresNotInUse(database.url);
  await runPostgresClient('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${database.url}`,
    file,
  ]);
}

function checkSqliteFile(file: string): void {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new BackupError(`${file} fails SQLite's integrity check: ${String(integrity)}`);
    const hasMigrations = copy
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!hasMigrations) throw new BackupError(`${file} is not a Rigline database.`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable SQLite database: ${(error as Error).message}`);
  } finally {
    copy.close();
  }
}

/** A server keeps the file open in WAL mode; then no other connection can take it exclusively. */
function assertSqliteNotInUse(file: string): void {
  const probe = new SQLite(file, { fileMustExist: true, timeout: 200 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('begin exclusive');
    probe.prepare('select count(*) from sqlite_master').get();
    probe.exec('commit');
  } catch {
    throw new BackupError(`${file} is in use: stop the Rigline server before restoring.`);
  } finally {
    probe.close();
  }
}

async function assertPostgresNotInUse(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ addresses: string | null; sessions: number }>(
      `select count(*)::int as sessions, string_agg(distinct coalesce(host(client_addr), 'local'), ', ') as addresses
         from pg_stat_activity
        where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [APPLICATION_NAME],
    );
    const [{ sessions = 0, addresses = '' } = {}] = rows;
    if (sessions > 0) {
      throw new BackupError(
        `${sessions} connection(s) of a running Rigline server (from ${addresses}) use this database: stop every instance before restoring.`,
      );
    }
  } finally {
    await client.end();
  }
}

async function runPostgresClient(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(program, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `${program} is not installed. Install the PostgreSQL client of your server's version (Debian: apt-get install postgresql-client), or run it by hand as docs/deploy.md shows.`,
      );
    }
    throw new BackupError(`${program} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
