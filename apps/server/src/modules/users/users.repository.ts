import type { RoleSlug } from '@rigline/contract/roles';
import type { Db } from '../../db/connection.ts';
import type { NewUser, UserRow } from '../../db/schema.ts';
import { containsText, isStorableId } from '../../db/sql-helpers.ts';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  // A token's sub or a body's id past the 32-bit column cannot exist, and PostgreSQL refuses it (issue 8.4).
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, email: user.email.trim().toLowerCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      UserRow,
      | 'full_name'
      | 'role_slug'
      | 'vendor_id'
      | 'is_active'
      | 'must_change_password'
      | 'password_hash'
      | 'last_sign_in_at'
    >
  >,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function hasAdmin(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role_slug', '=', 'admin')
    .where('is_api_key', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

export interface UserListFilter {
  search?: string | undefined;
  roleSlug?: RoleSlug | undefined;
  vendorId?: number | undefined;
  includeInactive: boolean;
}

/** People's accounts: an API key's account (migration 028) is the api-keys module's, never listed or edited here. */
function users(db: Db, filter: UserListFilter) {
  let query = db.selectFrom('users').where('users.is_api_key', '=', 0);
  if (filter.search !== undefined) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('users.email'), search), containsText(eb.ref('users.full_name'), search)]),
    );
  }
  if (filter.roleSlug !== undefined) query = query.where('users.role_slug', '=', filter.roleSlug);
  if (filter.vendorId !== undefined) {
    query = isStorableId(filter.vendorId)
      ? query.where('users.vendor_id', '=', filter.vendorId)
      : query.where('users.id', '<', 0);
  }
  if (!filter.includeInactive) query = query.where('users.is_active', '=', 1);
  return query;
}

export async function countUsers(db: Db, filter: UserListFilter): Promise<number> {
  const row = await users(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const ADMIN_USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.full_name',
  'users.role_slug',
  'users.vendor_id',
  'vendors.name as vendor_name',
  'users.is_active',
  'users.must_change_password',
  'users.created_at',
  'users.last_sign_in_at',
] as const;

/** By full name: the admin's table. */
export async function findUsersPage(db: Db, filter: UserListFilter, page: { limit: number; offset: number }) {
  return users(db, filter)
    .leftJoin('vendors', 'vendors.id', 'users.vendor_id')
    .select(ADMIN_USER_COLUMNS)
    .orderBy('users.full_name')
    .orderBy('users.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findAdminUserById(db: Db, id: number) {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('users')
    .leftJoin('vendors', 'vendors.id', 'users.vendor_id')
    .select(ADMIN_USER_COLUMNS)
    .where('users.id', '=', id)
    .where('users.is_api_key', '=', 0)
    .executeTakeFirst();
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUserById>>>;
