import type { AuthUser } from '@rigline/contract/auth';
import { type Role, roleFromSlug } from '@rigline/contract/roles';

/**
 * The roles the web app has screens for: the three of the documents and, since issue 16, the admin, who has
 * an area of their own (master data and accounts) rather than the documents' screens.
 */
export const APP_ROLES = ['supplier', 'rig_logistics', 'base_coordinator', 'admin'] as const;
export type AppRole = Role | 'admin';

/** 'admin' is the admin; any other slug as the document says (unknown ones map to supplier). */
export function appRoleFromSlug(slug: string): AppRole {
  return slug === 'admin' ? 'admin' : roleFromSlug(slug);
}

/** localStorage keys, as the product document names them (§3: token and user object are stored). */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

/** The signed-in user as the client sees it (product-requests-orders-catalogue.md §3). */
export interface SessionUser {
  /** Taken from the server's role_id, 1 when absent, as the document says. */
  id: number;
  email: string;
  /** The server's full_name. */
  name: string;
  role: AppRole;
  /** As received from the server, e.g. 'rig-logistic'; phase ownership is decided on it. */
  role_slug: string;
  /** The supplier's company; null for the operator roles. */
  vendorId: number | null;
  /** The supplier's company name; null for the operator roles (or a session stored before it was sent). */
  vendorName: string | null;
  /**
   * Set on an account an admin created or reset: until the user chooses a new password, the app shows the
   * "Choose a new password" screen instead of any page (the server refuses every other call meanwhile).
   */
  mustChangePassword: boolean;
}

export interface StoredSession {
  token: string;
  user: SessionUser;
}

/** What is stored under the 'user' key: the server's user object (older sessions may lack fields). */
type StoredAuthUser = Partial<
  Pick<AuthUser, 'role_id' | 'email' | 'full_name' | 'vendor_id' | 'vendor_name'>
> & {
  role_slug?: string;
  must_change_password?: boolean;
};

export function toSessionUser(user: StoredAuthUser): SessionUser {
  const roleSlug = typeof user.role_slug === 'string' ? user.role_slug : '';
  return {
    id: typeof user.role_id === 'number' ? user.role_id : 1,
    email: typeof user.email === 'string' ? user.email : '',
    name: typeof user.full_name === 'string' ? user.full_name : '',
    role: appRoleFromSlug(roleSlug),
    role_slug: roleSlug,
    vendorId: typeof user.vendor_id === 'number' ? user.vendor_id : null,
    vendorName: typeof user.vendor_name === 'string' ? user.vendor_name : null,
    mustChangePassword: user.must_change_password === true,
  };
}

/** window.localStorage, looked up late so this module loads where there is none (tests in Node). */
function browserStorage(): Storage {
  return window.localStorage;
}

/** The stored session, or null when either half is missing or the user object is unreadable. */
export function readSession(storage: Storage = browserStorage()): StoredSession | null {
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  const rawUser = storage.getItem(USER_STORAGE_KEY);
  if (!token || !rawUser) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawUser);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  return { token, user: toSessionUser(parsed as StoredAuthUser) };
}

export function readToken(storage: Storage = browserStorage()): string | null {
  return storage.getItem(TOKEN_STORAGE_KEY) || null;
}

/** Stores the token and the server's user object; returns the session user made from it. */
export function saveSession(token: string, user: AuthUser, storage: Storage = browserStorage()): SessionUser {
  storage.setItem(TOKEN_STORAGE_KEY, token);
  storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  return toSessionUser(user);
}

/** Keeps the token and stores the user's changed details (a new name, a password chosen). */
export function saveUser(user: AuthUser, storage: Storage = browserStorage()): SessionUser {
  storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  return toSessionUser(user);
}

/** Marks the stored user as having to choose a new password (the server said so on a call). */
export function markMustChangePassword(storage: Storage = browserStorage()): SessionUser | null {
  const rawUser = storage.getItem(USER_STORAGE_KEY);
  if (!rawUser) return null;
  try {
    const parsed = JSON.parse(rawUser) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const marked = { ...(parsed as StoredAuthUser), must_change_password: true };
    storage.setItem(USER_STORAGE_KEY, JSON.stringify(marked));
    return toSessionUser(marked);
  } catch {
    return null;
  }
}

export function clearSession(storage: Storage = browserStorage()): void {
  storage.removeItem(TOKEN_STORAGE_KEY);
  storage.removeItem(USER_STORAGE_KEY);
}

/** True when a `storage` event from another tab touched the session. */
export function isSessionStorageKey(key: string | null): boolean {
  return key === null || key === TOKEN_STORAGE_KEY || key === USER_STORAGE_KEY;
}
