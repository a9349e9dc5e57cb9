import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { createGulfRequest, requestIdByTitle } from '../requests/request-fixtures.ts';
import {
  apiOf,
  fillShipment,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

interface HistoryEvent {
  entity_type: string;
  entity_id: number;
  subject: string;
  action: string;
  actor: { name: string; role_slug: string } | null;
  from_phase: number | null;
  to_phase: number | null;
  from_status: string | null;
  to_status: string | null;
  count: number | null;
  shipment_id: number | null;
}

async function historyOf(
  harness: Harness,
  kind: 'request' | 'order' | 'voyage',
  id: number,
  role: Parameters<Harness['tokenFor']>[0] = 'base_coordinator',
): Promise<HistoryEvent[]> {
  const response = await harness.get(`/api/${kind}/history/${id}`, { token: await harness.tokenFor(role) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.events as HistoryEvent[];
}

/** "action by name (role)" lines, the way a person reads the panel. */
function lines(events: HistoryEvent[], entityType?: string): string[] {
  return events
    .filter((event) => entityType === undefined || event.entity_type === entityType)
    .map(
      (event) =>
        `${event.entity_type} ${event.action} by ${event.actor?.name ?? '-'} (${event.actor?.role_slug ?? '-'})`,
    );
}

describeOnEachDatabase('GET /api/request|order|voyage/history/{id}', (harness) => {
  let planned: {
    requestId: number;
    orderIds: number[];
    voyageId: number;
    shipmentId: number;
    journeyIds: number[];
  };

  it('a request’s history names who moved it and its orders, from draft to the shipment', async () => {
    const [rigId] = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageTo(harness, [rigId!], 'History voyage');
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigId!, quantities: [3] });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'loaded' });
    planned = { requestId, orderIds, voyageId, shipmentId, journeyIds };

    const events = await historyOf(harness, 'request', requestId, 'supplier');
    expect(lines(events)).toEqual([
      'request Created by Sam Carter (supplier)',
      'order Created by Sam Carter (supplier)',
      'request Assigned to Rig Logistics by Sam Carter (supplier)',
      'order Sent to Rig Logistics for review by Sam Carter (supplier)',
      'order Accepted by Rita Alvarez (rig-logistic)',
      'request Assigned to Base Coordinator by Rita Alvarez (rig-logistic)',
      'order Handed to Base Coordinator by Rita Alvarez (rig-logistic)',
      'shipment Shipment created by Ben Thompson (base-coordinator)',
      'order Put on a shipment by Ben Thompson (base-coordinator)',
      'order Assigned to Supplier by Ben Thompson (base-coordinator)',
      'order Loaded by Sam Carter (supplier)',
    ]);
    const loaded = events.at(-1)!;
    expect(loaded).toMatchObject({
      from_phase: 3,
      from_status: 'ASSIGNED_TO_SUPPLIER',
      to_phase: 4,
      to_status: 'LOADED',
      shipment_id: shipmentId,
    });
  });

  it('an order’s history is its own rows only', async () => {
    const events = await historyOf(harness, 'order', planned.orderIds[0]!, 'supplier');
    expect(
      events.every((event) => event.entity_type === 'order' && event.entity_id === planned.orderIds[0]),
    ).toBe(true);
    expect(events.map((event) => event.action)).toEqual([
      'Created',
      'Sent to Rig Logistics for review',
      'Accepted',
      'Handed to Base Coordinator',
      'Put on a shipment',
      'Assigned to Supplier',
      'Loaded',
    ]);
  });

  it('a voyage’s history has its own, its journeys’ and shipments’ transitions and its orders’ moves, with counts', async () => {
    const api = apiOf(harness);
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: planned.voyageId });
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: planned.journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: planned.journeyIds[0] });
    // Ending the last journey no longer completes the voyage; the coordinator records its arrival (issue 9).
    const offloaded = await harness.db
      .selectFrom('orders')
      .innerJoin('shipments', 'shipments.id', 'orders.shipment_id')
      .select('orders.id')
      .where('shipments.voyage_id', '=', planned.voyageId)
      .where('orders.current_phase', '=', 6)
      .execute();
    for (const order of offloaded) {
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: order.id });
    }
    await api.ok('base_coordinator', '/api/voyage/arrive', { voyage_id: planned.voyageId });
    const events = await historyOf(harness, 'voyage', planned.voyageId, 'rig_logistics');
    expect(lines(events).filter((line) => !line.startsWith('order'))).toEqual([
      'voyage Voyage created by Ben Thompson (base-coordinator)',
      'journey Journey added by Ben Thompson (base-coordinator)',
      'shipment Shipment created by Ben Thompson (base-coordinator)',
      'voyage Voyage started by Ben Thompson (base-coordinator)',
      'journey Journey started by Rita Alvarez (rig-logistic)',
      'journey Journey ended by Rita Alvarez (rig-logistic)',
      'voyage Arrived at Base by Ben Thompson (base-coordinator)',
    ]);
    const rig = await harness.db
      .selectFrom('journeys')
      .innerJoin('rigs', 'rigs.id', 'journeys.rig_id')
      .select(['journeys.sequence', 'rigs.name'])
      .where('journeys.id', '=', planned.journeyIds[0]!)
      .executeTakeFirstOrThrow();
    // A journey is named by its sequence and rig, never by its row id (issue 12).
    expect(events.filter((event) => event.entity_type === 'journey').map((event) => event.subject)).toEqual(
      Array(3).fill(`Journey ${rig.sequence} · ${rig.name}`),
    );
    expect(events.find((event) => event.entity_type === 'voyage')?.subject).toBe(`VOY-${planned.voyageId}`);
    expect(events.find((event) => event.action === 'Voyage started')?.count).toBe(1);
    expect(events.find((event) => event.action === 'Journey ended')?.count).toBe(1);
    expect(lines(events, 'order')).toEqual([
      'order Put on a shipment by Ben Thompson (base-coordinator)',
      'order Assigned to Supplier by Ben Thompson (base-coordinator)',
      'order Loaded by Sam Carter (supplier)',
      'order Sailed by Ben Thompson (base-coordinator)',
      'order Arrived at the rig: offload required by Rita Alvarez (rig-logistic)',
      'order Offloading started by Rita Alvarez (rig-logistic)',
    ]);
  });

  it('keeps a deleted shipment and journey, and an order taken off its shipment, in the voyage’s history', async () => {
    const api = apiOf(harness);
    const rigIds = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageTo(harness, [rigIds[1]!, rigIds[2]!], 'Edited voyage');
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigIds[1]!, quantities: [1] });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    await api.ok('base_coordinator', '/api/order/update', { id: orderIds[0], shipment_id: null });
    await api.ok('base_coordinator', '/api/shipment/delete', { shipment_id: shipmentId });
    await api.ok('base_coordinator', '/api/journey/delete', { journey_id: journeyIds[0] });
    const events = await historyOf(harness, 'voyage', voyageId);
    const actions = events.map((event) => event.action);
    expect(actions).toEqual([
      'Voyage created',
      'Journey added',
      'Journey added',
      'Shipment created',
      'Put on a shipment',
      'Removed from its shipment',
      'Shipment deleted',
      'Journey deleted',
    ]);
    const rigNames = await harness.db
      .selectFrom('rigs')
      .select(['id', 'name'])
      .where('id', 'in', [rigIds[1]!, rigIds[2]!])
      .execute();
    const rigName = (id: number) => rigNames.find((rig) => rig.id === id)?.name;
    // The deleted first journey keeps the name it had; the one after it moved up and is named as it is now.
    expect(
      events
        .filter((event) => event.entity_type === 'journey')
        .map(
          (event) =>
            `${event.entity_id === journeyIds[0] ? 'deleted' : 'kept'} ${event.action}: ${event.subject}`,
        ),
    ).toEqual([
      `deleted Journey added: Journey 1 · ${rigName(rigIds[1]!)}`,
      `kept Journey added: Journey 1 · ${rigName(rigIds[2]!)}`,
      `deleted Journey deleted: Journey 1 · ${rigName(rigIds[1]!)}`,
    ]);
    expect((await historyOf(harness, 'request', requestId)).map((event) => event.action)).toContain(
      'Shipment deleted',
    );
  });

  it('keeps the demo data’s history, written before voyages had one', async () => {
    const requestId = await requestIdByTitle(harness, 'BOP and hydraulic spares');
    const actions = (await historyOf(harness, 'request', requestId, 'supplier')).map((event) => event.action);
    expect(actions).toContain('Assigned to Rig Logistics');
    expect(actions).toContain('Loaded');
  });

  it('answers 404 for another supplier’s request or order and for a missing voyage; 403 for a supplier asking a voyage’s', async () => {
    const { requestId, orderIds } = await createGulfRequest(harness);
    const nina = await harness.tokenFor('second-supplier');
    expect((await harness.get(`/api/request/history/${requestId}`, { token: nina })).statusCode).toBe(404);
    expect((await harness.get(`/api/order/history/${orderIds[0]}`, { token: nina })).statusCode).toBe(404);
    expect((await harness.get('/api/request/history/999999', { token: nina })).statusCode).toBe(404);
    const operator = await harness.tokenFor('rig_logistics');
    expect((await harness.get('/api/voyage/history/999999', { token: operator })).statusCode).toBe(404);
    const supplier = await harness.tokenFor('supplier');
    expect(
      (await harness.get(`/api/voyage/history/${planned.voyageId}`, { token: supplier })).statusCode,
    ).toBe(403);
    const bad = await harness.get('/api/request/history/abc', { token: supplier });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
    expect((await harness.get(`/api/request/history/${requestId}`)).statusCode).toBe(401);
  });
});
