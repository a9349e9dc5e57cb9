import fastifySwagger from '@fastify/swagger';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '@rigline/contract/api';
import { CALL_EXAMPLES } from '@rigline/contract/examples';
import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Access } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (http/register-call.ts); the API description shows it. */
    access?: Access;
  }
}

const REFUSALS: Record<number, { when: string; example: string }> = {
  400: {
    when: 'the input is invalid (errors names each field)',
    example: 'Invalid input. title: Title is required',
  },
  401: { when: 'the token is missing, malformed or expired', example: 'Please sign in to continue.' },
  403: {
    when: 'the role may not call this, or it is not the role’s phase',
    example: 'Your role does not have access to this.',
  },
  404: { when: 'the object does not exist or is not the caller’s to see', example: 'Request not found' },
  409: {
    when: 'the object changed under the caller (a lost race); reload and try again',
    example: 'This request was changed by someone else. Reload and try again.',
  },
  422: {
    when: 'the Idempotency-Key was already used for a different request',
    example: IDEMPOTENCY_KEY_REUSED_MESSAGE,
  },
  429: {
    when: 'too many failed sign-ins',
    example: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  },
  503: {
    when: 'the server is not ready (the database does not answer or lacks migrations)',
    example: 'Not ready: the database does not answer (no answer within 2000 ms).',
  },
};

/**
 * The API description: an OpenAPI 3.1 document made by @fastify/swagger from every registered call's zod
 * schemas (fastify-type-provider-zod converts them), with who may call it, how it may refuse and an example
 * input, at GET /api/openapi.json; Scalar's browsable reference at /api/docs. Register before the routes.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: {
    /** API_DOCS (issue 21 #8): anyone, signed-in callers (a bearer token), or nobody (404). */
    access: 'public' | 'signed-in' | 'off';
    /** Throws the 401 when the caller is not signed in. */
    authenticate: (request: FastifyRequest) => Promise<unknown>;
  },
): Promise<void> {
  // Off: neither is served, and they answer 404 like any unknown call.
  if (options.access === 'off') return;
  if (options.access === 'signed-in') {
    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/api/openapi.json' || path === '/api/docs' || path.startsWith('/api/docs/')) {
        await options.authenticate(request);
      }
    });
  }
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rigline API',
        version: '1',
        description:
          'Every answer is `{status, message, data}`; a refusal is `{status: false, message, errors?}` with the HTTP status below. Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`. The admin role may make every call. A signed-in POST may carry an `Idempotency-Key` header (1 to 255 visible characters, such as a UUID): it is then applied at most once, and a repeat within 24 hours answers the first answer with `Idempotent-Replayed: true`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const { url, route } = input;
      if (!url.startsWith('/api/') || url.startsWith('/api/docs') || url === '/api/openapi.json') {
        return { schema: { hide: true }, url };
      }
      const { schema, url: documentedUrl } = jsonSchemaTransform(input);
      return {
        schema: describeCall(schema as DescribedSchema, route.method, url, route.config?.access),
        url: documentedUrl,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(scalarApiReference, {
    routePrefix: '/api/docs',
    logLevel: 'warn',
    configuration: {
      url: '/api/openapi.json',
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      telemetry: false,
    },
  });
}

/** A signed-in POST's optional Idempotency-Key (issue 24, docs/decisions/064). */
const IDEMPOTENCY_HEADER_SCHEMA = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER]: {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'Applied at most once per key and user: a repeat within 24 hours answers the first answer (Idempotent-Replayed: true); the same key with another body answers 422.',
    },
  },
};

interface DescribedSchema {
  body?: Record<string, unknown>;
  querystring?: { properties?: Record<string, Record<string, unknown>> };
  params?: { properties?: Record<string, Record<string, unknown>> };
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

function describeCall(
  schema: DescribedSchema,
  method: unknown,
  url: string,
  access: Access | undefined,
): DescribedSchema {
  const isPost = method === 'POST';
  const hasInput = Boolean(schema.body || schema.querystring?.properties || schema.params?.properties);
  const isPublic = access === undefined || access === 'public';
  const statuses = [
    ...(hasInput ? [400] : []),
    ...(isPublic ? [] : [401, 403]),
    ...(hasInput && !isPublic ? [404] : []),
    ...(isPost && !isPublic ? [409, 422] : []),
    ...(isPost && isPublic ? [429] : []),
    ...(url === '/api/ready' ? [503] : []),
  ];
  const example = CALL_EXAMPLES[`${String(method)} ${url}`];
  const withExample = (part: Record<string, unknown> | undefined, value: unknown) =>
    part && value !== undefined ? { ...part, examples: [value] } : part;
  const withPropertyExamples = (
    part: DescribedSchema['querystring'],
    values: Record<string, unknown> | undefined,
  ): DescribedSchema['querystring'] =>
    part?.properties && values
      ? {
          ...part,
          properties: Object.fromEntries(
            Object.entries(part.properties).map(([name, property]) => [
              name,
              name in values ? { ...property, examples: [values[name]] } : property,
            ]),
          ),
        }
      : part;
  return {
    ...schema,
    ...(schema.body ? { body: withExample(schema.body, example?.body) } : {}),
    ...(schema.querystring ? { querystring: withPropertyExamples(schema.querystring, example?.query) } : {}),
    ...(schema.params ? { params: withPropertyExamples(schema.params, example?.params) } : {}),
    tags: [tagOf(url)],
    description: whoMayCall(access),
    'x-roles': rolesOf(access),
    security: isPublic ? [] : [{ bearer: [] }],
    ...(isPost && !isPublic ? { headers: IDEMPOTENCY_HEADER_SCHEMA } : {}),
    response: {
      ...Object.fromEntries(
        Object.entries(schema.response ?? {}).map(([status, answer]) => [
          status,
          status === '200'
            ? { ...(answer as object), description: 'Done: {status: true, message, data}.' }
            : answer,
        ]),
      ),
      ...Object.fromEntries(statuses.map((status) => [status, refusalSchema(status)])),
    },
  };
}

/** The first part of the path names the group (request, order, voyage...); the probes share one. */
function tagOf(url: string): string {
  const first = url.split('/')[2] ?? 'api';
  return first === 'health' || first === 'ready' ? 'health' : first;
}

function rolesOf(access: Access | undefined): string[] {
  if (access === undefined || access === 'public') return ['anyone'];
  if (access === 'signed-in') return ['supplier', 'rig-logistic', 'base-coordinator', 'admin'];
  return [...access, 'admin'];
}

function whoMayCall(access: Access | undefined): string {
  if (access === undefined || access === 'public') return 'Who may call: anyone, without a token.';
  return `Who may call: ${rolesOf(access).join(', ')} (with a bearer token).`;
}

function refusalSchema(status: number) {
  const refusal = REFUSALS[status] ?? { when: 'refused', example: 'Refused' };
  return {
    description: `Refused: ${refusal.when}.`,
    type: 'object',
    required: ['status', 'message'],
    properties: {
      status: { type: 'boolean', const: false },
      message: { type: 'string', description: 'What happened, in words a person can act on' },
      errors: {
        type: 'array',
        items: {
          type: 'object',
          required: ['field', 'message'],
          properties: { field: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
    examples: [{ status: false, message: refusal.example }],
  };
}
