/// <reference types="node" />
// Node for the test only: it lists the contract's own files, so a new module is walked without being named.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type CallDefinition, isStorableText, MAX_INT, textSchema } from './api.ts';
import { bulkItemRowSchema } from './items.ts';

/**
 * Walks the input schemas (body, query, params) of every call of every contract module, so that a new text
 * field or integer that skips the shared rules fails here (issue 8.4): every string must be built on
 * `textSchema` (no control characters but tab and newline) and every integer must fit a 32-bit column.
 */

const moduleFiles = readdirSync(import.meta.dirname).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);
const modules = await Promise.all(
  moduleFiles.map(
    async (file) =>
      [
        file,
        (await import(/* @vite-ignore */ new URL(file, import.meta.url).href)) as Record<string, unknown>,
      ] as const,
  ),
);

function isCall(value: unknown): value is CallDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value &&
    typeof value.path === 'string'
  );
}

const calls = modules.flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, CallDefinition] => isCall(entry[1]))
    .map(([name, call]) => ({ name: `${file} ${name}`, call })),
);

/**
 * Inputs a schema takes in a form the walk cannot see into: each is named by its path and walked as the schema
 * the server applies to it. Bulk item rows are checked one by one on the server, so that one bad row does not
 * refuse the file (items.ts).
 */
const CHECKED_ELSEWHERE: Record<string, z.ZodType> = {
  'items.ts bulkCreateItemsCall body.items[]': bulkItemRowSchema,
};

interface Finding {
  path: string;
  problem: string;
}

function hasSharedTextCheck(schema: z.ZodType): boolean {
  const checks = (schema._zod.def as { checks?: Array<{ _zod: { def: { fn?: unknown } } }> }).checks ?? [];
  return checks.some((check) => check._zod.def.fn === isStorableText);
}

function walk(schema: z.ZodType, path: string, findings: Finding[]): void {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => walk(def[key] as z.ZodType, path, findings);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        walk(value, `${path}.${key}`, findings);
      }
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      inner('innerType');
      return;
    case 'array':
      walk(def.element as z.ZodType, `${path}[]`, findings);
      return;
    case 'union':
      for (const option of def.options as z.ZodType[]) walk(option, path, findings);
      return;
    case 'pipe': {
      const out = def.out as z.ZodType;
      const input = def.in as z.ZodType;
      // z.stringbool: only "true" and "false" get through, so no free text reaches the server.
      if (out._zod.def.type === 'boolean' && input._zod.def.type === 'string') return;
      walk(input, path, findings);
      walk(out, path, findings);
      return;
    }
    case 'transform':
    case 'literal':
    case 'enum':
    case 'boolean':
      return;
    case 'string':
      if (!hasSharedTextCheck(schema)) {
        findings.push({ path, problem: 'a string not built on textSchema (api.ts)' });
      }
      return;
    case 'number': {
      const number = schema as z.ZodNumber;
      if (!number.isInt) return;
      const min = number.minValue ?? Number.NEGATIVE_INFINITY;
      const max = number.maxValue ?? Number.POSITIVE_INFINITY;
      if (max > MAX_INT || min < -MAX_INT - 1) {
        findings.push({ path, problem: `an integer allowed from ${min} to ${max}, beyond a 32-bit column` });
      }
      return;
    }
    case 'custom': {
      const replacement = CHECKED_ELSEWHERE[path];
      if (replacement) walk(replacement, path, findings);
      else
        findings.push({
          path,
          problem: 'a custom schema the walk cannot see into: add it to CHECKED_ELSEWHERE',
        });
      return;
    }
    default:
      findings.push({ path, problem: `a ${def.type} schema the walk does not know: teach it` });
  }
}

function findingsOf(name: string, call: CallDefinition): Finding[] {
  const findings: Finding[] = [];
  if (call.body) walk(call.body, `${name} body`, findings);
  if (call.query) walk(call.query, `${name} query`, findings);
  if (call.params) walk(call.params, `${name} params`, findings);
  return findings;
}

describe('the input schemas of every call', () => {
  it('finds the calls of every module', () => {
    expect(calls.length).toBeGreaterThan(30);
    expect(calls.map((entry) => entry.name)).toContain('orders.ts createOrderCall');
  });

  it('build every string on textSchema and cap every integer at a 32-bit column', () => {
    const findings = calls.flatMap(({ name, call }) => findingsOf(name, call));
    expect(findings).toEqual([]);
  });

  it('would catch a plain string, an uncapped integer and an unknown schema', async () => {
    const { z } = await import('zod');
    const loose = {
      method: 'POST',
      path: '/api/x',
      body: z.object({
        note: z.string().trim(),
        count: z.number().int(),
        ok: textSchema('Ok').max(3),
        tags: z.array(z.string()),
        anything: z.any(),
      }),
      response: z.object({}),
    } satisfies CallDefinition;
    expect(findingsOf('x', loose).map((finding) => finding.path)).toEqual([
      'x body.note',
      'x body.count',
      'x body.tags[]',
      'x body.anything',
    ]);
  });
});

describe('textSchema', () => {
  const title = textSchema('Title').max(10);

  it('refuses U+0000 and other control characters, naming the field in the message', () => {
    for (const text of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\u0085', 'a\ud800b']) {
      const result = title.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Title must not contain control characters (only tab and newline are allowed)',
      );
    }
  });

  it('keeps tab, newline and any printable script; reads CR LF as a newline; trims', () => {
    expect(title.parse(' a\tb\r\nc ')).toBe('a\tb\nc');
    expect(textSchema('Name').parse('Ølje – 日本 🚢')).toBe('Ølje – 日本 🚢');
  });
});
