import { moveOrderToNextPhaseCall, rejectOrderCall, updateOrderCall } from '@rigline/contract/orders';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/lib/api-client';
import { rejectOrder } from '@/lib/reject-order';
import { moveOrderToNextPhase } from './move-order-to-next-phase';
import { removeOrderFromShipment, updateOrder } from './update-order';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  callApi: vi.fn(),
}));

const mockedCallApi = vi.mocked(callApi);

beforeEach(() => {
  mockedCallApi.mockReset();
  mockedCallApi.mockResolvedValue({ status: true, message: 'ok', data: { data: {} } } as never);
});

/** docs/decisions/012: every order transition sends the version of the order as shown. */
describe('order transitions', () => {
  it('send the version shown', async () => {
    await updateOrder({ id: 5, shipment_id: 9, status: 'REQUEST_LOADING', version: 2 });
    expect(mockedCallApi).toHaveBeenLastCalledWith(updateOrderCall, {
      body: { id: 5, shipment_id: 9, status: 'REQUEST_LOADING', version: 2 },
    });
    await removeOrderFromShipment({ id: 5, version: 3 });
    expect(mockedCallApi).toHaveBeenLastCalledWith(updateOrderCall, {
      body: { id: 5, shipment_id: null, version: 3 },
    });
    await moveOrderToNextPhase({ id: 5, version: 4 });
    expect(mockedCallApi).toHaveBeenLastCalledWith(moveOrderToNextPhaseCall, { body: { id: 5, version: 4 } });
    await rejectOrder(5, 6);
    expect(mockedCallApi).toHaveBeenLastCalledWith(rejectOrderCall, { body: { id: 5, version: 6 } });
  });
});
