import { describe, expect, it } from 'vitest';
import { ApiError, NO_TOKEN_MESSAGE } from '@/lib/api-client';
import { retryUnlessRefused, serverMessageOf, toFetchError } from './fetch-errors';

describe('toFetchError', () => {
  it('wraps a failure in the document message and keeps the cause', () => {
    const cause = new ApiError({ code: 'REFUSED', status: 500, serverMessage: 'boom' });
    const error = toFetchError('Failed to fetch shipments', cause);
    expect(error.message).toBe('Failed to fetch shipments');
    expect(error.cause).toBe(cause);
    expect(serverMessageOf(error)).toBe('boom');
  });

  it('keeps the missing-token message', () => {
    const missing = new Error(NO_TOKEN_MESSAGE);
    expect(toFetchError('Failed to fetch shipments', missing)).toBe(missing);
  });
});

describe('retryUnlessRefused', () => {
  it('does not retry a refusal but retries a server fault twice', () => {
    const refused = toFetchError('x', new ApiError({ code: 'REFUSED', status: 404 }));
    const fault = toFetchError('x', new ApiError({ code: 'REFUSED', status: 503 }));
    expect(retryUnlessRefused(0, refused)).toBe(false);
    expect(retryUnlessRefused(0, fault)).toBe(true);
    expect(retryUnlessRefused(2, fault)).toBe(false);
  });
});
