import { type PageMeta, pageMeta } from '@rigline/contract/api';
import type { RoleSlug } from '@rigline/contract/roles';
import type { listUsersQuerySchema } from '@rigline/contract/users';
import {
  type AdminUser,
  type CreateUserBody,
  EMAIL_TAKEN_MESSAGE,
  type ListUsersQuery,
  type UpdateUserBody,
  VENDOR_NOT_ALLOWED_MESSAGE,
  VENDOR_REQUIRED_MESSAGE,
} from '@rigline/contract/users';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { AppError } from '../../errors.ts';
import { endSessionsOfUser } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { assertAcceptablePassword } from '../auth/password-policy.ts';
import { createdDetails, diffOf, recordMasterDataChange } from '../events/master-data-events.ts';
import { inTransaction } from '../live/live-transaction.ts';
import {
  type AdminUserRow,
  countUsers,
  findAdminUserById,
  findUsersPage,
  insertUser,
  isEmailTaken,
  updateUser,
} from './users.repository.ts';

const USER_NOT_FOUND = 'User not found';
const VENDOR_NOT_FOUND = 'vendor_id must be the id of a supplier company';

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    role_slug: row.role_slug as RoleSlug,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name ?? null,
    is_active: row.is_active === 1,
    must_change_password: row.must_change_password === 1,
    created_at: row.created_at,
    last_sign_in_at: row.last_sign_in_at,
  };
}

export async function listUsers(options: {
  db: Db;
  filter: z.output<typeof listUsersQuerySchema>;
}): Promise<{ data: AdminUser[]; meta: PageMeta }> {
  const { db, filter } = options;
  const repositoryFilter = {
    search: filter.search,
    roleSlug: filter.role_slug,
    vendorId: filter.vendor_id,
    includeInactive: filter.include_inactive ?? true,
  };
  const [total, rows] = await Promise.all([
    countUsers(db, repositoryFilter),
    findUsersPage(db, repositoryFilter, { limit: filter.limit, offset: (filter.page - 1) * filter.limit }),
  ]);
  return { data: rows.map(toAdminUser), meta: pageMeta(total, filter) };
}
export type { ListUsersQuery };

async function assertVendorExists(db: Db, vendorId: number): Promise<void> {
  const row = await db.selectFrom('vendors').select('id').where('id', '=', vendorId).executeTakeFirst();
  if (!row) throw AppError.badInput('vendor_id', VENDOR_NOT_FOUND);
}

/** A supplier belongs to one vendor; the other roles to none. */
function assertVendorRule(roleSlug: RoleSlug, vendorId: number | null): void {
  if (roleSlug === 'supplier' && vendorId === null)
    throw AppError.badInput('vendor_id', VENDOR_REQUIRED_MESSAGE);
  if (roleSlug !== 'supplier' && vendorId !== null)
    throw AppError.badInput('vendor_id', VENDOR_NOT_ALLOWED_MESSAGE);
}

function emailTaken(): AppError {
  return new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);
}

/**
 * A new account with a first password the admin hands over: must_change_password is set, so the user chooses
 * their own at the first sign-in. 409 on `email` when it is taken.
 */
export async function createUser(options: {
  db: Db;
  actor: CurrentUser | null;
  body: CreateUserBody;
  mustChangePassword?: boolean;
}): Promise<AdminUser> {
  const { db, body } = options;
  const email = body.email.toLowerCase();
  const vendorId = body.vendor_id ?? null;
  assertVendorRule(body.role_slug, vendorId);
  assertAcceptablePassword({ password: body.password, email, field: 'password' });
  if (vendorId !== null) await assertVendorExists(db, vendorId);
  if (await isEmailTaken(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  try {
    const id = await inTransaction(db, async (trx) => {
      const row = {
        email,
        full_name: body.full_name,
        role_slug: body.role_slug,
        vendor_id: vendorId,
        must_change_password: options.mustChangePassword === false ? 0 : 1,
      };
      const newId = await insertUser(trx, {
        ...row,
        password_hash: passwordHash,
        created_at: new Date().toISOString(),
      });
      await recordMasterDataChange(trx, {
        entityType: 'user',
        entityId: newId,
        actorUserId: options.actor?.id ?? null,
        details: createdDetails(row),
      });
      return newId;
    });
    return toAdminUser((await findAdminUserById(db, id))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * id + any of full_name, role_slug, vendor_id, is_active. A change of role or vendor and a deactivation end the
 * user's sessions. An admin cannot deactivate themselves or give up their own admin role, so the site keeps one.
 */
export async function updateUserByAdmin(options: {
  db: Db;
  actor: CurrentUser;
  body: UpdateUserBody;
}): Promise<AdminUser> {
  const { db, actor, body } = options;
  const before = await findAdminUserById(db, body.id);
  if (!before) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  if (body.id === actor.id) {
    if (body.is_active === false)
      throw AppError.badInput('is_active', 'You cannot deactivate your own account.');
    if (body.role_slug !== undefined && body.role_slug !== 'admin') {
      throw AppError.badInput('role_slug', 'You cannot take away your own admin role.');
    }
  }
  const roleSlug = body.role_slug ?? (before.role_slug as RoleSlug);
  // Leaving the supplier role without naming a vendor drops the old one.
  const vendorId =
    body.vendor_id !== undefined ? body.vendor_id : roleSlug === 'supplier' ? before.vendor_id : null;
  assertVendorRule(roleSlug, vendorId);
  if (vendorId !== null && vendorId !== before.vendor_id) await assertVendorExists(db, vendorId);
  const changes = {
    full_name: body.full_name,
    role_slug: roleSlug,
    vendor_id: vendorId,
    is_active: body.is_active === undefined ? undefined : body.is_active ? 1 : 0,
  };
  const details = diffOf(before as unknown as Record<string, unknown>, changes);
  if (Object.keys(details).length > 0) {
    await inTransaction(db, async (trx) => {
      await updateUser(
        trx,
        body.id,
        Object.fromEntries(Object.entries(changes).filter(([field]) => field in details)),
      );
      if ('role_slug' in details || 'vendor_id' in details || changes.is_active === 0) {
        await endSessionsOfUser(trx, body.id);
      }
      await recordMasterDataChange(trx, {
        entityType: 'user',
        entityId: body.id,
        actorUserId: actor.id,
        details,
      });
    });
  }
  return toAdminUser((await findAdminUserById(db, body.id))!);
}

/** A new first password: the user must change it at the next sign-in, and every session of theirs ends. */
export async function resetPassword(options: {
  db: Db;
  actor: CurrentUser;
  userId: number;
  password: string;
}): Promise<void> {
  const { db } = options;
  const user = await findAdminUserById(db, options.userId);
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  assertAcceptablePassword({ password: options.password, email: user.email, field: 'password' });
  const passwordHash = await hashPassword(options.password);
  await inTransaction(db, async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, must_change_password: 1 });
    await endSessionsOfUser(trx, user.id);
    await recordMasterDataChange(trx, {
      entityType: 'user',
      entityId: user.id,
      actorUserId: options.actor.id,
      details: {
        password: ['(reset by an admin)', null],
        must_change_password: [user.must_change_password, 1],
      },
    });
  });
}
