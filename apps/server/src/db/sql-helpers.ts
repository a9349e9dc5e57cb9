import { MAX_ID } from '@rigline/contract/api';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/** SQL pieces shared by repositories; the same text runs on SQLite and PostgreSQL. */

/**
 * Ids are 32-bit integer columns; PostgreSQL refuses a larger number outright, so an id read from free text
 * (a search for "REQ-99999999999") must find nothing rather than fail.
 */
export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;
}

export function matchesNothing(): RawBuilder<SqlBool> {
  return sql<SqlBool>`1 = 0`;
}

/**
 * `lower(column) like lower('%text%')` with the text's own % and _ taken literally: case-insensitive and the
 * same on SQLite and PostgreSQL (PostgreSQL's ilike does not exist in SQLite).
 */
export function containsText(column: Expression<string>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return sql<SqlBool>`lower(${column}) like lower(${pattern}) escape '\\'`;
}
