import { ApiError, NO_TOKEN_MESSAGE } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

/**
 * The fetchers of every feature fail with the product document's own message (§8: "Failed to fetch request
 * list", "Failed to fetch shipments", "Failed to fetch voyages" and so on; each api file passes its own) and
 * keep the original error as the cause. A missing token keeps its own message, which §8 lists as well.
 */
export function toFetchError(message: string, error: unknown): Error {
  if (error instanceof Error && error.message === NO_TOKEN_MESSAGE) return error;
  return new Error(message, { cause: error });
}

/**
 * Logs a failed fetch and throws its wrapped error. A warning, not an error: §7 says these are only logged,
 * and the screen shows its own inline message.
 */
export function failFetch(message: string, error: unknown): never {
  const wrapped = toFetchError(message, error);
  if (!isAbort(error)) console.warn(wrapped.message, error);
  throw wrapped;
}

export function isAbort(error: unknown): boolean {
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

/**
 * The server's message when it refused because what the person saw has changed since (409: "This order was
 * changed by … at …. Reload to see it as it is now."), in the screen's words. Toasts show it in place of their
 * fallback text, so a stale second click says what happened instead of a generic failure.
 */
export function conflictMessageOf(error: unknown): string | null {
  const apiError = apiErrorOf(error);
  return apiError?.status === 409 && apiError.serverMessage ? asShownOnScreen(apiError.serverMessage) : null;
}

/** "at 2026-03-01 08:00 UTC": the server's time, which it writes in UTC for any caller. */
const SERVER_TIME = / at (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC/;
const RELOAD = ' Reload to see it as it is now.';

/**
 * A 409's message as the screen says it (issue 22): the time in the app's one date format and the person's
 * chosen zone, like every other time on screen; and no "Reload", since the screen has already fetched the
 * thing again when the refusal arrives (every change's mutation refreshes its queries when it settles).
 */
export function asShownOnScreen(message: string): string {
  return message
    .replace(SERVER_TIME, (_match, day: string, time: string) => ` at ${formatDate(`${day}T${time}:00Z`)}`)
    .replace(RELOAD, ' The screen now shows it as it is.');
}

/**
 * The app's retry rule, seeing through the wrapping: a refusal (4xx) will not change on retry, network
 * trouble and 5xx might. A missing token will not either.
 */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  if (error instanceof Error && error.message === NO_TOKEN_MESSAGE) return false;
  const apiError = apiErrorOf(error);
  if (apiError && apiError.status >= 400 && apiError.status < 500) return false;
  return failureCount < 2;
}
