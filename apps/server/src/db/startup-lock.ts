import { sql } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import type { Db } from './connection.ts';

/** 'RGLN': the first key of Rigline's advisory locks; the second is the schema's hash. */
const LOCK_CLASS = 0x52474c4e;

/**
 * Runs the start-up work (migrations, the demo seed) under a PostgreSQL advisory lock held by one session,
 * so that instances starting together on one database run it one after the other: the first migrates, the
 * others find nothing left to do. The lock is the database's, so it goes with a crashed instance's session.
 * SQLite needs none: one process owns the file.
 */
export async function withStartupLock<T>(
  db: Db,
  database: DatabaseConfig,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return db.connection().execute(async (session) => {
    await sql`select pg_advisory_lock(${LOCK_CLASS}, hashtext(current_schema()))`.execute(session);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_CLASS}, hashtext(current_schema()))`.execute(session);
    }
  });
}
