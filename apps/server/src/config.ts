import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
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
});

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
  return {
    port: values.PORT,
    host: values.HOST,
    database,
    seedDemoData: values.SEED_DEMO_DATA ?? database.kind === 'sqlite',
    tokenSecret: values.TOKEN_SECRET,
    tokenTtlSeconds: Math.round(values.TOKEN_TTL_HOURS * 3600),
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(baseDir, values.WEB_DIST_DIR) : defaultWebDist,
    trustProxy: values.TRUST_PROXY,
  };
}
