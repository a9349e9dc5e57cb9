import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/connection.ts';
import { createEmptyDatabase, dropDatabase } from '../test/postgres-database.ts';
import { REPO_ROOT } from '../test/server-process.ts';

const PASSWORD = 'first admin of the north sea';

function adminCreate(env: Record<string, string>, email = 'ops.admin@operator.example') {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env, RIGLINE_ADMIN_PASSWORD: PASSWORD };
  if (!env.DATABASE_URL) delete environment.DATABASE_URL;
  return spawnSync('node', ['apps/server/src/cli/admin-create.ts', '--email', email, '--name', 'Olu Admin'], {
    cwd: REPO_ROOT,
    env: environment,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('npm run admin:create', () => {
  for (const kind of ['sqlite', 'postgres'] as const) {
    it.skipIf(kind === 'postgres' && !process.env.TEST_DATABASE_URL)(
      `creates the first admin on an empty database, then refuses the same email and changes nothing [${kind}]`,
      async () => {
        const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-admin-'));
        const name = `rigline_admin_cli_${process.pid}`;
        const env: Record<string, string> =
          kind === 'sqlite' ? { DATA_DIR: folder } : { DATABASE_URL: await createEmptyDatabase(name) };
        const database =
          kind === 'sqlite'
            ? ({ kind: 'sqlite', file: path.join(folder, 'rigline.db') } as const)
            : ({ kind: 'postgres', url: env.DATABASE_URL ?? '' } as const);
        try {
          const first = adminCreate(env);
          expect(first.status, first.stderr).toBe(0);
          expect(first.stdout).toContain('Created the admin ops.admin@operator.example');
          expect(first.stdout + first.stderr).not.toContain(PASSWORD);

          const again = adminCreate(env, 'OPS.ADMIN@operator.example');
          expect(again.status).toBe(1);
          expect(again.stderr).toContain('already exists; nothing was changed');

          const db = createDb(database);
          try {
            const users = await db
              .selectFrom('users')
              .select(['email', 'role_slug', 'must_change_password'])
              .execute();
            expect(users).toEqual([
              { email: 'ops.admin@operator.example', role_slug: 'admin', must_change_password: 0 },
            ]);
          } finally {
            await db.destroy();
          }

          const tooShort = spawnSync(
            'node',
            ['apps/server/src/cli/admin-create.ts', '--email', 'x@y.example', '--name', 'X'],
            {
              cwd: REPO_ROOT,
              env: { ...process.env, ...env, RIGLINE_ADMIN_PASSWORD: 'short' },
              encoding: 'utf8',
            },
          );
          expect(tooShort.status).toBe(1);
          expect(tooShort.stderr).toContain('at least 12 characters');
        } finally {
          fs.rmSync(folder, { recursive: true, force: true });
          if (kind === 'postgres') await dropDatabase(name);
        }
      },
      60_000,
    );
  }
});
