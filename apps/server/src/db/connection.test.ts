import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness.ts';

describeOnEachDatabase('database connections', (harness) => {
  it.skipIf(harness.kind !== 'postgres')(
    'run with JIT off on every connection of the pool (issue 8.10)',
    async () => {
      // Four transactions held at once: four connections of the pool, each asked on its own.
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          harness.db.transaction().execute(async (trx) => {
            const { rows } = await sql<{ jit: string }>`show jit`.execute(trx);
            await sql`select pg_sleep(0.05)`.execute(trx);
            return rows[0]!.jit;
          }),
        ),
      );
      expect(answers).toEqual(['off', 'off', 'off', 'off']);
    },
  );

  it.skipIf(harness.kind !== 'postgres')(
    'still reads and writes in the schema the app was given',
    async () => {
      const { rows } = await sql<{ search_path: string }>`show search_path`.execute(harness.db);
      expect(rows[0]!.search_path).toMatch(/^test_/);
    },
  );
});
