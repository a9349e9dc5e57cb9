import { createEventTicketCall, EVENTS_STREAM_PATH, LIVE, LIVE_EVENTS } from '@rigline/contract/live';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { assertPasswordChosen, assertPerson, authenticate } from '../../plugins/authenticate.ts';
import { isStillSignedIn, issueStreamTicket, redeemStreamTicket } from './live.service.ts';

/** How often an open stream checks that its session is still live and its user active with the same role. */
const RECHECK_MS = 60_000;

const streamQuerySchema = z.object({
  ticket: z.string().min(1, 'ticket is empty').max(200, 'ticket is too long').optional(),
});

export function registerLiveRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, createEventTicketCall, {
    access: 'signed-in',
    peopleOnly: true,
    handler: async ({ user }) => {
      const { ticket, expiresIn } = await issueStreamTicket({ db: deps.db, user, now: Date.now() });
      return { status: true, message: 'Stream ticket issued', data: { ticket, expires_in: expiresIn } };
    },
  });

  // Server-Sent Events (@fastify/sse): written straight to the socket, past onSend hooks, so no compression
  // or response timeout of the JSON routes applies to it. Heartbeats every LIVE.heartbeatMs.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      EVENTS_STREAM_PATH,
      { sse: 'only', config: { access: 'signed-in' }, schema: { querystring: streamQuerySchema } },
      async (request, reply) => {
        const { ticket } = request.query;
        const idleTimeoutSeconds = deps.config.idleTimeoutSeconds;
        const user = ticket
          ? await redeemStreamTicket({
              db: deps.db,
              sessions: deps.sessions,
              ticket,
              now: deps.now(),
              idleTimeoutSeconds,
            })
          : await authenticate({
              request,
              db: deps.db,
              tokens: deps.tokens,
              sessions: deps.sessions,
              idleTimeoutSeconds,
              now: deps.now,
            });
        assertPasswordChosen(user);
        assertPerson(user);
        deps.live.hub.assertRoomFor(request.ip);
        openStream({ deps, user, address: request.ip, reply });
        await reply.sse.send({ event: LIVE_EVENTS.ready, data: { heartbeat_ms: LIVE.heartbeatMs } });
      },
    );
}

function openStream(options: {
  deps: AppDeps;
  user: CurrentUser;
  address: string;
  reply: FastifyReply;
}): void {
  const { deps, user, address, reply } = options;
  reply.sse.keepAlive();
  const send = (event: string, data: unknown) => {
    if (!reply.sse.isConnected) return;
    reply.sse
      .send({ event, data })
      .catch((error: unknown) => reply.log.info({ err: error }, 'stream write failed'));
  };
  const unsubscribe = deps.live.hub.subscribe({
    user,
    address,
    onChange: (change) => send(LIVE_EVENTS.change, change),
    onResync: () => send(LIVE_EVENTS.resync, {}),
    close: () => reply.sse.close(),
  });
  // A session ended meanwhile (signed out, revoked, idle) or a user deactivated or given another role loses the
  // stream at the next check; the browser's reconnect is then refused.
  const recheck = setInterval(() => {
    isStillSignedIn({
      db: deps.db,
      sessions: deps.sessions,
      user,
      now: deps.now(),
      idleTimeoutSeconds: deps.config.idleTimeoutSeconds,
    }).then(
      (isSignedIn) => {
        if (!isSignedIn) reply.sse.close();
      },
      (error: unknown) => reply.log.warn({ err: error }, 'stream user check failed'),
    );
  }, RECHECK_MS);
  recheck.unref();
  reply.sse.onClose(() => {
    clearInterval(recheck);
    unsubscribe();
  });
}
