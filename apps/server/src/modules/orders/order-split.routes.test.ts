import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { createGulfRequest, demoIds, fieldsOf } from '../requests/request-fixtures.ts';
import {
  apiOf,
  fillShipment,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

const ORDER_CHANGED = /^This order was changed by .+ at .+ UTC\. Reload to see it as it is now\.$/;

/** Everything a refusal must leave as it was: the request's orders, each where it stood with its quantity. */
async function ordersOfRequest(harness: Harness, requestId: number) {
  return harness.db
    .selectFrom('orders')
    .select(['id', 'quantity', 'status', 'current_phase', 'shipment_id', 'version', 'split_from_order_id'])
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

async function orderOf(harness: Harness, orderId: number) {
  return harness.db
    .selectFrom('orders')
    .select(['id', 'quantity', 'status', 'current_phase', 'shipment_id', 'version'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

describeOnEachDatabase('POST /api/order/split', (harness) => {
  const api = apiOf(harness);
  const split = (actor: Parameters<typeof api.post>[0], body: Record<string, unknown>) =>
    api.post(actor, '/api/order/split', body);

  /** A request for RIG-002 in planning, its first order of `quantity`, and a voyage there with a shipment of it. */
  async function planned(quantity = 30) {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2!, quantities: [quantity, 2] });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    return { requestId, orderId: orderIds[0]!, otherOrderId: orderIds[1]!, voyageId, shipmentId };
  }

  it('splits an accepted order waiting for planning: the original keeps the rest, the part is a new accepted order', async () => {
    const { requestId, orderId } = await planned(30);
    const before = await orderOf(harness, orderId);
    const response = await split('base_coordinator', { id: orderId, quantity: 10, version: before.version });
    expect(response.statusCode, response.body).toBe(200);
    const { original, part, message } = response.json().data;
    expect(message).toBe(
      `ORD-${String(orderId).padStart(3, '0')} split: 10 moved to ORD-${String(part.id).padStart(3, '0')}, waiting for planning; 20 stay`,
    );
    expect(original).toMatchObject({
      id: orderId,
      quantity: 20,
      status: 'ACCEPTED',
      current_phase: 2,
      shipment_id: null,
      version: before.version + 1,
      split_from_order_id: null,
      split_into_order_ids: [part.id],
    });
    expect(part).toMatchObject({
      quantity: 10,
      status: 'ACCEPTED',
      current_phase: 2,
      shipment_id: null,
      request_id: requestId,
      item_id: original.item_id,
      split_from_order_id: orderId,
      split_into_order_ids: [],
    });
    // The request's lists show both parts, each with its note.
    const listed = await api.get('supplier', '/api/order/get', { request_id: requestId, limit: 50 });
    const rows = listed.json().data.orders.data as Array<Record<string, unknown>>;
    expect(rows.find((row) => row.id === orderId)).toMatchObject({
      quantity: 20,
      split_into_order_ids: [part.id],
    });
    expect(rows.find((row) => row.id === part.id)).toMatchObject({
      quantity: 10,
      split_from_order_id: orderId,
    });
  });

  it('writes "Split into" and "Split from" in both orders\' histories and the request\'s', async () => {
    const { requestId, orderId } = await planned(30);
    const { part } = (await split('base_coordinator', { id: orderId, quantity: 12 })).json().data;
    const id = (n: number) => `ORD-${String(n).padStart(3, '0')}`;
    const originalHistory = (await api.get('base_coordinator', `/api/order/history/${orderId}`)).json().data
      .events as Array<{ action: string; actor: { name: string } | null }>;
    expect(originalHistory.at(-1)).toMatchObject({
      action: `Split into ${id(part.id)} (12 of 30 moved; 18 stay)`,
      actor: expect.objectContaining({ role_slug: 'base-coordinator' }),
    });
    const partHistory = (await api.get('supplier', `/api/order/history/${part.id}`)).json().data.events;
    expect(partHistory).toHaveLength(1);
    expect(partHistory[0]).toMatchObject({
      action: `Split from ${id(orderId)} (12 of 30)`,
      from_status: null,
      to_phase: 2,
      to_status: 'ACCEPTED',
    });
    const requestHistory = (await api.get('rig_logistics', `/api/request/history/${requestId}`)).json().data
      .events as Array<{ action: string }>;
    expect(requestHistory.map((event) => event.action)).toEqual(
      expect.arrayContaining([
        `Split into ${id(part.id)} (12 of 30 moved; 18 stay)`,
        `Split from ${id(orderId)} (12 of 30)`,
      ]),
    );
  });

  it('splits an order on a shipment: the rest stays on it, the part comes off, and the load drops with it', async () => {
    const { orderId, voyageId, shipmentId } = await planned(30);
    await fillShipment(harness, { shipmentId, orderIds: [orderId], until: 'dropped' });
    const planBefore = (await api.get('base_coordinator', `/api/voyage/load-plan/${voyageId}`)).json().data
      .load_plan;
    const voyageBefore = await harness.db
      .selectFrom('voyages')
      .select('version')
      .where('id', '=', voyageId)
      .executeTakeFirstOrThrow();
    const response = await split('admin', { id: orderId, quantity: 10 });
    expect(response.statusCode, response.body).toBe(200);
    const { original, part } = response.json().data;
    expect(original).toMatchObject({ quantity: 20, status: 'REQUEST_LOADING', shipment_id: shipmentId });
    expect(part).toMatchObject({ quantity: 10, status: 'ACCEPTED', current_phase: 2, shipment_id: null });
    const planAfter = (await api.get('base_coordinator', `/api/voyage/load-plan/${voyageId}`)).json().data
      .load_plan;
    expect(planAfter.totals.weight_t).toBeCloseTo((planBefore.totals.weight_t * 20) / 30, 2);
    expect(planAfter.totals.order_count).toBe(planBefore.totals.order_count);
    // What the voyage carries changed: its version went up, as with a drop.
    const voyageAfter = await harness.db
      .selectFrom('voyages')
      .select('version')
      .where('id', '=', voyageId)
      .executeTakeFirstOrThrow();
    expect(voyageAfter.version).toBeGreaterThan(voyageBefore.version);
    // The part waits for planning: it is among plan-voyage's orders requiring action.
    const waiting = await api.get('base_coordinator', '/api/order/get', {
      request_id: original.request_id,
      shipment_id: 'null',
      current_phase: 2,
      status: 'ex-REJECTED',
    });
    expect((waiting.json().data.orders.data as Array<{ id: number }>).map((order) => order.id)).toContain(
      part.id,
    );
  });

  it('splits an order assigned to the supplier and not yet loaded (phase 3): the rest stays with the supplier', async () => {
    const { orderId, shipmentId } = await planned(8);
    await fillShipment(harness, { shipmentId, orderIds: [orderId], until: 'assigned' });
    const response = await split('base_coordinator', { id: orderId, quantity: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.original).toMatchObject({
      quantity: 5,
      status: 'ASSIGNED_TO_SUPPLIER',
      current_phase: 3,
      shipment_id: shipmentId,
    });
    const { part } = response.json().data;
    expect(part).toMatchObject({ quantity: 3, status: 'ACCEPTED', current_phase: 2 });
    // The supplier, who is loading it, is told to load less (issue 22).
    const id = (n: number) => `ORD-${String(n).padStart(3, '0')}`;
    const notices = await harness.db
      .selectFrom('notifications')
      .select(['message', 'link_screen'])
      .where('kind', '=', 'order_split')
      .where('message', 'like', `${id(orderId)} %`)
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]).toMatchObject({
      link_screen: 'request-shipments',
      message: expect.stringMatching(
        new RegExp(
          `^${id(orderId)} of REQ-\\d+ on Shipment #${shipmentId} was split: load 5 of the 8 now; 3 wait for a later sailing as ${id(part.id)}\\.$`,
        ),
      ),
    });
    // The rest is loaded as before.
    expect((await api.post('supplier', '/api/order/update', { id: orderId })).statusCode).toBe(200);
  });

  it('refuses a quantity that leaves nothing on one side (400 naming quantity) and changes nothing', async () => {
    const { requestId, orderId } = await planned(30);
    const before = await ordersOfRequest(harness, requestId);
    for (const quantity of [30, 31, 0, -2, 1.5, '10']) {
      const response = await split('base_coordinator', { id: orderId, quantity });
      expect(response.statusCode, `${quantity}`).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['quantity']);
    }
    const tooMany = await split('base_coordinator', { id: orderId, quantity: 30 });
    expect(tooMany.json().message).toBe(
      'The quantity to split off must be between 1 and 29: this order has 30',
    );
    const fraction = await split('base_coordinator', { id: orderId, quantity: 1.5 });
    expect(fraction.json().message).toMatch(/Quantity must be a whole number/);
    expect(await ordersOfRequest(harness, requestId)).toEqual(before);
  });

  it('refuses an order of 1: nothing to split', async () => {
    const { orderId, requestId } = await planned(1);
    const before = await ordersOfRequest(harness, requestId);
    const response = await split('base_coordinator', { id: orderId, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('An order of 1 cannot be split');
    expect(await ordersOfRequest(harness, requestId)).toEqual(before);
  });

  it('refuses an order already loaded, saying which state it is in and why', async () => {
    const { requestId, orderId, shipmentId } = await planned(6);
    await fillShipment(harness, { shipmentId, orderIds: [orderId], until: 'loaded' });
    const before = await ordersOfRequest(harness, requestId);
    // Seen loaded (its version sent): a plain refusal. Without a version it reads as a lost race (below).
    const { version } = await orderOf(harness, orderId);
    const response = await split('base_coordinator', { id: orderId, quantity: 2, version });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `ORD-${String(orderId).padStart(3, '0')} cannot be split: it is LOADED in phase 4 (loaded, waiting to sail). Only an order not yet loaded can be split: accepted and waiting for planning (phase 2), or on a shipment and not yet loaded (phases 2 and 3).`,
    );
    expect(await ordersOfRequest(harness, requestId)).toEqual(before);
  });

  it('refuses orders in the draft and under review (400) and a rejected one (409), changing nothing', async () => {
    const draft = await createGulfRequest(harness, { quantities: [5] });
    const inDraft = await split('admin', { id: draft.orderIds[0], quantity: 2 });
    expect(inDraft.statusCode).toBe(400);
    expect(inDraft.json().message).toMatch(
      /cannot be split: it is CREATED in phase 0 \(supplier builds the request\)\. .* While the request is a draft, change the quantity instead\.$/,
    );
    const review = await createGulfRequest(harness, { quantities: [5], phase: 1 });
    const inReview = await split('rig_logistics', { id: review.orderIds[0], quantity: 2 });
    expect(inReview.statusCode).toBe(400);
    expect(inReview.json().message).toMatch(/it is CREATED in phase 1 \(rig logistics reviews\)/);
    expect(await ordersOfRequest(harness, review.requestId)).toHaveLength(1);

    const { requestId, orderId } = await planned(5);
    await api.ok('base_coordinator', '/api/order/reject', { id: orderId, reason: 'Not needed' });
    const before = await ordersOfRequest(harness, requestId);
    const rejected = await split('base_coordinator', { id: orderId, quantity: 2 });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toBe('This order has already been rejected');
    expect(await ordersOfRequest(harness, requestId)).toEqual(before);
  });

  it('lets only the base coordinator (and admin) split: 403 for the supplier and rig logistics, 404 for another supplier', async () => {
    const { requestId, orderId } = await planned(5);
    const before = await ordersOfRequest(harness, requestId);
    for (const actor of ['supplier', 'rig_logistics'] as const) {
      const response = await split(actor, { id: orderId, quantity: 2 });
      expect(response.statusCode, actor).toBe(403);
      expect(response.json().message).toMatch(/^Splitting an order is the base coordinator's planning step/);
    }
    const foreign = await split('second-supplier', { id: orderId, quantity: 2 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Order not found');
    expect((await split('base_coordinator', { id: 987654, quantity: 2 })).statusCode).toBe(404);
    expect(await ordersOfRequest(harness, requestId)).toEqual(before);
  });

  it('answers 409 to a version the order has moved on from, and to a split of an order loaded since (no version)', async () => {
    const { requestId, orderId, shipmentId } = await planned(6);
    const seen = await orderOf(harness, orderId);
    await fillShipment(harness, { shipmentId, orderIds: [orderId], until: 'dropped' });
    const stale = await split('base_coordinator', { id: orderId, quantity: 2, version: seen.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(ORDER_CHANGED);
    await api.ok('base_coordinator', '/api/order/update-status', {
      order_id: orderId,
      status: 'ASSIGNED_TO_SUPPLIER',
    });
    await api.ok('supplier', '/api/order/update', { id: orderId });
    const before = await ordersOfRequest(harness, requestId);
    // Split offered while it waited to be loaded, loaded since: the coordinator lost a race (decision 041).
    const late = await split('base_coordinator', { id: orderId, quantity: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(ORDER_CHANGED);
    expect(await ordersOfRequest(harness, requestId)).toEqual(before);
  });

  it('lets one of two splits of the same version land; the other answers 409 and the quantities still add up', async () => {
    const { requestId, orderId } = await planned(30);
    const { version } = await orderOf(harness, orderId);
    const answers = await Promise.all([
      split('base_coordinator', { id: orderId, quantity: 10, version }),
      split('admin', { id: orderId, quantity: 5, version }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const rows = await ordersOfRequest(harness, requestId);
    const ofItem = rows.filter((row) => row.id === orderId || row.split_from_order_id === orderId);
    expect(ofItem).toHaveLength(2);
    expect(ofItem.reduce((sum, row) => sum + row.quantity, 0)).toBe(30);

    // Without versions, both may land one after the other: each takes its part of what is there.
    const again = await Promise.all([
      split('base_coordinator', { id: orderId, quantity: 2 }),
      split('admin', { id: orderId, quantity: 3 }),
    ]);
    const landed = again.filter((answer) => answer.statusCode === 200).length;
    for (const answer of again) expect([200, 409]).toContain(answer.statusCode);
    const after = (await ordersOfRequest(harness, requestId)).filter(
      (row) => row.id === orderId || row.split_from_order_id === orderId,
    );
    expect(after).toHaveLength(2 + landed);
    expect(after.reduce((sum, row) => sum + row.quantity, 0)).toBe(30);
  });
});

describeOnEachDatabase('POST /api/order/split: the overload refusal becomes a placement', (harness) => {
  const api = apiOf(harness);

  it('names the most that fits in the refusal, and after the split that many go on the shipment', async () => {
    // A 30 t deck; casing joints of 2,256 lb (1.023 t): 30 of them are 30.7 t and can never sail on it.
    const vessel = await harness.db
      .selectFrom('vessels')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await harness.db
      .updateTable('vessels')
      .set({ deck_length_m: 100, deck_width_m: 100, max_deck_load_t: 30, usable_deck_factor: 0.85 })
      .where('id', '=', vessel.id)
      .execute();
    const item = await api.ok('supplier', '/api/vendor/item/create', {
      mat_code: 'SPLIT-CSG-958',
      name: '9 5/8" casing joint',
      description: 'Split test item',
      length: 480,
      breadth: 12,
      height: 12,
      weight: 2256,
      item_measurement_unit: 'count',
    });
    const [, rig2] = await rigIdsByCode(harness);
    const ids = await demoIds(harness);
    const created = await api.ok('supplier', '/api/request/create', {
      rig_id: rig2,
      well_id: ids.wellsOf(rig2!)[0]!.id,
      title: 'Casing for the next section',
      type: 'Loadout Request',
      section: 'Casing',
      description: 'Made by the split test',
    });
    const requestId = created.request_id as number;
    const orderId = (
      await api.ok('supplier', '/api/order/create', {
        request_id: requestId,
        item_id: item.item.id,
        quantity: 30,
      })
    ).order.id as number;
    await api.ok('supplier', '/api/request/move-next-phase', { request_id: requestId });
    await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderId, status: 'ACCEPTED' });
    await api.ok('rig_logistics', '/api/request/move-next-phase', { request_id: requestId });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);

    const refused = await api.post('base_coordinator', '/api/order/update', {
      id: orderId,
      shipment_id: shipmentId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^This order would overload the vessel\. Leg 1 to .+: deck load 102\.3 %/,
    );
    expect(refused.json().message).toMatch(/ Or split it: 29 of its 30 fit, so split and send 29 now\.$/);

    // "Split and send 29 now": 1 goes to a new order for a later sailing, the original (29) goes on the shipment.
    const { original, part } = await api.ok('base_coordinator', '/api/order/split', {
      id: orderId,
      quantity: 1,
    });
    expect(original.quantity).toBe(29);
    const placed = await api.post('base_coordinator', '/api/order/update', {
      id: orderId,
      shipment_id: shipmentId,
      version: original.version,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // The part would overload it again: it waits for the next sailing.
    const partDrop = await api.post('base_coordinator', '/api/order/update', {
      id: part.id,
      shipment_id: shipmentId,
    });
    expect(partDrop.statusCode).toBe(400);
    expect(partDrop.json().message).not.toMatch(/split it/);
  });
});
