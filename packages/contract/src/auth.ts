import { z } from 'zod';
import { defineCall, envelope } from './api.ts';
import { ROLES, roleSlugSchema } from './roles.ts';

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authUserSchema = z.object({
  id: z.number().int(),
  role_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role_slug: roleSlugSchema,
  vendor_id: z.number().int().nullable(),
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

export const demoAccountSchema = z.object({ role: z.enum(ROLES), email: z.string(), password: z.string() });
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
