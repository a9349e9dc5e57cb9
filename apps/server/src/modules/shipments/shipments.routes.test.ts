import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { fieldsOf, requestIdByTitle } from '../requests/request-fixtures.ts';
import {
  apiOf,
  fillShipment,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageAtSea,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

interface WireShipment {
  id: number;
  request_id: number;
  voyage_id: number;
  journey_id: number;
  is_loaded: boolean;
  current_phase: number | null;
  order_count: number;
}

const BOP = 'BOP and hydraulic spares';
const FLUID_LOSS = 'Fluid loss and viscosifier restock';

async function voyageIdByName(harness: Harness, name: string): Promise<number> {
  return (
    await harness.db.selectFrom('voyages').select('id').where('name', '=', name).executeTakeFirstOrThrow()
  ).id;
}

async function shipmentIdOf(harness: Harness, title: string): Promise<number> {
  const requestId = await requestIdByTitle(harness, title);
  return (
    await harness.db
      .selectFrom('shipments')
      .select('id')
      .where('request_id', '=', requestId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
}

describeOnEachDatabase('GET /api/shipment/list', (harness) => {
  const api = apiOf(harness);
  const list = (actor: Parameters<typeof api.get>[0], query: Record<string, string | number> = {}) =>
    api.get(actor, '/api/shipment/list', query);
  const idsOf = (response: { json(): { data: { vendors: { data: WireShipment[] } } } }) =>
    response.json().data.vendors.data.map((shipment) => shipment.id);

  it('lists shipments newest first with request, voyage, journey and where their orders stand', async () => {
    const response = await list('base_coordinator');
    expect(response.statusCode).toBe(200);
    const bop = await shipmentIdOf(harness, BOP);
    const fluidLoss = await shipmentIdOf(harness, FLUID_LOSS);
    expect(idsOf(response)).toEqual([bop, fluidLoss]);
    const [rig1, rig2] = await rigIdsByCode(harness);
    const week48 = await voyageIdByName(harness, 'Week 48 northern run');
    const journey = await harness.db
      .selectFrom('journeys')
      .select('id')
      .where('voyage_id', '=', week48)
      .where('sequence', '=', 2)
      .executeTakeFirstOrThrow();
    const vessel = await harness.db
      .selectFrom('vessels')
      .select('id')
      .where('name', '=', 'MV Sea Falcon')
      .executeTakeFirstOrThrow();
    const [first, second] = response.json().data.vendors.data;
    expect(first).toEqual({
      id: bop,
      request_id: await requestIdByTitle(harness, BOP),
      request: {
        id: await requestIdByTitle(harness, BOP),
        title: BOP,
        rig_id: rig2,
        rig: { id: rig2, name: 'Deepwater Horizon II' },
      },
      voyage_id: week48,
      voyage: {
        id: week48,
        name: 'Week 48 northern run',
        status: 'PLANNING',
        vessel_id: vessel.id,
        vessel: { id: vessel.id, name: 'MV Sea Falcon' },
      },
      journey_id: journey.id,
      journey: { id: journey.id, sequence: 2, rig_id: rig2 },
      // Two of its three orders are still with the supplier.
      is_loaded: false,
      current_phase: 3,
      order_count: 3,
      kept_on_board_count: 0,
      created_at: expect.any(String),
    });
    expect(second).toMatchObject({
      id: fluidLoss,
      request: { title: FLUID_LOSS, rig: { id: rig1, name: 'Ocean Endeavour' } },
      voyage: { name: 'Week 43 central run', status: 'COMPLETED' },
      is_loaded: true,
      current_phase: 8,
      order_count: 2,
    });
    expect(response.json().data.vendors.meta).toEqual({
      total: 2,
      per_page: 10,
      current_page: 1,
      last_page: 1,
    });
  });

  it("shows a supplier only its company's shipments, and 404 for another company's request or shipment", async () => {
    const bop = await shipmentIdOf(harness, BOP);
    const fluidLoss = await shipmentIdOf(harness, FLUID_LOSS);
    expect(idsOf(await list('supplier'))).toEqual([bop]);
    expect(idsOf(await list('second-supplier'))).toEqual([fluidLoss]);
    expect(
      idsOf(await list('supplier', { voyage_id: await voyageIdByName(harness, 'Week 43 central run') })),
    ).toEqual([]);
    const otherRequest = await list('supplier', { request_id: await requestIdByTitle(harness, FLUID_LOSS) });
    expect(otherRequest.statusCode).toBe(404);
    expect(otherRequest.json()).toEqual({ status: false, message: 'Request not found' });
    const otherShipment = await list('supplier', { id: fluidLoss });
    expect(otherShipment.statusCode).toBe(404);
    expect(otherShipment.json()).toEqual({ status: false, message: 'Shipment not found' });
    expect(idsOf(await list('rig_logistics', { id: fluidLoss }))).toEqual([fluidLoss]);
  });

  it('filters by voyage, request, journey, loaded or not, and the phase needing action', async () => {
    const bop = await shipmentIdOf(harness, BOP);
    const fluidLoss = await shipmentIdOf(harness, FLUID_LOSS);
    const week48 = await voyageIdByName(harness, 'Week 48 northern run');
    expect(idsOf(await list('rig_logistics', { voyage_id: week48 }))).toEqual([bop]);
    expect(
      idsOf(await list('rig_logistics', { request_id: await requestIdByTitle(harness, FLUID_LOSS) })),
    ).toEqual([fluidLoss]);
    const journey = await harness.db
      .selectFrom('shipments')
      .select('journey_id')
      .where('id', '=', bop)
      .executeTakeFirstOrThrow();
    expect(idsOf(await list('rig_logistics', { journey_id: journey.journey_id }))).toEqual([bop]);
    expect(idsOf(await list('base_coordinator', { is_loaded: 'true' }))).toEqual([fluidLoss]);
    expect(idsOf(await list('base_coordinator', { is_loaded: 'false' }))).toEqual([bop]);
    expect(idsOf(await list('supplier', { action_phase: 3 }))).toEqual([bop]);
    expect(idsOf(await list('supplier', { action_phase: 4 }))).toEqual([bop]);
    expect(idsOf(await list('supplier', { action_phase: 7 }))).toEqual([]);
    // A shipment with no orders yet is not loaded.
    const waterId = await requestIdByTitle(harness, 'Water and chilled provisions');
    const empty = await shipmentOf(harness, week48, waterId);
    expect(idsOf(await list('base_coordinator', { is_loaded: 'false' }))).toEqual([empty, bop]);
    expect((await list('base_coordinator', { id: empty })).json().data.vendors.data[0]).toMatchObject({
      is_loaded: false,
      current_phase: null,
      order_count: 0,
    });
  });

  it('pages', async () => {
    const all = idsOf(await list('rig_logistics', { limit: 100 }));
    const response = await list('rig_logistics', { page: 2, limit: 1 });
    expect(idsOf(response)).toEqual([all[1]]);
    expect(response.json().data.vendors.meta).toEqual({
      total: all.length,
      per_page: 1,
      current_page: 2,
      last_page: all.length,
    });
  });

  it('refuses a bad is_loaded or phase with 400 naming it, and a caller without a token with 401', async () => {
    const loaded = await list('supplier', { is_loaded: 'yes' });
    expect(loaded.statusCode).toBe(400);
    expect(fieldsOf(loaded.json())).toEqual(['is_loaded']);
    const phase = await list('supplier', { action_phase: 10 });
    expect(phase.statusCode).toBe(400);
    expect(fieldsOf(phase.json())).toEqual(['action_phase']);
    expect((await harness.get('/api/shipment/list')).statusCode).toBe(401);
  });
});

describeOnEachDatabase('POST /api/shipment/create', (harness) => {
  const api = apiOf(harness);
  const create = (actor: Parameters<typeof api.post>[0], body: Record<string, unknown>) =>
    api.post(actor, '/api/shipment/create', body);

  it("creates an empty shipment on the voyage's journey to the request's rig", async () => {
    const requestId = await requestIdByTitle(harness, 'Water and chilled provisions');
    const week48 = await voyageIdByName(harness, 'Week 48 northern run');
    const [, , rig3] = await rigIdsByCode(harness);
    const journey = await harness.db
      .selectFrom('journeys')
      .select(['id', 'sequence'])
      .where('voyage_id', '=', week48)
      .where('rig_id', '=', rig3!)
      .executeTakeFirstOrThrow();
    const response = await create('base_coordinator', { voyage_id: week48, request_id: requestId });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Shipment created successfully');
    expect(response.json().data.shipment).toMatchObject({
      id: expect.any(Number),
      request_id: requestId,
      request: { title: 'Water and chilled provisions', rig: { id: rig3, name: 'Atlantic Explorer' } },
      voyage_id: week48,
      voyage: { name: 'Week 48 northern run', status: 'PLANNING' },
      journey_id: journey.id,
      journey: { id: journey.id, sequence: journey.sequence, rig_id: rig3 },
      is_loaded: false,
      current_phase: null,
      order_count: 0,
    });
    expect((await create('admin', { voyage_id: week48, request_id: requestId })).statusCode).toBe(200);
  });

  it("refuses a voyage without a journey to the request's rig (400 naming voyage_id)", async () => {
    const requestId = await requestIdByTitle(harness, 'Water and chilled provisions');
    const [rig1] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const response = await create('base_coordinator', { voyage_id: voyageId, request_id: requestId });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'voyage_id', message: "This voyage has no journey to the request's rig" },
    ]);
  });

  it('refuses a voyage that has started since it was offered (409, saying who started it)', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const first = await requestToPlan(harness, { rigId: rig1! });
    await fillShipment(harness, {
      shipmentId: await shipmentOf(harness, voyageId, first.requestId),
      orderIds: first.orderIds,
      until: 'loaded',
    });
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    const second = await requestToPlan(harness, { rigId: rig1! });
    const response = await create('base_coordinator', { voyage_id: voyageId, request_id: second.requestId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^This voyage was changed by you at .+ UTC: it has started, so please select another voyage\. Reload/,
    );
    const completed = await create('base_coordinator', {
      voyage_id: await voyageIdByName(harness, 'Week 43 central run'),
      request_id: second.requestId,
    });
    expect(completed.statusCode).toBe(409);
  });

  it('refuses a request with no orders to plan (400 naming request_id)', async () => {
    const week48 = await voyageIdByName(harness, 'Week 48 northern run');
    for (const title of ['Drill pipe top-up', FLUID_LOSS, BOP]) {
      const response = await create('base_coordinator', {
        voyage_id: week48,
        request_id: await requestIdByTitle(harness, title),
      });
      expect(response.statusCode, title).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['request_id']);
    }
  });

  it('answers 404 for a voyage or a request that does not exist', async () => {
    const requestId = await requestIdByTitle(harness, 'Water and chilled provisions');
    const voyage = await create('base_coordinator', { voyage_id: 987654, request_id: requestId });
    expect(voyage.statusCode).toBe(404);
    expect(voyage.json().message).toBe('Voyage not found');
    const week48 = await voyageIdByName(harness, 'Week 48 northern run');
    const request = await create('base_coordinator', { voyage_id: week48, request_id: 987654 });
    expect(request.statusCode).toBe(404);
    expect(request.json().message).toBe('Request not found');
  });

  it('refuses rig logistics and suppliers (403), no voyage (400) and no token (401)', async () => {
    const requestId = await requestIdByTitle(harness, 'Water and chilled provisions');
    const week48 = await voyageIdByName(harness, 'Week 48 northern run');
    for (const actor of ['rig_logistics', 'supplier'] as const) {
      expect((await create(actor, { voyage_id: week48, request_id: requestId })).statusCode).toBe(403);
    }
    const noVoyage = await create('base_coordinator', { request_id: requestId });
    expect(noVoyage.statusCode).toBe(400);
    expect(noVoyage.json().errors).toEqual([{ field: 'voyage_id', message: 'Please select a voyage first' }]);
    expect(
      (await harness.post('/api/shipment/create', { voyage_id: week48, request_id: requestId })).statusCode,
    ).toBe(401);
  });
});

describeOnEachDatabase(
  'GET /api/shipment/get-actionable-shipment-of-request/:requestId/order-phase/:phase',
  (harness) => {
    const api = apiOf(harness);
    const actionable = (actor: Parameters<typeof api.get>[0], requestId: number, phase: number) =>
      api.get(actor, `/api/shipment/get-actionable-shipment-of-request/${requestId}/order-phase/${phase}`);
    const idsOf = (response: { json(): { data: { shipment: WireShipment[] } } }) =>
      response.json().data.shipment.map((shipment) => shipment.id);

    it("answers the request's shipments holding orders in the phase", async () => {
      const bopRequest = await requestIdByTitle(harness, BOP);
      const bop = await shipmentIdOf(harness, BOP);
      const toLoad = await actionable('supplier', bopRequest, 3);
      expect(toLoad.statusCode).toBe(200);
      expect(idsOf(toLoad)).toEqual([bop]);
      expect(toLoad.json().data.shipment[0]).toMatchObject({ id: bop, current_phase: 3, is_loaded: false });
      expect(idsOf(await actionable('supplier', bopRequest, 7))).toEqual([]);
      expect(idsOf(await actionable('base_coordinator', bopRequest, 2))).toEqual([]);

      const water = await requestIdByTitle(harness, 'Water and chilled provisions');
      const week48 = await voyageIdByName(harness, 'Week 48 northern run');
      const shipmentId = await shipmentOf(harness, week48, water);
      await shipmentOf(harness, week48, water);
      expect(idsOf(await actionable('base_coordinator', water, 2))).toEqual([]);
      const [orderId] = (
        await harness.db
          .selectFrom('orders')
          .select('id')
          .where('request_id', '=', water)
          .where('status', '=', 'ACCEPTED')
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
      await fillShipment(harness, { shipmentId, orderIds: [orderId!], until: 'dropped' });
      expect(idsOf(await actionable('base_coordinator', water, 2))).toEqual([shipmentId]);
    });

    it("answers 404 for another company's request or one that does not exist, 400 for a bad phase, 401 without a token", async () => {
      const bopRequest = await requestIdByTitle(harness, BOP);
      const other = await actionable('second-supplier', bopRequest, 3);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Request not found');
      expect((await actionable('rig_logistics', 987654, 6)).statusCode).toBe(404);
      const badPhase = await actionable('supplier', bopRequest, 10);
      expect(badPhase.statusCode).toBe(400);
      expect(fieldsOf(badPhase.json())).toEqual(['phase']);
      expect(
        (await harness.get(`/api/shipment/get-actionable-shipment-of-request/${bopRequest}/order-phase/3`))
          .statusCode,
      ).toBe(401);
    });
  },
);

describeOnEachDatabase('shipments of a request on several voyages', (harness) => {
  it('follows its orders as they are loaded: loaded once every order in play is', async () => {
    const api = apiOf(harness);
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2!, quantities: [1, 2, 3] });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    const shipment = async () =>
      (await api.get('base_coordinator', '/api/shipment/list', { id: shipmentId })).json().data.vendors
        .data[0];
    await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    expect(await shipment()).toMatchObject({ is_loaded: false, current_phase: 3, order_count: 3 });
    await api.ok('supplier', '/api/order/update', { id: orderIds[0] });
    await api.ok('supplier', '/api/order/update', { id: orderIds[1] });
    expect(await shipment()).toMatchObject({ is_loaded: false, current_phase: 3 });
    await api.ok('supplier', '/api/order/update', { id: orderIds[2] });
    expect(await shipment()).toMatchObject({ is_loaded: true, current_phase: 4, order_count: 3 });
    const voyage = (await api.get('base_coordinator', '/api/voyage/get', { id: voyageId })).json().data
      .Voyages.data[0];
    expect(voyage).toMatchObject({ shipment_count: 1, loaded_shipment_count: 1 });
  });
});

describeOnEachDatabase('POST /api/shipment/delete', (harness) => {
  const api = apiOf(harness);
  const remove = (actor: Parameters<typeof api.post>[0], body: Record<string, unknown>) =>
    api.post(actor, '/api/shipment/delete', body);
  const exists = async (shipmentId: number) =>
    (await harness.db
      .selectFrom('shipments')
      .select('id')
      .where('id', '=', shipmentId)
      .executeTakeFirst()) !== undefined;

  it('deletes an empty shipment, after which Start Voyage goes ahead with the loaded ones', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const loaded = await requestToPlan(harness, { rigId: rig1! });
    await fillShipment(harness, {
      shipmentId: await shipmentOf(harness, voyageId, loaded.requestId),
      orderIds: loaded.orderIds,
      until: 'loaded',
    });
    const empty = await shipmentOf(
      harness,
      voyageId,
      (await requestToPlan(harness, { rigId: rig1! })).requestId,
    );
    const blocked = await api.post('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toMatch(/1 of 2 loaded/);

    const response = await remove('base_coordinator', { shipment_id: empty });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: 'Shipment deleted successfully',
      data: { message: 'Shipment deleted successfully', shipment_id: empty },
    });
    expect(await exists(empty)).toBe(false);
    const voyage = await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    expect(voyage.voyage).toMatchObject({ status: 'STARTED' });
  });

  it('lets the admin delete one, and one emptied by Remove', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig1! });
    expect(
      (await remove('admin', { shipment_id: await shipmentOf(harness, voyageId, requestId) })).statusCode,
    ).toBe(200);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds: [orderIds[0]!], until: 'dropped' });
    await api.ok('base_coordinator', '/api/order/update', { id: orderIds[0], shipment_id: null });
    expect((await remove('base_coordinator', { shipment_id: shipmentId })).statusCode).toBe(200);
  });

  it('refuses a shipment that got orders since it was shown empty (409, saying who) and leaves it as it was', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig1! });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds: [orderIds[0]!], until: 'dropped' });
    const response = await remove('base_coordinator', { shipment_id: shipmentId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: false,
      message: expect.stringMatching(
        /^This shipment was changed by you at .+ UTC: it has orders on it now, and only an empty shipment can be deleted; remove its orders first\. Reload to see it as it is now\.$/,
      ),
    });
    expect(await exists(shipmentId)).toBe(true);
  });

  it('refuses a shipment of a voyage that has started (409: the plan is locked)', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { shipments } = await voyageAtSea(harness, [rig1!]);
    const response = await remove('base_coordinator', { shipment_id: shipments[0]!.shipmentId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/: it has started, so its journey plan is locked\. Reload/);
    expect(await exists(shipments[0]!.shipmentId)).toBe(true);
  });

  it('refuses rig logistics and suppliers (403), no token (401), a missing shipment (409) and no id (400)', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const shipmentId = await shipmentOf(
      harness,
      voyageId,
      (await requestToPlan(harness, { rigId: rig1! })).requestId,
    );
    for (const actor of ['rig_logistics', 'supplier'] as const) {
      expect((await remove(actor, { shipment_id: shipmentId })).statusCode, actor).toBe(403);
    }
    expect((await harness.post('/api/shipment/delete', { shipment_id: shipmentId })).statusCode).toBe(401);
    // A shipment the coordinator names that is not there was deleted after it was shown (issue 8.8).
    const missing = await remove('base_coordinator', { shipment_id: 987654 });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({
      status: false,
      message:
        'This shipment no longer exists: someone may have deleted it after this page was loaded. Reload to see the current shipments.',
    });
    const noId = await remove('base_coordinator', {});
    expect(noId.statusCode).toBe(400);
    expect(fieldsOf(noId.json())).toEqual(['shipment_id']);
    expect(await exists(shipmentId)).toBe(true);
  });

  it('answers one of two deletes at once with 200 and the other with 409', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const shipmentId = await shipmentOf(
      harness,
      voyageId,
      (await requestToPlan(harness, { rigId: rig1! })).requestId,
    );
    const responses = await Promise.all([
      remove('base_coordinator', { shipment_id: shipmentId }),
      remove('base_coordinator', { shipment_id: shipmentId }),
    ]);
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect(codes[1]).toBe(409);
    const loser = responses.find((response) => response.statusCode !== 200)!;
    expect(loser.json().message).toMatch(/^This shipment (no longer exists|was changed by someone else)/);
    expect(await exists(shipmentId)).toBe(false);
  });
});
