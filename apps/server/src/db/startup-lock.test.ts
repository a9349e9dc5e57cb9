import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createEmptyDatabase, dropDatabase } from '../test/postgres-database.ts';
import {
  callServer,
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
} from '../test/server-process.ts';
import { createWorkingSet, WORKING_SUPPLIER } from '../test/working-set.ts';
import { createDb } from './connection.ts';
import { MIGRATION_NAMES } from './migrate.ts';

const TOKEN_SECRET = 'shared-secret-of-both-instances-0123456789';
const databases: string[] = [];

afterEach(() => killServerProcesses());
afterAll(async () => {
  for (const name of databases) await dropDatabase(name);
});

async function startTwoAtOnce(
  env: Record<string, string | undefined>,
): Promise<[ServerProcess, ServerProcess]> {
  const name = `rigline_two_instances_${process.pid}_${databases.length}`;
  databases.push(name);
  const url = await createEmptyDatabase(name);
  const [first, second] = await Promise.all([
    startServerProcess({ env: { DATABASE_URL: url, TOKEN_SECRET, ...env } }),
    startServerProcess({ env: { DATABASE_URL: url, TOKEN_SECRET, ...env } }),
  ]);
  for (const server of [first, second]) {
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status, server.output()).toBe(200);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }
  return [first, second];
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances starting at once on one empty PostgreSQL database',
  {
    timeout: 120_000,
  },
  () => {
    it('run the migrations once between them, and then either one serves what the other wrote', async () => {
      const [first, second] = await startTwoAtOnce({ SEED_DEMO_DATA: undefined });
      const db = createDb({
        kind: 'postgres',
        url: new URL(`/${databases.at(-1)}`, process.env.TEST_DATABASE_URL).toString(),
      });
      try {
        const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
          db,
        );
        expect(applied.rows.map((row) => row.name)).toEqual([...MIGRATION_NAMES]);
        const users = await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst();
        expect(Number(users?.n)).toBe(0);
        const { rigId, wellId } = await createWorkingSet(db);

        const signIn = await callServer(first, '/api/auth/login', { body: WORKING_SUPPLIER });
        expect(signIn.status).toBe(200);
        const token = signIn.body.data.token as string;
        const created = await callServer(second, '/api/request/create', {
          token,
          body: {
            rig_id: rigId,
            well_id: wellId,
            title: 'Spares for the top drive',
            section: 'Drilling',
            description: 'Two seals',
          },
        });
        expect(created.status).toBe(200);
        const read = await callServer(first, `/api/request/get?id=${created.body.data.request_id}`, {
          token,
        });
        expect(read.status).toBe(200);
        expect(read.body.data.requests.data[0]).toMatchObject({ title: 'Spares for the top drive' });
      } finally {
        await db.destroy();
      }
    });

    it('seed the demo data once when both are asked to', async () => {
      const [first, second] = await startTwoAtOnce({ SEED_DEMO_DATA: 'true' });
      for (const server of [first, second]) {
        const signIn = await callServer(server, '/api/auth/login', {
          body: { email: 'supplier@rigline.demo', password: 'supplier-demo-2025' },
        });
        expect(signIn.status).toBe(200);
        const rigs = await callServer(server, '/api/rig/list?page=1&limit=100', {
          token: signIn.body.data.token,
        });
        expect(rigs.body.data.rigs.meta.total).toBe(4);
      }
    });
  },
);
