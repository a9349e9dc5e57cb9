import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { eventsOf, fieldsOf, waitUntilBlockedBy } from '../requests/request-fixtures.ts';
import {
  type Actor,
  apiOf,
  fillShipment,
  orderRow,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageAtSea,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

/** The change in these tests is made behind the API's back, so the name is that of the last event's author. */
const ORDER_CHANGED = /^This order was changed by .+ at .+ UTC\. Reload to see it as it is now\.$/;

async function userIdOf(harness: Harness, email: string): Promise<number> {
  return (
    await harness.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  ).id;
}

/** A request for RIG-002 to plan, with a voyage there carrying one empty shipment of it. */
async function plannedRequest(harness: Harness, quantities = [1, 2]) {
  const [, rig2] = await rigIdsByCode(harness);
  const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2!, quantities });
  const { voyageId, journeyIds } = await voyageTo(harness, [rig2!]);
  const shipmentId = await shipmentOf(harness, voyageId, requestId);
  return { requestId, orderIds, voyageId, journeyIds, shipmentId };
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

describeOnEachDatabase('POST /api/order/update: putting an order on a shipment', (harness) => {
  const api = apiOf(harness);
  const drop = (actor: Actor, orderId: number, shipmentId: number, extra: Record<string, unknown> = {}) =>
    api.post(actor, '/api/order/update', { id: orderId, shipment_id: shipmentId, ...extra });

  it('puts a phase-2 order on a shipment of its request (REQUEST_LOADING), with an event', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    const response = await drop('base_coordinator', orderIds[0]!, shipmentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Order assigned to shipment',
      data: {
        message: 'Order assigned to shipment',
        data: {
          id: orderIds[0],
          current_phase: 2,
          status: 'REQUEST_LOADING',
          shipment_id: shipmentId,
          version: expect.any(Number),
        },
      },
    });
    expect((await eventsOf(harness, 'order', orderIds[0]!)).at(-1)).toMatchObject({
      actor_user_id: await userIdOf(harness, 'coordinator@rigline.demo'),
      from_phase: 2,
      from_status: 'ACCEPTED',
      to_phase: 2,
      to_status: 'REQUEST_LOADING',
    });
  });

  it('moves it to another shipment of the same request, and answers 409 to the same shipment again', async () => {
    const { requestId, orderIds, voyageId, shipmentId } = await plannedRequest(harness);
    const other = await shipmentOf(harness, voyageId, requestId);
    expect((await drop('base_coordinator', orderIds[0]!, shipmentId)).statusCode).toBe(200);
    const moved = await drop('admin', orderIds[0]!, other, { status: 'REQUEST_LOADING' });
    expect(moved.statusCode).toBe(200);
    expect(await orderRow(harness, orderIds[0]!)).toEqual({
      status: 'REQUEST_LOADING',
      current_phase: 2,
      shipment_id: other,
    });
    const again = await drop('base_coordinator', orderIds[0]!, other);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already on this shipment/);
  });

  it("refuses another request's shipment (400 naming shipment_id), one on a voyage started since and a missing one (409)", async () => {
    const first = await plannedRequest(harness);
    const second = await plannedRequest(harness);
    const foreign = await drop('base_coordinator', first.orderIds[0]!, second.shipmentId);
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.json())).toEqual(['shipment_id']);

    const { orderIds, voyageId, shipmentId } = await plannedRequest(harness, [1, 2, 3]);
    await fillShipment(harness, { shipmentId, orderIds: orderIds.slice(0, 2), until: 'loaded' });
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    // Offered while the voyage was planning, and started since: 409, saying who started it (issue 8.8).
    const late = await drop('base_coordinator', orderIds[2]!, shipmentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^This voyage was changed by you at .+: it has started, so its journey plan is locked/,
    );
    expect(await orderRow(harness, orderIds[2]!)).toEqual({
      status: 'ACCEPTED',
      current_phase: 2,
      shipment_id: null,
    });

    const missing = await drop('base_coordinator', first.orderIds[0]!, 987654);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toMatch(/^This shipment no longer exists/);
  });

  it('refuses a status other than REQUEST_LOADING with 400 naming status', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    const response = await drop('base_coordinator', orderIds[0]!, shipmentId, { status: 'LOADED' });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['status']);
  });

  it('refuses the supplier and rig logistics (403), another company (404), an order past planning (409)', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    for (const actor of ['supplier', 'rig_logistics'] as const) {
      const response = await drop(actor, orderIds[0]!, shipmentId);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/managed by base-coordinator/);
    }
    const other = await drop('second-supplier', orderIds[0]!, shipmentId);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Order not found');
    await fillShipment(harness, { shipmentId, orderIds: [orderIds[0]!], until: 'assigned' });
    // Issue 21 #4: the drop was a step from where the order stood before it was assigned: 409 (was 400).
    const assigned = await drop('admin', orderIds[0]!, shipmentId);
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().message).toMatch(/^This order was changed by .+ Reload/);
  });

  it('answers 409 for a rejected order, and 401 without a token', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    await api.ok('base_coordinator', '/api/order/reject', { id: orderIds[0] });
    const response = await drop('base_coordinator', orderIds[0]!, shipmentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This order has already been rejected');
    expect(
      (await harness.post('/api/order/update', { id: orderIds[0], shipment_id: shipmentId })).statusCode,
    ).toBe(401);
  });

  it('refuses a shipment_id that is not an id, and a missing id, with 400 naming the field', async () => {
    const bad = await api.post('base_coordinator', '/api/order/update', { id: 1, shipment_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['shipment_id']);
    const missing = await api.post('base_coordinator', '/api/order/update', { shipment_id: 1 });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual(['id']);
  });
});

describeOnEachDatabase('POST /api/order/update: taking an order off its shipment', (harness) => {
  const api = apiOf(harness);
  const remove = (actor: Actor, orderId: number) =>
    api.post(actor, '/api/order/update', { id: orderId, shipment_id: null });

  it('takes a phase-2 order off its shipment, back to ACCEPTED; again answers 409', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    await fillShipment(harness, { shipmentId, orderIds: [orderIds[0]!], until: 'dropped' });
    const response = await remove('base_coordinator', orderIds[0]!);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      message: 'Order removed from shipment successfully',
      data: {
        id: orderIds[0],
        current_phase: 2,
        status: 'ACCEPTED',
        shipment_id: null,
        version: expect.any(Number),
      },
    });
    expect((await eventsOf(harness, 'order', orderIds[0]!)).at(-1)).toMatchObject({
      from_phase: 2,
      from_status: 'REQUEST_LOADING',
      to_phase: 2,
      to_status: 'ACCEPTED',
    });
    const again = await remove('base_coordinator', orderIds[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/not on a shipment any more/);
  });

  it('keeps an order waiting at the rig on board (phase 9, on its shipment) with the reason it was not offloaded', async () => {
    const { orderIds, shipmentId } = await ordersAtRig(harness);
    // "Remove" at the rig needs a reason; OTHER needs a note.
    const bare = await remove('rig_logistics', orderIds[0]!);
    expect(bare.statusCode).toBe(400);
    expect(fieldsOf(bare.json())).toEqual(['reason']);
    const other = await api.post('rig_logistics', '/api/order/update', {
      id: orderIds[0],
      shipment_id: null,
      reason: 'OTHER',
    });
    expect(other.statusCode).toBe(400);
    expect(fieldsOf(other.json())).toEqual(['note']);
    const response = await api.post('rig_logistics', '/api/order/update', {
      id: orderIds[0],
      shipment_id: null,
      reason: 'CRANE_DOWN',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.data).toEqual({
      id: orderIds[0],
      current_phase: 9,
      status: 'ON_BOARD_RETURNING',
      shipment_id: shipmentId,
      version: expect.any(Number),
    });
    expect((await eventsOf(harness, 'order', orderIds[0]!)).at(-1)).toMatchObject({
      actor_user_id: await userIdOf(harness, 'riglogistics@rigline.demo'),
      from_phase: 6,
      from_status: 'OFFLOAD_REQUIRED',
      to_phase: 9,
      to_status: 'ON_BOARD_RETURNING',
    });
    const lastEvent = await harness.db
      .selectFrom('events')
      .select(['shipment_id', 'reason'])
      .where('entity_type', '=', 'order')
      .where('entity_id', '=', orderIds[0]!)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(lastEvent).toEqual({ shipment_id: shipmentId, reason: 'Crane down' });
    const order = await harness.db
      .selectFrom('orders')
      .select(['kept_reason', 'kept_note', 'shipment_id'])
      .where('id', '=', orderIds[0]!)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ kept_reason: 'CRANE_DOWN', kept_note: null, shipment_id: shipmentId });
    // It is aboard, not with the base coordinator: not offered for planning, and a second Remove is refused.
    const planning = await api.get(
      'base_coordinator',
      `/api/order/get?current_phase=2&shipment_id=null&status=ex-REJECTED&page=1&limit=50`,
    );
    expect(planning.json().data.orders.data.map((row: { id: number }) => row.id)).not.toContain(orderIds[0]);
    const again = await api.post('rig_logistics', '/api/order/update', {
      id: orderIds[0],
      shipment_id: null,
      reason: 'WEATHER',
    });
    expect(again.statusCode).toBe(409);
    // The base coordinator owns phase 9, but only "Arrived at Base" moves it on.
    const advance = await api.post('base_coordinator', '/api/order/update', { id: orderIds[0] });
    expect(advance.statusCode).toBe(400);
    expect(advance.json().message).toMatch(/Arrived at Base/);
  });

  it('refuses an order with the supplier (409: a view from before the assignment) and a status other than ACCEPTED', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    // Issue 21 #4: Remove was a step from where the order stood before it was assigned to the supplier, so
    // the coordinator (was 403) and admin (was 400) are told who changed it, as PostgreSQL answers the race.
    for (const actor of ['base_coordinator', 'admin'] as const) {
      const response = await remove(actor, orderIds[0]!);
      expect(response.statusCode, actor).toBe(409);
      expect(response.json().message).toMatch(/^This order was changed by .+ Reload/);
    }
    const other = await plannedRequest(harness);
    await fillShipment(harness, {
      shipmentId: other.shipmentId,
      orderIds: [other.orderIds[0]!],
      until: 'dropped',
    });
    const status = await api.post('base_coordinator', '/api/order/update', {
      id: other.orderIds[0],
      shipment_id: null,
      status: 'REQUEST_LOADING',
    });
    expect(status.statusCode).toBe(400);
    expect(fieldsOf(status.json())).toEqual(['status']);
  });
});

describeOnEachDatabase('advancing an order: assign to supplier, loaded, offloading, offloaded', (harness) => {
  const api = apiOf(harness);
  const mark = (actor: Actor, orderId: number, extra: Record<string, unknown> = {}) =>
    api.post(actor, '/api/order/update', { id: orderId, ...extra });
  const assign = (actor: Actor, orderId: number) =>
    api.post(actor, '/api/order/update-status', { order_id: orderId, status: 'ASSIGNED_TO_SUPPLIER' });

  it('assigns an order on a shipment to the supplier (update-status), phase 3, with an event', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    const response = await assign('base_coordinator', orderIds[0]!);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.order).toEqual({
      id: orderIds[0],
      current_phase: 3,
      status: 'ASSIGNED_TO_SUPPLIER',
      shipment_id: shipmentId,
      version: expect.any(Number),
    });
    expect((await eventsOf(harness, 'order', orderIds[0]!)).at(-1)).toMatchObject({
      from_phase: 2,
      from_status: 'REQUEST_LOADING',
      to_phase: 3,
      to_status: 'ASSIGNED_TO_SUPPLIER',
    });
    const again = await assign('base_coordinator', orderIds[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^This order was changed by you at .+ UTC\. Reload to see it as it is now\.$/,
    );
    // The contract's other way: id alone, as the plan-voyage dialog sends it.
    const byUpdate = await mark('base_coordinator', orderIds[1]!);
    expect(byUpdate.statusCode).toBe(200);
    expect(byUpdate.json().data).toMatchObject({
      message: 'Order assigned to supplier successfully',
      data: { current_phase: 3, status: 'ASSIGNED_TO_SUPPLIER' },
    });
  });

  it('refuses the supplier and rig logistics the assignment (403)', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    for (const actor of ['supplier', 'rig_logistics'] as const) {
      expect((await assign(actor, orderIds[0]!)).statusCode).toBe(403);
    }
  });

  it('lets the supplier mark an assigned order loaded; a second click answers 409', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    const response = await mark('supplier', orderIds[0]!);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      message: 'Order marked as loaded successfully',
      data: {
        id: orderIds[0],
        current_phase: 4,
        status: 'LOADED',
        shipment_id: shipmentId,
        version: expect.any(Number),
      },
    });
    expect((await eventsOf(harness, 'order', orderIds[0]!)).at(-1)).toMatchObject({
      actor_user_id: await userIdOf(harness, 'supplier@rigline.demo'),
      from_phase: 3,
      to_phase: 4,
      to_status: 'LOADED',
    });
    const again = await mark('supplier', orderIds[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^This order was changed by you at .+ UTC\. Reload to see it as it is now\.$/,
    );
  });

  it('marks loaded once when the same click arrives twice', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    const answers = await Promise.all([mark('supplier', orderIds[0]!), mark('supplier', orderIds[0]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await eventsOf(harness, 'order', orderIds[0]!);
    expect(events.filter((event) => event.to_status === 'LOADED')).toHaveLength(1);
  });

  it('refuses the supplier an order still being planned (403), and another company (404)', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    const early = await mark('supplier', orderIds[0]!);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/phase 2/);
    await assign('base_coordinator', orderIds[0]!);
    expect((await mark('second-supplier', orderIds[0]!)).statusCode).toBe(404);
  });

  it('refuses a status that is not the next one with 400 naming status', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    const response = await mark('supplier', orderIds[0]!, { status: 'DELIVERED' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'status', message: 'An order in phase 3 can only move on to LOADED' },
    ]);
    expect((await mark('supplier', orderIds[0]!, { status: 'LOADED' })).statusCode).toBe(200);
    const rejected = await mark('supplier', orderIds[1]!, { status: 'REJECTED' });
    expect(rejected.statusCode).toBe(400);
    expect(fieldsOf(rejected.json())).toEqual(['status']);
  });

  it('refuses orders that move on with their voyage or journey (400)', async () => {
    const { orderIds, shipmentId, voyageId } = await plannedRequest(harness);
    await fillShipment(harness, { shipmentId, orderIds, until: 'loaded' });
    const loaded = await mark('base_coordinator', orderIds[0]!);
    expect(loaded.statusCode).toBe(400);
    expect(loaded.json().message).toBe('Loaded orders move on when their voyage starts');
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    const atSea = await api.post('rig_logistics', '/api/order/move-order-to-next-phase', { id: orderIds[0] });
    expect(atSea.statusCode).toBe(400);
    expect(atSea.json().message).toBe('Orders at sea move on when the journey to their rig ends');
    expect((await mark('supplier', orderIds[0]!)).statusCode).toBe(403);
  });

  it('starts offloading (rig logistics, phase 6 → 7) and marks offloaded (supplier, 7 → 8)', async () => {
    const { orderIds, shipmentId } = await ordersAtRig(harness);
    const supplierEarly = await api.post('supplier', '/api/order/move-order-to-next-phase', {
      id: orderIds[0],
    });
    expect(supplierEarly.statusCode).toBe(403);
    const offloading = await api.post('rig_logistics', '/api/order/move-order-to-next-phase', {
      id: orderIds[0],
    });
    expect(offloading.statusCode).toBe(200);
    expect(offloading.json().data).toEqual({
      message: 'Offloading started',
      data: {
        id: orderIds[0],
        current_phase: 7,
        status: 'OFFLOADING',
        shipment_id: shipmentId,
        version: expect.any(Number),
      },
    });
    const twice = await api.post('rig_logistics', '/api/order/move-order-to-next-phase', { id: orderIds[0] });
    expect(twice.statusCode).toBe(409);
    const offloaded = await mark('supplier', orderIds[0]!);
    expect(offloaded.statusCode).toBe(200);
    expect(offloaded.json().data).toEqual({
      message: 'Order marked as offloaded successfully',
      data: {
        id: orderIds[0],
        current_phase: 8,
        status: 'DELIVERED',
        shipment_id: shipmentId,
        version: expect.any(Number),
      },
    });
    expect((await mark('supplier', orderIds[0]!)).statusCode).toBe(409);
    const final = await mark('rig_logistics', orderIds[0]!);
    expect(final.statusCode).toBe(403);
    expect(final.json().message).toMatch(/final phase 8/);
  });

  it('moves a planned order to the supplier through move-order-to-next-phase too', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    const response = await api.post('base_coordinator', '/api/order/move-order-to-next-phase', {
      id: orderIds[0],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.data).toMatchObject({ current_phase: 3, status: 'ASSIGNED_TO_SUPPLIER' });
    const notDropped = await requestToPlan(harness, { rigId: (await rigIdsByCode(harness))[1]! });
    const refused = await api.post('base_coordinator', '/api/order/move-order-to-next-phase', {
      id: notDropped.orderIds[0],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Order must be in a shipment before it is assigned to the supplier');
  });

  it.skipIf(harness.kind !== 'postgres')(
    'answers 409 when the order changes between reading it and writing it',
    async () => {
      const { orderIds, shipmentId } = await plannedRequest(harness);
      await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
      const orderId = orderIds[0]!;
      let call: ReturnType<typeof assign> | undefined;
      await harness.db.transaction().execute(async (trx) => {
        // Someone else takes the order off the shipment and holds its row until the call has read it on it.
        await trx
          .updateTable('orders')
          .set({ status: 'ACCEPTED', shipment_id: null })
          .where('id', '=', orderId)
          .execute();
        call = assign('base_coordinator', orderId);
        await waitUntilBlockedBy(harness, trx);
      });
      const response = await call!;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(ORDER_CHANGED);
      expect(await orderRow(harness, orderId)).toEqual({
        status: 'ACCEPTED',
        current_phase: 2,
        shipment_id: null,
      });
    },
  );
});

describeOnEachDatabase('POST /api/order/reject in plan-voyage', (harness) => {
  const api = apiOf(harness);
  const reject = (actor: Actor, orderId: number) => api.post(actor, '/api/order/reject', { id: orderId });

  it('lets the base coordinator reject a phase-2 order for good, taking it off its shipment', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness, [1, 2, 3]);
    await fillShipment(harness, { shipmentId, orderIds: [orderIds[0]!], until: 'dropped' });
    const onShipment = await reject('base_coordinator', orderIds[0]!);
    expect(onShipment.statusCode).toBe(200);
    expect(onShipment.json().data.data).toEqual({
      id: orderIds[0],
      current_phase: 2,
      status: 'REJECTED',
      shipment_id: null,
      version: expect.any(Number),
    });
    expect((await eventsOf(harness, 'order', orderIds[0]!)).at(-1)).toMatchObject({
      from_phase: 2,
      from_status: 'REQUEST_LOADING',
      to_phase: 2,
      to_status: 'REJECTED',
    });
    expect((await reject('admin', orderIds[1]!)).statusCode).toBe(200);
    expect((await reject('base_coordinator', orderIds[1]!)).statusCode).toBe(409);
  });

  it('completes the request once every order is rejected, with an event for the request', async () => {
    const { requestId, orderIds } = await plannedRequest(harness);
    await api.ok('base_coordinator', '/api/order/reject', { id: orderIds[0] });
    let request = await harness.db
      .selectFrom('requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'PROCESSING', current_phase: 2 });
    await api.ok('base_coordinator', '/api/order/reject', { id: orderIds[1] });
    request = await harness.db
      .selectFrom('requests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'COMPLETED', current_phase: 2 });
    expect((await eventsOf(harness, 'request', requestId)).at(-1)).toMatchObject({
      from_phase: 2,
      from_status: 'PROCESSING',
      to_phase: 2,
      to_status: 'COMPLETED',
    });
  });

  it('refuses rig logistics in phase 2 and an order already with the supplier with 409 (a view from before)', async () => {
    const { orderIds, shipmentId } = await plannedRequest(harness);
    // Issue 21 #4: each of these rejects was a step from where the order stood before its last change (phase 1
    // for rig logistics, phase 2 before the assignment): 409 naming who changed it, where it was 403 or 400.
    const inPlanning = await reject('rig_logistics', orderIds[0]!);
    expect(inPlanning.statusCode).toBe(409);
    expect(inPlanning.json().message).toMatch(/^This order was changed by .+ Reload/);
    await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    for (const actor of ['base_coordinator', 'admin'] as const) {
      const response = await reject(actor, orderIds[0]!);
      expect(response.statusCode, actor).toBe(409);
      expect(response.json().message).toMatch(/^This order was changed by .+ Reload/);
    }
  });

  it('rejects once when the coordinator rejects twice at once', async () => {
    const { orderIds } = await plannedRequest(harness);
    const answers = await Promise.all([
      reject('base_coordinator', orderIds[0]!),
      reject('admin', orderIds[0]!),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describeOnEachDatabase("an order's whole life through the API", (harness) => {
  const api = apiOf(harness);

  it('goes from planning to delivered, completing its request, then its voyage on arrival, with an event per step', async () => {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2!, quantities: [3, 4] });
    const [orderId, otherId] = orderIds as [number, number];
    const supplier = await userIdOf(harness, 'supplier@rigline.demo');
    const rigLogistics = await userIdOf(harness, 'riglogistics@rigline.demo');
    const coordinator = await userIdOf(harness, 'coordinator@rigline.demo');

    // Base coordinator: voyage, journey, shipment, drop, assign to supplier.
    const vessel = await harness.db
      .selectFrom('vessels')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const voyageId = (
      await api.ok('base_coordinator', '/api/voyage/create', { name: 'Life run', vessel_id: vessel.id })
    ).voyage.id as number;
    const [journey] = (
      await api.ok('base_coordinator', '/api/journey/create', { voyage_id: voyageId, rig_id: rig2 })
    ).journeys;
    const valid = await api.get('base_coordinator', `/api/voyage/valid-voyages-for-shipment/${requestId}`);
    expect(valid.json().data.voyages.data.map((voyage: { id: number }) => voyage.id)).toContain(voyageId);
    const shipmentId = (
      await api.ok('base_coordinator', '/api/shipment/create', { voyage_id: voyageId, request_id: requestId })
    ).shipment.id as number;
    for (const id of orderIds) {
      expect(
        (await api.ok('base_coordinator', '/api/order/update', { id, shipment_id: shipmentId })).data,
      ).toMatchObject({ current_phase: 2, status: 'REQUEST_LOADING', shipment_id: shipmentId });
      expect(
        (
          await api.ok('base_coordinator', '/api/order/update-status', {
            order_id: id,
            status: 'ASSIGNED_TO_SUPPLIER',
          })
        ).order,
      ).toMatchObject({ current_phase: 3, status: 'ASSIGNED_TO_SUPPLIER' });
    }
    const toLoad = await api.get(
      'supplier',
      `/api/shipment/get-actionable-shipment-of-request/${requestId}/order-phase/3`,
    );
    expect(toLoad.json().data.shipment.map((shipment: { id: number }) => shipment.id)).toEqual([shipmentId]);

    // Supplier: Mark Loaded.
    for (const id of orderIds) {
      expect((await api.ok('supplier', '/api/order/update', { id })).data).toMatchObject({
        current_phase: 4,
        status: 'LOADED',
      });
    }
    const voyageBefore = (await api.get('base_coordinator', '/api/voyage/get', { id: voyageId })).json().data
      .Voyages.data[0];
    expect(voyageBefore).toMatchObject({ shipment_count: 1, loaded_shipment_count: 1, started_at: null });

    // Base coordinator: Start Voyage. Rig logistics: start and end the journey.
    expect(
      (await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId })).voyage.status,
    ).toBe('STARTED');
    expect(await orderRow(harness, orderId)).toMatchObject({ current_phase: 5, status: 'IN_TRANSIT' });
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journey.id });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: journey.id });
    expect(await orderRow(harness, orderId)).toMatchObject({ current_phase: 6, status: 'OFFLOAD_REQUIRED' });
    // The last journey ended: the vessel is at the rig, not back at base; the voyage goes on (issue 9).
    const voyage = (await api.get('rig_logistics', '/api/voyage/get', { id: voyageId })).json().data.Voyages
      .data[0];
    expect(voyage).toMatchObject({ status: 'STARTED', ended_at: null, is_returning: true });
    const toOffload = await api.get(
      'rig_logistics',
      `/api/shipment/get-actionable-shipment-of-request/${requestId}/order-phase/6`,
    );
    expect(toOffload.json().data.shipment).toHaveLength(1);

    // Rig logistics: Start Offloading. Supplier: Mark Offloaded.
    for (const id of orderIds) await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id });
    await api.ok('supplier', '/api/order/update', { id: orderId });
    const requestRow = () =>
      harness.db
        .selectFrom('requests')
        .select(['status', 'current_phase'])
        .where('id', '=', requestId)
        .executeTakeFirstOrThrow();
    expect(await requestRow()).toEqual({ status: 'PROCESSING', current_phase: 2 });
    const last = await api.ok('supplier', '/api/order/update', { id: otherId });
    expect(last.data).toEqual({
      id: otherId,
      current_phase: 8,
      status: 'DELIVERED',
      shipment_id: shipmentId,
      version: expect.any(Number),
    });
    expect(await requestRow()).toEqual({ status: 'COMPLETED', current_phase: 8 });
    const arrived = await api.ok('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
    expect(arrived.voyage).toMatchObject({ status: 'COMPLETED', ended_at: expect.any(String) });
    expect(arrived.returned_order_count).toBe(0);

    const steps = (await eventsOf(harness, 'order', orderId)).map((event) => [
      event.actor_user_id,
      `${event.from_phase} ${event.from_status} → ${event.to_phase} ${event.to_status}`,
    ]);
    expect(steps).toEqual([
      [supplier, 'null null → 0 CREATED'],
      [supplier, '0 CREATED → 1 CREATED'],
      [rigLogistics, '1 CREATED → 1 ACCEPTED'],
      [rigLogistics, '1 ACCEPTED → 2 ACCEPTED'],
      [coordinator, '2 ACCEPTED → 2 REQUEST_LOADING'],
      [coordinator, '2 REQUEST_LOADING → 3 ASSIGNED_TO_SUPPLIER'],
      [supplier, '3 ASSIGNED_TO_SUPPLIER → 4 LOADED'],
      [coordinator, '4 LOADED → 5 IN_TRANSIT'],
      [rigLogistics, '5 IN_TRANSIT → 6 OFFLOAD_REQUIRED'],
      [rigLogistics, '6 OFFLOAD_REQUIRED → 7 OFFLOADING'],
      [supplier, '7 OFFLOADING → 8 DELIVERED'],
    ]);
    const requestSteps = (await eventsOf(harness, 'request', requestId)).map(
      (event) => `${event.from_phase} ${event.from_status} → ${event.to_phase} ${event.to_status}`,
    );
    expect(requestSteps).toEqual([
      'null null → 0 DRAFT',
      '0 DRAFT → 1 PENDING',
      '1 PENDING → 2 PROCESSING',
      '2 PROCESSING → 8 COMPLETED',
    ]);
    const completedAt = (await eventsOf(harness, 'request', requestId)).at(-1)!.created_at;
    expect((await eventsOf(harness, 'order', otherId)).at(-1)!.created_at).toBe(completedAt);
  });
});
