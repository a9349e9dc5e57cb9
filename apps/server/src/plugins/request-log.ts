import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id once the call has checked the token; for the log line. */
    userId: number | null;
  }
}

/** Probes a load balancer calls every second: logged only at debug level, like static files. */
const PROBE_PATHS = new Set(['/api/health', '/api/ready']);

/**
 * Fastify's request logging, one JSON line per call instead of two: request id (reqId), method, route,
 * status, time taken and user id. API calls log at info; static files, pages, probes and /metrics at debug.
 */
export class CallLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    request.log[levelFor(request, reply, error)](
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: loggedUrl(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.userId,
        ...(error ? { err: error } : {}),
      },
      'call',
    );
  }
}

/**
 * The address as the log keeps it: without the secrets some addresses carry (a stream's single-use `ticket`, an
 * email's unsubscribe `token`, a calendar feed's secret), which anyone reading the logs could otherwise use.
 */
export function loggedUrl(url: string): string {
  return url
    .replace(/([?&](?:token|ticket)=)[^&]*/g, '$1[secret]')
    .replace(/^(\/api\/sailing\/calendar\/)[^/?]+/, '$1[secret].ics');
}

/** Echoes the request id (the client's X-Request-Id when well formed, else a fresh UUID) in every answer. */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('userId', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}

function levelFor(
  request: FastifyRequest,
  reply: FastifyReply,
  error: Error | null | undefined,
): 'error' | 'warn' | 'info' | 'debug' {
  if (error || reply.statusCode >= 500) return reply.statusCode === 503 ? 'warn' : 'error';
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (!pathname.startsWith('/api/') || PROBE_PATHS.has(pathname)) return 'debug';
  return 'info';
}
