import type { AppConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { LoginThrottle } from '../modules/auth/login-throttle.ts';
import type { TokenSigner } from '../modules/auth/token.ts';

/** What every module's routes are given; built once in app.ts, passed explicitly. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  tokens: TokenSigner;
  loginThrottle: LoginThrottle;
}
