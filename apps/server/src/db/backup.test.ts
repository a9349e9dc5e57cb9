import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createEmptyDatabase, dropDatabase } from '../test/postgres-database.ts';
import {
  callServer,
  killServerProcesses,
  REPO_ROOT,
  type ServerProcess,
  startServerProcess,
} from '../test/server-process.ts';
import { DEMO_CREDENTIALS } from './seed/demo-accounts.ts';

const execute = promisify(execFile);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-backup-'));
const databaseName = `rigline_backup_${process.pid}`;

afterEach(() => killServerProcesses());
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) await dropDatabase(databaseName);
});

/** The CLI as an operator runs it, with the server's settings. */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete environment.DATABASE_URL;
  return execute('node', [`apps/server/src/cli/${script}.ts`, ...args], {
    cwd: REPO_ROOT,
    env: environment,
  }).then(
    (result) => ({ code: 0, output: result.stdout + result.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

/** Waits, however busy the machine, until the condition holds. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

interface Acknowledged {
  id: number;
  at: number;
}

/** Four suppliers' tabs creating requests as fast as the server answers, until told to stop. */
function writeLoad(server: ServerProcess, token: string, rigId: number, wellId: number) {
  const acknowledged: Acknowledged[] = [];
  let isRunning = true;
  const writer = async () => {
    let count = 0;
    while (isRunning) {
      count += 1;
      const answer = await callServer(server, '/api/request/create', {
        token,
        body: {
          rig_id: rigId,
          well_id: wellId,
          title: `Load ${count}`,
          section: 'Backup test',
          description: 'Written under load',
        },
      });
      if (answer.status === 200)
        acknowledged.push({ id: answer.body.data.request_id, at: performance.now() });
    }
  };
  const writers = Promise.all([writer(), writer(), writer(), writer()]);
  return {
    acknowledged,
    stop: async () => {
      isRunning = false;
      await writers;
    },
  };
}

function describeBackup(kind: 'sqlite' | 'postgres') {
  const isSkipped = kind === 'postgres' && !process.env.TEST_DATABASE_URL;
  describe.skipIf(isSkipped)(`backup under write load and restore [${kind}]`, { timeout: 180_000 }, () => {
    it('restores a database holding every write acknowledged before the backup began, none made after it ended', async () => {
      const env: Record<string, string> =
        kind === 'sqlite'
          ? { DATA_DIR: path.join(folder, 'data'), SEED_DEMO_DATA: 'true' }
          : {
              DATABASE_URL: await createEmptyDatabase(databaseName),
              SEED_DEMO_DATA: 'true',
              TOKEN_SECRET: 'backup-test-secret-0123456789-abcdef',
            };
      const out = path.join(folder, `rigline-${kind}.backup`);
      let server = await startServerProcess({ env });
      const signIn = await callServer(server, '/api/auth/login', { body: DEMO_CREDENTIALS.supplier });
      const token = signIn.body.data.token as string;
      const rig = (await callServer(server, '/api/rig/list?page=1&limit=1', { token })).body.data.rigs
        .data[0];
      const well = (await callServer(server, `/api/well/get?page=1&limit=1&rig_id=${rig.id}`, { token })).body
        .data.wells.data[0];

      const load = writeLoad(server, token, rig.id, well.id);
      await until(() => load.acknowledged.length >= 20);
      const backupStarted = performance.now();
      const backup = await cli('backup', ['--out', out], env);
      const backupEnded = performance.now();
      await until(() => load.acknowledged.filter((write) => write.at > backupEnded).length >= 5);
      await load.stop();
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/Backup written to .* MB in .* s/);

      const before = load.acknowledged.filter((write) => write.at < backupStarted).map((write) => write.id);
      const after = load.acknowledged.filter((write) => write.at > backupEnded).map((write) => write.id);
      expect(before.length).toBeGreaterThanOrEqual(20);
      expect(after.length).toBeGreaterThanOrEqual(5);

      const refused = await cli('restore', [out], env);
      expect(refused.code).not.toBe(0);
      expect(refused.output).toMatch(/stop/i);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const restore = await cli('restore', [out], env);
      expect(restore.code, restore.output).toBe(0);

      server = await startServerProcess({ env });
      expect((await callServer(server, '/api/ready')).status).toBe(200);
      const again = (await callServer(server, '/api/auth/login', { body: DEMO_CREDENTIALS.supplier })).body
        .data.token;
      const present = new Set<number>();
      for (let page = 1; ; page += 1) {
        const list = (
          await callServer(server, `/api/request/get?page=${page}&limit=100&rig_id=${rig.id}`, {
            token: again,
          })
        ).body.data.requests;
        for (const request of list.data) present.add(request.id);
        if (page >= list.meta.last_page) break;
      }
      expect(before.filter((id) => !present.has(id))).toEqual([]);
      expect(after.filter((id) => present.has(id))).toEqual([]);
      server.child.kill('SIGTERM');
      await server.exited;

      if (kind === 'sqlite') {
        const restored = new SQLite(path.join(folder, 'data', 'rigline.db'), { readonly: true });
        expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(restored.pragma('foreign_key_check')).toEqual([]);
        restored.close();
        expect(
          fs.readdirSync(path.join(folder, 'data')).some((name) => name.includes('before-restore')),
        ).toBe(true);
      }
    });
  });
}

describeBackup('sqlite');
describeBackup('postgres');
