import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId } from 'kysely';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from './error-handler.ts';

/**
 * Prometheus metrics with prom-client: calls by route and status (count and duration), database query
 * duration, PostgreSQL pool use, and Node's defaults (event-loop lag, memory, CPU). One registry per app.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly #calls = new Histogram({
    name: 'rigline_http_request_duration_seconds',
    help: 'API calls by method, route and status: count and time taken',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly #queries = new Histogram({
    name: 'rigline_db_query_duration_seconds',
    help: 'Database queries by kind (select, insert, update, delete, raw): count and time taken',
    labelNames: ['kind'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor(options: { pool?: pg.Pool | undefined }) {
    collectDefaultMetrics({ register: this.registry });
    const { pool } = options;
    if (pool) {
      new Gauge({
        name: 'rigline_db_pool_connections',
        help: 'PostgreSQL pool: connections open (total), idle, and callers waiting for one',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
  }

  /** A Kysely plugin that times every query from the moment it is sent until its rows are back. */
  queryTimer(): KyselyPlugin {
    const started = new WeakMap<QueryId, { at: number; kind: string }>();
    const queries = this.#queries;
    return {
      transformQuery(args: PluginTransformQueryArgs) {
        started.set(args.queryId, { at: performance.now(), kind: queryKind(args.node.kind) });
        return args.node;
      },
      async transformResult(args: PluginTransformResultArgs) {
        const start = started.get(args.queryId);
        if (start) queries.observe({ kind: start.kind }, (performance.now() - start.at) / 1000);
        return args.result;
      },
    };
  }

  /** Records every answer; serves /metrics only when a token is configured, and only with it. */
  register(app: FastifyInstance, token: string | undefined): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      const isApi = request.url.startsWith('/api/') || request.url === '/metrics';
      this.#calls.observe(
        { method: request.method, route: isApi ? (route ?? 'unmatched') : 'web', status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });
    if (!token) return;
    const expected = Buffer.from(`Bearer ${token}`);
    app.get('/metrics', async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer')
          .send(errorBody('The metrics need the bearer token of METRICS_TOKEN.'));
      }
      return reply.type(this.registry.contentType).send(await this.registry.metrics());
    });
  }
}

/** The label of each node kind, worked out once: this runs for every query. */
const kinds = new Map<string, string>();

function queryKind(nodeKind: string): string {
  let kind = kinds.get(nodeKind);
  if (kind === undefined) {
    kind = nodeKind.replace(/QueryNode$|Node$/, '').toLowerCase();
    kinds.set(nodeKind, kind);
  }
  return kind;
}
