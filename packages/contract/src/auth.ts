import { z } from 'zod';
import {
  defineCall,
  emailSchema,
  envelope,
  messageResponseSchema,
  requiredTextSchema,
  textSchema,
} from './api.ts';
import { ROLES, roleSlugSchema } from './roles.ts';

/** Password rules (docs/decisions/009): length only, no composition rules, no common password, not the email. */
export const PASSWORD_RULES = {
  minLength: 12,
  maxLength: 128,
  /** What sign-in accepts: longer than any password one can choose, short enough to hash without harm. */
  loginMaxLength: 1024,
} as const;

export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is on a list of common passwords. Choose one that is harder to guess.';
export const PASSWORD_IS_EMAIL_MESSAGE = 'The password must not be your email address.';

/**
 * A password a person chooses (create, reset, change): 12 to 128 characters, kept exactly as typed. The server
 * also refuses a common password and the account's email, answering 400 on the field.
 */
export function newPasswordSchema(label = 'Password') {
  return textSchema(label, { error: `${label} is required`, keepAsTyped: true })
    .min(PASSWORD_RULES.minLength, `${label} must be at least ${PASSWORD_RULES.minLength} characters`)
    .max(PASSWORD_RULES.maxLength, `${label} must be at most ${PASSWORD_RULES.maxLength} characters`);
}

export const loginBodySchema = z.object({
  email: emailSchema('Email'),
  password: textSchema('Password', { error: 'Password is required', keepAsTyped: true })
    .min(1, 'Password is required')
    .max(
      PASSWORD_RULES.loginMaxLength,
      `Password must be at most ${PASSWORD_RULES.loginMaxLength} characters`,
    ),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authUserSchema = z.object({
  id: z.number().int(),
  role_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role_slug: roleSlugSchema,
  vendor_id: z.number().int().nullable(),
  /** The supplier's company, as Settings shows it; null for the operator roles. */
  vendor_name: z.string().nullable().optional(),
  /**
   * True after an admin created the account or reset its password: until the user chooses a new one
   * (POST /api/auth/change-password), every other call answers 403 with MUST_CHANGE_PASSWORD_MESSAGE.
   */
  must_change_password: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = envelope(z.object({ token: z.string(), user: authUserSchema }));
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginCall = defineCall({
  method: 'POST',
  path: '/api/auth/login',
  body: loginBodySchema,
  response: loginResponseSchema,
});

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please wait a few minutes and try again.';
/** The 403 of every call but the password change (and /me, logout) while must_change_password is true. */
export const MUST_CHANGE_PASSWORD_MESSAGE = 'You must choose a new password before you continue.';
/** The 401 of a token that was signed out, revoked or left idle too long. */
export const SESSION_ENDED_MESSAGE = 'Your session is invalid or has expired. Please sign in again.';

/** The demo buttons' roles: the three of the documents, and the admin. */
export const DEMO_ACCOUNT_ROLES = [...ROLES, 'admin'] as const;
export const demoAccountSchema = z.object({
  role: z.enum(DEMO_ACCOUNT_ROLES),
  email: z.string(),
  password: z.string(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/**
 * The demo users whose credentials the login screen's demo buttons fill (decisions.md §5). They come from the
 * server, which lists them only in demo mode: nowhere else, in the web app's files included, are they written.
 */
export const demoAccountsCall = defineCall({
  method: 'GET',
  path: '/api/auth/demo-accounts',
  response: envelope(z.object({ accounts: z.array(demoAccountSchema) })),
});

/** The signed-in user, read back from the token; the web client checks a stored session with it. */
export const currentUserCall = defineCall({
  method: 'GET',
  path: '/api/auth/me',
  response: envelope(z.object({ user: authUserSchema })),
});

export const changePasswordBodySchema = z.object({
  current_password: textSchema('Current password', {
    error: 'Current password is required',
    keepAsTyped: true,
  })
    .min(1, 'Current password is required')
    .max(
      PASSWORD_RULES.loginMaxLength,
      `Current password must be at most ${PASSWORD_RULES.loginMaxLength} characters`,
    ),
  new_password: newPasswordSchema('New password'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is not correct.';
export const PASSWORD_UNCHANGED_MESSAGE = 'The new password must differ from the current one.';

/**
 * Any signed-in user, the must-change gate included. Ends every other session of the user (their earlier
 * tokens answer 401) and answers a fresh token for this one, which the client keeps in place of the old.
 * A wrong current password is 400 on `current_password` (and counts as a failed sign-in for the throttle).
 */
export const changePasswordCall = defineCall({
  method: 'POST',
  path: '/api/auth/change-password',
  body: changePasswordBodySchema,
  response: envelope(z.object({ token: z.string(), user: authUserSchema })),
});

/** Ends this session on the server: its token answers 401 from now on. */
export const logoutCall = defineCall({
  method: 'POST',
  path: '/api/auth/logout',
  response: messageResponseSchema,
});

/** "Sign out of all devices": ends every session of the user, this one included. */
export const logoutAllCall = defineCall({
  method: 'POST',
  path: '/api/auth/logout-all',
  response: messageResponseSchema,
});

export const updateProfileBodySchema = z.object({
  full_name: requiredTextSchema('Full name', 100),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** The Settings screen's editable name; any signed-in user, for themselves. */
export const updateProfileCall = defineCall({
  method: 'POST',
  path: '/api/auth/update-profile',
  body: updateProfileBodySchema,
  response: envelope(z.object({ user: authUserSchema })),
});
