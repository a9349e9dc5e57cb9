import { formatVoyageId } from '@rigline/contract/ids';
import { expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import {
  apiOf,
  fillShipment,
  HOUR_MS,
  noticesOf,
  orderRow,
  requestToPlan,
  rigIdsByCode,
  rigLogisticsPerRig,
  SECOND_RIG_LOGISTICS,
  scheduledVoyageTo,
  shipmentOf,
  voyageAtSea,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

async function shipmentRow(harness: Harness, shipmentId: number) {
  return harness.db
    .selectFrom('shipments')
    .select(['voyage_id', 'journey_id'])
    .where('id', '=', shipmentId)
    .executeTakeFirstOrThrow();
}

describeOnEachDatabase('POST /api/shipment/move (issue 23)', (harness) => {
  const api = apiOf(harness);

  it('moves a shipment not loaded, with its orders as they are, onto the journey to its rig; one history entry; its supplier and its rig are told', async () => {
    const [rigA, rigB] = await rigIdsByCode(harness);
    await rigLogisticsPerRig(harness, [rigA!, rigB!]);
    const { voyageId: from } = await voyageTo(harness, [rigA!], 'First sailing');
    const { voyageId: to, journeyIds } = await voyageTo(harness, [rigB!, rigA!], 'Next sailing');
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigA! });
    const shipmentId = await shipmentOf(harness, from, requestId);
    await fillShipment(harness, { shipmentId, orderIds: [orderIds[0]!], until: 'assigned' });
    await fillShipment(harness, { shipmentId, orderIds: [orderIds[1]!], until: 'dropped' });
    const ordersBefore = await Promise.all(orderIds.map((id) => orderRow(harness, id)));

    const data = await api.ok('base_coordinator', '/api/shipment/move', {
      shipment_id: shipmentId,
      voyage_id: to,
    });
    expect(data.message).toBe(`Shipment moved to ${formatVoyageId(to)} Next sailing`);
    expect(data.from_voyage_id).toBe(from);
    expect(data.shipment).toMatchObject({ id: shipmentId, voyage_id: to, journey_id: journeyIds[1] });
    expect(data.shipment.journey).toMatchObject({ sequence: 2, rig_id: rigA });
    expect(await shipmentRow(harness, shipmentId)).toEqual({ voyage_id: to, journey_id: journeyIds[1] });
    // The orders keep their phase, status and shipment.
    expect(await Promise.all(orderIds.map((id) => orderRow(harness, id)))).toEqual(ordersBefore);

    const history = await api.get('base_coordinator', `/api/request/history/${requestId}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.body).toContain(
      `Moved from ${formatVoyageId(from)} First sailing to ${formatVoyageId(to)} Next sailing`,
    );
    expect(history.body).toContain('Shipment moved to another sailing');

    const told = await noticesOf(harness, 'shipment_moved', to);
    expect(told.map((notice) => notice.email)).toEqual([
      DEMO_CREDENTIALS.rig_logistics.email,
      DEMO_CREDENTIALS.supplier.email,
    ]);
    for (const notice of told) {
      expect(notice.message).toContain(
        `moved from ${formatVoyageId(from)} First sailing to ${formatVoyageId(to)} Next sailing`,
      );
    }
    expect(told.find((notice) => notice.email === DEMO_CREDENTIALS.supplier.email)).toMatchObject({
      link_screen: 'request-shipments',
      link_id: requestId,
    });

    // A rig logistics user with no home rigs looks after every rig, and so hears of it too.
    const second = await harness.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', SECOND_RIG_LOGISTICS)
      .executeTakeFirstOrThrow();
    await harness.db.deleteFrom('user_home_rigs').where('user_id', '=', second.id).execute();
    const { voyageId: third } = await voyageTo(harness, [rigA!], 'Third sailing');
    await api.ok('base_coordinator', '/api/shipment/move', { shipment_id: shipmentId, voyage_id: third });
    expect((await noticesOf(harness, 'shipment_moved', third)).map((notice) => notice.email)).toEqual([
      SECOND_RIG_LOGISTICS,
      DEMO_CREDENTIALS.rig_logistics.email,
      DEMO_CREDENTIALS.supplier.email,
    ]);
  });

  it('refuses, changing nothing: the same voyage, a voyage not calling at the rig, a started voyage either side, a loaded shipment, another role', async () => {
    const [rigA, rigB] = await rigIdsByCode(harness);
    const { voyageId: from } = await voyageTo(harness, [rigA!], 'Refusals from');
    const { voyageId: elsewhere } = await voyageTo(harness, [rigB!], 'Only rig B');
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigA! });
    const shipmentId = await shipmentOf(harness, from, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    const before = await shipmentRow(harness, shipmentId);
    const rigName = (
      await harness.db.selectFrom('rigs').select('name').where('id', '=', rigA!).executeTakeFirstOrThrow()
    ).name;

    const same = await api.post('base_coordinator', '/api/shipment/move', {
      shipment_id: shipmentId,
      voyage_id: from,
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toContain(`is already on ${formatVoyageId(from)}`);

    const notCalling = await api.post('base_coordinator', '/api/shipment/move', {
      shipment_id: shipmentId,
      voyage_id: elsewhere,
    });
    expect(notCalling.statusCode).toBe(400);
    expect(notCalling.json().message).toContain(`does not call at ${rigName}`);
    expect(notCalling.json().errors[0].field).toBe('voyage_id');

    const sailed = await voyageAtSea(harness, [rigA!]);
    const toStarted = await api.post('base_coordinator', '/api/shipment/move', {
      shipment_id: shipmentId,
      voyage_id: sailed.voyageId,
    });
    expect(toStarted.statusCode).toBe(409);
    expect(toStarted.json().message).toContain('has already sailed');

    const { voyageId: open } = await voyageTo(harness, [rigA!], 'Open one');
    const fromStarted = await api.post('base_coordinator', '/api/shipment/move', {
      shipment_id: sailed.shipments[0]!.shipmentId,
      voyage_id: open,
    });
    expect(fromStarted.statusCode).toBe(409);
    expect(fromStarted.json().message).toContain('has started');

    for (const role of ['supplier', 'rig_logistics'] as const) {
      const refused = await api.post(role, '/api/shipment/move', {
        shipment_id: shipmentId,
        voyage_id: open,
      });
      expect(refused.statusCode, role).toBe(403);
    }

    await api.ok('supplier', '/api/order/update', { id: orderIds[0]! });
    const loaded = await api.post('base_coordinator', '/api/shipment/move', {
      shipment_id: shipmentId,
      voyage_id: open,
    });
    expect(loaded.statusCode).toBe(409);
    expect(loaded.json().message).toContain('1 of its orders is loaded');

    const bad = await api.post('base_coordinator', '/api/shipment/move', { shipment_id: shipmentId });
    expect(bad.statusCode).toBe(400);
    expect(await shipmentRow(harness, shipmentId)).toEqual(before);
    const moved = await harness.db
      .selectFrom('events')
      .select('id')
      .where('entity_type', '=', 'shipment')
      .where('entity_id', '=', shipmentId)
      .where('to_status', '=', 'MOVED')
      .execute();
    expect(moved).toEqual([]);
  });

  it("after the target's cut-off the move needs a late reason, and is kept as a late booking", async () => {
    const [rigA] = await rigIdsByCode(harness);
    const { voyageId: from } = await voyageTo(harness, [rigA!], 'Before the late one');
    const vessel = await harness.db
      .selectFrom('vessels')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { voyageId: closed } = await scheduledVoyageTo(harness, {
      rigIds: [rigA!],
      departure: 2 * HOUR_MS,
      name: 'Closing soon',
      vesselId: vessel.id,
    });
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigA! });
    const shipmentId = await shipmentOf(harness, from, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });

    const refused = await api.post('base_coordinator', '/api/shipment/move', {
      shipment_id: shipmentId,
      voyage_id: closed,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].field).toBe('late_reason');
    expect(refused.json().message).toContain(`Booking for ${formatVoyageId(closed)} Closing soon closed`);
    expect((await shipmentRow(harness, shipmentId)).voyage_id).toBe(from);

    await api.ok('base_coordinator', '/api/shipment/move', {
      shipment_id: shipmentId,
      voyage_id: closed,
      late_reason: 'Rig needs it for the cement job',
    });
    const late = await harness.db
      .selectFrom('late_bookings')
      .select(['shipment_id', 'order_id', 'reason'])
      .where('voyage_id', '=', closed)
      .execute();
    expect(late).toEqual([
      { shipment_id: shipmentId, order_id: null, reason: 'Rig needs it for the cement job' },
    ]);
  });

  it("refuses a move that would overload the target's deck, and moves nothing", async () => {
    const [rigA] = await rigIdsByCode(harness);
    const { voyageId: from } = await voyageTo(harness, [rigA!], 'Roomy');
    const { voyageId: small } = await voyageTo(harness, [rigA!], 'Small deck');
    const { id: _id, ...firstVessel } = await harness.db
      .selectFrom('vessels')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const tiny = await harness.db
      .insertInto('vessels')
      .values({
        ...firstVessel,
        name: 'Tiny deck vessel',
        deck_length_m: 1,
        deck_width_m: 1,
        max_deck_load_t: 0.001,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await harness.db.updateTable('voyages').set({ vessel_id: tiny.id }).where('id', '=', small).execute();
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigA!, quantities: [5, 5] });
    const shipmentId = await shipmentOf(harness, from, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });

    const refused = await api.post('base_coordinator', '/api/shipment/move', {
      shipment_id: shipmentId,
      voyage_id: small,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toContain(`would overload ${formatVoyageId(small)} Small deck`);
    expect(await shipmentRow(harness, shipmentId)).toMatchObject({ voyage_id: from });
  });

  it('two moves of one shipment at once: one moves it, the other answers 409', async () => {
    const [rigA] = await rigIdsByCode(harness);
    const { voyageId: from } = await voyageTo(harness, [rigA!], 'Race from');
    const { voyageId: to } = await voyageTo(harness, [rigA!], 'Race to');
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigA! });
    const shipmentId = await shipmentOf(harness, from, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    const body = { shipment_id: shipmentId, voyage_id: to };
    const answers = await Promise.all([
      api.post('base_coordinator', '/api/shipment/move', body),
      api.post('base_coordinator', '/api/shipment/move', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const moved = await harness.db
      .selectFrom('events')
      .select('reason')
      .where('entity_type', '=', 'shipment')
      .where('entity_id', '=', shipmentId)
      .where('to_status', '=', 'MOVED')
      .execute();
    expect(moved).toHaveLength(1);
  });
});
