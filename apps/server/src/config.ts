import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL URL (postgres://user@host:port/database)')
    .optional(),
  SEED_DEMO_DATA: booleanFlag.optional(),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  REQUEST_TIMEOUT_SECONDS: seconds(120),
  HEADERS_TIMEOUT_SECONDS: seconds(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(65),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  SHUTDOWN_TIMEOUT_SECONDS: seconds(10),
});

function seconds(fallback: number) {
  return z.coerce
    .number()
    .positive()
    .max(24 * 3600)
    .default(fallback);
}

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  seedDemoData: boolean;
  tokenSecret: string | undefined;
  tokenTtlSeconds: number;
  logLevel: string;
  webDistDir: string | null;
  /** Take the client address from X-Forwarded-For; only behind a proxy that sets it. */
  trustProxy: boolean;
  /** HOST was given; otherwise demo mode listens on 127.0.0.1 only. */
  isHostExplicit: boolean;
  /** /metrics answers only with this bearer token; off without it. */
  metricsToken: string | undefined;
  /** The address people open; an https one turns on Strict-Transport-Security. */
  publicUrl: string | undefined;
  http: HttpLimits;
  /** How long SIGTERM waits for calls in flight before it closes what is left. */
  shutdownTimeoutMs: number;
}

/** Limits against slow or greedy clients (issue 8.2). */
export interface HttpLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
}

export class ConfigError extends Error {}

/**
 * Reads the environment once. Relative paths are taken from where the user typed the npm command
 * (INIT_CWD), not from the workspace folder npm switches into.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  const database: DatabaseConfig = values.DATABASE_URL
    ? { kind: 'postgres', url: values.DATABASE_URL }
    : { kind: 'sqlite', file: path.resolve(baseDir, values.DATA_DIR, 'rigline.db') };
  const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
  const seedDemoData = values.SEED_DEMO_DATA ?? database.kind === 'sqlite';
  if (values.HEADERS_TIMEOUT_SECONDS > values.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      'Invalid environment:\n  HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS',
    );
  }
  return {
    port: values.PORT,
    // The demo's passwords are published: it listens on this machine only unless told otherwise.
    host: values.HOST ?? (seedDemoData ? '127.0.0.1' : '0.0.0.0'),
    database,
    seedDemoData,
    tokenSecret: values.TOKEN_SECRET,
    tokenTtlSeconds: Math.round(values.TOKEN_TTL_HOURS * 3600),
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(baseDir, values.WEB_DIST_DIR) : defaultWebDist,
    trustProxy: values.TRUST_PROXY,
    isHostExplicit: values.HOST !== undefined,
    metricsToken: values.METRICS_TOKEN,
    publicUrl: values.PUBLIC_URL,
    http: {
      requestTimeoutMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: values.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      maxConnections: values.MAX_CONNECTIONS,
    },
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  };
}
