import { ApiError, NO_TOKEN_MESSAGE } from '@/lib/api-client';

/**
 * The shipment fetchers fail with the product document's own message (§8: "Failed to fetch shipments" and
 * so on) and keep the original error as the cause. A missing token keeps its own message, which §8 lists too.
 */
export function toFetchError(message: string, error: unknown): Error {
  if (error instanceof Error && error.message === NO_TOKEN_MESSAGE) return error;
  return new Error(message, { cause: error });
}

/** Logs a failed fetch (a warning: the screen shows its own inline message) and throws the wrapped error. */
export function failFetch(message: string, error: unknown): never {
  const wrapped = toFetchError(message, error);
  if (!isAbort(error)) console.warn(wrapped.message, error);
  throw wrapped;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The ApiError behind an error, whether thrown directly or wrapped by toFetchError. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.cause instanceof ApiError) return error.cause;
  return null;
}

/** The server's own message behind an error, when it sent one: toasts prefer it to their fallback text. */
export function serverMessageOf(error: unknown): string | null {
  return apiErrorOf(error)?.serverMessage ?? null;
}

/** A refusal (4xx) or a missing token will not change on retry; network trouble and 5xx might. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof Error && error.message === NO_TOKEN_MESSAGE) return false;
  const apiError = apiErrorOf(error);
  if (apiError && apiError.status >= 400 && apiError.status < 500) return false;
  return failureCount < 2;
}
