import { formatRequestId, formatVoyageId } from '@rigline/contract/ids';
import { expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { adminToken, createGulfRequest, demoIds } from '../requests/request-fixtures.ts';
import {
  apiOf,
  fillShipment,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

const EMAILS = {
  supplier: DEMO_CREDENTIALS.supplier.email,
  rigLogistics: DEMO_CREDENTIALS.rig_logistics.email,
  coordinator: DEMO_CREDENTIALS.base_coordinator.email,
  secondSupplier: 'supplier2@rigline.demo',
  admin: 'admin@rigline.demo',
} as const;

/** Every notice about a request or a voyage, with whom it went to, oldest first. */
async function noticesAbout(harness: Harness, about: { requestId?: number; voyageId?: number }) {
  let query = harness.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select([
      'users.email',
      'notifications.kind',
      'notifications.message',
      'notifications.count',
      'notifications.link_screen',
      'notifications.link_id',
      'notifications.is_read',
    ]);
  if (about.requestId !== undefined) query = query.where('notifications.request_id', '=', about.requestId);
  if (about.voyageId !== undefined) query = query.where('notifications.voyage_id', '=', about.voyageId);
  return query.orderBy('notifications.id').execute();
}

function kindsOf<T extends { kind: string }>(notices: T[], kind: string): T[] {
  return notices.filter((notice) => notice.kind === kind);
}

describeOnEachDatabase('notifications written with each transition', (harness) => {
  it('tells rig logistics, and only them, that a request was assigned for review', async () => {
    const { requestId } = await createGulfRequest(harness, { phase: 1 });
    const notices = await noticesAbout(harness, { requestId });
    expect(notices).toEqual([
      {
        email: EMAILS.rigLogistics,
        kind: 'request_assigned_to_rig_logistics',
        message: `${formatRequestId(requestId)} was assigned to you for review.`,
        count: 1,
        link_screen: 'request',
        link_id: requestId,
        is_read: 0,
      },
    ]);
  });

  it('tells the supplier of accepted and rejected orders in one notice per request and decision, with the count', async () => {
    const { requestId, orderIds } = await createGulfRequest(harness, { phase: 1, quantities: [1, 2, 3] });
    const api = apiOf(harness);
    await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderIds[0], status: 'ACCEPTED' });
    await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderIds[1], status: 'ACCEPTED' });
    await api.ok('rig_logistics', '/api/order/reject', { id: orderIds[2] });
    const notices = await noticesAbout(harness, { requestId });
    const req = formatRequestId(requestId);
    expect(kindsOf(notices, 'orders_accepted')).toEqual([
      expect.objectContaining({
        email: EMAILS.supplier,
        count: 2,
        message: `2 orders of ${req} were accepted.`,
      }),
    ]);
    expect(kindsOf(notices, 'orders_rejected')).toEqual([
      expect.objectContaining({
        email: EMAILS.supplier,
        count: 1,
        message: `1 order of ${req} was rejected.`,
      }),
    ]);
    expect(notices.map((notice) => notice.email)).not.toContain(EMAILS.secondSupplier);

    // Once read, the batch is closed: the next decision starts a new notice.
    await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderIds[1], status: 'CREATED' });
    const supplierToken = await harness.tokenFor('supplier');
    await harness.post('/api/notification/mark-read', { all: true }, { token: supplierToken });
    await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderIds[1], status: 'ACCEPTED' });
    const accepted = kindsOf(await noticesAbout(harness, { requestId }), 'orders_accepted');
    expect(accepted.map((notice) => [notice.count, notice.is_read])).toEqual([
      [2, 1],
      [1, 0],
    ]);
  });

  it('tells the base coordinator when a request is handed over, linking plan-voyage', async () => {
    const ids = await demoIds(harness);
    const { requestId } = await requestToPlan(harness, { rigId: ids.rigs[1]!.id });
    const handed = kindsOf(
      await noticesAbout(harness, { requestId }),
      'request_assigned_to_base_coordinator',
    );
    expect(handed).toEqual([
      expect.objectContaining({
        email: EMAILS.coordinator,
        message: `${formatRequestId(requestId)} was handed to you for voyage planning.`,
        link_screen: 'plan-voyage',
        link_id: requestId,
      }),
    ]);
  });

  it('follows an order to delivery: loading per shipment, sailing, arrival, offloading, delivery, completion', async () => {
    const api = apiOf(harness);
    const [rigId] = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageTo(harness, [rigId!], 'Notice voyage');
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigId!, quantities: [4, 5] });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    const req = formatRequestId(requestId);
    const voy = formatVoyageId(voyageId);

    await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    expect(kindsOf(await noticesAbout(harness, { requestId }), 'orders_assigned_to_supplier')).toEqual([
      expect.objectContaining({
        email: EMAILS.supplier,
        count: 2,
        message: `2 orders of ${req} on Shipment #${shipmentId} (${voy}) ready for you to load.`,
        link_screen: 'request-shipments',
        link_id: requestId,
      }),
    ]);

    for (const orderId of orderIds) await api.ok('supplier', '/api/order/update', { id: orderId });
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    const started = await noticesAbout(harness, { voyageId });
    expect(kindsOf(started, 'voyage_started')).toEqual([
      expect.objectContaining({
        email: EMAILS.rigLogistics,
        message: `${voy} has started with 2 orders on board.`,
        link_screen: 'voyage',
        link_id: voyageId,
      }),
    ]);
    expect(kindsOf(started, 'orders_sailed')).toEqual([
      expect.objectContaining({ email: EMAILS.supplier, message: `2 orders of ${req} sailed on ${voy}.` }),
    ]);

    // Admin ends the journey, so rig logistics (never told of their own changes) hear of it.
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
    await api.ok('admin', '/api/journey/end', { journey_id: journeyIds[0] });
    const arrived = await noticesAbout(harness, { voyageId });
    expect(kindsOf(arrived, 'journey_ended')).toEqual([
      expect.objectContaining({ email: EMAILS.rigLogistics, count: 2, link_screen: 'voyage-shipments' }),
    ]);
    expect(kindsOf(arrived, 'orders_arrived')).toEqual([
      expect.objectContaining({ email: EMAILS.supplier, count: 2 }),
    ]);

    for (const orderId of orderIds) await api.ok('rig_logistics', '/api/order/update', { id: orderId });
    expect(kindsOf(await noticesAbout(harness, { requestId }), 'offloading_started')).toEqual([
      expect.objectContaining({
        email: EMAILS.supplier,
        count: 2,
        message: `Offloading started for 2 orders of ${req}: mark them offloaded.`,
        link_screen: 'request-shipments',
      }),
    ]);

    for (const orderId of orderIds) await api.ok('supplier', '/api/order/update', { id: orderId });
    const done = await noticesAbout(harness, { requestId });
    // The supplier marked them offloaded: rig logistics hear of the delivery and the completed request.
    expect(kindsOf(done, 'orders_delivered').map((notice) => [notice.email, notice.count])).toEqual([
      [EMAILS.rigLogistics, 2],
    ]);
    expect(kindsOf(done, 'request_completed').map((notice) => notice.email)).toEqual([EMAILS.rigLogistics]);
    // Nobody but these four kinds of recipient, and never the other supplier or the actor's own role user.
    expect(done.map((notice) => notice.email)).not.toContain(EMAILS.secondSupplier);
    expect(done.map((notice) => notice.email)).not.toContain(EMAILS.admin);
  });

  it('writes no notice and no event for a refused change', async () => {
    const { requestId } = await createGulfRequest(harness, { phase: 1 });
    const before = await noticesAbout(harness, { requestId });
    const eventsBefore = await countEvents(harness, requestId);
    const refused = await apiOf(harness).post('rig_logistics', '/api/request/move-next-phase', {
      request_id: requestId,
    });
    expect(refused.statusCode).toBe(400);
    const again = await apiOf(harness).post('supplier', '/api/request/move-next-phase', {
      request_id: requestId,
    });
    // The supplier made the step that took the request to phase 1: without a version, a repeat (decisions 012).
    expect(again.statusCode).toBe(409);
    expect(await noticesAbout(harness, { requestId })).toEqual(before);
    expect(await countEvents(harness, requestId)).toBe(eventsBefore);
  });
});

async function countEvents(harness: Harness, requestId: number): Promise<number> {
  const row = await harness.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describeOnEachDatabase('GET /api/notification/list and POST /api/notification/mark-read', (harness) => {
  async function list(role: Parameters<Harness['tokenFor']>[0], query: Record<string, string | number> = {}) {
    const response = await harness.get('/api/notification/list', {
      token: await harness.tokenFor(role),
      query,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      notifications: {
        data: Array<{ id: number; is_read: boolean; message: string; link: unknown }>;
        meta: { total: number; last_page: number };
      };
      unread_count: number;
    };
  }

  it('lists only the caller’s own notices, newest first, paged, with the unread count', async () => {
    for (let index = 0; index < 3; index += 1) await createGulfRequest(harness, { phase: 1 });
    const rita = await list('rig_logistics', { page: 1, limit: 2 });
    expect(rita.unread_count).toBe(3);
    expect(rita.notifications.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(rita.notifications.data).toHaveLength(2);
    const [first, second] = rita.notifications.data;
    expect(first!.id).toBeGreaterThan(second!.id);
    expect(first!.link).toEqual({ screen: 'request', id: expect.any(Number) });
    // The supplier who made the changes, the coordinator and the other supplier have none of these.
    expect((await list('supplier')).notifications.data.map((notice) => notice.message)).not.toContain(
      first!.message,
    );
    expect((await list('second-supplier')).notifications.meta.total).toBe(0);
  });

  it('marks the given ids read, never another user’s, and then all; unread_only filters', async () => {
    const rita = await list('rig_logistics');
    const [first] = rita.notifications.data;
    const token = await harness.tokenFor('rig_logistics');
    const marked = await harness.post('/api/notification/mark-read', { ids: [first!.id] }, { token });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data).toMatchObject({ updated: 1, unread_count: rita.unread_count - 1 });

    // Another user's id changes nothing.
    const other = await harness.post(
      '/api/notification/mark-read',
      { ids: [rita.notifications.data[1]!.id] },
      { token: await harness.tokenFor('supplier') },
    );
    expect(other.json().data.updated).toBe(0);
    expect((await list('rig_logistics')).unread_count).toBe(rita.unread_count - 1);

    const unread = await list('rig_logistics', { unread_only: 'true' });
    expect(unread.notifications.data.every((notice) => !notice.is_read)).toBe(true);
    expect(unread.notifications.meta.total).toBe(rita.unread_count - 1);

    const all = await harness.post('/api/notification/mark-read', { all: true }, { token });
    expect(all.json().data).toMatchObject({ unread_count: 0 });
    expect((await list('rig_logistics')).unread_count).toBe(0);
  });

  it('refuses a bad body with a 400 naming the field, and no token with 401', async () => {
    const token = await harness.tokenFor('supplier');
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }]) {
      const response = await harness.post('/api/notification/mark-read', body, { token });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().status).toBe(false);
    }
    const badIds = await harness.post('/api/notification/mark-read', { ids: [] }, { token });
    expect(badIds.json().errors[0].field).toBe('ids');
    const badQuery = await harness.get('/api/notification/list', { token, query: { unread_only: 'maybe' } });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().errors[0].field).toBe('unread_only');
    expect((await harness.get('/api/notification/list')).statusCode).toBe(401);
    expect((await harness.post('/api/notification/mark-read', { all: true })).statusCode).toBe(401);
  });

  it('lets admin read their own (empty) list', async () => {
    const response = await harness.get('/api/notification/list', { token: await adminToken(harness) });
    expect(response.statusCode).toBe(200);
  });
});
