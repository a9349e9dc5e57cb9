import { formatOrderId } from '@rigline/contract/ids';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import {
  apiOf,
  fillShipment,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

describeOnEachDatabase('a short delivery says so beside DELIVERED and COMPLETED (issue 22)', (harness) => {
  const api = apiOf(harness);

  it('counts short, damaged and open receipts on the order, the request and the dashboard, and Mark Offloaded names them', async () => {
    const [rig] = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageTo(harness, [rig!]);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig!, quantities: [12, 2] });
    const [shortOrder, wholeOrder] = orderIds as [number, number];
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'loaded' });
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[0] });
    for (const id of orderIds) await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id });

    await api.ok('rig_logistics', '/api/order/receipt', {
      id: shortOrder,
      received_quantity: 11,
      damaged_quantity: 1,
      note: 'One joint short, one dented',
    });
    await api.ok('rig_logistics', '/api/order/receipt', {
      id: wholeOrder,
      received_quantity: 2,
      damaged_quantity: 0,
      note: '',
    });
    const short = await api.ok('supplier', '/api/order/update', { id: shortOrder });
    expect(short.message).toBe(
      `Order marked as offloaded successfully. ${formatOrderId(shortOrder)} has 1 open discrepancy: received 11 of 12, 1 damaged`,
    );
    expect(short.data).toMatchObject({ status: 'DELIVERED' });
    const whole = await api.ok('supplier', '/api/order/update', { id: wholeOrder });
    expect(whole.message).toBe('Order marked as offloaded successfully');

    const ordersOf = async () =>
      (await api.get('supplier', '/api/order/get', { request_id: requestId, page: 1, limit: 10 })).json().data
        .orders.data as Array<{ id: number; status: string; open_discrepancy_count: number }>;
    const requestOf = async (actor: 'supplier' | 'base_coordinator' | 'rig_logistics') =>
      (await api.get(actor, '/api/request/get', { id: requestId })).json().data.requests.data[0];
    expect((await ordersOf()).map((order) => [order.id, order.status, order.open_discrepancy_count])).toEqual(
      expect.arrayContaining([
        [shortOrder, 'DELIVERED', 1],
        [wholeOrder, 'DELIVERED', 0],
      ]),
    );
    for (const actor of ['supplier', 'base_coordinator', 'rig_logistics'] as const) {
      expect(await requestOf(actor)).toMatchObject({
        status: 'COMPLETED',
        short_order_count: 1,
        damaged_order_count: 1,
        open_discrepancy_count: 1,
      });
    }
    const dashboard = (await api.get('supplier', '/api/dashboard/supplier')).json().data;
    const recent = dashboard.recent_requests as Array<{
      id: number;
      open_discrepancy_count: number;
    }>;
    expect(recent.find((request) => request.id === requestId)).toMatchObject({
      short_order_count: 1,
      open_discrepancy_count: 1,
    });

    // Resolved: no longer open, still short and damaged as recorded.
    const discrepancy = await harness.db
      .selectFrom('discrepancies')
      .select('id')
      .where('order_id', '=', shortOrder)
      .executeTakeFirstOrThrow();
    await api.ok('base_coordinator', '/api/discrepancy/resolve', {
      id: discrepancy.id,
      resolution: 'Replacement joint on the next sailing',
    });
    expect(await requestOf('supplier')).toMatchObject({
      status: 'COMPLETED',
      short_order_count: 1,
      damaged_order_count: 1,
      open_discrepancy_count: 0,
    });
    expect((await ordersOf()).find((order) => order.id === shortOrder)?.open_discrepancy_count).toBe(0);
  });

  it('says nothing more of a request received whole', async () => {
    const [rig] = await rigIdsByCode(harness);
    const { requestId } = await requestToPlan(harness, { rigId: rig! });
    const request = (await api.get('supplier', '/api/request/get', { id: requestId })).json().data.requests
      .data[0];
    expect(request).toMatchObject({
      short_order_count: 0,
      damaged_order_count: 0,
      open_discrepancy_count: 0,
    });
    const orders = (
      await api.get('supplier', '/api/order/get', { request_id: requestId, page: 1, limit: 10 })
    )
      .json()
      .data.orders.data.map((order: { open_discrepancy_count: number }) => order.open_discrepancy_count);
    expect(orders).toEqual([0, 0]);
  });
});
