import { z } from 'zod';
import { defineCall, envelope } from './api.ts';
import { roleSlugSchema } from './roles.ts';

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

/**
 * The demo users seeded on the embedded database (decisions.md §5). The login screen's demo buttons fill
 * these; they exist only where demo data was seeded.
 */
export const DEMO_CREDENTIALS = {
  supplier: { email: 'supplier@rigline.demo', password: 'supplier-demo-2025' },
  rig_logistics: { email: 'riglogistics@rigline.demo', password: 'riglogistics-demo-2025' },
  base_coordinator: { email: 'coordinator@rigline.demo', password: 'coordinator-demo-2025' },
} as const;

/** The signed-in user, read back from the token; the web client checks a stored session with it. */
export const currentUserCall = defineCall({
  method: 'GET',
  path: '/api/auth/me',
  response: envelope(z.object({ user: authUserSchema })),
});
