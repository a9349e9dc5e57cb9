import { type OrderReceiptBody, recordOrderReceiptCall } from '@rigline/contract/orders';
import { callApi } from '@/lib/api-client';

/**
 * POST /api/order/receipt {id, received_quantity, damaged_quantity, note, version}: what the rig received of an
 * order in phase 7 or 8 (issue 9). Shared by the offload view (shipments feature) and the request pages
 * (requests feature); each wraps it in its own mutation and refreshes its own queries.
 */
export async function recordOrderReceipt(body: OrderReceiptBody) {
  const response = await callApi(recordOrderReceiptCall, { body });
  return response.data.data;
}
