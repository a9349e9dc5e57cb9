import { describe, expect, it, vi } from 'vitest';
import { ApiError, NO_TOKEN_MESSAGE } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import {
  conflictMessageOf,
  failFetch,
  retryUnlessRefused,
  serverMessageOf,
  toFetchError,
} from './fetch-errors';

describe('toFetchError', () => {
  it("uses the document's message and keeps the cause", () => {
    const cause = new ApiError({ code: 'REFUSED', status: 500 });
    const error = toFetchError('Failed to fetch request list', cause);
    expect(error.message).toBe('Failed to fetch request list');
    expect(error.cause).toBe(cause);
  });

  it('keeps the missing-token message', () => {
    const noToken = new Error(NO_TOKEN_MESSAGE);
    expect(toFetchError('Failed to fetch rig list', noToken)).toBe(noToken);
  });
});

describe('failFetch', () => {
  it('logs a warning, not an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => failFetch('Failed to fetch well list', new Error('offline'))).toThrow(
      'Failed to fetch well list',
    );
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('retryUnlessRefused', () => {
  it('does not retry a refusal, even wrapped', () => {
    const refused = toFetchError('x', new ApiError({ code: 'REFUSED', status: 404 }));
    expect(retryUnlessRefused(0, refused)).toBe(false);
    expect(retryUnlessRefused(0, new Error(NO_TOKEN_MESSAGE))).toBe(false);
  });

  it('retries server faults and network trouble twice', () => {
    const fault = toFetchError('x', new ApiError({ code: 'REFUSED', status: 503 }));
    expect(retryUnlessRefused(0, fault)).toBe(true);
    expect(retryUnlessRefused(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessRefused(2, fault)).toBe(false);
  });
});

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

describe('conflictMessageOf', () => {
  const changed =
    'This order was changed by Ada Admin at 2026-03-01 08:00 UTC. Reload to see it as it is now.';

  it("answers the server's message of a 409, wrapped or not, in the screen's words", () => {
    const conflict = new ApiError({ code: 'REFUSED', status: 409, serverMessage: changed });
    // The app's date format in the chosen zone (UTC here), and no "Reload": the screen has refetched.
    const shown = `This order was changed by Ada Admin at ${formatDate('2026-03-01T08:00:00Z')}. The screen now shows it as it is.`;
    expect(conflictMessageOf(conflict)).toBe(shown);
    expect(conflictMessageOf(toFetchError('Failed to start voyage', conflict))).toBe(shown);
    expect(shown).not.toContain('2026-03-01 08:00');
  });

  it('keeps a 409 without a time or a reload as the server wrote it', () => {
    const plain = 'This journey has already started';
    expect(conflictMessageOf(new ApiError({ code: 'REFUSED', status: 409, serverMessage: plain }))).toBe(
      plain,
    );
  });

  it('answers null for any other refusal or error', () => {
    expect(conflictMessageOf(new ApiError({ code: 'REFUSED', status: 403, serverMessage: 'No' }))).toBeNull();
    expect(conflictMessageOf(new Error('offline'))).toBeNull();
  });
});
