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
