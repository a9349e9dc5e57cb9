import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { AppError } from '../../errors.ts';

type NamedTable = 'vendors' | 'rigs' | 'wells' | 'vessels' | 'bases' | 'ccus';

/** 409 naming the field: a unique name or code that is taken (issue 16). */
export function taken(field: string, message: string): AppError {
  return new AppError('CONFLICT', message, [{ field, message }]);
}

/**
 * Whether another row has this value in `column`, without regard to case (the unique indexes of migration 008
 * are on lower(column)); `within` narrows it (a well's name is unique within its rig).
 */
export async function isValueTaken(
  db: Db,
  options: {
    table: NamedTable;
    column: 'name' | 'code';
    value: string;
    exceptId?: number;
    within?: { column: 'rig_id'; value: number };
  },
): Promise<boolean> {
  // biome-ignore lint/suspicious/noExplicitAny: the table varies; columns are named from a closed list above
  let query = (db as Db).selectFrom(options.table as any).select('id' as any) as any;
  query = query.where(sql`lower(${sql.ref(options.column)})`, '=', options.value.toLowerCase());
  if (options.exceptId !== undefined) query = query.where('id', '!=', options.exceptId);
  if (options.within) query = query.where(options.within.column, '=', options.within.value);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Runs a write that may meet a unique index a moment after the check above passed (two admins at once): the
 * violation answers the same 409 naming the field.
 */
export async function withUniqueFields<T>(work: () => Promise<T>, conflict: AppError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict;
    throw error;
  }
}
