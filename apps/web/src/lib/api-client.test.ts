import { defineCall, envelope } from '@rigline/contract/api';
import { loginCall, logoutAllCall, logoutCall, MUST_CHANGE_PASSWORD_MESSAGE } from '@rigline/contract/auth';
import { getHomeRigsCall } from '@rigline/contract/users';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, NO_TOKEN_MESSAGE } from '@/lib/api-client';
import { callFirstPageAhead, forgetCallsAhead } from '@/lib/calls-ahead';
import { MemoryStorage } from '@/testing/memory-storage';

const listCall = defineCall({
  method: 'GET',
  path: '/api/journey/sequence/get-by-voyage-id/:voyageId',
  params: z.object({ voyageId: z.coerce.number() }),
  query: z.object({
    page: z.number().optional(),
    id: z.array(z.number()).optional(),
    shipment_id: z.null().optional(),
  }),
  response: envelope(z.object({ count: z.number() })),
});

const createCall = defineCall({
  method: 'POST',
  path: '/api/voyage/create',
  body: z.object({ name: z.string(), vessel_id: z.number() }),
  response: envelope(z.object({ id: z.number() })),
});

const serverUser = {
  id: 1,
  role_id: 1,
  email: 'supplier@rigline.demo',
  full_name: 'Sam Supplier',
  role_slug: 'supplier',
  vendor_id: 1,
  must_change_password: false,
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(response: Response | (() => Response), token: string | null = 'jwt-1') {
  const storage = new MemoryStorage();
  if (token) {
    storage.setItem('token', token);
    storage.setItem('user', JSON.stringify(serverUser));
  }
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    typeof response === 'function' ? response() : response,
  );
  const onUnauthorized = vi.fn();
  const callApi = createApiClient({ fetch, storage: () => storage, baseUrl: '', onUnauthorized });
  const request = () => {
    const [input, init] = fetch.mock.calls[0] ?? [];
    return { url: String(input), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  };
  return { storage, fetch, onUnauthorized, callApi, request };
}

describe('callApi', () => {
  it('fills path params, repeats array query keys, sends the bearer token and parses the answer', async () => {
    const { callApi, request } = setup(
      jsonResponse(200, { status: true, message: 'ok', data: { count: 3 } }),
    );
    const answer = await callApi(listCall, {
      params: { voyageId: 7 },
      query: { page: 2, id: [4, 5], shipment_id: null },
    });
    expect(answer).toEqual({ status: true, message: 'ok', data: { count: 3 } });
    const { url, init, headers } = request();
    expect(url).toBe('/api/journey/sequence/get-by-voyage-id/7?page=2&id=4&id=5&shipment_id=null');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer jwt-1');
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('sends a body as JSON', async () => {
    const { callApi, request } = setup(jsonResponse(200, { status: true, message: 'ok', data: { id: 9 } }));
    const answer = await callApi(createCall, { body: { name: 'North Sea run', vessel_id: 2 } });
    expect(answer.data.id).toBe(9);
    const { init, headers } = request();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"North Sea run","vessel_id":2}');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('fails before any request when a signed-in call has no token', async () => {
    const { callApi, fetch } = setup(jsonResponse(200, {}), null);
    await expect(callApi(createCall, { body: { name: 'x', vessel_id: 1 } })).rejects.toThrow(
      NO_TOKEN_MESSAGE,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the login call through without a token and without an Authorization header', async () => {
    const { callApi, request } = setup(
      jsonResponse(200, { status: true, message: 'Signed in', data: { token: 'jwt-2', user: serverUser } }),
      null,
    );
    const answer = await callApi(loginCall, { body: { email: 'supplier@rigline.demo', password: 'pw' } });
    expect(answer.data.token).toBe('jwt-2');
    expect(request().headers.Authorization).toBeUndefined();
  });

  it('throws an ApiError with the server message and field errors on a refusal', async () => {
    const { callApi } = setup(
      jsonResponse(400, {
        status: false,
        message: 'Please enter a voyage name',
        errors: [{ field: 'name', message: 'Please enter a voyage name' }, { bogus: true }],
      }),
    );
    const error = await callApi(createCall, { body: { name: '', vessel_id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'REFUSED',
      status: 400,
      message: 'Please enter a voyage name',
      serverMessage: 'Please enter a voyage name',
      fieldErrors: [{ field: 'name', message: 'Please enter a voyage name' }],
    });
  });

  it('treats `status: false` with a 2xx as a refusal', async () => {
    const { callApi } = setup(jsonResponse(200, { status: false, message: 'Nothing to do' }));
    await expect(callApi(createCall, { body: { name: 'x', vessel_id: 1 } })).rejects.toMatchObject({
      code: 'REFUSED',
      status: 200,
      message: 'Nothing to do',
    });
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    const { callApi } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi(createCall, { body: { name: 'x', vessel_id: 1 } })).rejects.toMatchObject({
      code: 'REFUSED',
      status: 502,
      serverMessage: null,
      message: 'Request failed with status 502',
    });
  });

  it('rejects a 2xx answer that does not match the contract', async () => {
    const { callApi } = setup(jsonResponse(200, { status: true, message: 'ok', data: { id: 'nine' } }));
    await expect(callApi(createCall, { body: { name: 'x', vessel_id: 1 } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('skips validation when asked to', async () => {
    const { callApi } = setup(jsonResponse(200, { status: true, message: 'ok', data: { id: 'nine' } }));
    const answer = await callApi(createCall, { body: { name: 'x', vessel_id: 1 }, validate: false });
    expect(answer.data.id).toBe('nine');
  });

  it('on a 401 for a signed-in call clears the stored session and reports it', async () => {
    const { callApi, storage, onUnauthorized } = setup(
      jsonResponse(401, { status: false, message: 'Your session has expired' }),
    );
    await expect(callApi(createCall, { body: { name: 'x', vessel_id: 1 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('on a 401 from the login call (wrong password) keeps everything as it was', async () => {
    const { callApi, storage, onUnauthorized } = setup(
      jsonResponse(401, { status: false, message: 'Invalid email or password' }),
    );
    await expect(callApi(loginCall, { body: { email: 'a@b.c', password: 'nope' } })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Invalid email or password',
    });
    expect(storage.getItem('token')).toBe('jwt-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('lets network failures through unchanged', async () => {
    const storage = new MemoryStorage();
    storage.setItem('token', 't');
    const callApi = createApiClient({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      storage: () => storage,
    });
    await expect(callApi(createCall, { body: { name: 'x', vessel_id: 1 } })).rejects.toThrow(TypeError);
  });

  it('on a 401 from signing out (the session had already ended) reports no expiry', async () => {
    for (const call of [logoutCall, logoutAllCall]) {
      const { callApi, storage, onUnauthorized } = setup(
        jsonResponse(401, { status: false, message: 'Your session is invalid or has expired.' }),
      );
      await expect(callApi(call)).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(storage.getItem('token')).toBe('jwt-1');
    }
  });

  it('on a 403 saying a new password must be chosen, reports it and keeps the session', async () => {
    const storage = new MemoryStorage();
    storage.setItem('token', 'jwt-1');
    const onMustChangePassword = vi.fn();
    const onUnauthorized = vi.fn();
    const callApi = createApiClient({
      fetch: async () => jsonResponse(403, { status: false, message: MUST_CHANGE_PASSWORD_MESSAGE }),
      storage: () => storage,
      onUnauthorized,
      onMustChangePassword,
    });
    await expect(callApi(createCall, { body: { name: 'x', vessel_id: 1 } })).rejects.toMatchObject({
      status: 403,
      serverMessage: MUST_CHANGE_PASSWORD_MESSAGE,
    });
    expect(onMustChangePassword).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('token')).toBe('jwt-1');

    const otherRefusal = createApiClient({
      fetch: async () => jsonResponse(403, { status: false, message: 'Not your phase' }),
      storage: () => storage,
      onMustChangePassword,
    });
    await expect(otherRefusal(createCall, { body: { name: 'x', vessel_id: 1 } })).rejects.toThrow(
      'Not your phase',
    );
    expect(onMustChangePassword).toHaveBeenCalledTimes(1);
  });

  it('takes the answer signing in asked ahead for the same address and token once, then asks itself', async () => {
    const noRigs = { status: true, message: 'ok', data: { user_id: 7, rigs: [] } };
    const aheadFetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(200, noRigs));
    try {
      callFirstPageAhead('rig_logistics', 'jwt-1');
      const { callApi, fetch } = setup(() => jsonResponse(200, noRigs));
      expect(await callApi(getHomeRigsCall, { query: {} })).toEqual(noRigs);
      expect(fetch).not.toHaveBeenCalled();
      await callApi(getHomeRigsCall, { query: {} });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      aheadFetch.mockRestore();
      forgetCallsAhead();
    }
  });
});
