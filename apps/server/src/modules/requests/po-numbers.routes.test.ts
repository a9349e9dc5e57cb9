import { formatOrderId, formatRequestId } from '@rigline/contract/ids';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import {
  apiOf,
  fillShipment,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';
import { demoIds, fieldsOf } from './request-fixtures.ts';

/** Issue 26: purchase-order numbers on requests and order lines, as the operator's ERP has them. */

async function draftWithPo(harness: Harness, poNumber: unknown) {
  const ids = await demoIds(harness);
  const rigId = ids.rigs[0]!.id;
  return apiOf(harness).post('supplier', '/api/request/create', {
    rig_id: rigId,
    well_id: ids.wellsOf(rigId)[0]!.id,
    title: 'PO request',
    type: 'Loadout Request',
    section: 'Test section',
    description: 'Bought under a purchase order',
    po_number: poNumber,
  });
}

describeOnEachDatabase('purchase-order numbers (issue 26)', (harness) => {
  const api = apiOf(harness);

  it('keeps a request’s and an order line’s number as typed, trimmed, and finds them by it in any letter case', async () => {
    const created = await draftWithPo(harness, '  PO-4500012345 ');
    expect(created.statusCode, created.body).toBe(200);
    const requestId = created.json().data.request_id as number;
    const ids = await demoIds(harness);
    const own = await api.ok('supplier', '/api/order/create', {
      request_id: requestId,
      item_id: ids.gulfItems[0]!.id,
      quantity: 1,
      po_number: 'PO-4500099999',
    });
    expect(own.order.po_number).toBe('PO-4500099999');
    const bulk = await api.ok('supplier', '/api/order/bulk-create', {
      request_id: requestId,
      lines: [
        {
          mat_code: (await itemMatCode(harness, ids.gulfItems[1]!.id)) ?? '',
          quantity: 2,
          po_number: 'PO-77',
        },
        { mat_code: (await itemMatCode(harness, ids.gulfItems[2]!.id)) ?? '', quantity: 3 },
      ],
    });
    expect(bulk.created).toBe(2);

    const request = (await api.get('supplier', '/api/request/get', { id: requestId })).json().data.requests
      .data[0];
    expect(request.po_number).toBe('PO-4500012345');
    const orders = (await api.get('supplier', '/api/order/get', { request_id: requestId, limit: 10 })).json()
      .data.orders.data as Array<{ id: number; po_number: string | null }>;
    expect(orders.map((order) => order.po_number).sort()).toEqual(['PO-4500099999', 'PO-77', null].sort());

    // The top bar finds the request by its number and the line by its own, whatever the case.
    const byRequestPo = (await api.get('supplier', '/api/search', { q: 'po-4500012345' })).json().data
      .results;
    expect(byRequestPo).toContainEqual(
      expect.objectContaining({ kind: 'request', label: formatRequestId(requestId) }),
    );
    const byOrderPo = (await api.get('supplier', '/api/search', { q: 'po-4500099999' })).json().data.results;
    expect(byOrderPo).toContainEqual(
      expect.objectContaining({ kind: 'order', label: formatOrderId(own.order.id) }),
    );
    // Another supplier finds nothing by it.
    expect(
      (await api.get('second-supplier', '/api/search', { q: 'PO-4500012345' })).json().data.results,
    ).toEqual([]);

    // The exports carry it.
    const requestsCsv = (await api.get('supplier', '/api/request/get', { id: requestId, format: 'csv' }))
      .body;
    expect(requestsCsv).toContain('PO Number');
    expect(requestsCsv).toContain('PO-4500012345');
    const ordersCsv = (await api.get('supplier', '/api/order/get', { request_id: requestId, format: 'csv' }))
      .body;
    expect(ordersCsv).toContain('PO-77');
  });

  it('refuses a number too long or with control characters, naming po_number, and saves nothing', async () => {
    for (const bad of ['P'.repeat(41), 'PO\u0007123', 42]) {
      const refused = await draftWithPo(harness, bad);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.json())).toEqual(['po_number']);
    }
    const blank = await draftWithPo(harness, '   ');
    expect(blank.statusCode).toBe(200);
    const requestId = blank.json().data.request_id as number;
    expect(
      (await api.get('supplier', '/api/request/get', { id: requestId })).json().data.requests.data[0]
        .po_number,
    ).toBeNull();
  });

  it('prints on the manifest the number each line was bought under: its own, else its request’s; a split part keeps it', async () => {
    const [rigId] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigId!, quantities: [4, 2] });
    await harness.db
      .updateTable('requests')
      .set({ po_number: 'PO-REQ-1' })
      .where('id', '=', requestId)
      .execute();
    await harness.db
      .updateTable('orders')
      .set({ po_number: 'PO-LINE-2' })
      .where('id', '=', orderIds[1]!)
      .execute();
    const { voyageId } = await voyageTo(harness, [rigId!], 'PO manifest');
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    const csv = (await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, { format: 'csv' }))
      .body;
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toContain('Order,PO Number,CCU');
    expect(rows.find((row) => row.includes(`,${formatOrderId(orderIds[0]!)},`))).toContain(',PO-REQ-1,');
    expect(rows.find((row) => row.includes(`,${formatOrderId(orderIds[1]!)},`))).toContain(',PO-LINE-2,');

    const split = await api.ok('base_coordinator', '/api/order/split', { id: orderIds[1]!, quantity: 1 });
    expect(split.part.po_number).toBe('PO-LINE-2');
  });
});

async function itemMatCode(harness: Harness, itemId: number): Promise<string | undefined> {
  const row = await harness.db
    .selectFrom('items')
    .select('mat_code')
    .where('id', '=', itemId)
    .executeTakeFirst();
  return row?.mat_code;
}
