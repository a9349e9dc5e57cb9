import type {
  CallBody,
  CallDefinition,
  CallParams,
  CallQuery,
  CallResponse,
  FieldError,
} from '@rigline/contract/api';
import { IDEMPOTENCY_KEY_HEADER } from '@rigline/contract/api';
import {
  demoAccountsCall,
  loginCall,
  logoutAllCall,
  logoutCall,
  MUST_CHANGE_PASSWORD_MESSAGE,
} from '@rigline/contract/auth';
import { clearSession, readToken } from '@/lib/auth-storage';
import { takeAhead } from '@/lib/calls-ahead';
import { fillPathParams, type PathParamValue } from '@/lib/path-params';
import { buildQueryString, type QueryParams } from '@/lib/query-string';

/** Thrown before any request when a signed-in call finds no token (product document §7 and §8). */
export const NO_TOKEN_MESSAGE = 'No authentication token found';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response.';

/**
 * A call the server refused (non-2xx or `status: false`): code 'REFUSED'; or one whose answer was not what
 * the contract says (not JSON, or failing the response schema): code 'INVALID_RESPONSE'.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: 'REFUSED' | 'INVALID_RESPONSE';
  /** The HTTP status; a 2xx when the server answered `status: false` or an invalid body. */
  readonly status: number;
  /** The server's own message, when it sent one; screens prefer it to their fallback text. */
  readonly serverMessage: string | null;
  readonly fieldErrors: FieldError[];

  constructor(options: {
    code: ApiError['code'];
    status: number;
    serverMessage?: string | null;
    fieldErrors?: FieldError[];
    cause?: unknown;
  }) {
    const fallback =
      options.code === 'INVALID_RESPONSE'
        ? UNEXPECTED_RESPONSE_MESSAGE
        : `Request failed with status ${options.status}`;
    super(options.serverMessage || fallback, { cause: options.cause });
    this.code = options.code;
    this.status = options.status;
    this.serverMessage = options.serverMessage || null;
    this.fieldErrors = options.fieldErrors ?? [];
  }
}

/** Calls made before sign-in: they send no token and a 401 from them is an answer, not an expiry. */
const PUBLIC_CALLS: ReadonlySet<CallDefinition> = new Set<CallDefinition>([loginCall, demoAccountsCall]);

/** Calls that end the session: a 401 from them means it had already ended, which is what was asked. */
const SIGN_OUT_CALLS: ReadonlySet<CallDefinition> = new Set<CallDefinition>([logoutCall, logoutAllCall]);

type ParamsOption<T extends CallDefinition> = [CallParams<T>] extends [never]
  ? { params?: undefined }
  : { params: CallParams<T> };
type QueryOption<T extends CallDefinition> = [CallQuery<T>] extends [never]
  ? { query?: undefined }
  : { query?: CallQuery<T> };
type BodyOption<T extends CallDefinition> = [CallBody<T>] extends [never]
  ? { body?: undefined }
  : { body: CallBody<T> };

export type CallOptions<T extends CallDefinition> = ParamsOption<T> &
  QueryOption<T> &
  BodyOption<T> & {
    signal?: AbortSignal;
    /** Parse the answer with the call's response schema (default true); off only for large trusted lists. */
    validate?: boolean;
    /**
     * Sent as the Idempotency-Key header (docs/decisions/064): the offline queue gives each action one and
     * keeps it, so a replay whose first answer was lost is answered without acting twice.
     */
    idempotencyKey?: string;
  };

/** The options argument may be left out when the call has no params and no body. */
type OptionsArgument<T extends CallDefinition> =
  Partial<CallOptions<T>> extends CallOptions<T> ? [options?: CallOptions<T>] : [options: CallOptions<T>];

export interface ApiClientConfig {
  fetch: typeof fetch;
  /** Where the token lives; a function so that it is looked up per call. */
  storage: () => Storage;
  /** Prefix for every path; '' means the page's own origin (the server serves the client). */
  baseUrl?: string;
  /** Called after a signed-in call got 401 and the stored session was cleared. */
  onUnauthorized?: () => void;
  /** Called when the server refused a call because the user must first choose a new password (403). */
  onMustChangePassword?: () => void;
}

export type CallApi = <T extends CallDefinition>(
  call: T,
  ...options: OptionsArgument<T>
) => Promise<CallResponse<T>>;

export function createApiClient(config: ApiClientConfig): CallApi {
  const baseUrl = config.baseUrl ?? '';

  return async function callApi<T extends CallDefinition>(
    call: T,
    ...[options]: OptionsArgument<T>
  ): Promise<CallResponse<T>> {
    const {
      params,
      query,
      body,
      signal,
      validate = true,
      idempotencyKey,
    } = (options ?? {}) as CallOptions<T>;
    const isPublic = PUBLIC_CALLS.has(call);
    const storage = config.storage();
    const token = isPublic ? null : readToken(storage);
    if (!isPublic && !token) throw new Error(NO_TOKEN_MESSAGE);

    const url =
      baseUrl +
      fillPathParams(call.path, params as Record<string, PathParamValue> | undefined) +
      buildQueryString(query as QueryParams | undefined);
    const headers: Record<string, string> = { Accept: 'application/json' };
    // Only with a body: Fastify refuses an empty body that claims to be JSON.
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;

    const send = () =>
      config.fetch(url, {
        method: call.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    // A call signing in asked ahead (calls-ahead.ts) is answered by that answer; had it failed, it is asked now.
    const early = call.method === 'GET' ? takeAhead(url, token) : undefined;
    const response = await (early ? early.catch(send) : send());
    const payload = await readJson(response);

    if (response.status === 401 && !isPublic && !SIGN_OUT_CALLS.has(call)) {
      clearSession(storage);
      config.onUnauthorized?.();
    }
    if (response.status === 403 && isRecord(payload) && payload.message === MUST_CHANGE_PASSWORD_MESSAGE) {
      config.onMustChangePassword?.();
    }
    if (!response.ok || isFailureEnvelope(payload)) throw toApiError(response.status, payload);
    if (payload === undefined) throw new ApiError({ code: 'INVALID_RESPONSE', status: response.status });
    if (!validate) return payload as CallResponse<T>;

    const parsed = call.response.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError({ code: 'INVALID_RESPONSE', status: response.status, cause: parsed.error });
    }
    return parsed.data as CallResponse<T>;
  };
}

/** The body as JSON, or undefined when it is empty or not JSON (a proxy's HTML error page, say). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The request never got an answer: fetch rejects with a TypeError when the link is down or drops mid-call
 * (an answer of any status, even a proxy's error page, is an ApiError instead).
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFailureEnvelope(payload: unknown): boolean {
  return isRecord(payload) && payload.status === false;
}

function toApiError(status: number, payload: unknown): ApiError {
  const serverMessage = isRecord(payload) && typeof payload.message === 'string' ? payload.message : null;
  const fieldErrors =
    isRecord(payload) && Array.isArray(payload.errors)
      ? payload.errors.filter(
          (error): error is FieldError =>
            isRecord(error) && typeof error.field === 'string' && typeof error.message === 'string',
        )
      : [];
  return new ApiError({ code: 'REFUSED', status, serverMessage, fieldErrors });
}

let unauthorizedHandler: () => void = () => {
  window.location.assign('/login');
};

/**
 * The app replaces the default full-page redirect with a router navigation that also resets the signed-in
 * state. Returns a function that restores the previous handler.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

let mustChangePasswordHandler: () => void = () => {};

/**
 * The app shows the "Choose a new password" screen when a call is refused because the user must choose one
 * (the account was created or reset by an admin). Returns a function that restores the previous handler.
 */
export function setMustChangePasswordHandler(handler: () => void): () => void {
  const previous = mustChangePasswordHandler;
  mustChangePasswordHandler = handler;
  return () => {
    mustChangePasswordHandler = previous;
  };
}

/** The client every feature uses: same origin, the browser's fetch and localStorage. */
export const callApi: CallApi = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  storage: () => window.localStorage,
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  onUnauthorized: () => unauthorizedHandler(),
  onMustChangePassword: () => mustChangePasswordHandler(),
});
