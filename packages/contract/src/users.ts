import { z } from 'zod';
import {
  bodyIdSchema,
  booleanQuerySchema,
  defineCall,
  emailSchema,
  envelope,
  idSchema,
  messageResponseSchema,
  paged,
  pageQuerySchema,
  requiredTextSchema,
  searchQuerySchema,
  timestampSchema,
} from './api.ts';
import { newPasswordSchema } from './auth.ts';
import { roleSlugSchema } from './roles.ts';

/**
 * Accounts, for the admin (issue 16). Every call here is admin only (403 otherwise). A supplier account belongs
 * to exactly one vendor; the other roles to none. Accounts are deactivated, never deleted: an inactive user, or
 * a user of an inactive vendor, cannot sign in (their sign-in answers exactly like a wrong password) and their
 * open sessions end (docs/decisions/009).
 */

export const VENDOR_REQUIRED_MESSAGE = 'A supplier must belong to a supplier company';
export const VENDOR_NOT_ALLOWED_MESSAGE = 'Only a supplier belongs to a supplier company';
export const EMAIL_TAKEN_MESSAGE = 'A user with this email already exists';

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role_slug: roleSlugSchema,
  vendor_id: z.number().int().nullable(),
  /** The vendor's name, for the table; null for the operator roles. */
  vendor_name: z.string().nullable(),
  is_active: z.boolean(),
  /** Set when an admin created the account or reset its password, until the user chooses their own. */
  must_change_password: z.boolean(),
  created_at: timestampSchema,
  /** null until the first sign-in. */
  last_sign_in_at: timestampSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuerySchema = pageQuerySchema.extend({
  /** Matches email or full name. */
  search: searchQuerySchema,
  role_slug: roleSlugSchema.optional(),
  vendor_id: idSchema.optional(),
  /** Omitted or true: every account; false: active accounts only. */
  include_inactive: booleanQuerySchema.optional(),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const listUsersResponseSchema = envelope(z.object({ users: paged(adminUserSchema) }));
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

/** Users by full name. */
export const listUsersCall = defineCall({
  method: 'GET',
  path: '/api/user/list',
  query: listUsersQuerySchema,
  response: listUsersResponseSchema,
});

const vendorIdBodySchema = bodyIdSchema('vendor_id must be the id of a supplier company').nullable();

export const createUserBodySchema = z.object({
  email: emailSchema('Email'),
  full_name: requiredTextSchema('Full name', 100),
  role_slug: roleSlugSchema,
  /** Required for a supplier, refused (400) for the other roles; may be omitted or null for them. */
  vendor_id: vendorIdBodySchema.optional(),
  /** A first password the admin hands over; the user must choose a new one at their first sign-in. */
  password: newPasswordSchema('Password'),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const userResponseSchema = envelope(z.object({ user: adminUserSchema }));
export type UserResponse = z.infer<typeof userResponseSchema>;

/** 409 naming `email` when the email is taken (emails compare without case). */
export const createUserCall = defineCall({
  method: 'POST',
  path: '/api/user/create',
  body: createUserBodySchema,
  response: userResponseSchema,
});

export const updateUserBodySchema = z.object({
  id: bodyIdSchema('id must be the id of a user'),
  full_name: requiredTextSchema('Full name', 100).optional(),
  /** A change of role ends the user's sessions. A supplier needs vendor_id (in this body or already set). */
  role_slug: roleSlugSchema.optional(),
  vendor_id: vendorIdBodySchema.optional(),
  /** false deactivates (their sessions end, they cannot sign in); true reactivates. */
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** id + any of the fields. An admin cannot deactivate themselves or take away their own admin role (400). */
export const updateUserCall = defineCall({
  method: 'POST',
  path: '/api/user/update',
  body: updateUserBodySchema,
  response: userResponseSchema,
});

export const resetPasswordBodySchema = z.object({
  id: bodyIdSchema('id must be the id of a user'),
  password: newPasswordSchema('Password'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Sets a new password the user must change at their next sign-in; ends every session of theirs. */
export const resetPasswordCall = defineCall({
  method: 'POST',
  path: '/api/user/reset-password',
  body: resetPasswordBodySchema,
  response: messageResponseSchema,
});

/**
 * A rig logistics user's home rigs (issue 12): the admin sets them; that user's requests, voyages and dashboard
 * open on them, with "All rigs" one click away. Only a rig logistics user has home rigs.
 */
export const HOME_RIGS_ROLE_MESSAGE = 'Only a rig logistics user has home rigs';
export const HOME_RIG_UNKNOWN_MESSAGE = 'Home rigs must be active rigs';
/** The most home rigs one user may have (the list filters' limit). */
export const MAX_HOME_RIGS = 50;

export const homeRigSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type HomeRig = z.infer<typeof homeRigSchema>;

export const getHomeRigsQuerySchema = z.object({
  /** The admin names any user; a rig logistics user may omit it or name themselves. */
  user_id: idSchema.optional(),
});
export type GetHomeRigsQuery = z.input<typeof getHomeRigsQuerySchema>;

export const homeRigsResponseSchema = envelope(
  z.object({ user_id: z.number().int(), rigs: z.array(homeRigSchema) }),
);
export type HomeRigsResponse = z.infer<typeof homeRigsResponseSchema>;

/** The user's home rigs by code. Admin for any user; a rig logistics user for themselves (403 otherwise). */
export const getHomeRigsCall = defineCall({
  method: 'GET',
  path: '/api/user/home-rigs',
  query: getHomeRigsQuerySchema,
  response: homeRigsResponseSchema,
});

export const setHomeRigsBodySchema = z.object({
  user_id: bodyIdSchema('user_id must be the id of a user'),
  rig_ids: z
    .array(bodyIdSchema('rig_ids must hold ids of rigs'), { error: 'rig_ids must be a list of rig ids' })
    .max(MAX_HOME_RIGS, `At most ${MAX_HOME_RIGS} home rigs`),
});
export type SetHomeRigsBody = z.infer<typeof setHomeRigsBodySchema>;

/**
 * Admin only. Replaces the user's home rigs with these (an empty list clears them), in one transaction. 400
 * when the user is not a rig logistics user, or a rig does not exist or is inactive; 404 for an unknown user.
 */
export const setHomeRigsCall = defineCall({
  method: 'POST',
  path: '/api/user/home-rigs',
  body: setHomeRigsBodySchema,
  response: homeRigsResponseSchema,
});
