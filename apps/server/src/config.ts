import path from 'node:path';
import { DEFAULT_HEAVY_LIFT_T } from '@rigline/contract/load-plan';
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
  /** The demo's sailings of the next ten days (issue 23); the browser journeys turn them off. */
  DEMO_FUTURE_SAILINGS: booleanFlag.optional(),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.string().default('false'),
  IDLE_TIMEOUT_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(8),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_NAME: z.string().min(1).max(100).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  /** Webhooks may be delivered to loopback and private addresses (issue 26, docs/decisions/079); off by default. */
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.optional(),
  REQUEST_TIMEOUT_SECONDS: seconds(120),
  HEADERS_TIMEOUT_SECONDS: seconds(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(65),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  SHUTDOWN_TIMEOUT_SECONDS: seconds(10),
  /** Load planning: an order line whose unit weight is at least this many tonnes is a heavy lift (issue 11). */
  HEAVY_LIFT_T: z.coerce.number().positive().max(10_000).default(DEFAULT_HEAVY_LIFT_T),
  /** API calls a minute, per signed-in user or, for anonymous calls, per address (issue 20). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Who may read /api/docs and /api/openapi.json (issue 21 #8); public in demo mode, else signed-in. */
  API_DOCS: z.enum(['public', 'signed-in', 'off'], { error: 'must be public, signed-in or off' }).optional(),
  /** Open event streams per user (a new one beyond it closes the user's oldest) and per address (issue 21 #1). */
  STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).optional(),
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Email notices (issue 26, docs/decisions/080): the SMTP server, smtp://user:pass@host:587 or smtps://…:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// address (smtp://user:password@host:587)')
    .optional(),
  /** Who email notices come from: an address, or a name and an address ("Rigline <rigline@example.com>"). */
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/,
      'must be an address, or a name and an address in <> (Rigline <rigline@example.com>)',
    )
    .optional(),
});

const IPV4_OR_IPV6 = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: `false`/`0` (default) trusts no X-Forwarded-For; a whole number is how many proxies stand in
 * front of the server (each appends the address it saw, so the client's is that many entries from the right);
 * otherwise a comma-separated list of the proxies' addresses or CIDR ranges. `true` would let any client choose
 * its own address, so it is refused.
 */
function parseTrustProxy(text: string): false | number | string[] {
  const value = text.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError('Invalid environment:\n  TRUST_PROXY: at most 10 proxy hops');
    return hops;
  }
  // The old flag: one proxy in front, whose own entry is the client's address.
  if (value === 'true') return 1;
  const addresses = value.split(',').map((part) => part.trim());
  if (
    addresses.every(
      (address) =>
        IPV4_OR_IPV6.test(address) ||
        address === 'loopback' ||
        address === 'uniquelocal' ||
        address === 'linklocal',
    )
  ) {
    return addresses;
  }
  throw new ConfigError(
    'Invalid environment:\n  TRUST_PROXY: must be false, the number of proxies in front of the server (e.g. 1), or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
  );
}

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
  /** With the demo data, its schedule of the next ten days too (off for the tests, docs/decisions/067). */
  demoFutureSailings: boolean;
  tokenSecret: string | undefined;
  tokenTtlSeconds: number;
  logLevel: string;
  webDistDir: string | null;
  /**
   * Which X-Forwarded-For entries to believe (docs/decisions/010): false (none, the socket's address), a number
   * of proxy hops in front of the server, or the proxies' addresses (IPs or CIDR ranges).
   */
  trustProxy: false | number | string[];
  /** A session ends after this long without a call. */
  idleTimeoutSeconds: number;
  /** Made on start when both are set and no admin exists (containers); never logged. */
  initialAdmin: { email: string; password: string; fullName?: string | undefined } | undefined;
  /** HOST was given; otherwise demo mode listens on 127.0.0.1 only. */
  isHostExplicit: boolean;
  /** /metrics answers only with this bearer token; off without it. */
  metricsToken: string | undefined;
  /** The address people open; an https one turns on Strict-Transport-Security. */
  publicUrl: string | undefined;
  /** Webhooks may go to loopback, private, link-local and unique-local addresses (WEBHOOK_ALLOW_PRIVATE). */
  webhookAllowPrivate: boolean;
  http: HttpLimits;
  /** How long SIGTERM waits for calls in flight before it closes what is left. */
  shutdownTimeoutMs: number;
  /** Tonnes of unit weight from which an order line is a heavy lift (HEAVY_LIFT_T, default 9). */
  heavyLiftT: number;
  /** API calls a minute per user or, anonymous, per address; over it 429 with Retry-After. */
  rateLimitPerMinute: number;
  /** Who may read the API description: anyone, signed-in users, or nobody (404). */
  apiDocs: 'public' | 'signed-in' | 'off';
  /** Event streams (docs/decisions/045): per user, per address, and at most this many in all. */
  streams: { perUser: number; perAddress: number; total: number };
  /** Email notices (docs/decisions/080): on only with both SMTP_URL and MAIL_FROM. */
  email: { smtpUrl: string | undefined; from: string | undefined };
}

/** Limits against slow or greedy clients (issue 8.2). */
export interface HttpLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
}

export class ConfigError extends Error {}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * TRUST_PROXY as a hop count believes the last X-Forwarded-For entries whoever sent them: on a server that clients
 * can reach directly, they choose their own address (issue 21 #6). Said at start-up; docs/deploy.md recommends
 * the proxies' addresses instead. Null when there is nothing to say.
 */
export function trustProxyWarning(config: Pick<AppConfig, 'trustProxy' | 'host'>): string | null {
  if (typeof config.trustProxy !== 'number' || LOOPBACK_HOSTS.has(config.host)) return null;
  return [
    `Warning: TRUST_PROXY=${config.trustProxy} believes the last ${config.trustProxy} X-Forwarded-For entr${config.trustProxy === 1 ? 'y' : 'ies'} from whoever connects, and the server listens on ${config.host}:`,
    'a client that reaches it directly can choose its own address (the sign-in throttle and the rate limit per address count by it).',
    "Set TRUST_PROXY to the proxies' addresses instead (e.g. TRUST_PROXY=10.0.0.5), or listen where only the proxy can reach (docs/deploy.md).",
  ].join('\n');
}

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
    demoFutureSailings: values.DEMO_FUTURE_SAILINGS ?? true,
    tokenSecret: values.TOKEN_SECRET,
    tokenTtlSeconds: Math.round(values.TOKEN_TTL_HOURS * 3600),
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(baseDir, values.WEB_DIST_DIR) : defaultWebDist,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    idleTimeoutSeconds: Math.round(values.IDLE_TIMEOUT_HOURS * 3600),
    initialAdmin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD, fullName: values.ADMIN_NAME }
        : undefined,
    isHostExplicit: values.HOST !== undefined,
    metricsToken: values.METRICS_TOKEN,
    publicUrl: values.PUBLIC_URL,
    webhookAllowPrivate: values.WEBHOOK_ALLOW_PRIVATE ?? false,
    http: {
      requestTimeoutMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: values.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      maxConnections: values.MAX_CONNECTIONS,
    },
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    heavyLiftT: values.HEAVY_LIFT_T,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    apiDocs: values.API_DOCS ?? (seedDemoData ? 'public' : 'signed-in'),
    streams: {
      // In demo mode everyone trying the app shares its four demo accounts, so five tabs of "the supplier"
      // would keep closing each other's streams: the demo's cap is a crowd's, a real account's a person's.
      perUser: values.STREAMS_PER_USER ?? (seedDemoData ? 50 : 5),
      perAddress: values.STREAMS_PER_ADDRESS,
      // Streams stay open: they may take half the connections, so that ordinary calls always have room.
      total: Math.max(1, Math.floor(values.MAX_CONNECTIONS / 2)),
    },
    email: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
  };
}
