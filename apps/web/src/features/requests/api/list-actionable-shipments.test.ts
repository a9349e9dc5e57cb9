import { listActionableShipmentsCall } from '@rigline/contract/shipments';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '@/lib/api-client';
import { fetchActionableShipments } from '@/lib/fetch-actionable-shipments';
import { actionableShipmentsQueryOptions } from './list-actionable-shipments';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  callApi: vi.fn(),
}));

const mockedCallApi = vi.mocked(callApi);

beforeEach(() => {
  mockedCallApi.mockReset();
});

describe('fetchActionableShipments', () => {
  it('asks for the request and phase and answers data.shipment', async () => {
    const shipments = [{ id: 5 }];
    mockedCallApi.mockResolvedValue({ status: true, message: 'ok', data: { shipment: shipments } } as never);
    await expect(fetchActionableShipments(7, 2)).resolves.toBe(shipments);
    expect(mockedCallApi).toHaveBeenCalledWith(listActionableShipmentsCall, {
      params: { requestId: 7, phase: 2 },
      signal: undefined,
    });
  });

  it('answers an empty list on failure and logs a warning, not an error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockedCallApi.mockRejectedValue(new ApiError({ code: 'REFUSED', status: 500 }));
    await expect(fetchActionableShipments(7, 3)).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('does not log a cancelled call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockedCallApi.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(fetchActionableShipments(7, 7)).resolves.toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('actionableShipmentsQueryOptions', () => {
  it("keys by request and phase under the shipments feature's prefix, stale after 30 s", () => {
    const options = actionableShipmentsQueryOptions(7, 2);
    expect(options.queryKey).toEqual(['shipments', 'actionable', 7, 2]);
    expect(options.staleTime).toBe(30_000);
  });
});
