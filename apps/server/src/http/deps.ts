import type { AppConfig } from '../config.ts';
import type { SessionUsers } from '../current-user.ts';
import type { Db } from '../db/connection.ts';
import type { LoginThrottle } from '../modules/auth/login-throttle.ts';
import type { TokenSigner } from '../modules/auth/token.ts';
import type { ChangeBus } from '../modules/live/change-bus.ts';
import type { LiveHub } from '../modules/live/live-hub.ts';

/** What the at-risk rule reads of a request list row. */
export interface AtRiskCandidate {
  id: number;
  status: string;
  rig_id: number;
  rig: { name: string } | null;
  required_by: string | null;
}

/**
 * The units an Empty CCU backload line brings home (issue 25): the ccus module's rules, given to the cargo module
 * here because the ccus module reads shipments, which read the sailings, which read backloads.
 */
export interface BackloadUnits {
  /** Of these units, those that are not at the rig, with why. */
  whyCannotComeHome: (options: {
    db: Db;
    ccuIds: readonly number[];
    rigId: number;
    now: number;
  }) => Promise<ReadonlyMap<number, string>>;
  /** The backload was received at base: the units on it end their trips. */
  bringHome: (options: {
    db: Db;
    backloadId: number;
    ccuIds: readonly number[];
    at: string;
  }) => Promise<void>;
}

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
  /**
   * Of these request list rows, those at risk of missing their required_by, with the reason (issue 23): the
   * sailings module's rule (findRequestsAtRisk), given here because the sailings module reads requests.
   */
  requestsAtRisk: (
    db: Db,
    requests: readonly AtRiskCandidate[],
    now: number,
  ) => Promise<ReadonlyMap<number, string>>;
  backloadUnits: BackloadUnits;
  /** This process's open event streams and the bus that brings every process's changes to them. */
  live: { hub: LiveHub; bus: ChangeBus };
}
