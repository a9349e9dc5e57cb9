/** What the two databases call a refused write, told apart by the driver's error code. */

/** A unique constraint refused the write (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  return hasErrorCode(error, ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
}

/** A foreign key refused the write (PostgreSQL 23503, SQLite SQLITE_CONSTRAINT_FOREIGNKEY). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasErrorCode(error, ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']);
}

function hasErrorCode(error: unknown, codes: string[]): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return codes.includes(String(error.code));
}
