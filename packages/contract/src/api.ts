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

/**
 * The largest value of a 32-bit integer column, the type of every id, quantity, sequence and version on both
 * databases. Every integer a call takes is capped at it (schemas.test.ts checks), so an out-of-range number is
 * bad input on both databases rather than a PostgreSQL error.
 */
export const MAX_INT = 2_147_483_647;

/** Ids are 32-bit integer columns on both databases. */
export const MAX_ID = MAX_INT;

/** page starts at 1; limit is capped. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_INT, `page must be at most ${MAX_INT}`).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE.maxLimit).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const idSchema = z.coerce.number().int().positive().max(MAX_ID);

/** The most ids one list filter may name (a rig logistics user's home rigs, issue 12). */
export const MAX_IDS_IN_QUERY = 50;

/**
 * Several ids in one query parameter, comma separated: `rig_ids=2,5`. Each is an id as `idSchema` reads it;
 * repeats are dropped; at least one, at most MAX_IDS_IN_QUERY.
 */
export const idListQuerySchema = textSchema('The ids')
  .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'Expected ids separated by commas')
  .transform((text) => [...new Set(text.split(',').map((part) => Number(part.trim())))])
  .pipe(
    z
      .array(z.number().int().positive('Expected ids separated by commas').max(MAX_ID))
      .max(MAX_IDS_IN_QUERY, `At most ${MAX_IDS_IN_QUERY} ids`),
  );

/** Query strings send "null" for "no shipment". */
export const nullableIdQuerySchema = z.union([z.literal('null').transform(() => null), idSchema]);

/**
 * An id in a JSON body. Not coerced: the client sends numbers, and a single message that names the field
 * reads better than zod's "expected number, received NaN".
 */
export function bodyIdSchema(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
}

/**
 * Control characters other than tab and newline (Unicode Cc, U+0000 included), and unpaired surrogates: text
 * that PostgreSQL refuses (NUL) or that SQLite would keep although nobody can type or read it.
 */
const UNSTORABLE_CHARACTER = /[^\P{Cc}\t\n]|[\uD800-\uDFFF]/u;

/** True when the text holds no control character but tab and newline, and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE_CHARACTER.test(text);
}

/** Windows line ends (CR LF) and lone CRs read as newlines, so a pasted text is not refused for them. */
function normalizeLineEnds(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * The one text type of the contract: every text field and search of every call is built on it, so that both
 * databases store the same text and refuse the same input with the same 400 naming the field. Trimmed; line
 * ends normalized; control characters other than tab and newline refused. schemas.test.ts walks every call's
 * input schemas and fails on a string built any other way. Callers add `.min`/`.max` with their own messages.
 */
export function textSchema(label: string, options: { error?: string; keepAsTyped?: boolean } = {}) {
  const text = z.string({ error: options.error ?? `${label} must be text` });
  // A password is kept as typed: no trimming and no line-end change, or a password with a trailing space could
  // never be typed again. It still refuses control characters like every other text.
  const shaped = options.keepAsTyped ? text : text.overwrite(normalizeLineEnds).trim();
  return shaped.refine(isStorableText, {
    message: `${label} must not contain control characters (only tab and newline are allowed)`,
    abort: true,
  });
}

/** A row's version, as every answer carries it: goes up with each change (docs/decisions/012-row-versions.md). */
export const versionSchema = z.number().int().positive();

/**
 * The version of the row as the person saw it, sent with a state-changing call: when the row has changed since,
 * the call is refused with 409 ("changed by {name} at {time}") instead of acting on a state nobody saw. Optional,
 * so the bodies the product documents give keep working; the web app always sends it, and without it the server
 * refuses a step that could be a repeat of the one before (docs/decisions/012).
 */
export const seenVersionSchema = z
  .number({ error: 'version must be the version of the row you saw (a positive whole number)' })
  .int('version must be a positive whole number')
  .positive('version must be a positive whole number')
  .max(MAX_INT, `version must be at most ${MAX_INT}`)
  .optional();

/** A required text field: trimmed, so spaces alone do not count as filled in. */
export function requiredTextSchema(label: string, maxLength: number) {
  const required = `${label} is required`;
  return textSchema(label, { error: required })
    .min(1, required)
    .max(maxLength, `${label} must be at most ${maxLength} characters`);
}

/** A text field that may be left empty: trimmed, at most maxLength characters. */
export function optionalTextSchema(label: string, maxLength: number) {
  return textSchema(label).max(maxLength, `${label} must be at most ${maxLength} characters`);
}

/** The longest email address a mailbox can have (RFC 5321's path limit less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

const EMAIL_FORMAT = z.email();

/**
 * An email address: trimmed, at most 254 characters, of email form. Compared and stored in lower case by the
 * server. Built on textSchema like every text field.
 */
export function emailSchema(label = 'Email') {
  const required = `${label} is required`;
  return textSchema(label, { error: required })
    .min(1, required)
    .max(MAX_EMAIL_LENGTH, `${label} must be at most ${MAX_EMAIL_LENGTH} characters`)
    .refine((text) => EMAIL_FORMAT.safeParse(text).success, 'Enter a valid email address');
}

/** Free-text search in a query; an empty box means no filter. */
export const searchQuerySchema = textSchema('search')
  .max(200, 'search must be at most 200 characters')
  .transform((text) => (text === '' ? undefined : text))
  .optional();

/**
 * `format=csv` or `format=xlsx` on a list call answers the whole filtered list, every page, as a file streamed
 * by the server, with the same access rules as the page (issue 12, docs/decisions/033). Without it the call
 * answers its JSON page as before.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: 'format must be csv or xlsx' });
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Query strings carry booleans as text; z.coerce.boolean would read "false" as true. */
export const booleanQuerySchema = z.stringbool({ truthy: ['true'], falsy: ['false'] });

/** The {id, name} a list row embeds for a related rig, well, vessel or base. */
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const countSchema = z.number().int().nonnegative();

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
  /** The largest JSON body the call takes, in bytes, when it needs more than DEFAULT_BODY_LIMIT_BYTES. */
  bodyLimit?: number;
}

/**
 * The largest JSON body of any call but those that set their own `bodyLimit`. The largest such body is an item
 * with every text field at its longest in three-byte characters: 13,052 bytes (docs/security.md); a delete of
 * 1,000 items is 11,014. 64 KiB leaves five times that.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024;

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

/**
 * Issue 24 (docs/decisions/064): a signed-in POST sent with this header is applied at most once. The key is kept
 * 24 h per user; a repeat answers the first answer, marked with the replayed header, without acting again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_INVALID_MESSAGE =
  'Idempotency-Key must be 1 to 255 visible characters without spaces, such as a UUID.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request; send a new key for a new action.';
export const IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE =
  'This action is already being applied (same Idempotency-Key). Wait a moment and send it again to get its answer.';
