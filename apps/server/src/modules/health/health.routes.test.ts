import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { createDb } from '../../db/connection.ts';
import { MIGRATION_NAMES } from '../../db/migrate.ts';
import { AppError } from '../../errors.ts';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { checkReadiness } from './health.service.ts';

describeOnEachDatabase('health and readiness', (harness) => {
  const renamed: string[] = [];
  afterEach(async () => {
    for (const name of renamed.splice(0)) {
      await sql`update kysely_migration set name = ${name} where name = ${`${name}-gone`}`.execute(
        harness.db,
      );
    }
  });

  it('GET /api/health answers 200 without a token and without touching the database', async () => {
    const answer = await harness.get('/api/health');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: true, data: { uptime_seconds: expect.any(Number) } });
  });

  it('GET /api/ready answers 200 when the database answers and every migration is applied', async () => {
    const answer = await harness.get('/api/ready');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: true,
      message: 'Ready',
      data: { database: 'ok', migrations: 'current' },
    });
  });

  it('answers 503 naming the missing migration when the database is behind this version', async () => {
    const [first = ''] = MIGRATION_NAMES;
    await sql`update kysely_migration set name = ${`${first}-gone`} where name = ${first}`.execute(
      harness.db,
    );
    renamed.push(first);
    const answer = await harness.get('/api/ready');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: false, message: expect.stringContaining(first) });
  });

  it('answers 503 when the database does not answer', async () => {
    const unreachable = createDb(
      harness.kind === 'sqlite'
        ? { kind: 'sqlite', file: ':memory:' }
        : { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/nothing' },
    );
    // A closed SQLite file; a PostgreSQL server that is not there.
    if (harness.kind === 'sqlite') await unreachable.destroy();
    const refusal = await checkReadiness({ db: unreachable }).catch((error: unknown) => error);
    if (harness.kind === 'postgres') await unreachable.destroy();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('database') });
  });

  it('is cheap enough to be asked every second: 100 readiness checks take a few milliseconds each', async () => {
    const started = performance.now();
    for (let index = 0; index < 100; index += 1) {
      expect((await harness.get('/api/ready')).statusCode).toBe(200);
    }
    expect(performance.now() - started).toBeLessThan(2500);
  });
});
