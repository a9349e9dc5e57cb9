import type { CallDefinition } from '@rigline/contract/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CurrentUser } from '../current-user.ts';
import { type Access, assertAccess, assertPasswordChosen, authenticate } from '../plugins/authenticate.ts';
import type { AppDeps } from './deps.ts';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface CallContext<C extends CallDefinition, U> {
  body: Parsed<C['body']>;
  query: Parsed<C['query']>;
  params: Parsed<C['params']>;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserFor<A extends Access> = A extends 'public' ? null : CurrentUser;

/**
 * Registers one contract call as a Fastify route: the contract's schemas validate the input and serialize the
 * answer, and the access rule runs before the handler. Handlers return the whole envelope.
 */
export function registerCall<C extends CallDefinition, const A extends Access>(
  app: FastifyInstance,
  deps: AppDeps,
  call: C,
  options: {
    access: A;
    /**
     * The few calls a user whose password must change may still make (who am I, change it, sign out); every
     * other call answers 403 until then (docs/decisions/009).
     */
    allowWhilePasswordMustChange?: boolean;
    /** The envelope; or the reply itself, when the handler has sent a file (list-export.ts). */
    handler: (context: CallContext<C, UserFor<A>>) => Promise<z.input<C['response']> | FastifyReply>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { access: options.access },
    ...(call.bodyLimit === undefined ? {} : { bodyLimit: call.bodyLimit }),
    schema: {
      ...(call.body ? { body: call.body } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.params ? { params: call.params } : {}),
      response: { 200: call.response },
    },
    handler: async (request, reply) => {
      let user: CurrentUser | null = null;
      if (options.access !== 'public') {
        user = await authenticate({
          request,
          db: deps.db,
          tokens: deps.tokens,
          sessions: deps.sessions,
          idleTimeoutSeconds: deps.config.idleTimeoutSeconds,
          now: deps.now,
        });
        request.userId = user.id;
        if (!options.allowWhilePasswordMustChange) assertPasswordChosen(user);
        if (options.access !== 'signed-in') assertAccess(user, options.access);
      }
      return options.handler({
        body: request.body as Parsed<C['body']>,
        query: request.query as Parsed<C['query']>,
        params: request.params as Parsed<C['params']>,
        user: user as UserFor<A>,
        request,
        reply,
      });
    },
  });
}
