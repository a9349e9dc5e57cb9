import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { eventsOf, fieldsOf, requestIdByTitle, waitUntilBlockedBy } from '../requests/request-fixtures.ts';
import {
  apiOf,
  fillShipment,
  orderRow,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageTo,
} from './voyage-fixtures.ts';

const VOYAGE_CHANGED = /^This voyage was changed by .+\. Reload to see it as it is now\.$/;

async function voyageIdByName(harness: Harness, name: string): Promise<number> {
  return (
    await harness.db.selectFrom('voyages').select('id').where('name', '=', name).executeTakeFirstOrThrow()
  ).id;
}

async function defaultBase(harness: Harness) {
  return harness.db
    .selectFrom('bases')
    .select(['id', 'name'])
    .where('is_default', '=', 1)
    .executeTakeFirstOrThrow();
}

async function countVoyages(harness: Harness): Promise<number> {
  const row = await harness.db
    .selectFrom('voyages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describeOnEachDatabase('GET /api/voyage/get', (harness) => {
  const api = apiOf(harness);
  const voyagesOf = (response: { json(): { data: { Voyages: { data: Array<Record<string, unknown>> } } } }) =>
    response.json().data.Voyages.data;

  it('lists the voyages newest first, with vessel, bases and journey and shipment counts', async () => {
    const response = await api.get('rig_logistics', '/api/voyage/get');
    expect(response.statusCode).toBe(200);
    const base = await defaultBase(harness);
    const vessels = await harness.db.selectFrom('vessels').select(['id', 'name']).orderBy('id').execute();
    const listed = voyagesOf(response);
    const total = await countVoyages(harness);
    // The demo's newest voyage, then its sailing fortnight (issue 23), then the voyage of five weeks ago.
    expect(listed).toHaveLength(total);
    expect(listed.slice(1, -1).every((voyage) => /run \d{4}-\d{2}-\d{2}$/.test(String(voyage.name)))).toBe(
      true,
    );
    expect([listed[0], listed.at(-1)]).toEqual([
      {
        id: await voyageIdByName(harness, 'Week 48 northern run'),
        name: 'Week 48 northern run',
        status: 'PLANNING',
        vessel_id: vessels[0]!.id,
        vessel: { id: vessels[0]!.id, name: 'MV Sea Falcon' },
        created_at: expect.any(String),
        started_at: null,
        ended_at: null,
        planned_departure_at: null,
        planned_return_at: null,
        cutoff_at: null,
        start_base_id: base.id,
        end_base_id: base.id,
        start_base: { id: base.id, name: 'Aberdeen Supply Base' },
        end_base: { id: base.id, name: 'Aberdeen Supply Base' },
        journey_count: 2,
        // The BOP spares shipment: two orders still with the supplier, one loaded.
        shipment_count: 1,
        loaded_shipment_count: 0,
        ended_journey_count: 0,
        is_returning: false,
        version: expect.any(Number),
      },
      expect.objectContaining({
        name: 'Week 43 central run',
        status: 'COMPLETED',
        vessel: { id: vessels[1]!.id, name: 'MV North Carrier' },
        started_at: expect.any(String),
        ended_at: expect.any(String),
        journey_count: 1,
        shipment_count: 1,
        loaded_shipment_count: 1,
      }),
    ]);
    expect(response.json().data.Voyages.meta).toEqual({
      total,
      per_page: 10,
      current_page: 1,
      last_page: 1,
    });
  });

  it('filters by id and by vessel, and pages', async () => {
    const week43 = await voyageIdByName(harness, 'Week 43 central run');
    const byId = voyagesOf(await api.get('base_coordinator', '/api/voyage/get', { id: week43 }));
    expect(byId.map((voyage) => voyage.name)).toEqual(['Week 43 central run']);
    const vessel = await harness.db
      .selectFrom('vessels')
      .select('id')
      .where('name', '=', 'MV Sea Falcon')
      .executeTakeFirstOrThrow();
    const byVessel = voyagesOf(
      await api.get('base_coordinator', '/api/voyage/get', { vessel_id: vessel.id }),
    );
    expect(byVessel[0]?.name).toBe('Week 48 northern run');
    // The rest are MV Sea Falcon's Monday sailings of the demo fortnight.
    expect(byVessel.slice(1).every((voyage) => String(voyage.name).startsWith('Monday run'))).toBe(true);
    const total = await countVoyages(harness);
    const last = await api.get('base_coordinator', '/api/voyage/get', { page: total, limit: 1 });
    expect(voyagesOf(last).map((voyage) => voyage.name)).toEqual(['Week 43 central run']);
    expect(last.json().data.Voyages.meta).toEqual({
      total,
      per_page: 1,
      current_page: total,
      last_page: total,
    });
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await api.get('rig_logistics', '/api/voyage/get', { id: 987654 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Voyage not found' });
  });

  it('answers admin, refuses suppliers (403) and callers without a token (401)', async () => {
    expect((await api.get('admin', '/api/voyage/get')).statusCode).toBe(200);
    expect((await api.get('supplier', '/api/voyage/get')).statusCode).toBe(403);
    expect((await harness.get('/api/voyage/get')).statusCode).toBe(401);
  });
});

describeOnEachDatabase('POST /api/voyage/create', (harness) => {
  const api = apiOf(harness);
  const vesselId = async () =>
    (await harness.db.selectFrom('vessels').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

  it('creates a voyage in planning, at the default base unless bases are chosen', async () => {
    const base = await defaultBase(harness);
    const response = await api.post('base_coordinator', '/api/voyage/create', {
      name: '  Week 50 run  ',
      vessel_id: await vesselId(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Voyage created successfully');
    expect(body.data.voyage).toEqual({
      id: expect.any(Number),
      name: 'Week 50 run',
      status: 'PLANNING',
      vessel_id: await vesselId(),
      vessel: { id: await vesselId(), name: 'MV Sea Falcon' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      started_at: null,
      ended_at: null,
      planned_departure_at: null,
      planned_return_at: null,
      cutoff_at: null,
      start_base_id: base.id,
      end_base_id: base.id,
      start_base: { id: base.id, name: base.name },
      end_base: { id: base.id, name: base.name },
      journey_count: 0,
      shipment_count: 0,
      loaded_shipment_count: 0,
      ended_journey_count: 0,
      is_returning: false,
      version: 1,
    });

    const other = await harness.db
      .selectFrom('bases')
      .select('id')
      .where('is_default', '=', 0)
      .executeTakeFirstOrThrow();
    const chosen = await api.ok('admin', '/api/voyage/create', {
      name: 'From Stavanger',
      vessel_id: await vesselId(),
      start_base_id: other.id,
    });
    expect(chosen.voyage).toMatchObject({
      start_base: { id: other.id, name: 'Stavanger Supply Base' },
      end_base: { id: base.id },
    });
  });

  it('refuses a missing name or vessel with the messages of the form, naming the field', async () => {
    const noName = await api.post('base_coordinator', '/api/voyage/create', { name: '  ', vessel_id: 1 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual([{ field: 'name', message: 'Please enter a voyage name' }]);
    const noVessel = await api.post('base_coordinator', '/api/voyage/create', { name: 'Run' });
    expect(noVessel.statusCode).toBe(400);
    expect(noVessel.json().errors).toEqual([{ field: 'vessel_id', message: 'Please select a vessel' }]);
  });

  it('refuses a vessel or a base that does not exist with 400 naming the field', async () => {
    const vessel = await api.post('base_coordinator', '/api/voyage/create', {
      name: 'Run',
      vessel_id: 987654,
    });
    expect(vessel.statusCode).toBe(400);
    expect(fieldsOf(vessel.json())).toEqual(['vessel_id']);
    const base = await api.post('base_coordinator', '/api/voyage/create', {
      name: 'Run',
      vessel_id: await vesselId(),
      end_base_id: 987654,
    });
    expect(base.statusCode).toBe(400);
    expect(fieldsOf(base.json())).toEqual(['end_base_id']);
  });

  it('refuses rig logistics and suppliers (403) and callers without a token (401)', async () => {
    for (const role of ['rig_logistics', 'supplier'] as const) {
      const response = await api.post(role, '/api/voyage/create', {
        name: 'Run',
        vessel_id: await vesselId(),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await harness.post('/api/voyage/create', { name: 'Run', vessel_id: 1 })).statusCode).toBe(401);
  });
});

describeOnEachDatabase('POST /api/voyage/start', (harness) => {
  const api = apiOf(harness);
  const start = (voyageId: number, actor: Parameters<typeof api.post>[0] = 'base_coordinator') =>
    api.post(actor, '/api/voyage/start', { voyage_id: voyageId });

  /** A voyage to RIG-002 carrying one shipment of a fresh request, filled as far as `until`. */
  async function voyageWithShipment(until: 'dropped' | 'assigned' | 'loaded') {
    const [, rig2] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2! });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until });
    return { voyageId, requestId, orderIds, shipmentId };
  }

  it('starts a fully loaded voyage and sets its orders at sea, with an event each', async () => {
    const { voyageId, orderIds } = await voyageWithShipment('loaded');
    const response = await start(voyageId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Voyage started successfully');
    expect(response.json().data.voyage).toMatchObject({
      id: voyageId,
      status: 'STARTED',
      started_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      ended_at: null,
      shipment_count: 1,
      loaded_shipment_count: 1,
    });
    const coordinator = await harness.db
      .selectFrom('users')
      .select('id')
      .where('role_slug', '=', 'base-coordinator')
      .executeTakeFirstOrThrow();
    for (const orderId of orderIds) {
      expect(await orderRow(harness, orderId)).toMatchObject({ status: 'IN_TRANSIT', current_phase: 5 });
      expect((await eventsOf(harness, 'order', orderId)).at(-1)).toEqual({
        actor_user_id: coordinator.id,
        from_phase: 4,
        from_status: 'LOADED',
        to_phase: 5,
        to_status: 'IN_TRANSIT',
        created_at: response.json().data.voyage.started_at,
      });
    }
  });

  it('refuses a voyage without shipments (400)', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const response = await start(voyageId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'Add a shipment before starting the voyage' });
  });

  it('refuses while a shipment is not loaded, counting the loaded ones (400), and changes nothing', async () => {
    const seeded = await voyageIdByName(harness, 'Week 48 northern run');
    const response = await start(seeded);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Every shipment must be loaded before the voyage starts (0 of 1 loaded)',
    );

    const { voyageId, requestId } = await voyageWithShipment('loaded');
    // A second shipment with nothing on it is not loaded either.
    await shipmentOf(
      harness,
      voyageId,
      (await requestToPlan(harness, { rigId: (await rigIdsByCode(harness))[1]! })).requestId,
    );
    const partly = await start(voyageId);
    expect(partly.statusCode).toBe(400);
    expect(partly.json().message).toBe(
      'Every shipment must be loaded before the voyage starts (1 of 2 loaded)',
    );
    const voyage = await harness.db
      .selectFrom('voyages')
      .select(['status', 'started_at'])
      .where('id', '=', voyageId)
      .executeTakeFirstOrThrow();
    expect(voyage).toEqual({ status: 'PLANNING', started_at: null });
    const orders = await harness.db
      .selectFrom('orders')
      .select('current_phase')
      .where('request_id', '=', requestId)
      .execute();
    expect(orders.map((order) => order.current_phase)).toEqual([4, 4]);
  });

  it('answers 409 once the voyage has started, and 404 for one that does not exist', async () => {
    const { voyageId } = await voyageWithShipment('loaded');
    expect((await start(voyageId)).statusCode).toBe(200);
    const again = await start(voyageId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already started/);
    expect((await start(await voyageIdByName(harness, 'Week 43 central run'))).statusCode).toBe(409);
    expect((await start(987654)).statusCode).toBe(404);
  });

  it('starts once when two starts arrive together', async () => {
    const { voyageId, orderIds } = await voyageWithShipment('loaded');
    const answers = await Promise.all([start(voyageId), start(voyageId, 'admin')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await eventsOf(harness, 'order', orderIds[0]!);
    expect(events.filter((event) => event.to_status === 'IN_TRANSIT')).toHaveLength(1);
  });

  it('refuses rig logistics and suppliers (403), a missing voyage_id (400) and no token (401)', async () => {
    const seeded = await voyageIdByName(harness, 'Week 48 northern run');
    expect((await start(seeded, 'rig_logistics')).statusCode).toBe(403);
    expect((await start(seeded, 'supplier')).statusCode).toBe(403);
    const missing = await api.post('base_coordinator', '/api/voyage/start', {});
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual(['voyage_id']);
    expect((await harness.post('/api/voyage/start', { voyage_id: seeded })).statusCode).toBe(401);
  });

  it.skipIf(harness.kind !== 'postgres')(
    'makes a drop that waited for the start answer 409, and a start that waited for a drop count it',
    async () => {
      const { voyageId, shipmentId, requestId } = await voyageWithShipment('loaded');
      const [extra] = (await requestToPlan(harness, { rigId: (await rigIdsByCode(harness))[1]! })).orderIds;
      // The extra order belongs to another request: make it this one's, still to plan.
      await harness.db
        .updateTable('orders')
        .set({ request_id: requestId })
        .where('id', '=', extra!)
        .execute();

      let drop: ReturnType<typeof api.post> | undefined;
      await harness.db.transaction().execute(async (trx) => {
        // Someone starts the voyage and holds its row until the drop has read it in planning.
        await trx
          .updateTable('voyages')
          .set({ status: 'STARTED', started_at: new Date().toISOString() })
          .where('id', '=', voyageId)
          .execute();
        drop = api.post('base_coordinator', '/api/order/update', { id: extra!, shipment_id: shipmentId });
        await waitUntilBlockedBy(harness, trx);
      });
      const dropped = await drop!;
      expect(dropped.statusCode).toBe(409);
      expect(dropped.json().message).toMatch(VOYAGE_CHANGED);
      expect(await orderRow(harness, extra!)).toEqual({
        status: 'ACCEPTED',
        current_phase: 2,
        shipment_id: null,
      });

      await harness.db
        .updateTable('voyages')
        .set({ status: 'PLANNING', started_at: null })
        .where('id', '=', voyageId)
        .execute();
      let starting: ReturnType<typeof start> | undefined;
      await harness.db.transaction().execute(async (trx) => {
        // A drop holds the voyage's row while the start arrives.
        await trx.updateTable('voyages').set({ status: 'PLANNING' }).where('id', '=', voyageId).execute();
        await trx
          .updateTable('orders')
          .set({ status: 'REQUEST_LOADING', shipment_id: shipmentId })
          .where('id', '=', extra!)
          .execute();
        starting = start(voyageId);
        await waitUntilBlockedBy(harness, trx);
      });
      const started = await starting!;
      expect(started.statusCode).toBe(400);
      expect(started.json().message).toBe(
        'Every shipment must be loaded before the voyage starts (0 of 1 loaded)',
      );
    },
  );
});

describeOnEachDatabase('GET /api/voyage/valid-voyages-for-shipment/:requestId', (harness) => {
  const api = apiOf(harness);
  const namesOf = (response: { json(): { data: { voyages: { data: Array<{ name: string }> } } } }) =>
    response.json().data.voyages.data.map((voyage) => voyage.name);

  it("lists the voyages not yet started that have a journey to the request's rig", async () => {
    const requestId = await requestIdByTitle(harness, 'Water and chilled provisions');
    const [rig1, , rig3] = await rigIdsByCode(harness);
    await voyageTo(harness, [rig1!], 'Elsewhere only');
    await voyageTo(harness, [rig1!, rig3!], 'Also to Atlantic Explorer');
    const response = await api.get('base_coordinator', `/api/voyage/valid-voyages-for-shipment/${requestId}`);
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toEqual(['Also to Atlantic Explorer', 'Week 48 northern run']);
    expect(response.json().data.voyages.meta).toEqual({
      total: 2,
      per_page: 10,
      current_page: 1,
      last_page: 1,
    });
    const paged = await api.get('rig_logistics', `/api/voyage/valid-voyages-for-shipment/${requestId}`, {
      page: 2,
      limit: 1,
    });
    expect(namesOf(paged)).toEqual(['Week 48 northern run']);
  });

  it('leaves out a voyage once it has started', async () => {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2! });
    const { voyageId } = await voyageTo(harness, [rig2!], 'Soon sailing');
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds: [orderIds[0]!], until: 'loaded' });
    const url = `/api/voyage/valid-voyages-for-shipment/${requestId}`;
    expect(namesOf(await api.get('base_coordinator', url))).toContain('Soon sailing');
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    expect(namesOf(await api.get('base_coordinator', url))).not.toContain('Soon sailing');
  });

  it('answers 404 for a request that does not exist, 403 to suppliers and 401 without a token', async () => {
    const missing = await api.get('base_coordinator', '/api/voyage/valid-voyages-for-shipment/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Request not found');
    const requestId = await requestIdByTitle(harness, 'Water and chilled provisions');
    expect(
      (await api.get('supplier', `/api/voyage/valid-voyages-for-shipment/${requestId}`)).statusCode,
    ).toBe(403);
    expect((await harness.get(`/api/voyage/valid-voyages-for-shipment/${requestId}`)).statusCode).toBe(401);
  });
});
