import type { ErrorResponse, FieldError } from '@rigline/contract/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isForeignKeyViolation, isUniqueViolation } from '../db/constraint-errors.ts';
import { AppError, ERROR_STATUS } from '../errors.ts';

/**
 * A write the database refused because someone else changed what it depends on in between (issue 8.6): the
 * services read what a change depends on after their locks, so this is the last line, never a 500.
 */
const DEPENDENCY_CHANGED_MESSAGE =
  'Something this change depends on was just changed or deleted by someone else, so nothing was saved. Reload and try again.';
const DUPLICATE_MESSAGE =
  'Someone else just saved the same thing, so nothing was saved. Reload to see it and try again.';

const INTERNAL_MESSAGE =
  'Something went wrong on our side. Please try again; if it keeps happening, tell support.';

/** Maps every error to {status: false, message, errors?}; never a stack trace or SQL text. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const status = ERROR_STATUS[error.code];
      // 503 (not ready) is expected while the database is away; the call's log line records it.
      if (status >= 500 && status !== 503) request.log.error({ err: error }, error.message);
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(status).send(errorBody(error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, error.validationContext),
        message: issue.message ?? 'is invalid',
      }));
      const summary = fieldErrors.map((item) => `${item.field}: ${item.message}`).join('; ');
      return reply.code(400).send(errorBody(`Invalid input. ${summary}`, fieldErrors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ issues: error.cause.issues, url: error.url }, 'response does not match its schema');
      return reply.code(500).send(errorBody(INTERNAL_MESSAGE));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send(errorBody('Send the body as JSON (Content-Type: application/json).'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals (malformed JSON, body too large, wrong content type) carry safe messages.
      return reply.code(error.statusCode).send(errorBody(error.message));
    }
    if (isForeignKeyViolation(error) || isUniqueViolation(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'write refused by a database constraint');
      const message = isUniqueViolation(error) ? DUPLICATE_MESSAGE : DEPENDENCY_CHANGED_MESSAGE;
      return reply.code(409).send(errorBody(message));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send(errorBody(INTERNAL_MESSAGE));
  });
}

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'input';
}

export function errorBody(message: string, errors?: FieldError[]): ErrorResponse {
  return errors && errors.length > 0 ? { status: false, message, errors } : { status: false, message };
}
