import fs from 'node:fs';
import path from 'node:path';
import type { CallDefinition } from '@rigline/contract/api';
import { CALL_EXAMPLES } from '@rigline/contract/examples';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/harness.ts';

const contractFolder = path.resolve(import.meta.dirname, '../../../../packages/contract/src');

/** Every call the contract defines, from every one of its files. */
async function contractCalls(): Promise<CallDefinition[]> {
  const files = fs
    .readdirSync(contractFolder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((file) => import(path.join(contractFolder, file))));
  return modules.flatMap((module: Record<string, unknown>) =>
    Object.values(module).filter(
      (value): value is CallDefinition =>
        typeof value === 'object' &&
        value !== null &&
        'method' in value &&
        'path' in value &&
        'response' in value,
    ),
  );
}

/** `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
function openApiPath(call: CallDefinition): string {
  return call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

type Operation = {
  security?: unknown[];
  'x-roles'?: string[];
  description?: string;
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { example?: unknown }> };
  parameters?: { name: string; in: string; example?: unknown }[];
};

describe('the contract’s examples', () => {
  it('every call that takes input has an example, and each example fits its call', async () => {
    const calls = await contractCalls();
    for (const call of calls) {
      const key = `${call.method} ${call.path}`;
      const example = CALL_EXAMPLES[key];
      if (call.body)
        expect(example?.body, `${key} needs a body example in contract/examples.ts`).toBeDefined();
      if (call.params) expect(example?.params, `${key} needs a params example`).toBeDefined();
      if (example?.body !== undefined) expect(call.body?.safeParse(example.body).success, key).toBe(true);
      if (example?.query !== undefined) expect(call.query?.safeParse(example.query).success, key).toBe(true);
      if (example?.params !== undefined)
        expect(call.params?.safeParse(example.params).success, key).toBe(true);
    }
    const known = new Set(calls.map((call) => `${call.method} ${call.path}`));
    for (const key of Object.keys(CALL_EXAMPLES)) expect(known.has(key), `${key} is not a call`).toBe(true);
  });
});

describeOnEachDatabase('the API description', (harness) => {
  let document: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    const answer = await harness.get('/api/openapi.json');
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every registered API route, the contract’s calls and the event stream', async () => {
    const calls = await contractCalls();
    expect(calls.length).toBeGreaterThan(40);
    for (const call of calls) {
      expect(
        harness.app.hasRoute({ method: call.method, url: call.path }),
        `${call.path} is registered`,
      ).toBe(true);
      expect(
        document.paths[openApiPath(call)]?.[call.method.toLowerCase()],
        `${call.method} ${call.path}`,
      ).toBeDefined();
    }
    // Routes outside the contract (the live-update event stream) are described too; nothing else is.
    const documented = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: route.replace(/\{(\w+)\}/g, ':$1'),
      })),
    );
    for (const route of documented) {
      expect(route.url.startsWith('/api/'), route.url).toBe(true);
      expect(harness.app.hasRoute(route as { method: 'GET' | 'POST'; url: string }), route.url).toBe(true);
    }
    expect(documented.length).toBeGreaterThanOrEqual(calls.length);
    expect(documented.map((route) => route.url)).toContain('/api/events/stream');
  });

  it('says who may call each route, how it refuses, and shows its example input', () => {
    const create = document.paths['/api/request/create']?.post as Operation;
    expect(create['x-roles']).toEqual(['supplier', 'admin']);
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(create.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '422']);
    // A signed-in POST documents the Idempotency-Key it honours (issue 24).
    expect(create.parameters?.find((parameter) => parameter.name === 'Idempotency-Key')).toMatchObject({
      in: 'header',
      required: false,
    });
    expect(create.requestBody?.content['application/json']?.example).toEqual(
      CALL_EXAMPLES['POST /api/request/create']?.body,
    );
    const login = document.paths['/api/auth/login']?.post as Operation;
    expect(login.security).toEqual([]);
    expect(login['x-roles']).toEqual(['anyone']);
    expect(Object.keys(login.responses)).toContain('429');
    const ready = document.paths['/api/ready']?.get as Operation;
    expect(Object.keys(ready.responses).sort()).toEqual(['200', '503']);
    const voyages = document.paths['/api/voyage/get']?.get as Operation;
    expect(voyages.parameters?.find((parameter) => parameter.name === 'vessel_id')?.example).toBe(1);
  });

  it('serves a browsable reference at /api/docs/ whose own start-up script the CSP allows by hash', async () => {
    const page = await harness.get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/openapi.json');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect((await harness.get('/api/docs')).statusCode).toBeLessThan(400);
    const script = await harness.get('/api/docs/js/scalar.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).not.toBe('no-store');
  });
});

describeOnEachDatabase(
  'API_DOCS=signed-in (the default outside demo mode)',
  (harness) => {
    it('answers the API description and reference only to a signed-in caller', async () => {
      for (const url of ['/api/openapi.json', '/api/docs/', '/api/docs/js/scalar.js']) {
        const anonymous = await harness.get(url);
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.json()).toMatchObject({ status: false });
        const token = await harness.tokenFor('supplier');
        expect((await harness.get(url, { token })).statusCode, url).toBe(200);
      }
    });
  },
  { config: { apiDocs: 'signed-in' } },
);

describeOnEachDatabase(
  'API_DOCS=off',
  (harness) => {
    it('serves neither the description nor the reference, signed in or not', async () => {
      const token = await harness.tokenFor('rig_logistics');
      for (const url of ['/api/openapi.json', '/api/docs/']) {
        expect((await harness.get(url)).statusCode, url).toBe(404);
        expect((await harness.get(url, { token })).statusCode, url).toBe(404);
      }
    });
  },
  { config: { apiDocs: 'off' } },
);
