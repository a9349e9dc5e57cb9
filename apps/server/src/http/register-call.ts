import type { CallDefinition, ExportFormat } from '@rigline/contract/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CurrentUser } from '../current-user.ts';
import {
  type Access,
  assertAccess,
  assertPasswordChosen,
  assertPerson,
  authenticate,
} from '../plugins/authenticate.ts';
import type { AppDeps } from './deps.ts';
import { answerOnce } from './idempotency.ts';
import { type ExportColumn, type ListPage, sendListExport } from './list-export.ts';

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
    /** Only a person makes this call: an API key gets 403 (assertPerson). */
    peopleOnly?: boolean;
    /** The answer holds a secret shown once: a repeated Idempotency-Key is refused with this (idempotency.ts). */
    secretShownOnce?: string;
    /** The envelope; or the reply itself, when the handler has sent a file (list-export.ts). */
    handler: (context: CallContext<C, UserFor<A>>) => Promise<z.input<C['response']> | FastifyReply>;
  },
): void {
  // Who calls is settled first, before the body is read or validated (preParsing): an anonymous or expired
  // caller gets 401 whatever it sent, and a role without access 403, never a 400 that names fields (issue 20).
  const signedInUsers = new WeakMap<FastifyRequest, CurrentUser>();
  const checkAccess = async (request: FastifyRequest) => {
    if (options.access === 'public') return;
    const user = await authenticate({
      request,
      db: deps.db,
      tokens: deps.tokens,
      sessions: deps.sessions,
      idleTimeoutSeconds: deps.config.idleTimeoutSeconds,
      now: deps.now,
    });
    request.userId = user.id;
    if (!options.allowWhilePasswordMustChange) assertPasswordChosen(user);
    if (options.peopleOnly) assertPerson(user);
    if (options.access !== 'signed-in') assertAccess(user, options.access);
    signedInUsers.set(request, user);
  };
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
    // preParsing: after the general rate limit (its onRequest hook, issue 20) has counted the call, so a bad or
    // made-up token is limited like any anonymous call; still before the body is read.
    preParsing: async (request, _reply, payload) => {
      await checkAccess(request);
      return payload;
    },
    handler: async (request, reply) => {
      const user = signedInUsers.get(request) ?? null;
      const act = () =>
        options.handler({
          body: request.body as Parsed<C['body']>,
          query: request.query as Parsed<C['query']>,
          params: request.params as Parsed<C['params']>,
          user: user as UserFor<A>,
          request,
          reply,
        });
      // A signed-in POST sent with an Idempotency-Key acts once (issue 24, docs/decisions/064).
      if (call.method !== 'POST' || user === null) return act();
      return answerOnce(
        {
          db: deps.db,
          request,
          reply,
          userId: user.id,
          now: deps.now,
          ...(options.secretShownOnce === undefined ? {} : { secretShownOnce: options.secretShownOnce }),
        },
        act,
      );
    },
  });
}

/** What a list call writes when asked for `format=csv|xlsx`: the file's name, its columns, and its rows. */
export interface ListFile<C extends CallDefinition, L, R> {
  /** The file's name without date or extension, e.g. "requests"; or made from the query. */
  name: string | ((query: Parsed<C['query']>) => string);
  /** The file's columns; without `rows`, they read the list's own rows. */
  columns: readonly ExportColumn<R>[];
  /** A page of the list as the file's rows, where a row of the list is not a row of the file (backload lines). */
  rows?: (page: L) => ListPage<R>;
}

/**
 * A list call that also answers `format=csv|xlsx` (issue 12, docs/decisions/033): with a format, every page of
 * the filtered list, read through the same `list` function (so the same access rules apply), streamed as a
 * file (list-export.ts); without one, the page in its JSON envelope.
 */
export function registerListCall<
  C extends CallDefinition,
  const A extends Access,
  L extends ListPage<unknown>,
  R,
>(
  app: FastifyInstance,
  deps: AppDeps,
  call: C,
  options: {
    access: A;
    /** The list's service for one page: the query's own, or `paging` while a file is written. */
    list: (
      context: CallContext<C, UserFor<A>>,
      paging: { page: number; limit: number } | Record<string, never>,
    ) => Promise<L>;
    envelope: (page: L) => z.input<C['response']>;
    file: ListFile<C, L, R>;
  },
): void {
  registerCall(app, deps, call, {
    access: options.access,
    handler: async (context) => {
      const format = (context.query as { format?: ExportFormat } | undefined)?.format;
      if (!format) return options.envelope(await options.list(context, {}));
      const { file } = options;
      const rowsOf = file.rows ?? ((page: L) => page as unknown as ListPage<R>);
      return sendListExport({
        reply: context.reply,
        format,
        name: typeof file.name === 'string' ? file.name : file.name(context.query),
        columns: file.columns,
        readPage: async (page, limit) => rowsOf(await options.list(context, { page, limit })),
      });
    },
  });
}
