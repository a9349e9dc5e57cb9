import { expect, it } from 'vitest';
import type { Harness } from '../../test/harness.ts';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { createGulfRequest, eventsOf } from '../requests/request-fixtures.ts';
import {
  apiOf,
  fillShipment,
  orderRow,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageAtSea,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

/**
 * Issue 8.7 and 8.8: every state-changing call may carry the version of the row the person saw; a row changed
 * since answers 409 "changed by {name} at {time}, reload", and a repeated step is never taken twice, with or
 * without the version. Before, an admin's double "Assign to Supplier" moved an order 2 → 3 → 4, a double
 * "Start Offloading" 6 → 7 → 8, and two people acting on one stale screen both succeeded.
 */

const AT = '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC';

function changedBy(subject: string, who: string, detail = ''): RegExp {
  return new RegExp(
    `^This ${subject} was changed by ${who} at ${AT}${detail}\\. Reload to see it as it is now\\.$`,
  );
}

async function versionOf(
  harness: Harness,
  table: 'orders' | 'requests' | 'voyages' | 'journeys',
  id: number,
) {
  const row = await harness.db
    .selectFrom(table)
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.version;
}

describeOnEachDatabase('stale views and repeated steps (issue 8.7, 8.8)', (harness) => {
  const api = apiOf(harness);

  /** A request for RIG-002 whose orders sit on a shipment of a planning voyage (phase 2, REQUEST_LOADING). */
  async function droppedOrders() {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2! });
    const { voyageId, journeyIds } = await voyageTo(harness, [rig2!]);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    return { requestId, orderIds, voyageId, journeyIds, shipmentId };
  }

  it("refuses an admin's second Assign to Supplier with the id alone (409), leaving the order in phase 3", async () => {
    const { orderIds } = await droppedOrders();
    const orderId = orderIds[0]!;
    expect((await api.post('admin', '/api/order/update', { id: orderId })).statusCode).toBe(200);
    const again = await api.post('admin', '/api/order/update', { id: orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(changedBy('order', 'you'));
    const viaMove = await api.post('admin', '/api/order/move-order-to-next-phase', { id: orderId });
    expect(viaMove.statusCode).toBe(409);
    expect(await orderRow(harness, orderId)).toMatchObject({
      current_phase: 3,
      status: 'ASSIGNED_TO_SUPPLIER',
    });
    expect((await eventsOf(harness, 'order', orderId)).filter((event) => event.to_phase === 4)).toEqual([]);
  });

  it("refuses an admin's second Start Offloading (409), leaving the order in phase 7", async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { journeyIds, shipments } = await voyageAtSea(harness, [rig1!]);
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[0] });
    const orderId = shipments[0]!.orderIds[0]!;
    const first = await api.ok('admin', '/api/order/move-order-to-next-phase', { id: orderId });
    expect(first.data).toMatchObject({ current_phase: 7, status: 'OFFLOADING' });
    const second = await api.post('admin', '/api/order/move-order-to-next-phase', { id: orderId });
    expect(second.statusCode).toBe(409);
    expect(await orderRow(harness, orderId)).toMatchObject({ current_phase: 7, status: 'OFFLOADING' });
  });

  it('takes the step the version names: a repeat of it answers 409, the next step from the new version goes', async () => {
    const { orderIds, shipmentId } = await droppedOrders();
    const orderId = orderIds[0]!;
    const seen = await versionOf(harness, 'orders', orderId);
    const assigned = await api.ok('admin', '/api/order/update', { id: orderId, version: seen });
    expect(assigned.data).toEqual({
      id: orderId,
      current_phase: 3,
      status: 'ASSIGNED_TO_SUPPLIER',
      shipment_id: shipmentId,
      version: seen + 1,
    });
    expect(await versionOf(harness, 'orders', orderId)).toBe(seen + 1);
    const repeat = await api.post('admin', '/api/order/update', { id: orderId, version: seen });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().message).toMatch(changedBy('order', 'you'));
    const loaded = await api.ok('admin', '/api/order/update', { id: orderId, version: seen + 1 });
    expect(loaded.data).toMatchObject({ current_phase: 4, status: 'LOADED', version: seen + 2 });
  });

  it('answers the second of two people on one screen 409 naming the first: accept, then reject', async () => {
    const { orderIds } = await createGulfRequest(harness, { phase: 1 });
    const orderId = orderIds[0]!;
    const seen = await versionOf(harness, 'orders', orderId);
    await api.ok('rig_logistics', '/api/order/update-status', {
      order_id: orderId,
      status: 'ACCEPTED',
      version: seen,
    });
    const reject = await api.post('admin', '/api/order/reject', { id: orderId, version: seen });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toMatch(changedBy('order', 'Rita Alvarez'));
    expect(await orderRow(harness, orderId)).toMatchObject({ status: 'ACCEPTED' });
    expect((await eventsOf(harness, 'order', orderId)).at(-1)).toMatchObject({ to_status: 'ACCEPTED' });
  });

  it('answers the second drop of one order 409, from no shipment and from another shipment', async () => {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2! });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const [first, second, third] = [
      await shipmentOf(harness, voyageId, requestId),
      await shipmentOf(harness, voyageId, requestId),
      await shipmentOf(harness, voyageId, requestId),
    ];
    const orderId = orderIds[0]!;
    const seen = await versionOf(harness, 'orders', orderId);
    await api.ok('base_coordinator', '/api/order/update', { id: orderId, shipment_id: first, version: seen });
    const stale = await api.post('admin', '/api/order/update', {
      id: orderId,
      shipment_id: second,
      version: seen,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(changedBy('order', 'Ben Thompson'));
    // Both saw it on the first shipment; one moves it to the second, the other's move to the third is refused.
    const onFirst = await versionOf(harness, 'orders', orderId);
    await api.ok('base_coordinator', '/api/order/update', {
      id: orderId,
      shipment_id: second,
      version: onFirst,
    });
    const late = await api.post('admin', '/api/order/update', {
      id: orderId,
      shipment_id: third,
      version: onFirst,
    });
    expect(late.statusCode).toBe(409);
    expect(await orderRow(harness, orderId)).toEqual({
      status: 'REQUEST_LOADING',
      current_phase: 2,
      shipment_id: second,
    });
  });

  it('refuses a stale remove, reject and status change on an order with 409, never 400 or 403', async () => {
    const { orderIds } = await droppedOrders();
    const orderId = orderIds[0]!;
    const seen = await versionOf(harness, 'orders', orderId);
    await api.ok('base_coordinator', '/api/order/update-status', {
      order_id: orderId,
      status: 'ASSIGNED_TO_SUPPLIER',
      version: seen,
    });
    const attempts = [
      api.post('base_coordinator', '/api/order/update', { id: orderId, shipment_id: null, version: seen }),
      api.post('base_coordinator', '/api/order/reject', { id: orderId, version: seen }),
      api.post('base_coordinator', '/api/order/update-status', {
        order_id: orderId,
        status: 'ASSIGNED_TO_SUPPLIER',
        version: seen,
      }),
      api.post('supplier', '/api/order/update', { id: orderId, version: seen }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(409);
    }
    expect(await orderRow(harness, orderId)).toMatchObject({
      current_phase: 3,
      status: 'ASSIGNED_TO_SUPPLIER',
    });
  });

  it("answers a supplier's double Assign to Rig Logistics 409 (not 403), with or without the version", async () => {
    const { requestId } = await createGulfRequest(harness);
    const seen = await versionOf(harness, 'requests', requestId);
    const moved = await api.ok('supplier', '/api/request/move-next-phase', {
      request_id: requestId,
      version: seen,
    });
    expect(moved).toMatchObject({
      current_phase: 1,
      version: await versionOf(harness, 'requests', requestId),
    });
    for (const body of [{ request_id: requestId, version: seen }, { request_id: requestId }]) {
      const again = await api.post('supplier', '/api/request/move-next-phase', body);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(changedBy('request', 'you'));
    }
    expect((await eventsOf(harness, 'request', requestId)).map((event) => event.to_phase)).toEqual([0, 1]);
  });

  it("answers Assign to Base Coordinator from a view before an order's review changed 409, naming who", async () => {
    const { requestId, orderIds } = await createGulfRequest(harness, { quantities: [1], phase: 1 });
    await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderIds[0], status: 'ACCEPTED' });
    const seen = await versionOf(harness, 'requests', requestId);
    // Someone sets the order back to "needs review" after the screen was loaded.
    await api.ok('admin', '/api/order/update-status', { order_id: orderIds[0], status: 'CREATED' });
    const move = await api.post('rig_logistics', '/api/request/move-next-phase', {
      request_id: requestId,
      version: seen,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toMatch(changedBy('request', 'Ada Admin'));
    expect(await versionOf(harness, 'requests', requestId)).toBeGreaterThan(seen);
  });

  it('answers Start Voyage from a view before a drop onto its shipment 409, naming who dropped it', async () => {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2!, quantities: [1, 2] });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds: [orderIds[0]!], until: 'loaded' });
    const seen = await versionOf(harness, 'voyages', voyageId);
    await api.ok('admin', '/api/order/update', { id: orderIds[1], shipment_id: shipmentId });
    const start = await api.post('base_coordinator', '/api/voyage/start', {
      voyage_id: voyageId,
      version: seen,
    });
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toMatch(changedBy('voyage', 'Ada Admin'));
    const again = await api.post('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/1 of 1 loaded|must be loaded/);
  });

  it('starts a voyage at the version seen, answers the repeat 409, and carries the version in its answer', async () => {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2! });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    await fillShipment(harness, {
      shipmentId: await shipmentOf(harness, voyageId, requestId),
      orderIds,
      until: 'loaded',
    });
    const seen = await versionOf(harness, 'voyages', voyageId);
    const started = await api.ok('base_coordinator', '/api/voyage/start', {
      voyage_id: voyageId,
      version: seen,
    });
    expect(started.voyage).toMatchObject({
      status: 'STARTED',
      version: await versionOf(harness, 'voyages', voyageId),
    });
    const again = await api.post('admin', '/api/voyage/start', { voyage_id: voyageId, version: seen });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(changedBy('voyage', 'Ben Thompson', ': it has already started'));
  });

  it('answers a journey start or end from a stale view 409, naming who made the change', async () => {
    const [rig1, rig2] = await rigIdsByCode(harness);
    const { journeyIds } = await voyageAtSea(harness, [rig1!, rig2!]);
    const journeyId = journeyIds[0]!;
    const seen = await versionOf(harness, 'journeys', journeyId);
    const started = await api.ok('rig_logistics', '/api/journey/start', {
      journey_id: journeyId,
      version: seen,
    });
    expect(started.journey.version).toBe(seen + 1);
    const restart = await api.post('admin', '/api/journey/start', { journey_id: journeyId, version: seen });
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toMatch(changedBy('journey', 'Rita Alvarez'));
    const staleEnd = await api.post('rig_logistics', '/api/journey/end', {
      journey_id: journeyId,
      version: seen,
    });
    expect(staleEnd.statusCode).toBe(409);
    const ended = await api.ok('rig_logistics', '/api/journey/end', {
      journey_id: journeyId,
      version: seen + 1,
    });
    expect(ended.journey).toMatchObject({ ended_at: expect.any(String), version: seen + 2 });
  });

  it("keeps the documents' bodies working: the id alone still advances an order one step", async () => {
    const { orderIds } = await droppedOrders();
    await api.ok('base_coordinator', '/api/order/update-status', {
      order_id: orderIds[0],
      status: 'ASSIGNED_TO_SUPPLIER',
    });
    const loaded = await api.ok('supplier', '/api/order/update', { id: orderIds[0] });
    expect(loaded.data).toMatchObject({ current_phase: 4, status: 'LOADED' });
  });

  it('refuses a version that is not a positive whole number with 400 naming it', async () => {
    const { orderIds } = await droppedOrders();
    for (const version of [0, -1, 1.5, '3', 2_147_483_648]) {
      const response = await api.post('base_coordinator', '/api/order/update', { id: orderIds[0], version });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['version']);
    }
  });
});
