import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { createGulfRequest, eventsOf, fieldsOf } from '../requests/request-fixtures.ts';
import {
  type Actor,
  apiOf,
  fillShipment,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageAtSea,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

/**
 * Issue 12: one action on many orders, one request, a result per order; each order its own checked transition,
 * so one order changed by someone else meanwhile answers 409 and the others are done. And Undo.
 */

const CHANGED_BY_ADMIN = /^This order was changed by .+ at .+ UTC\. Reload to see it as it is now\.$/;

async function rowsOf(harness: Harness, ids: number[]) {
  const rows = await harness.db
    .selectFrom('orders')
    .select(['id', 'status', 'current_phase', 'shipment_id', 'version', 'reject_reason'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

async function seen(harness: Harness, ids: number[]) {
  return (await rowsOf(harness, ids)).map((row) => ({ id: row.id, version: row.version }));
}

function batchOf(harness: Harness) {
  const api = apiOf(harness);
  return async (actor: Actor, body: Record<string, unknown>) => {
    const response = await api.post(actor, '/api/order/batch', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      message: string;
      done: number;
      failed: number;
      results: Array<{
        id: number;
        ok: boolean;
        code: number;
        message: string;
        order: { status: string } | null;
      }>;
    };
  };
}

/** A started voyage whose one journey has ended: its orders wait at the rig to be offloaded (phase 6). */
async function ordersAtRig(harness: Harness) {
  const api = apiOf(harness);
  const [, rig2] = await rigIdsByCode(harness);
  const { journeyIds, shipments } = await voyageAtSea(harness, [rig2!]);
  await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
  await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[0] });
  return shipments[0]!;
}

describeOnEachDatabase('POST /api/order/batch', (harness) => {
  const api = apiOf(harness);
  const batch = batchOf(harness);

  it('accepts a selection; an order changed by someone else meanwhile answers 409, the others are done', async () => {
    const { orderIds } = await createGulfRequest(harness, { quantities: [1, 2, 3], phase: 1 });
    const versions = await seen(harness, orderIds);
    // Someone else decides the second order while rig logistics has the screen open.
    await api.ok('admin', '/api/order/update-status', { order_id: orderIds[1], status: 'ACCEPTED' });
    const result = await batch('rig_logistics', { action: 'accept', orders: versions });
    expect(result.done).toBe(2);
    expect(result.failed).toBe(1);
    expect(result.message).toBe('2 of 3 done, 1 failed');
    expect(result.results.map((row) => [row.id, row.ok, row.code])).toEqual([
      [orderIds[0], true, 200],
      [orderIds[1], false, 409],
      [orderIds[2], true, 200],
    ]);
    expect(result.results[1]!.message).toMatch(CHANGED_BY_ADMIN);
    expect(result.results[0]!.order).toMatchObject({ status: 'ACCEPTED', current_phase: 1 });
    const rows = await rowsOf(harness, orderIds);
    expect(rows.map((row) => row.status)).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
    // The admin's change stands as the admin made it: one event, not two.
    expect(
      (await eventsOf(harness, 'order', orderIds[1]!)).filter((e) => e.to_status === 'ACCEPTED'),
    ).toHaveLength(1);
    expect((await eventsOf(harness, 'order', orderIds[0]!)).at(-1)).toMatchObject({ to_status: 'ACCEPTED' });
  });

  it('rejects a selection with its reason, stored with each order and shown to the supplier', async () => {
    const { requestId, orderIds } = await createGulfRequest(harness, { quantities: [1, 2, 3], phase: 1 });
    const noReason = await api.post('rig_logistics', '/api/order/batch', {
      action: 'reject',
      orders: await seen(harness, orderIds),
    });
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason.json())).toEqual(['reason']);
    const reason = 'Not on the approved list for this well';
    const result = await batch('rig_logistics', {
      action: 'reject',
      orders: await seen(harness, orderIds.slice(0, 2)),
      reason,
    });
    expect(result).toMatchObject({ done: 2, failed: 0, message: '2 orders done' });
    const rows = await rowsOf(harness, orderIds);
    expect(rows.map((row) => [row.status, row.reject_reason])).toEqual([
      ['REJECTED', reason],
      ['REJECTED', reason],
      ['CREATED', null],
    ]);
    const listed = await api.get('supplier', '/api/order/get', { request_id: requestId });
    const shown = listed.json().data.orders.data as Array<{ id: number; reject_reason: string | null }>;
    expect(shown.find((order) => order.id === orderIds[0])!.reject_reason).toBe(reason);
    const event = await harness.db
      .selectFrom('events')
      .select('reason')
      .where('entity_type', '=', 'order')
      .where('entity_id', '=', orderIds[0]!)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.reason).toBe(reason);
    // The single reject call takes a reason too.
    await api.ok('rig_logistics', '/api/order/reject', { id: orderIds[2], reason: 'Wrong grade' });
    expect((await rowsOf(harness, [orderIds[2]!]))[0]!.reject_reason).toBe('Wrong grade');
  });

  it('drops a selection onto a shipment through the single drop: a stale row 409, another request’s shipment 400', async () => {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2!, quantities: [1, 2, 3] });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    const versions = await seen(harness, orderIds);
    const other = await shipmentOf(harness, voyageId, requestId);
    await api.ok('admin', '/api/order/update', { id: orderIds[2], shipment_id: other });
    const result = await batch('base_coordinator', {
      action: 'place',
      orders: versions,
      shipment_id: shipmentId,
    });
    expect(result.results.map((row) => [row.ok, row.code])).toEqual([
      [true, 200],
      [true, 200],
      [false, 409],
    ]);
    const rows = await rowsOf(harness, orderIds);
    expect(rows.map((row) => [row.status, row.shipment_id])).toEqual([
      ['REQUEST_LOADING', shipmentId],
      ['REQUEST_LOADING', shipmentId],
      ['REQUEST_LOADING', other],
    ]);
    const elsewhere = await requestToPlan(harness, { rigId: rig2!, quantities: [1] });
    const wrong = await batch('base_coordinator', {
      action: 'place',
      orders: await seen(harness, elsewhere.orderIds),
      shipment_id: shipmentId,
    });
    expect(wrong.results[0]).toMatchObject({ ok: false, code: 400 });
    expect(wrong.results[0]!.message).toMatch(/another request's orders/);
  });

  it('releases a whole shipment, the supplier marks it loaded, rig logistics starts offloading a selection', async () => {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2!, quantities: [1, 2, 3] });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    const released = await batch('base_coordinator', {
      action: 'advance',
      status: 'ASSIGNED_TO_SUPPLIER',
      orders: await seen(harness, orderIds),
    });
    expect(released).toMatchObject({ done: 3, failed: 0 });
    // Another supplier sees none of them: each is 404, as on the single call.
    const stranger = await batch('second-supplier', {
      action: 'advance',
      status: 'LOADED',
      orders: await seen(harness, orderIds),
    });
    expect(stranger.results.map((row) => row.code)).toEqual([404, 404, 404]);
    // The wrong step for the phase is refused per order with the single call's 400.
    const wrongStep = await batch('supplier', {
      action: 'advance',
      status: 'DELIVERED',
      orders: await seen(harness, orderIds.slice(0, 1)),
    });
    expect(wrongStep.results[0]).toMatchObject({ ok: false, code: 400 });
    const loaded = await batch('supplier', {
      action: 'advance',
      status: 'LOADED',
      orders: await seen(harness, orderIds),
    });
    expect(loaded).toMatchObject({ done: 3, failed: 0 });
    expect((await rowsOf(harness, orderIds)).map((row) => [row.current_phase, row.status])).toEqual([
      [4, 'LOADED'],
      [4, 'LOADED'],
      [4, 'LOADED'],
    ]);

    const atRig = await ordersAtRig(harness);
    const offloading = await batch('rig_logistics', {
      action: 'advance',
      status: 'OFFLOADING',
      orders: await seen(harness, atRig.orderIds),
    });
    expect(offloading).toMatchObject({ done: 2, failed: 0 });
    const offloaded = await batch('supplier', {
      action: 'advance',
      status: 'DELIVERED',
      orders: await seen(harness, atRig.orderIds),
    });
    expect(offloaded).toMatchObject({ done: 2, failed: 0 });
    const request = await api.get('supplier', '/api/request/get', { id: atRig.requestId });
    expect(request.json().data.requests.data[0].status).toBe('COMPLETED');
  });

  it('refuses a body naming an order twice or without versions (400), and changes nothing', async () => {
    const { orderIds } = await createGulfRequest(harness, { phase: 1 });
    const [first] = await seen(harness, orderIds);
    const twice = await api.post('rig_logistics', '/api/order/batch', {
      action: 'accept',
      orders: [first, first],
    });
    expect(twice.statusCode).toBe(400);
    expect(fieldsOf(twice.json())).toEqual(['orders']);
    const noVersion = await api.post('rig_logistics', '/api/order/batch', {
      action: 'accept',
      orders: [{ id: orderIds[0] }],
    });
    expect(noVersion.statusCode).toBe(400);
    expect(fieldsOf(noVersion.json())).toEqual(['orders.0.version']);
    const unknown = await api.post('rig_logistics', '/api/order/batch', {
      action: 'launch',
      orders: [first],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await rowsOf(harness, orderIds)).map((row) => row.status)).toEqual(['CREATED', 'CREATED']);
  });
});

describeOnEachDatabase('POST /api/order/undo', (harness) => {
  const api = apiOf(harness);

  async function loadedOrders() {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2!, quantities: [1, 2] });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    const steps = [];
    for (const id of orderIds) steps.push((await api.ok('supplier', '/api/order/update', { id })).data);
    return {
      requestId,
      orderIds,
      voyageId,
      shipmentId,
      steps: steps as Array<{ id: number; version: number }>,
    };
  }

  it('takes back the supplier’s own Mark Loaded: back to phase 3 with an events row, and no notice', async () => {
    const { orderIds, steps } = await loadedOrders();
    const noticesBefore = await harness.db.selectFrom('notifications').select('id').execute();
    const response = await api.post('supplier', '/api/order/undo', {
      id: orderIds[0],
      version: steps[0]!.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.data).toMatchObject({
      id: orderIds[0],
      current_phase: 3,
      status: 'ASSIGNED_TO_SUPPLIER',
      version: steps[0]!.version + 1,
    });
    expect((await eventsOf(harness, 'order', orderIds[0]!)).at(-1)).toMatchObject({
      from_phase: 4,
      from_status: 'LOADED',
      to_phase: 3,
      to_status: 'ASSIGNED_TO_SUPPLIER',
    });
    expect(await harness.db.selectFrom('notifications').select('id').execute()).toHaveLength(
      noticesBefore.length,
    );
    // Undone once: there is no step left to take back.
    const twice = await api.post('supplier', '/api/order/undo', {
      id: orderIds[0],
      version: steps[0]!.version + 1,
    });
    expect(twice.statusCode).toBe(400);
    // The other order was not touched.
    expect((await rowsOf(harness, [orderIds[1]!]))[0]).toMatchObject({ current_phase: 4, status: 'LOADED' });
  });

  it('refuses another user (403), a change since (409) and a step older than the window (400)', async () => {
    const { orderIds, steps, voyageId } = await loadedOrders();
    const other = await api.post('admin', '/api/order/undo', { id: orderIds[0], version: steps[0]!.version });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only the person who made this Mark Loaded can undo it.');
    const stranger = await api.post('second-supplier', '/api/order/undo', {
      id: orderIds[0],
      version: steps[0]!.version,
    });
    expect(stranger.statusCode).toBe(404);

    // Older than 10 s and the 20 s grace: moved back in time behind the API's back.
    const old = new Date(Date.now() - 31_000).toISOString();
    await harness.db
      .updateTable('events')
      .set({ created_at: old })
      .where('entity_type', '=', 'order')
      .where('entity_id', '=', orderIds[1]!)
      .where('to_status', '=', 'LOADED')
      .execute();
    const late = await api.post('supplier', '/api/order/undo', {
      id: orderIds[1],
      version: steps[1]!.version,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'Too late to undo: a Mark Loaded can be undone for 10 seconds after it is made.',
    );

    // The voyage starts: the order moved on, so the version the step answered is stale.
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    const changed = await api.post('supplier', '/api/order/undo', {
      id: orderIds[0],
      version: steps[0]!.version,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toMatch(/^This order was changed by .+ at .+ UTC\. Reload/);
    expect((await rowsOf(harness, orderIds)).map((row) => row.current_phase)).toEqual([5, 5]);
  });

  it('takes back Accept, Start Offloading, and Mark Offloaded with the request it completed', async () => {
    const { orderIds } = await createGulfRequest(harness, { phase: 1 });
    const accepted = (
      await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderIds[0], status: 'ACCEPTED' })
    ).order;
    const undone = await api.ok('rig_logistics', '/api/order/undo', {
      id: orderIds[0],
      version: accepted.version,
    });
    expect(undone.data).toMatchObject({ current_phase: 1, status: 'CREATED' });

    const atRig = await ordersAtRig(harness);
    const [first, second] = atRig.orderIds;
    const started = (await api.ok('rig_logistics', '/api/order/update', { id: first })).data;
    const notices = async () =>
      JSON.stringify(
        await harness.db
          .selectFrom('notifications')
          .select(['id', 'count', 'message'])
          .orderBy('id')
          .execute(),
      );
    const noticesBefore = await notices();
    const back = await api.ok('rig_logistics', '/api/order/undo', { id: first, version: started.version });
    expect(back.data).toMatchObject({ current_phase: 6, status: 'OFFLOAD_REQUIRED' });
    // The supplier is not told again that the order "arrived": the step was only taken back.
    expect(await notices()).toBe(noticesBefore);

    for (const id of [first, second]) {
      const version = (await rowsOf(harness, [id!]))[0]!.version;
      await api.ok('rig_logistics', '/api/order/update', { id, version });
    }
    await api.ok('supplier', '/api/order/update', { id: first });
    const last = (await api.ok('supplier', '/api/order/update', { id: second })).data;
    const completed = await api.get('supplier', '/api/request/get', { id: atRig.requestId });
    expect(completed.json().data.requests.data[0]).toMatchObject({ status: 'COMPLETED', current_phase: 8 });
    const reopened = await api.ok('supplier', '/api/order/undo', { id: second, version: last.version });
    expect(reopened.data).toMatchObject({ current_phase: 7, status: 'OFFLOADING' });
    const request = await api.get('supplier', '/api/request/get', { id: atRig.requestId });
    expect(request.json().data.requests.data[0]).toMatchObject({ status: 'PROCESSING', current_phase: 2 });
  });
});
