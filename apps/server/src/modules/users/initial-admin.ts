import type { Db } from '../../db/connection.ts';
import { hasAdmin, isEmailTaken } from './users.repository.ts';
import { createUser } from './users.service.ts';

export class AdminExistsError extends Error {}

/**
 * The first administrator, from the command line (`npm run admin:create`) or from ADMIN_EMAIL and
 * ADMIN_PASSWORD on start. The operator chose the password, so it need not be changed at the first sign-in;
 * it must pass the same rules as any other (12 to 128 characters, not common, not the email).
 * An email that exists is an error and changes nothing.
 */
export async function createAdmin(
  db: Db,
  options: { email: string; fullName: string; password: string },
): Promise<{ id: number; email: string }> {
  if (await isEmailTaken(db, options.email)) {
    throw new AdminExistsError(
      `A user with the email ${options.email.trim().toLowerCase()} already exists; nothing was changed.`,
    );
  }
  const user = await createUser({
    db,
    actor: null,
    mustChangePassword: false,
    body: {
      email: options.email.trim().toLowerCase(),
      full_name: options.fullName,
      role_slug: 'admin',
      password: options.password,
    },
  });
  return { id: user.id, email: user.email };
}

/** On start: only when no admin exists yet. Answers the admin made, or null when there was one already. */
export async function createInitialAdmin(
  db: Db,
  options: { email: string; password: string; fullName?: string | undefined },
): Promise<{ id: number; email: string } | null> {
  if (await hasAdmin(db)) return null;
  return createAdmin(db, {
    email: options.email,
    password: options.password,
    fullName: options.fullName ?? 'Administrator',
  });
}
