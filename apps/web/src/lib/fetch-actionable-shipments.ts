import { listActionableShipmentsCall, type Shipment } from '@rigline/contract/shipments';
import { callApi } from '@/lib/api-client';
import { isAbort } from '@/lib/fetch-errors';

/**
 * GET /api/shipment/get-actionable-shipment-of-request/:requestId/order-phase/:phase → data.shipment: the
 * request's shipments with orders in that phase. On failure it answers an empty list and only logs (§8):
 * a badge that cannot be read is no reason to break the page. The requests and shipments features each
 * keep their own query options and hook around this one fetcher.
 */
export async function fetchActionableShipments(
  requestId: number,
  phase: number,
  signal?: AbortSignal,
): Promise<Shipment[]> {
  try {
    const response = await callApi(listActionableShipmentsCall, { params: { requestId, phase }, signal });
    return response.data.shipment;
  } catch (error) {
    if (!isAbort(error)) console.warn('Failed to fetch actionable shipments', error);
    return [];
  }
}
