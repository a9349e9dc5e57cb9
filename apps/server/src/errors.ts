import type { FieldError } from '@rigline/contract/api';

export const ERROR_STATUS = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  TOO_MANY_ATTEMPTS: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one error type domain code throws. Its message is shown to a person, so it says what to do;
 * plugins/error-handler.ts maps the code to an HTTP status.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldError[] | undefined;
  /** A 429's Retry-After, in seconds. */
  retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  static tooManyAttempts(message: string, retryAfterSeconds: number): AppError {
    const error = new AppError('TOO_MANY_ATTEMPTS', message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  /** The message is shown to the person as it is; the field travels in `errors` for forms to place it. */
  static badInput(field: string, message: string): AppError {
    return new AppError('BAD_INPUT', message, [{ field, message }]);
  }
}
