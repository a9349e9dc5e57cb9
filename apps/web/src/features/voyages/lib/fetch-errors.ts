import { ApiError, NO_TOKEN_MESSAGE } from '@/lib/api-client';

/**
 * The voyage fetchers fail with the product document's own message (§8: "Failed to fetch voyages" and so
 * on) and keep the original error as the cause. A missing token keeps its own message, which §7 names.
 * (The same few lines live in features/requests; a feature may not import another, so each keeps its copy.)
 */
export function toFetchError(message: string, error: unknown): Error {
  if (error instanceof Error && error.message === NO_TOKEN_MESSAGE) return error;
  return new Error(message, { cause: error });
}

/** Logs a failed fetch as a warning (the screen shows its own message) and throws the wrapped error. */
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

/** What the server said when it refused, if it said anything. */
export function serverMessageOf(error: unknown): string | null {
  return apiErrorOf(error)?.serverMessage ?? null;
}

/** A refusal (4xx) or a missing token will not change on retry; network trouble and 5xx might. */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  if (error instanceof Error && error.message === NO_TOKEN_MESSAGE) return false;
  const apiError = apiErrorOf(error);
  if (apiError && apiError.status >= 400 && apiError.status < 500) return false;
  return failureCount < 2;
}
