import type { OrderStatus } from '@rigline/contract/phases';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { apiOf, rigIdsByCode, voyageAtSea } from '../voyages/voyage-fixtures.ts';

const DAY_MS = 86_400_000;
const GULF = 'Gulf Tubulars & Supply';
const NORTH_SEA = 'North Sea Mud & Cement';
type VendorName = typeof GULF | typeof NORTH_SEA;

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const nowIso = () => new Date().toISOString();
/** The last millisecond of the previous calendar month (UTC). */
function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1).toISOString();
}

async function adminToken(harness: Harness): Promise<string> {
  const response = await harness.post('/api/auth/login', {
    email: 'admin@rigline.demo',
    password: 'admin-demo-2025',
  });
  return response.json().data.token as string;
}

/** Direct writes that put the data in the states a dashboard reports on. */
function dataOf(harness: Harness) {
  const db = () => harness.db;
  return {
    async rigId(code: string): Promise<number> {
      return (await db().selectFrom('rigs').select('id').where('code', '=', code).executeTakeFirstOrThrow())
        .id;
    },
    async vendorId(name: VendorName): Promise<number> {
      return (
        await db().selectFrom('vendors').select('id').where('name', '=', name).executeTakeFirstOrThrow()
      ).id;
    },
    async requestId(title: string): Promise<number> {
      return (
        await db().selectFrom('requests').select('id').where('title', '=', title).executeTakeFirstOrThrow()
      ).id;
    },
    async addRequest(spec: {
      vendor: VendorName;
      rigCode: string;
      status: 'DRAFT' | 'PENDING' | 'PROCESSING' | 'COMPLETED';
      phase: number;
      title?: string;
      updatedAt?: string;
    }): Promise<number> {
      const vendorId = await this.vendorId(spec.vendor);
      const rigId = await this.rigId(spec.rigCode);
      const user = await db()
        .selectFrom('users')
        .select('id')
        .where('vendor_id', '=', vendorId)
        .executeTakeFirstOrThrow();
      const well = await db()
        .selectFrom('wells')
        .select('id')
        .where('rig_id', '=', rigId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const at = spec.updatedAt ?? nowIso();
      const row = await db()
        .insertInto('requests')
        .values({
          vendor_id: vendorId,
          created_by: user.id,
          rig_id: rigId,
          well_id: well.id,
          title: spec.title ?? `Test request ${spec.status}`,
          description: 'Added by a dashboard test',
          section: 'Test section',
          request_type: 'Loadout Request',
          status: spec.status,
          current_phase: spec.phase,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async addOrder(spec: {
      requestId: number;
      status: OrderStatus;
      phase: number;
      shipmentId?: number | null;
      updatedAt?: string;
    }): Promise<number> {
      const request = await db()
        .selectFrom('requests')
        .select('vendor_id')
        .where('id', '=', spec.requestId)
        .executeTakeFirstOrThrow();
      const item = await db()
        .selectFrom('items')
        .select('id')
        .where('vendor_id', '=', request.vendor_id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const at = spec.updatedAt ?? nowIso();
      const row = await db()
        .insertInto('orders')
        .values({
          request_id: spec.requestId,
          item_id: item.id,
          quantity: 1,
          status: spec.status,
          current_phase: spec.phase,
          shipment_id: spec.shipmentId ?? null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async setOrder(
      orderId: number,
      change: { status: OrderStatus; phase: number; shipmentId?: number | null },
    ) {
      await db()
        .updateTable('orders')
        .set({
          status: change.status,
          current_phase: change.phase,
          ...(change.shipmentId !== undefined ? { shipment_id: change.shipmentId } : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', orderId)
        .execute();
    },
    async ordersOf(requestId: number, status: OrderStatus): Promise<number[]> {
      const rows = await db()
        .selectFrom('orders')
        .select('id')
        .where('request_id', '=', requestId)
        .where('status', '=', status)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },
    async addVoyage(spec: {
      name: string;
      status: 'PLANNING' | 'STARTED';
      createdAt?: string;
    }): Promise<number> {
      const vessel = await db().selectFrom('vessels').select('id').orderBy('id').executeTakeFirstOrThrow();
      const base = await db()
        .selectFrom('bases')
        .select('id')
        .where('is_default', '=', 1)
        .executeTakeFirstOrThrow();
      const row = await db()
        .insertInto('voyages')
        .values({
          name: spec.name,
          vessel_id: vessel.id,
          status: spec.status,
          start_base_id: base.id,
          end_base_id: base.id,
          started_at: spec.status === 'STARTED' ? nowIso() : null,
          ended_at: null,
          created_at: spec.createdAt ?? nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** A shipment of the request on the voyage, on the voyage's journey to the request's rig (added if missing). */
    async addShipment(requestId: number, voyageId: number): Promise<number> {
      const request = await db()
        .selectFrom('requests')
        .select('rig_id')
        .where('id', '=', requestId)
        .executeTakeFirstOrThrow();
      let journey = await db()
        .selectFrom('journeys')
        .select('id')
        .where('voyage_id', '=', voyageId)
        .where('rig_id', '=', request.rig_id)
        .executeTakeFirst();
      if (!journey) {
        const count = await db()
          .selectFrom('journeys')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('voyage_id', '=', voyageId)
          .executeTakeFirstOrThrow();
        journey = await db()
          .insertInto('journeys')
          .values({
            voyage_id: voyageId,
            rig_id: request.rig_id,
            sequence: Number(count.count) + 1,
            started_at: null,
            ended_at: null,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      }
      const row = await db()
        .insertInto('shipments')
        .values({ request_id: requestId, voyage_id: voyageId, journey_id: journey.id, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async voyageId(name: string): Promise<number> {
      return (
        await db().selectFrom('voyages').select('id').where('name', '=', name).executeTakeFirstOrThrow()
      ).id;
    },
  };
}

async function dashboard(harness: Harness, path: string, role: Parameters<Harness['tokenFor']>[0]) {
  const response = await harness.get(`/api/dashboard/${path}`, { token: await harness.tokenFor(role) });
  expect(response.statusCode).toBe(200);
  expect(response.json().status).toBe(true);
  return response.json().data;
}

describeOnEachDatabase('GET /api/dashboard/rig-logistics', (harness) => {
  const data = dataOf(harness);
  const get = () => dashboard(harness, 'rig-logistics', 'rig_logistics');

  it('reports the figures of the demo data', async () => {
    expect(await get()).toEqual({
      // RIG-004 is inactive.
      active_rigs: 3,
      pending_requests: 2,
      orders_completed_this_month: 0,
      per_rig: [
        {
          rig_id: await data.rigId('RIG-001'),
          rig_name: 'Ocean Endeavour',
          // Drill pipe top-up in review, and the fluid loss restock delivered on the completed voyage.
          total_requests: 2,
          pending_approval: 1,
          approved: 1,
        },
        {
          rig_id: await data.rigId('RIG-002'),
          rig_name: 'Deepwater Horizon II',
          // Mud pump spares in review, and the BOP spares being loaded.
          total_requests: 2,
          pending_approval: 1,
          approved: 1,
        },
        {
          rig_id: await data.rigId('RIG-003'),
          rig_name: 'Atlantic Explorer',
          total_requests: 2,
          pending_approval: 0,
          approved: 2,
        },
        {
          rig_id: await data.rigId('RIG-004'),
          rig_name: 'Nordic Star',
          total_requests: 0,
          pending_approval: 0,
          approved: 0,
        },
      ],
    });
  });

  it('counts orders delivered this month, of every vendor, and not those of last month', async () => {
    const requestId = await data.requestId('Cement job 9 5/8" casing');
    const before = (await get()).orders_completed_this_month;
    await data.addOrder({ requestId, status: 'DELIVERED', phase: 8 });
    expect((await get()).orders_completed_this_month).toBe(before + 1);
    await data.addOrder({ requestId, status: 'DELIVERED', phase: 8, updatedAt: lastMonth() });
    await data.addOrder({ requestId, status: 'OFFLOADING', phase: 7 });
    expect((await get()).orders_completed_this_month).toBe(before + 1);
  });

  it('follows rig status and request changes', async () => {
    const before = await get();
    const nordicStar = await data.rigId('RIG-004');
    await harness.db.updateTable('rigs').set({ status: 1 }).where('id', '=', nordicStar).execute();
    await data.addRequest({ vendor: GULF, rigCode: 'RIG-004', status: 'PENDING', phase: 1 });
    await data.addRequest({ vendor: GULF, rigCode: 'RIG-004', status: 'PROCESSING', phase: 3 });
    await data.addRequest({ vendor: GULF, rigCode: 'RIG-004', status: 'DRAFT', phase: 0 });
    // Every order rejected in review: completed, so approved rather than pending.
    await data.addRequest({ vendor: NORTH_SEA, rigCode: 'RIG-004', status: 'COMPLETED', phase: 1 });
    const after = await get();
    expect(after.active_rigs).toBe(before.active_rigs + 1);
    expect(after.pending_requests).toBe(before.pending_requests + 1);
    expect(after.per_rig.find((rig: { rig_id: number }) => rig.rig_id === nordicStar)).toEqual({
      rig_id: nordicStar,
      rig_name: 'Nordic Star',
      total_requests: 3,
      pending_approval: 1,
      approved: 2,
    });
  });

  it('answers admin too', async () => {
    const response = await harness.get('/api/dashboard/rig-logistics', { token: await adminToken(harness) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses without a token (401) and to suppliers and the base coordinator (403)', async () => {
    expect((await harness.get('/api/dashboard/rig-logistics')).statusCode).toBe(401);
    for (const role of ['supplier', 'base_coordinator'] as const) {
      const response = await harness.get('/api/dashboard/rig-logistics', {
        token: await harness.tokenFor(role),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describeOnEachDatabase('GET /api/dashboard/rig/:rigId', (harness) => {
  const data = dataOf(harness);
  const get = async (code: string, role: Parameters<Harness['tokenFor']>[0] = 'rig_logistics') =>
    dashboard(harness, `rig/${await data.rigId(code)}`, role);

  it('answers the rig and its request counts for operators', async () => {
    const rig = await harness.db
      .selectFrom('rigs')
      .selectAll()
      .where('code', '=', 'RIG-003')
      .executeTakeFirstOrThrow();
    const expected = {
      rig: {
        id: rig.id,
        code: 'RIG-003',
        name: 'Atlantic Explorer',
        location: 'West of Shetland, Block 204/10',
        status: true,
        currentWellId: rig.current_well_id,
        currentWell: { id: rig.current_well_id, name: expect.any(String) },
        time_zone: 'Europe/London',
      },
      total_requests: 2,
      pending_approval: 0,
      approved: 2,
    };
    expect(await get('RIG-003')).toEqual(expected);
    expect(await get('RIG-003', 'base_coordinator')).toEqual(expected);
    expect(await get('RIG-001')).toMatchObject({ total_requests: 2, pending_approval: 1, approved: 1 });
    expect(await get('RIG-004')).toMatchObject({
      rig: { code: 'RIG-004', status: false },
      total_requests: 0,
      pending_approval: 0,
      approved: 0,
    });
  });

  it("counts only the supplier's own company's requests", async () => {
    expect(await get('RIG-003', 'supplier')).toMatchObject({
      total_requests: 1,
      pending_approval: 0,
      approved: 1,
    });
    expect(await get('RIG-003', 'second-supplier')).toMatchObject({ total_requests: 1, approved: 1 });
    expect(await get('RIG-002', 'supplier')).toMatchObject({
      total_requests: 2,
      pending_approval: 1,
      approved: 1,
    });
    // North Sea's completed request counts as approved.
    expect(await get('RIG-001', 'second-supplier')).toMatchObject({
      total_requests: 1,
      pending_approval: 0,
      approved: 1,
    });
    // North Sea's only request on RIG-002 is still a draft.
    expect(await get('RIG-002', 'second-supplier')).toMatchObject({ total_requests: 0, pending_approval: 0 });
  });

  it('follows the requests as they move on', async () => {
    const drillPipe = await data.requestId('Drill pipe top-up');
    await harness.db
      .updateTable('requests')
      .set({ status: 'PROCESSING', current_phase: 2 })
      .where('id', '=', drillPipe)
      .execute();
    expect(await get('RIG-001')).toMatchObject({ total_requests: 2, pending_approval: 0, approved: 2 });
    await data.addRequest({ vendor: NORTH_SEA, rigCode: 'RIG-001', status: 'PENDING', phase: 1 });
    expect(await get('RIG-001')).toMatchObject({ total_requests: 3, pending_approval: 1, approved: 2 });
    expect(await get('RIG-001', 'supplier')).toMatchObject({
      total_requests: 1,
      pending_approval: 0,
      approved: 1,
    });
  });

  it('answers 404 for an unknown rig and 400 for a rig id that is not a number', async () => {
    const token = await harness.tokenFor('rig_logistics');
    const unknown = await harness.get('/api/dashboard/rig/987654', { token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: false, message: 'Rig not found' });
    const bad = await harness.get('/api/dashboard/rig/RIG-001', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field)).toEqual(['rigId']);
  });

  it('refuses without a token (401)', async () => {
    expect((await harness.get(`/api/dashboard/rig/${await data.rigId('RIG-001')}`)).statusCode).toBe(401);
  });
});

describeOnEachDatabase('GET /api/dashboard/site-operations', (harness) => {
  const data = dataOf(harness);
  const get = () => dashboard(harness, 'site-operations', 'rig_logistics');
  const siteOf = async (code: string) => {
    const rigId = await data.rigId(code);
    return (await get()).sites.find((site: { rig_id: number }) => site.rig_id === rigId);
  };
  const alertsOf = async (kind: string) =>
    (await get()).alerts.filter((alert: { kind: string }) => alert.kind === kind);

  it('reports every rig and the alerts of the demo data', async () => {
    const mudPump = await data.requestId('Mud pump spares and provisions');
    const drillPipe = await data.requestId('Drill pipe top-up');
    const bopSpares = await data.requestId('BOP and hydraulic spares');
    const site = (name: string, location: string, open: number, total: number, delivered = 0) => ({
      rig_name: name,
      location,
      open_requests: open,
      orders_in_transit: 0,
      orders_delivered: delivered,
      orders_total: total,
      progress_percent: Math.round((100 * delivered) / total),
    });
    const body = await get();
    expect(body.sites).toEqual([
      // Drill pipe and the completed fluid loss restock: two of four orders delivered. The casing run's two
      // orders are still the supplier's draft, not yet the rig's (issue 22 #20).
      {
        rig_id: await data.rigId('RIG-001'),
        ...site('Ocean Endeavour', 'Central North Sea, Block 22/14', 1, 4, 2),
      },
      // The weighting material draft's two orders do not count either.
      {
        rig_id: await data.rigId('RIG-002'),
        ...site('Deepwater Horizon II', 'Northern North Sea, Block 211/27', 2, 6),
      },
      // Six orders, one rejected in review.
      {
        rig_id: await data.rigId('RIG-003'),
        ...site('Atlantic Explorer', 'West of Shetland, Block 204/10', 2, 5),
      },
      {
        rig_id: await data.rigId('RIG-004'),
        rig_name: 'Nordic Star',
        location: 'Norwegian Sea, Block 6507/3',
        open_requests: 0,
        orders_in_transit: 0,
        orders_delivered: 0,
        orders_total: 0,
        progress_percent: 0,
      },
    ]);
    // Both pending requests were handed on 7 and 5 days ago; the oldest comes first.
    expect(body.alerts).toEqual([
      {
        kind: 'awaiting_review',
        message: `REQ-${String(drillPipe).padStart(3, '0')} for Ocean Endeavour has been waiting for review for 7 days`,
        request_id: drillPipe,
      },
      {
        kind: 'awaiting_review',
        message: `REQ-${String(mudPump).padStart(3, '0')} for Deepwater Horizon II has been waiting for review for 5 days`,
        request_id: mudPump,
      },
      // Two of the BOP spares shipment's three orders are still with the supplier.
      {
        kind: 'awaiting_loading',
        message: `REQ-${String(bopSpares).padStart(3, '0')}: 2 order(s) on voyage Week 48 northern run waiting to be loaded by the supplier`,
        request_id: bopSpares,
        voyage_id: await data.voyageId('Week 48 northern run'),
      },
    ]);
  });

  it('counts orders in transit and delivered, and the progress from them', async () => {
    const requestId = await data.addRequest({
      vendor: GULF,
      rigCode: 'RIG-004',
      status: 'PROCESSING',
      phase: 5,
    });
    await data.addOrder({ requestId, status: 'IN_TRANSIT', phase: 5 });
    await data.addOrder({ requestId, status: 'IN_TRANSIT', phase: 5 });
    await data.addOrder({ requestId, status: 'DELIVERED', phase: 8 });
    await data.addOrder({ requestId, status: 'REJECTED', phase: 1 });
    expect(await siteOf('RIG-004')).toMatchObject({
      open_requests: 1,
      orders_in_transit: 2,
      orders_delivered: 1,
      orders_total: 3,
      progress_percent: 33,
    });
    const [first] = await data.ordersOf(requestId, 'IN_TRANSIT');
    await data.setOrder(first!, { status: 'DELIVERED', phase: 8 });
    expect(await siteOf('RIG-004')).toMatchObject({
      orders_in_transit: 1,
      orders_delivered: 2,
      orders_total: 3,
      progress_percent: 67,
    });
    await harness.db
      .updateTable('requests')
      .set({ status: 'COMPLETED' })
      .where('id', '=', requestId)
      .execute();
    expect((await siteOf('RIG-004')).open_requests).toBe(0);
  });

  it('raises an offload alert for orders waiting at a rig', async () => {
    expect(await alertsOf('offload_required')).toEqual([]);
    const requestId = await data.addRequest({
      vendor: NORTH_SEA,
      rigCode: 'RIG-002',
      status: 'PROCESSING',
      phase: 6,
    });
    await data.addOrder({ requestId, status: 'OFFLOAD_REQUIRED', phase: 6 });
    await data.addOrder({ requestId, status: 'OFFLOAD_REQUIRED', phase: 6 });
    const alerts = await alertsOf('offload_required');
    expect(alerts).toEqual([
      {
        kind: 'offload_required',
        message: `REQ-${String(requestId).padStart(3, '0')}: 2 order(s) waiting to be offloaded at Deepwater Horizon II`,
        request_id: requestId,
      },
    ]);
    // The offload alerts come first: they are the most urgent.
    expect((await get()).alerts[0]).toEqual(alerts[0]);
  });

  it('raises a review alert only after two days', async () => {
    const before = await alertsOf('awaiting_review');
    const recent = await data.addRequest({
      vendor: GULF,
      rigCode: 'RIG-003',
      status: 'PENDING',
      phase: 1,
      updatedAt: daysAgo(1),
    });
    const old = await data.addRequest({
      vendor: GULF,
      rigCode: 'RIG-003',
      status: 'PENDING',
      phase: 1,
      updatedAt: daysAgo(3),
    });
    // Accepting one of its orders is not a change of the request: the clock keeps running.
    const orderId = await data.addOrder({
      requestId: old,
      status: 'CREATED',
      phase: 1,
      updatedAt: daysAgo(3),
    });
    const accepted = await harness.post(
      '/api/order/update-status',
      { order_id: orderId, status: 'ACCEPTED' },
      { token: await harness.tokenFor('rig_logistics') },
    );
    expect(accepted.statusCode).toBe(200);
    const after = await alertsOf('awaiting_review');
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((alert: { request_id: number }) => alert.request_id)).not.toContain(recent);
    expect(after).toContainEqual({
      kind: 'awaiting_review',
      message: `REQ-${String(old).padStart(3, '0')} for Atlantic Explorer has been waiting for review for 3 days`,
      request_id: old,
    });
  });

  it('raises a loading alert for a shipment the supplier has to load, then a ready alert for its voyage', async () => {
    const requestId = await data.requestId('Water and chilled provisions');
    const voyageId = await data.addVoyage({ name: 'Site ops test run', status: 'PLANNING' });
    const shipmentId = await data.addShipment(requestId, voyageId);
    const accepted = await data.ordersOf(requestId, 'ACCEPTED');
    expect(accepted).toHaveLength(2);
    for (const orderId of accepted)
      await data.setOrder(orderId, { status: 'ASSIGNED_TO_SUPPLIER', phase: 3, shipmentId });
    const ofThisVoyage = async (kind: string) =>
      (await alertsOf(kind)).filter((alert: { voyage_id: number }) => alert.voyage_id === voyageId);
    expect(await ofThisVoyage('awaiting_loading')).toEqual([
      {
        kind: 'awaiting_loading',
        message: `REQ-${String(requestId).padStart(3, '0')}: 2 order(s) on voyage Site ops test run waiting to be loaded by the supplier`,
        request_id: requestId,
        voyage_id: voyageId,
      },
    ]);
    expect(await alertsOf('voyage_ready')).toEqual([]);

    await data.setOrder(accepted[0]!, { status: 'LOADED', phase: 4 });
    expect((await ofThisVoyage('awaiting_loading'))[0].message).toMatch(/: 1 order\(s\)/);
    expect(await alertsOf('voyage_ready')).toEqual([]);

    await data.setOrder(accepted[1]!, { status: 'LOADED', phase: 4 });
    expect(await ofThisVoyage('awaiting_loading')).toEqual([]);
    expect(await alertsOf('voyage_ready')).toEqual([
      {
        kind: 'voyage_ready',
        message: 'Voyage Site ops test run is loaded and ready to start',
        voyage_id: voyageId,
      },
    ]);

    // The seeded voyage's shipment is still being loaded: not ready.
    const seeded = await data.voyageId('Week 48 northern run');
    expect(
      (await alertsOf('voyage_ready')).map((alert: { voyage_id: number }) => alert.voyage_id),
    ).not.toContain(seeded);
  });

  it('answers the base coordinator and admin too', async () => {
    await dashboard(harness, 'site-operations', 'base_coordinator');
    const response = await harness.get('/api/dashboard/site-operations', {
      token: await adminToken(harness),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses without a token (401) and to suppliers (403)', async () => {
    expect((await harness.get('/api/dashboard/site-operations')).statusCode).toBe(401);
    const response = await harness.get('/api/dashboard/site-operations', {
      token: await harness.tokenFor('supplier'),
    });
    expect(response.statusCode).toBe(403);
  });
});

describeOnEachDatabase('GET /api/dashboard/supplier', (harness) => {
  const data = dataOf(harness);
  const get = (role: 'supplier' | 'second-supplier' = 'supplier') => dashboard(harness, 'supplier', role);

  it("reports the supplier's own company only, with its newest requests", async () => {
    const gulf = await get();
    expect(gulf).toMatchObject({
      draft_requests: 1,
      // The BOP spares: two of three orders still to load.
      orders_to_load: 2,
      orders_to_offload: 0,
      orders_delivered_this_month: 0,
    });
    expect(
      gulf.recent_requests.map((request: { title: string; total_items: number; status: string }) => [
        request.title,
        request.total_items,
        request.status,
      ]),
    ).toEqual([
      ['Casing run for WELL-1A', 2, 'DRAFT'],
      ['Mud pump spares and provisions', 3, 'PENDING'],
      ['Drill pipe top-up', 2, 'PENDING'],
      ['Water and chilled provisions', 3, 'PROCESSING'],
      ['BOP and hydraulic spares', 3, 'PROCESSING'],
    ]);
    const casingRun = await data.requestId('Casing run for WELL-1A');
    const rig = await harness.db
      .selectFrom('rigs')
      .selectAll()
      .where('code', '=', 'RIG-001')
      .executeTakeFirstOrThrow();
    expect(gulf.recent_requests[0]).toEqual({
      id: casingRun,
      title: 'Casing run for WELL-1A',
      description: 'Intermediate casing string and crossover for the next section',
      status: 'DRAFT',
      current_phase: 0,
      current_phase_data: { owner: ['supplier'] },
      rig_id: rig.id,
      rig: { id: rig.id, name: 'Ocean Endeavour' },
      well_id: rig.current_well_id,
      well: { id: rig.current_well_id, name: 'WELL-1A' },
      section: '12 1/4" section',
      request_type: 'Loadout Request',
      type: 'Loadout Request',
      total_items: 2,
      vendor_id: await data.vendorId(GULF),
      created_at: expect.any(String),
      required_by: null,
      po_number: null,
      version: expect.any(Number),
      short_order_count: 0,
      damaged_order_count: 0,
      open_discrepancy_count: 0,
    });

    const northSea = await get('second-supplier');
    expect(northSea.draft_requests).toBe(1);
    expect(northSea.recent_requests.map((request: { title: string }) => request.title)).toEqual([
      'Weighting material for kick margin',
      'Cement job 9 5/8" casing',
      'Fluid loss and viscosifier restock',
    ]);
    // Its deliveries were five weeks ago: none this month.
    expect(northSea.orders_delivered_this_month).toBe(0);
  });

  it('counts orders to load, to offload and delivered this month as they change', async () => {
    const before = await get();
    const northSeaBefore = await get('second-supplier');
    const requestId = await data.addRequest({
      vendor: GULF,
      rigCode: 'RIG-003',
      status: 'PROCESSING',
      phase: 3,
    });
    await data.addOrder({ requestId, status: 'ASSIGNED_TO_SUPPLIER', phase: 3 });
    await data.addOrder({ requestId, status: 'ASSIGNED_TO_SUPPLIER', phase: 3 });
    // A rejected order is out of play whatever its phase.
    await data.addOrder({ requestId, status: 'REJECTED', phase: 3 });
    await data.addOrder({ requestId, status: 'OFFLOADING', phase: 7 });
    await data.addOrder({ requestId, status: 'DELIVERED', phase: 8 });
    await data.addOrder({ requestId, status: 'DELIVERED', phase: 8, updatedAt: lastMonth() });
    const after = await get();
    expect(after.orders_to_load).toBe(before.orders_to_load + 2);
    expect(after.orders_to_offload).toBe(before.orders_to_offload + 1);
    expect(after.orders_delivered_this_month).toBe(before.orders_delivered_this_month + 1);
    // The other company's figures do not move.
    const northSeaAfter = await get('second-supplier');
    expect(northSeaAfter).toEqual(northSeaBefore);
  });

  it('lists the five newest requests, a new draft first', async () => {
    const before = await get();
    await data.addRequest({
      vendor: GULF,
      rigCode: 'RIG-002',
      status: 'DRAFT',
      phase: 0,
      title: 'Newest draft',
    });
    const after = await get();
    expect(after.draft_requests).toBe(before.draft_requests + 1);
    expect(after.recent_requests).toHaveLength(5);
    expect(after.recent_requests[0]).toMatchObject({
      title: 'Newest draft',
      total_items: 0,
      status: 'DRAFT',
    });
  });

  it('tells admin the dashboard belongs to a supplier (400)', async () => {
    const response = await harness.get('/api/dashboard/supplier', { token: await adminToken(harness) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/supplier's company/);
  });

  it('refuses without a token (401) and to operator roles (403)', async () => {
    expect((await harness.get('/api/dashboard/supplier')).statusCode).toBe(401);
    for (const role of ['rig_logistics', 'base_coordinator'] as const) {
      const response = await harness.get('/api/dashboard/supplier', { token: await harness.tokenFor(role) });
      expect(response.statusCode).toBe(403);
    }
  });
});

describeOnEachDatabase('GET /api/dashboard/base-coordinator', (harness) => {
  const data = dataOf(harness);
  const get = () => dashboard(harness, 'base-coordinator', 'base_coordinator');

  it('reports the figures and the voyage of the demo data', async () => {
    const body = await get();
    expect(body).toMatchObject({
      // Both processing requests still have accepted orders on no shipment: 2 + 3 of them.
      requests_to_plan: 2,
      orders_without_shipment: 5,
      // The BOP spares shipment, on the planning voyage; the completed voyage's shipment is delivered.
      shipments_awaiting_loading: 1,
      voyages_planning: 1,
      voyages_started: 0,
      voyages_returning: 0,
      returning_voyages: [],
    });
    const vessel = await harness.db.selectFrom('vessels').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const base = await harness.db
      .selectFrom('bases')
      .selectAll()
      .where('is_default', '=', 1)
      .executeTakeFirstOrThrow();
    expect(body.upcoming_voyages).toEqual([
      {
        id: await data.voyageId('Week 48 northern run'),
        name: 'Week 48 northern run',
        status: 'PLANNING',
        vessel_id: vessel.id,
        vessel: { id: vessel.id, name: 'MV Sea Falcon' },
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
        shipment_count: 1,
        loaded_shipment_count: 0,
        ended_journey_count: 0,
        is_returning: false,
        version: expect.any(Number),
      },
    ]);
  });

  it('follows orders onto a shipment, to the supplier and loaded', async () => {
    const before = await get();
    const requestId = await data.requestId('Cement job 9 5/8" casing');
    const voyageId = await data.voyageId('Week 48 northern run');
    const shipmentId = await data.addShipment(requestId, voyageId);
    const [first, second, third] = await data.ordersOf(requestId, 'ACCEPTED');

    await data.setOrder(first!, { status: 'REQUEST_LOADING', phase: 2, shipmentId });
    expect(await get()).toMatchObject({ requests_to_plan: 2, orders_without_shipment: 4 });

    await data.setOrder(second!, { status: 'REQUEST_LOADING', phase: 2, shipmentId });
    await data.setOrder(third!, { status: 'REQUEST_LOADING', phase: 2, shipmentId });
    expect(await get()).toMatchObject({ requests_to_plan: 1, orders_without_shipment: 2 });

    for (const orderId of [first!, second!, third!]) {
      await data.setOrder(orderId, { status: 'ASSIGNED_TO_SUPPLIER', phase: 3 });
    }
    let body = await get();
    expect(body.shipments_awaiting_loading).toBe(before.shipments_awaiting_loading + 1);
    // The seeded BOP spares shipment and this one.
    expect(body.upcoming_voyages[0]).toMatchObject({ shipment_count: 2, loaded_shipment_count: 0 });

    for (const orderId of [first!, second!, third!])
      await data.setOrder(orderId, { status: 'LOADED', phase: 4 });
    body = await get();
    expect(body.shipments_awaiting_loading).toBe(before.shipments_awaiting_loading);
    expect(body.upcoming_voyages[0]).toMatchObject({ shipment_count: 2, loaded_shipment_count: 1 });
  });

  it('leaves rejected orders out of the planning figures', async () => {
    const before = await get();
    const [accepted] = await data.ordersOf(await data.requestId('Water and chilled provisions'), 'ACCEPTED');
    await data.setOrder(accepted!, { status: 'REJECTED', phase: 2 });
    expect((await get()).orders_without_shipment).toBe(before.orders_without_shipment - 1);
  });

  it('counts voyages by status and lists those still in planning, the oldest first', async () => {
    const before = await get();
    await data.addVoyage({ name: 'Started run', status: 'STARTED', createdAt: daysAgo(10) });
    const newer = await data.addVoyage({ name: 'Next week run', status: 'PLANNING' });
    const after = await get();
    expect(after.voyages_started).toBe(before.voyages_started + 1);
    expect(after.voyages_planning).toBe(before.voyages_planning + 1);
    expect(after.upcoming_voyages.map((voyage: { name: string }) => voyage.name)).toEqual([
      'Week 48 northern run',
      'Next week run',
    ]);
    expect(after.upcoming_voyages[1]).toMatchObject({ id: newer, journey_count: 0, shipment_count: 0 });
  });

  it('counts and lists a voyage as returning to base once its journeys have all ended, until it arrives', async () => {
    const api = apiOf(harness);
    const before = await get();
    const [rig1, rig2] = await rigIdsByCode(harness);
    const { voyageId, journeyIds, shipments } = await voyageAtSea(harness, [rig1!, rig2!]);
    const returningIds = async () =>
      (await get()).returning_voyages.map((voyage: { id: number }) => voyage.id) as number[];
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[0] });
    // One journey still to go: out at sea, not returning.
    let body = await get();
    expect(body.voyages_started).toBe(before.voyages_started + 1);
    expect(body.voyages_returning).toBe(before.voyages_returning);
    expect(await returningIds()).not.toContain(voyageId);
    for (const id of shipments[0]!.orderIds) {
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id });
    }
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[1] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[1] });
    body = await get();
    expect(body.voyages_returning).toBe(before.voyages_returning + 1);
    expect(body.returning_voyages).toContainEqual(
      expect.objectContaining({
        id: voyageId,
        status: 'STARTED',
        is_returning: true,
        ended_journey_count: 2,
      }),
    );
    // "Arrived at Base": no longer returning, no longer started.
    for (const id of shipments[1]!.orderIds) {
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id });
    }
    await api.ok('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
    body = await get();
    expect(body.voyages_returning).toBe(before.voyages_returning);
    expect(body.voyages_started).toBe(before.voyages_started);
    expect(await returningIds()).not.toContain(voyageId);
  });

  it('answers admin too', async () => {
    const response = await harness.get('/api/dashboard/base-coordinator', {
      token: await adminToken(harness),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses without a token (401) and to suppliers and rig logistics (403)', async () => {
    expect((await harness.get('/api/dashboard/base-coordinator')).statusCode).toBe(401);
    for (const role of ['supplier', 'rig_logistics'] as const) {
      const response = await harness.get('/api/dashboard/base-coordinator', {
        token: await harness.tokenFor(role),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
