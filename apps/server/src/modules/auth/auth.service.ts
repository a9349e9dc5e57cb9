import { hash, verify } from '@node-rs/argon2';
import { type AuthUser, LOGIN_FAILED_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '@rigline/contract/auth';
import type { RoleSlug } from '@rigline/contract/roles';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authenticate.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { TokenSigner } from './token.ts';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const ROLE_ID_BY_SLUG: Record<RoleSlug, number> = {
  supplier: 1,
  'rig-logistic': 2,
  'base-coordinator': 3,
  admin: 4,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Verified against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;

export async function login(options: {
  db: Db;
  tokens: TokenSigner;
  throttle: LoginThrottle;
  email: string;
  password: string;
  address: string;
}): Promise<{ token: string; user: AuthUser }> {
  const email = options.email.trim().toLowerCase();
  const throttleKey = `${email}|${options.address}`;
  const decision = options.throttle.check(throttleKey);
  if (decision.isRefused) throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY_ATTEMPTS_MESSAGE);
  if (decision.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, decision.delayMs));

  const user = await findUserByEmail(options.db, email);
  decoyHash ??= hashPassword('decoy-password-never-used');
  const isValid = await verify(user?.password_hash ?? (await decoyHash), options.password);
  if (!user || !isValid) {
    options.throttle.recordFailure(throttleKey);
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  options.throttle.reset(throttleKey);
  const roleSlug = user.role_slug as RoleSlug;
  return {
    token: options.tokens.sign({ sub: user.id, role: roleSlug }),
    user: toAuthUser({
      id: user.id,
      email: user.email,
      fullName: user.full_name,
      roleSlug,
      vendorId: user.vendor_id,
    }),
  };
}

export function toAuthUser(user: CurrentUser): AuthUser {
  return {
    id: user.id,
    role_id: ROLE_ID_BY_SLUG[user.roleSlug],
    email: user.email,
    full_name: user.fullName,
    role_slug: user.roleSlug,
    vendor_id: user.vendorId,
  };
}
