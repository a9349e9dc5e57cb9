import type { RoleSlug } from '@rigline/contract/roles';
import type { Db } from './db/connection.ts';

/** The signed-in person a service acts for. */
export interface CurrentUser {
  id: number;
  email: string;
  fullName: string;
  roleSlug: RoleSlug;
  vendorId: number | null;
  /** The supplier's company name, where the lookup had it (the session check and sign-in do). */
  vendorName?: string | null;
  /** Until the user chooses a new password, every call but a few answers 403 (docs/decisions/009). */
  mustChangePassword: boolean;
  /** The session the call came with; null where the user was found otherwise (a notice's recipient, an API key). */
  sessionId: string | null;
  /** Set when the call came with an API key (issue 26): the key acting through its own account. */
  apiKey?: { id: number; name: string };
}

/** The account an API key acts through, or null with why not (null: an unknown key, said as for any bad token). */
export interface ApiKeyCaller {
  user: CurrentUser | null;
  refusal: string | null;
}

/**
 * How the layers below the modules (the authenticate plugin) and the live streams find the signed-in user:
 * the auth module's session-user.ts implements it and app.ts hands it over in AppDeps, so neither imports
 * the auth module (docs/decisions/040).
 */
export interface SessionUsers {
  /** The signed-in user of a live session; null when the session ended, idled out, or its user may not sign in. */
  loadSessionUser(options: {
    db: Db;
    sessionId: string;
    now: number;
    idleTimeoutSeconds: number;
    /** false for an open event stream's checks: a stream left open is not a call, so it does not keep the session. */
    touch?: boolean;
  }): Promise<CurrentUser | null>;
  /** The person behind a user id, as services see them; null when there is none or they may not sign in. */
  loadCurrentUser(db: Db, userId: number): Promise<CurrentUser | null>;
  /** The account behind an API key (`Authorization: Bearer rgl_…`, issue 26); read anew on every call. */
  loadApiKeyUser(options: { db: Db; key: string; now: number }): Promise<ApiKeyCaller>;
}
