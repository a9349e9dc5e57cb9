import type { Writable } from 'node:stream';
import fastifySse from '@fastify/sse';
import { DEFAULT_BODY_LIMIT_BYTES } from '@rigline/contract/api';
import { LIVE } from '@rigline/contract/live';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { SessionUsers } from './current-user.ts';
import { createDb, type Db, poolOf } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { resolveTokenSecret } from './db/secrets.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { withStartupLock } from './db/startup-lock.ts';
import type { AppDeps } from './http/deps.ts';
import { serverOptions } from './http/server-options.ts';
import { loadApiKeyUser } from './modules/api-keys/api-key-user.ts';
import { registerApiKeyRoutes } from './modules/api-keys/api-keys.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { sessionUsers } from './modules/auth/session-user.ts';
import { generateSecret, TokenSigner } from './modules/auth/token.ts';
import { registerBaseRoutes } from './modules/bases/bases.routes.ts';
import { registerCargoRoutes } from './modules/cargo/cargo.routes.ts';
import { bringUnitsHome, whyUnitsCannotComeHome } from './modules/ccus/ccus.packing.ts';
import { registerCcuRoutes } from './modules/ccus/ccus.routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerDemoRoutes } from './modules/demo/demo.routes.ts';
import { registerEmailRoutes } from './modules/email/email.routes.ts';
import { DIGEST_SWEEP_EVERY_MS, startEmailDigests } from './modules/email/email-notices.ts';
import { createEmailSender } from './modules/email/email-sender.ts';
import { emailSettingsOf, emailStatusOf } from './modules/email/email-settings.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerHistoryRoutes } from './modules/history/history.routes.ts';
import { registerItemRoutes } from './modules/items/items.routes.ts';
import { registerJourneyRoutes } from './modules/journeys/journeys.routes.ts';
import { createChangeBus } from './modules/live/change-bus.ts';
import { registerLiveRoutes } from './modules/live/live.routes.ts';
import { LiveHub } from './modules/live/live-hub.ts';
import { onCommitted } from './modules/live/live-transaction.ts';
import { registerLoadPlanRoutes } from './modules/load-plan/load-plan.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerOrderSplitRoutes } from './modules/orders/order-split.routes.ts';
import { registerOrderWorkRoutes } from './modules/orders/order-work.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { OUTBOX, startOutboxWorker } from './modules/outbox/outbox.ts';
import { registerRequestRoutes } from './modules/requests/requests.routes.ts';
import { registerRigRoutes } from './modules/rigs/rigs.routes.ts';
import { CUTOFF_SWEEP_EVERY_MS, startCutoffReminders } from './modules/sailings/cutoff-reminders.ts';
import { registerSailingRoutes } from './modules/sailings/sailings.routes.ts';
import { findRequestsAtRisk } from './modules/sailings/sailings.service.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { registerShipmentRoutes } from './modules/shipments/shipments.routes.ts';
import { createInitialAdmin } from './modules/users/initial-admin.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerVendorRoutes } from './modules/vendors/vendors.routes.ts';
import { registerVesselRoutes } from './modules/vessels/vessels.routes.ts';
import { registerVoyageRoutes } from './modules/voyages/voyages.routes.ts';
import { createWebhookSender } from './modules/webhooks/webhook-sender.ts';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { registerWellRoutes } from './modules/wells/wells.routes.ts';
import { authenticate } from './plugins/authenticate.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { AppMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** Tests hand in their own database; otherwise one is opened from the config. */
  db?: Db;
  now?: () => number;
  /** Tests pass a faster throttle; the real one slows each answer by 400 ms steps. */
  loginThrottle?: LoginThrottle;
  /** Tests pass a shorter interval between an event stream's heartbeats. */
  liveHeartbeatMs?: number;
  /** Tests read the log lines from here; otherwise they go to stdout. */
  logStream?: Writable;
  /**
   * How often this process sweeps for booking cut-offs four hours away (docs/decisions/060); null: never. The
   * route tests call the sweep themselves, with their own clock.
   */
  cutoffReminderSweepMs?: number | null;
  /** How often this process looks whether the day's email digests are due (docs/decisions/080); null: never. */
  emailDigestSweepMs?: number | null;
  /**
   * How often this process delivers the outbox's due messages, webhooks and email (docs/decisions/079); null:
   * never. The route tests drain it themselves.
   */
  outboxWorkerMs?: number | null;
}

/** Builds the whole app: database ready and migrated, every module registered. server.ts only listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const givenDb = options.db ?? createDb(config.database);
  const metrics = new AppMetrics({ pool: poolOf(givenDb) });
  const db = givenDb.withPlugin(metrics.queryTimer());
  await withStartupLock(db, config.database, async () => {
    await migrateToLatest(db, config.database.kind === 'postgres' ? { schema: config.database.schema } : {});
    if (config.seedDemoData) await seedDemoData(db, { futureSailings: config.demoFutureSailings });
    if (config.initialAdmin) {
      const created = await createInitialAdmin(db, config.initialAdmin);
      // The email only: the password is the operator's and is never written anywhere.
      if (created)
        console.log(`Created the first admin, ${created.email}, from ADMIN_EMAIL and ADMIN_PASSWORD.`);
    }
  });

  const secret = resolveTokenSecret({
    tokenSecret: config.tokenSecret,
    database: config.database,
    generate: generateSecret,
  });
  const now = options.now ?? Date.now;

  const app = Fastify({
    ...serverOptions(config, options.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    // Calls that need more (the bulk item import) say so in the contract; registerCall applies it.
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
  });
  app.server.maxConnections = config.http.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every call takes JSON; a text/plain body is refused with 415 rather than handed to a schema as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  registerRequestLog(app);
  metrics.register(app, config.metricsToken);
  await registerCompression(app);
  const tokens = new TokenSigner({ secret, ttlSeconds: config.tokenTtlSeconds, now });
  await registerRateLimit(app, { perMinute: config.rateLimitPerMinute, tokens });
  await app.register(fastifySse, { heartbeatInterval: options.liveHeartbeatMs ?? LIVE.heartbeatMs });

  // Live updates: committed changes go out on the bus (NOTIFY on PostgreSQL), which every process listens to.
  const hub = new LiveHub(config.streams);
  const bus = createChangeBus({ database: config.database, db, hub, log: app.log });
  await bus.start();
  // Services commit through the timed database; a caller's own (the tests') commits count as well.
  for (const committer of new Set([db, givenDb]))
    onCommitted(
      committer,
      (publications) => bus.publish(publications),
      (ended) => bus.endSessions(ended),
    );
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => bus.stop());

  const users: SessionUsers = { ...sessionUsers, loadApiKeyUser };
  const deps: AppDeps = {
    config,
    db,
    sessions: users,
    tokens,
    loginThrottle: options.loginThrottle ?? new LoginThrottle({ now }),
    now,
    live: { hub, bus },
    requestsAtRisk: findRequestsAtRisk,
    backloadUnits: { whyCannotComeHome: whyUnitsCannotComeHome, bringHome: bringUnitsHome },
  };

  await registerOpenApi(app, {
    access: config.apiDocs,
    authenticate: (request) =>
      authenticate({
        request,
        db,
        tokens,
        sessions: users,
        idleTimeoutSeconds: config.idleTimeoutSeconds,
        now,
      }),
  });
  registerHealthRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerApiKeyRoutes(app, deps);
  registerWebhookRoutes(app, deps);
  registerDemoRoutes(app, deps);
  registerRigRoutes(app, deps);
  registerWellRoutes(app, deps);
  registerBaseRoutes(app, deps);
  registerRequestRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerOrderWorkRoutes(app, deps);
  registerOrderSplitRoutes(app, deps);
  registerItemRoutes(app, deps);
  registerVendorRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerVesselRoutes(app, deps);
  registerCcuRoutes(app, deps);
  registerVoyageRoutes(app, deps);
  registerLoadPlanRoutes(app, deps);
  registerCargoRoutes(app, deps);
  registerJourneyRoutes(app, deps);
  registerShipmentRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  const emailSettings = emailSettingsOf(config, secret);
  registerEmailRoutes(app, deps, emailSettings);
  // The outbox's EMAIL channel: the outbox worker delivers through it (docs/decisions/080).
  const emailSender = createEmailSender({ db, settings: emailSettings });
  registerHistoryRoutes(app, deps);
  registerLiveRoutes(app, deps);
  registerSailingRoutes(app, deps);
  registerSearchRoutes(app, deps);

  await registerWebApp(app, config.webDistDir);
  const sweepMs =
    options.cutoffReminderSweepMs === undefined ? CUTOFF_SWEEP_EVERY_MS : options.cutoffReminderSweepMs;
  const stopSweeps =
    sweepMs === null ? null : startCutoffReminders({ db, everyMs: sweepMs, now, log: app.log });
  const digestSweepMs =
    options.emailDigestSweepMs === undefined ? DIGEST_SWEEP_EVERY_MS : options.emailDigestSweepMs;
  const stopDigests =
    digestSweepMs === null || !emailStatusOf(emailSettings).enabled
      ? null
      : startEmailDigests({ db, everyMs: digestSweepMs, now, log: app.log });
  const outboxMs = options.outboxWorkerMs === undefined ? OUTBOX.pollEveryMs : options.outboxWorkerMs;
  const webhookSender = createWebhookSender({ db, allowPrivate: config.webhookAllowPrivate });
  const stopOutbox =
    outboxMs === null
      ? null
      : startOutboxWorker({
          db,
          senders: [webhookSender, emailSender],
          everyMs: outboxMs,
          now,
          log: app.log,
        });
  app.addHook('onClose', async () => {
    // A sweep in flight finishes before the database it writes to closes.
    await stopSweeps?.();
    await stopDigests?.();
    // Deliveries in flight are recorded before the senders and the database close.
    await stopOutbox?.();
    emailSender.close();
    if (!options.db) await db.destroy();
  });
  return app;
}

/**
 * TRUST_PROXY as Fastify takes it: a hop count becomes a function, since Fastify's typings take lists and flags
 * only (proxy-addr's rule: trust the nearest `hops` addresses, the socket's included).
 */
function trustProxyOption(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
