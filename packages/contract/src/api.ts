import { z } from 'zod';
import { PAGE } from './constants.ts';

/** Every answer: {status, message, data} (decisions.md §1). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.boolean(), message: z.string(), data });
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const pageMetaSchema = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** page starts at 1; limit is capped. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE.maxLimit).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const idSchema = z.coerce.number().int().positive();

/** Query strings send "null" for "no shipment". */
export const nullableIdQuerySchema = z.union([z.literal('null').transform(() => null), idSchema]);

export const messageDataSchema = z.object({ message: z.string() });
export const messageResponseSchema = envelope(messageDataSchema);

export const timestampSchema = z.string().describe('ISO 8601, UTC');

export function pageMeta(total: number, query: PageQuery): PageMeta {
  return {
    total,
    per_page: query.limit,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/**
 * One call of the API: the server registers a route from it, the web client calls it with it. Paths use
 * Fastify's `:param` syntax.
 */
export interface CallDefinition {
  method: 'GET' | 'POST';
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
}

export function defineCall<const T extends CallDefinition>(call: T): T {
  return call;
}

export type CallResponse<T extends CallDefinition> = z.infer<T['response']>;
export type CallBody<T extends CallDefinition> = T['body'] extends z.ZodType ? z.input<T['body']> : never;
export type CallQuery<T extends CallDefinition> = T['query'] extends z.ZodObject
  ? z.input<T['query']>
  : never;
export type CallParams<T extends CallDefinition> = T['params'] extends z.ZodObject
  ? z.input<T['params']>
  : never;
