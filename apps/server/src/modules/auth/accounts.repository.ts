import type { Db } from '../../db/connection.ts';
import type { UserRow } from '../../db/schema.ts';
import { isStorableId } from '../../db/sql-helpers.ts';

/**
 * The users table as sign-in sees it: the account behind an email or an id, and the columns that signing in,
 * choosing a password and naming oneself change. The users module owns the rest of the table (its
 * administration); auth keeps these few queries so that the two modules do not import each other
 * (docs/decisions/040).
 */

export async function findAccountById(db: Db, id: number): Promise<UserRow | undefined> {
  // A token's sub or a body's id past the 32-bit column cannot exist, and PostgreSQL refuses it (issue 8.4).
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The user with their vendor's status (null for the operator roles), as sign-in needs it. An API key's account
 * (migration 028) has no password and never signs in: it is not found here.
 */
export async function findAccountByEmail(
  db: Db,
  email: string,
): Promise<(UserRow & { vendor_status: string | null; vendor_name: string | null }) | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('vendors', 'vendors.id', 'users.vendor_id')
    .selectAll('users')
    .select(['vendors.status as vendor_status', 'vendors.name as vendor_name'])
    .where('users.email', '=', email.trim().toLowerCase())
    .where('users.is_api_key', '=', 0)
    .executeTakeFirst();
}

export async function updateAccount(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, 'full_name' | 'must_change_password' | 'password_hash' | 'last_sign_in_at'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}
