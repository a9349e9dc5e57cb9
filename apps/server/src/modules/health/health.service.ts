import type { Db } from '../../db/connection.ts';
import { MIGRATION_NAMES } from '../../db/migrate.ts';
import { AppError } from '../../errors.ts';
import { findAppliedMigrationNames, pingDatabase } from './health.repository.ts';

const DATABASE_ANSWER_MS = 2000;

/**
 * Ready = the database answers within 2 s and holds every migration this version knows. Migrations it does
 * not know are fine: during a rolling update a newer instance may have run them first.
 */
export async function checkReadiness(options: { db: Db }): Promise<void> {
  let applied: string[];
  try {
    applied = await withinTime(
      (async () => {
        await pingDatabase(options.db);
        return findAppliedMigrationNames(options.db);
      })(),
      DATABASE_ANSWER_MS,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('UNAVAILABLE', `Not ready: the database does not answer (${reason}).`);
  }
  const missing = MIGRATION_NAMES.filter((name) => !applied.includes(name));
  if (missing.length > 0) {
    throw new AppError('UNAVAILABLE', `Not ready: the database lacks the migrations ${missing.join(', ')}.`);
  }
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
