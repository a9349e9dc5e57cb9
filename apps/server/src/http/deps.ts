import type { AppConfig } from '../config.ts';
import type { SessionUsers } from '../current-user.ts';
import type { Db } from '../db/connection.ts';
import type { LoginThrottle } from '../modules/auth/login-throttle.ts';
import type { TokenSigner } from '../modules/auth/token.ts';
import type { ChangeBus } from '../modules/live/change-bus.ts';
import type { LiveHub } from '../modules/live/live-hub.ts';

/** What every module's routes are given; built once in app.ts, passed explicitly. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  tokens: TokenSigner;
  /** The signed-in user behind a session or a user id (the auth module's, given here so lower layers need not import it). */
  sessions: SessionUsers;
  loginThrottle: LoginThrottle;
  /** The clock; tests move it. */
  now: () => number;
  /** This process's open event streams and the bus that brings every process's changes to them. */
  live: { hub: LiveHub; bus: ChangeBus };
}
