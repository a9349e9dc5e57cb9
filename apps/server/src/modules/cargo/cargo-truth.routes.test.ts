import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { fieldsOf } from '../requests/request-fixtures.ts';
import { apiOf, orderRow, rigIdsByCode, voyageAtSea } from '../voyages/voyage-fixtures.ts';

/**
 * Cargo truth (issue 9): kept on board, "Arrived at Base", the receipt at the rig and its discrepancies, and
 * backload — each rule and its refusals, and a voyage of three journeys followed from the start base to its
 * arrival, on both databases.
 */

async function vendorOf(harness: Harness, email: string): Promise<number> {
  const row = await harness.db
    .selectFrom('users')
    .select('vendor_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.vendor_id as number;
}

async function voyageVersion(harness: Harness, voyageId: number): Promise<number> {
  const row = await harness.db
    .selectFrom('voyages')
    .select('version')
    .where('id', '=', voyageId)
    .executeTakeFirstOrThrow();
  return row.version;
}

async function orderVersion(harness: Harness, orderId: number): Promise<number> {
  const row = await harness.db
    .selectFrom('orders')
    .select('version')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.version;
}

const line = (overrides: Record<string, unknown> = {}) => ({
  description: 'Mud pump liner set (rental)',
  category: 'RENTAL_RETURN',
  quantity: 2,
  unit: 'crate',
  weight_kg: 850,
  length_m: 1.2,
  width_m: 1,
  height_m: 0.8,
  ...overrides,
});

describeOnEachDatabase(
  'cargo truth: a voyage of three journeys, followed to its arrival at base',
  (harness) => {
    const api = apiOf(harness);

    it('keeps an order on board at the second rig, carries its backload, and brings both back to base', async () => {
      const [rig1, rig2, rig3] = await rigIdsByCode(harness);
      const { voyageId, journeyIds, shipments } = await voyageAtSea(harness, [rig1!, rig2!, rig3!]);
      const [j1, j2, j3] = journeyIds as [number, number, number];
      const [kept, offloaded] = shipments[1]!.orderIds as [number, number];
      const supplierVendor = await vendorOf(harness, 'supplier@rigline.demo');
      const otherVendor = await vendorOf(harness, 'supplier2@rigline.demo');

      // Rig logistics of RIG-002 books backload while the vessel is on its way: one rental line of the supplier's,
      // one of the other company's, one empty CCU.
      const booked = await api.ok('rig_logistics', '/api/backload/create', {
        voyage_id: voyageId,
        rig_id: rig2,
        lines: [
          line({ vendor_id: supplierVendor }),
          line({ description: 'Casing tong (rental)', quantity: 1, vendor_id: otherVendor }),
          line({ description: '10 ft cargo basket, empty', category: 'EMPTY_CCU', quantity: 1, unit: 'CCU' }),
        ],
      });
      const backloadId = booked.backload.id as number;
      expect(booked.backload).toMatchObject({ status: 'BOOKED', journey_id: j2, line_count: 3 });
      // Not loaded before the vessel is alongside.
      const early = await api.post('rig_logistics', '/api/backload/mark-loaded', { id: backloadId });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toMatch(/not at .+ yet/);
      // Edited while booked: the lines are replaced.
      const edited = await api.ok('rig_logistics', '/api/backload/update', {
        id: backloadId,
        version: booked.backload.version,
        lines: [
          line({ vendor_id: supplierVendor }),
          line({ description: 'Casing tong (rental)', quantity: 1, vendor_id: otherVendor }),
          line({ description: '10 ft cargo basket, empty', category: 'EMPTY_CCU', quantity: 2, unit: 'CCU' }),
        ],
      });
      expect(edited.backload.lines.map((row: { quantity: number }) => row.quantity)).toEqual([2, 1, 2]);

      // Journey 1: the rig receives everything, one order short.
      await api.ok('rig_logistics', '/api/journey/start', { journey_id: j1 });
      await api.ok('rig_logistics', '/api/journey/end', { journey_id: j1 });
      const [short, whole] = shipments[0]!.orderIds as [number, number];
      for (const id of [short, whole]) {
        await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id });
        await api.ok('supplier', '/api/order/update', { id });
      }
      const receipt = await api.ok('rig_logistics', '/api/order/receipt', {
        id: whole,
        received_quantity: 2,
        damaged_quantity: 1,
        note: 'One sack torn',
      });
      expect(receipt.data).toMatchObject({
        received_quantity: 2,
        damaged_quantity: 1,
        discrepancy_id: expect.any(Number),
      });
      const clean = await api.ok('rig_logistics', '/api/order/receipt', {
        id: short,
        received_quantity: 1,
        damaged_quantity: 0,
        note: '',
      });
      expect(clean.data.discrepancy_id).toBeNull();
      const notYet = await api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json().message).toMatch(/Journey 2 to .+ has not ended yet/);

      // Journey 2: the crane is down for one order; it stays on board. The backload goes on the vessel.
      await api.ok('rig_logistics', '/api/journey/start', { journey_id: j2 });
      await api.ok('rig_logistics', '/api/journey/end', { journey_id: j2 });
      await api.ok('rig_logistics', '/api/order/update', {
        id: kept,
        shipment_id: null,
        reason: 'OTHER',
        note: 'Deck full of casing',
      });
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: offloaded });
      await api.ok('supplier', '/api/order/update', { id: offloaded });
      // The shipment knows its order is still aboard: never plainly "delivered" (issue 9).
      const shipmentOfKept = async () =>
        (await api.get('supplier', '/api/shipment/list', { id: shipments[1]!.shipmentId })).json().data
          .vendors.data[0];
      expect(await shipmentOfKept()).toMatchObject({
        current_phase: 8,
        kept_on_board_count: 1,
        order_count: 2,
      });
      const loaded = await api.ok('rig_logistics', '/api/backload/mark-loaded', { id: backloadId });
      expect(loaded.backload).toMatchObject({ status: 'LOADED', loaded_at: expect.any(String) });
      // Loaded: no more edits or cancelling.
      const lateEdit = await api.post('rig_logistics', '/api/backload/update', {
        id: backloadId,
        lines: [line()],
      });
      expect(lateEdit.statusCode).toBe(409);
      expect((await api.post('rig_logistics', '/api/backload/cancel', { id: backloadId })).statusCode).toBe(
        409,
      );

      // The kept order no longer holds the next journey.
      await api.ok('rig_logistics', '/api/journey/start', { journey_id: j3 });
      await api.ok('rig_logistics', '/api/journey/end', { journey_id: j3 });
      const returning = (await api.get('base_coordinator', '/api/voyage/get', { id: voyageId })).json().data
        .Voyages.data[0];
      expect(returning).toMatchObject({ status: 'STARTED', ended_at: null, is_returning: true });

      // The whole trip: start base, three rigs, end base, and what is aboard on each leg.
      const trip = (await api.get('rig_logistics', `/api/voyage/trip/${voyageId}`)).json().data.trip;
      expect(
        trip.legs.map(
          (leg: { from: { kind: string }; to: { kind: string } }) => `${leg.from.kind}>${leg.to.kind}`,
        ),
      ).toEqual(['base>rig', 'rig>rig', 'rig>rig', 'rig>base']);
      expect(trip.legs[0].deliveries.map((row: { order_count: number }) => row.order_count)).toEqual([
        2, 2, 2,
      ]);
      expect(trip.legs[2].deliveries.map((row: { rig: { id: number } }) => row.rig.id)).toEqual([rig3]);
      expect(trip.legs[1].kept_on_board).toEqual([]);
      expect(trip.legs[2].kept_on_board).toEqual([
        expect.objectContaining({ order_id: kept, reason: 'Other: Deck full of casing', returned: false }),
      ]);
      expect(trip.legs[3].kept_on_board).toHaveLength(1);
      expect(trip.legs[1].backload).toEqual([]);
      expect(trip.legs[3].backload).toEqual([
        expect.objectContaining({ backload_id: backloadId, status: 'LOADED', line_count: 3 }),
      ]);
      expect(trip.legs[3].state).toBe('UNDER_WAY');
      // The third rig's orders still wait to be offloaded: the vessel cannot be back at base yet.
      expect(trip.can_arrive).toBe(false);
      const waiting = await api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().message).toMatch(/2 order\(s\) at .+ wait to be offloaded or kept on board/);
      for (const id of shipments[2]!.orderIds) {
        await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id });
      }
      // The backload is received at base only once the voyage has arrived.
      const tooSoon = await api.post('base_coordinator', '/api/backload/receive', {
        id: backloadId,
        lines: edited.backload.lines.map((row: { id: number; quantity: number }) => ({
          id: row.id,
          received_quantity: row.quantity,
        })),
      });
      expect(tooSoon.statusCode).toBe(400);

      // Arrived at Base: COMPLETED with its end time; the kept order comes off its shipment, back to planning.
      const arrived = await api.ok('base_coordinator', '/api/voyage/arrive', {
        voyage_id: voyageId,
        version: await voyageVersion(harness, voyageId),
      });
      expect(arrived.voyage).toMatchObject({
        status: 'COMPLETED',
        ended_at: expect.any(String),
        is_returning: false,
      });
      expect(arrived.returned_order_count).toBe(1);
      expect(await shipmentOfKept()).toMatchObject({
        current_phase: 8,
        kept_on_board_count: 0,
        order_count: 1,
      });
      expect(await orderRow(harness, kept)).toEqual({
        status: 'ACCEPTED',
        current_phase: 2,
        shipment_id: null,
      });
      const toPlan = await api.get(
        'base_coordinator',
        `/api/order/get?request_id=${shipments[1]!.requestId}&current_phase=2&shipment_id=null&status=ex-REJECTED`,
      );
      expect(toPlan.json().data.orders.data).toEqual([
        expect.objectContaining({
          id: kept,
          returned_from_voyage_id: voyageId,
          kept_reason: 'OTHER',
          kept_note: 'Deck full of casing',
        }),
      ]);
      const returnEvent = await harness.db
        .selectFrom('events')
        .select(['from_phase', 'to_phase', 'to_status', 'reason', 'voyage_id'])
        .where('entity_type', '=', 'order')
        .where('entity_id', '=', kept)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(returnEvent).toEqual({
        from_phase: 9,
        to_phase: 2,
        to_status: 'ACCEPTED',
        reason: `returned from VOY-${voyageId}: Other: Deck full of casing`,
        voyage_id: voyageId,
      });
      const again = await api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/it has already arrived at base/);
      // After the arrival the returned order shows in the trip as back at base.
      const after = (await api.get('base_coordinator', `/api/voyage/trip/${voyageId}`)).json().data.trip;
      expect(after.legs[3]).toMatchObject({ state: 'DONE' });
      expect(after.legs[3].kept_on_board).toEqual([
        expect.objectContaining({ order_id: kept, returned: true }),
      ]);

      // A vendor named on a line sees that line only; the other company sees its own.
      const mine = (await api.get('supplier', '/api/backload/list', { voyage_id: voyageId })).json().data
        .backloads;
      expect(mine.data).toHaveLength(1);
      expect(mine.data[0].lines.map((row: { description: string }) => row.description)).toEqual([
        'Mud pump liner set (rental)',
      ]);
      const theirs = (await api.get('second-supplier', '/api/backload/list')).json().data.backloads.data;
      expect(
        theirs.flatMap((row: { lines: Array<{ description: string }> }) =>
          row.lines.map((l) => l.description),
        ),
      ).toEqual(['Casing tong (rental)']);

      // Received at base, line by line.
      const lines = edited.backload.lines as Array<{ id: number; quantity: number }>;
      const badLine = await api.post('base_coordinator', '/api/backload/receive', {
        id: backloadId,
        lines: [
          { id: lines[0]!.id, received_quantity: 9 },
          ...lines.slice(1).map((row) => ({ id: row.id, received_quantity: 1 })),
        ],
      });
      expect(badLine.statusCode).toBe(400);
      expect(fieldsOf(badLine.json())).toEqual(['lines.0.received_quantity']);
      const missing = await api.post('base_coordinator', '/api/backload/receive', {
        id: backloadId,
        lines: [{ id: lines[0]!.id, received_quantity: 2 }],
      });
      expect(missing.statusCode).toBe(400);
      const received = await api.ok('base_coordinator', '/api/backload/receive', {
        id: backloadId,
        lines: lines.map((row) => ({ id: row.id, received_quantity: row.quantity })),
      });
      expect(received.backload).toMatchObject({ status: 'RECEIVED', received_at: expect.any(String) });
      const seen = (await api.get('supplier', '/api/backload/list', { status: 'RECEIVED' })).json().data
        .backloads;
      expect(seen.data[0].lines).toEqual([expect.objectContaining({ received_quantity: 2 })]);

      // The discrepancy of journey 1: the supplier sees it, the coordinator resolves it.
      const open = (await api.get('supplier', '/api/discrepancy/list', { status: 'OPEN' })).json().data
        .discrepancies;
      const discrepancy = open.data.find((row: { order_id: number }) => row.order_id === whole);
      expect(discrepancy).toMatchObject({
        ordered_quantity: 2,
        received_quantity: 2,
        damaged_quantity: 1,
        note: 'One sack torn',
        rig: { id: rig1 },
      });
      const stale = await api.post('base_coordinator', '/api/discrepancy/resolve', {
        id: discrepancy.id,
        resolution: 'Credit note for one sack',
        version: discrepancy.version + 1,
      });
      expect(stale.statusCode).toBe(409);
      const resolved = await api.ok('base_coordinator', '/api/discrepancy/resolve', {
        id: discrepancy.id,
        resolution: 'Credit note for one sack',
        version: discrepancy.version,
      });
      expect(resolved.discrepancy).toMatchObject({
        status: 'RESOLVED',
        resolution: 'Credit note for one sack',
      });
      const twice = await api.post('base_coordinator', '/api/discrepancy/resolve', {
        id: discrepancy.id,
        resolution: 'Again',
      });
      expect(twice.statusCode).toBe(409);
      expect(
        (await api.get('second-supplier', '/api/discrepancy/list')).json().data.discrepancies.data,
      ).not.toContainEqual(expect.objectContaining({ id: discrepancy.id }));

      // Both lists export as files (issue 12), with the same access rules: a company gets its own rows only.
      const csvOf = async (
        actor: Parameters<typeof api.get>[0],
        url: string,
        query: Record<string, string>,
      ) => {
        const response = await api.get(actor, url, { ...query, format: 'csv' });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        return response.body
          .replace(/^\uFEFF/, '')
          .trimEnd()
          .split('\n');
      };
      const ownDiscrepancies = await csvOf('supplier', '/api/discrepancy/list', {});
      expect(ownDiscrepancies[0]).toMatch(/^Discrepancy,Order ID,Request ID,Rig,Supplier,Item,Mat Code/);
      expect(ownDiscrepancies.some((row) => row.startsWith(`${discrepancy.id},`))).toBe(true);
      expect(ownDiscrepancies.find((row) => row.startsWith(`${discrepancy.id},`))).toContain(
        'Credit note for one sack',
      );
      const otherDiscrepancies = await csvOf('second-supplier', '/api/discrepancy/list', {});
      expect(otherDiscrepancies.some((row) => row.startsWith(`${discrepancy.id},`))).toBe(false);
      const ownLines = await csvOf('supplier', '/api/backload/list', { voyage_id: String(voyageId) });
      expect(ownLines.slice(1)).toHaveLength(1);
      expect(ownLines[1]).toContain('Mud pump liner set (rental)');
      expect(ownLines.join('\n')).not.toContain('Casing tong (rental)');
      const allLines = await csvOf('base_coordinator', '/api/backload/list', { voyage_id: String(voyageId) });
      expect(allLines.slice(1)).toHaveLength(lines.length);
      expect(allLines[0]).toMatch(/^Backload,Voyage ID,Voyage,From rig,Status,Description,Category/);
      // The supplier's order shows what the rig recorded.
      const order = (await api.get('supplier', `/api/order/get?request_id=${shipments[0]!.requestId}`)).json()
        .data.orders.data;
      expect(order).toContainEqual(
        expect.objectContaining({
          id: whole,
          received_quantity: 2,
          damaged_quantity: 1,
          receipt_note: 'One sack torn',
        }),
      );

      // Every step left its event row.
      const backloadSteps = await harness.db
        .selectFrom('events')
        .select(['from_status', 'to_status'])
        .where('entity_type', '=', 'backload')
        .where('entity_id', '=', backloadId)
        .orderBy('id')
        .execute();
      expect(backloadSteps.map((row) => `${row.from_status}>${row.to_status}`)).toEqual([
        'null>BOOKED',
        'BOOKED>BOOKED',
        'BOOKED>LOADED',
        'LOADED>RECEIVED',
      ]);
      const voyageSteps = await harness.db
        .selectFrom('events')
        .select(['to_status', 'count'])
        .where('entity_type', '=', 'voyage')
        .where('entity_id', '=', voyageId)
        .orderBy('id')
        .execute();
      expect(voyageSteps.at(-1)).toEqual({ to_status: 'COMPLETED', count: 1 });
    });
  },
);

describeOnEachDatabase('cargo truth: the rules and their refusals', (harness) => {
  const api = apiOf(harness);

  /** One journey to RIG-002, started and ended: two orders wait at the rig (phase 6). */
  async function atRig() {
    const [, rig2] = await rigIdsByCode(harness);
    const voyage = await voyageAtSea(harness, [rig2!]);
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: voyage.journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: voyage.journeyIds[0] });
    return { ...voyage, rigId: rig2!, orderIds: voyage.shipments[0]!.orderIds as [number, number] };
  }

  it('never completes a voyage with an order at sea (phase 5) or waiting at the rig (phase 6)', async () => {
    const [, rig2] = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageAtSea(harness, [rig2!]);
    const planning = await api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId + 1000 });
    expect(planning.statusCode).toBe(404);
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
    const atSea = await api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
    expect(atSea.statusCode).toBe(409);
    expect(atSea.json().message).toMatch(/has not ended yet.+still at sea/);
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[0] });
    const atRigNow = await api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
    expect(atRigNow.statusCode).toBe(409);
    expect(atRigNow.json().message).toMatch(/wait to be offloaded or kept on board/);
    expect(
      (await api.get('base_coordinator', '/api/voyage/get', { id: voyageId })).json().data.Voyages.data[0],
    ).toMatchObject({
      status: 'STARTED',
      ended_at: null,
    });
    // Only the base coordinator records the arrival.
    expect((await api.post('rig_logistics', '/api/voyage/arrive', { voyage_id: voyageId })).statusCode).toBe(
      403,
    );
    const completed = await harness.db
      .selectFrom('voyages')
      .innerJoin('shipments', 'shipments.voyage_id', 'voyages.id')
      .innerJoin('orders', 'orders.shipment_id', 'shipments.id')
      .select('voyages.id')
      .where('voyages.status', '=', 'COMPLETED')
      .where('orders.current_phase', 'in', [5, 6])
      .execute();
    expect(completed).toEqual([]);
  });

  it('refuses a planning voyage and a stale view of the voyage', async () => {
    const [, rig2] = await rigIdsByCode(harness);
    const vessel = await harness.db
      .selectFrom('vessels')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const created = await api.ok('base_coordinator', '/api/voyage/create', {
      name: 'Idle',
      vessel_id: vessel.id,
    });
    const idle = await api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: created.voyage.id });
    expect(idle.statusCode).toBe(400);
    const { voyageId, orderIds } = await atRig();
    const seen = await voyageVersion(harness, voyageId);
    for (const id of orderIds) await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id });
    const stale = await api.post('base_coordinator', '/api/voyage/arrive', {
      voyage_id: voyageId,
      version: seen,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^This voyage was changed by .+ Reload/);
    expect(rig2).toBeDefined();
  });

  it('records the receipt once, in phase 7 or 8, by rig logistics, with quantities that add up', async () => {
    const { orderIds } = await atRig();
    const [first] = orderIds;
    const send = (actor: Parameters<typeof api.post>[0], body: Record<string, unknown>) =>
      api.post(actor, '/api/order/receipt', {
        id: first,
        received_quantity: 1,
        damaged_quantity: 0,
        ...body,
      });
    const tooEarly = await send('rig_logistics', {});
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toMatch(/phase 7 or 8/);
    await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: first });
    expect((await send('supplier', {})).statusCode).toBe(403);
    expect((await send('base_coordinator', {})).statusCode).toBe(403);
    const more = await send('rig_logistics', { received_quantity: 5 });
    expect(more.statusCode).toBe(400);
    expect(fieldsOf(more.json())).toEqual(['received_quantity']);
    const damaged = await send('rig_logistics', { damaged_quantity: 2 });
    expect(damaged.statusCode).toBe(400);
    expect(fieldsOf(damaged.json())).toEqual(['damaged_quantity']);
    const negative = await send('rig_logistics', { received_quantity: -1 });
    expect(negative.statusCode).toBe(400);
    expect(fieldsOf(negative.json())).toEqual(['received_quantity']);
    const stale = await send('rig_logistics', { version: (await orderVersion(harness, first)) - 1 });
    expect(stale.statusCode).toBe(409);
    expect((await send('rig_logistics', { received_quantity: 0 })).statusCode).toBe(200);
    const twice = await send('rig_logistics', {});
    expect(twice.statusCode).toBe(409);
    const discrepancies = await harness.db
      .selectFrom('discrepancies')
      .select(['ordered_quantity', 'received_quantity', 'status'])
      .where('order_id', '=', first)
      .execute();
    expect(discrepancies).toEqual([{ ordered_quantity: 1, received_quantity: 0, status: 'OPEN' }]);
    // The supplier's "Mark Offloaded" stays as the documents say.
    await api.ok('supplier', '/api/order/update', { id: first });
    expect(await orderRow(harness, first)).toMatchObject({ status: 'DELIVERED', current_phase: 8 });
  });

  it('books backload only on a voyage calling at the rig that has not arrived at base', async () => {
    const [rig1, rig2] = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageAtSea(harness, [rig2!]);
    const book = (actor: Parameters<typeof api.post>[0], body: Record<string, unknown>) =>
      api.post(actor, '/api/backload/create', {
        voyage_id: voyageId,
        rig_id: rig2,
        lines: [line()],
        ...body,
      });
    expect((await book('supplier', {})).statusCode).toBe(403);
    expect((await book('base_coordinator', {})).statusCode).toBe(403);
    const elsewhere = await book('rig_logistics', { rig_id: rig1 });
    expect(elsewhere.statusCode).toBe(400);
    expect(fieldsOf(elsewhere.json())).toEqual(['rig_id']);
    const noLines = await book('rig_logistics', { lines: [] });
    expect(noLines.statusCode).toBe(400);
    expect(fieldsOf(noLines.json())).toEqual(['lines']);
    const badVendor = await book('rig_logistics', { lines: [line({ vendor_id: 999_999 })] });
    expect(badVendor.statusCode).toBe(400);
    expect(fieldsOf(badVendor.json())).toEqual(['lines.0.vendor_id']);
    const badUn = await book('rig_logistics', { lines: [line({ un_number: '1234' })] });
    expect(badUn.statusCode).toBe(400);
    expect(fieldsOf(badUn.json())).toEqual(['lines.0.un_number']);
    const booked = (
      await book('rig_logistics', { lines: [line({ un_number: 'UN1263', imdg_class: '3' })] })
    ).json().data.backload;
    expect(booked.lines[0]).toMatchObject({ un_number: 'UN1263', imdg_class: '3', vendor: null });
    // Cancelled, it is gone for good.
    const cancelled = await api.ok('rig_logistics', '/api/backload/cancel', {
      id: booked.id,
      version: booked.version,
    });
    expect(cancelled.backload.status).toBe('CANCELLED');
    expect((await api.post('rig_logistics', '/api/backload/mark-loaded', { id: booked.id })).statusCode).toBe(
      409,
    );
    // Once the voyage has arrived at base, book on another voyage (the window itself: backload-window.routes.test.ts).
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[0] });
    for (const order of await harness.db
      .selectFrom('orders')
      .innerJoin('shipments', 'shipments.id', 'orders.shipment_id')
      .select('orders.id')
      .where('shipments.journey_id', '=', journeyIds[0]!)
      .execute())
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: order.id });
    await api.ok('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
    const late = await book('rig_logistics', {});
    expect(late.statusCode).toBe(400);
    expect(fieldsOf(late.json())).toEqual(['voyage_id']);
    const listed = await api.get('rig_logistics', '/api/backload/list', {
      voyage_id: voyageId,
      status: 'CANCELLED',
    });
    expect(listed.json().data.backloads.meta.total).toBe(1);
  });

  it('refuses to load backload once the vessel has left the rig', async () => {
    const [rig1, rig2] = await rigIdsByCode(harness);
    const { journeyIds } = await voyageAtSea(harness, [rig1!, rig2!]);
    const voyageId = (
      await harness.db
        .selectFrom('journeys')
        .select('voyage_id')
        .where('id', '=', journeyIds[0]!)
        .executeTakeFirstOrThrow()
    ).voyage_id;
    const booked = await api.ok('rig_logistics', '/api/backload/create', {
      voyage_id: voyageId,
      rig_id: rig1,
      lines: [line()],
    });
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[0] });
    const voyage = await harness.db
      .selectFrom('orders')
      .innerJoin('shipments', 'shipments.id', 'orders.shipment_id')
      .select('orders.id')
      .where('shipments.journey_id', '=', journeyIds[0]!)
      .execute();
    for (const order of voyage)
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: order.id });
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[1] });
    const left = await api.post('rig_logistics', '/api/backload/mark-loaded', { id: booked.backload.id });
    expect(left.statusCode).toBe(400);
    expect(left.json().message).toMatch(/has left/);
  });

  it('answers 409 to an offload at the rig from a view from before the arrival', async () => {
    const { voyageId, orderIds } = await atRig();
    const [keep, offload] = orderIds;
    const seen = await orderVersion(harness, keep);
    // A colleague keeps it on board, the other order is offloaded, and the vessel arrives at base.
    await api.ok('rig_logistics', '/api/order/update', { id: keep, shipment_id: null, reason: 'WEATHER' });
    await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: offload });
    await api.ok('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
    const late = await api.post('rig_logistics', '/api/order/move-order-to-next-phase', {
      id: keep,
      version: seen,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^This order was changed by .+ Reload/);
    expect(await orderRow(harness, keep)).toEqual({
      status: 'ACCEPTED',
      current_phase: 2,
      shipment_id: null,
    });
  });

  /** The voyage as stored, and the events of its arrival. */
  async function voyageState(voyageId: number) {
    const voyage = await harness.db
      .selectFrom('voyages')
      .select(['status', 'ended_at'])
      .where('id', '=', voyageId)
      .executeTakeFirstOrThrow();
    const arrivals = await harness.db
      .selectFrom('events')
      .select('id')
      .where('entity_type', '=', 'voyage')
      .where('entity_id', '=', voyageId)
      .where('to_status', '=', 'COMPLETED')
      .execute();
    return { ...voyage, arrivals: arrivals.length };
  }

  /** Events of the order that moved it out of `phase`. */
  async function stepsOutOf(orderId: number, phase: number) {
    return harness.db
      .selectFrom('events')
      .select(['to_phase', 'to_status'])
      .where('entity_type', '=', 'order')
      .where('entity_id', '=', orderId)
      .where('from_phase', '=', phase)
      .execute();
  }

  /** Both calls at once, in either order of sending: exactly one goes through, the other answers 409. */
  async function race(
    round: number,
    first: () => ReturnType<typeof api.post>,
    second: () => ReturnType<typeof api.post>,
  ) {
    const [a, b] =
      round % 2 === 0
        ? await Promise.all([first(), second()])
        : (await Promise.all([second(), first()])).reverse();
    const codes = [a!.statusCode, b!.statusCode].sort();
    expect(codes, `${a!.body} | ${b!.body}`).toEqual([200, 409]);
    return { first: a!, second: b! };
  }

  const ROUNDS = 6;

  it('races "Arrived at Base" against the last offload at the rig: the offload wins, the arrival answers 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const step = round % 4 < 2 ? 'start offloading' : 'keep on board';
      const { voyageId, orderIds } = await atRig();
      const [done, late] = orderIds;
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: done });
      const voyageSeen = await voyageVersion(harness, voyageId);
      const orderSeen = await orderVersion(harness, late);
      const offload = () =>
        step === 'start offloading'
          ? api.post('rig_logistics', '/api/order/move-order-to-next-phase', { id: late, version: orderSeen })
          : api.post('rig_logistics', '/api/order/update', {
              id: late,
              shipment_id: null,
              reason: 'CRANE_DOWN',
              version: orderSeen,
            });
      const arrive = () =>
        api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId, version: voyageSeen });
      const { first: offloaded, second: arrived } = await race(round, offload, arrive);
      // The arrival never wins while an order waits at the rig: it came first and found the order there, or
      // second with a view from before the offload. Either way 409.
      expect(offloaded.statusCode, offloaded.body).toBe(200);
      expect(arrived.json().message).toMatch(/wait to be offloaded or kept on board|was changed by/);
      expect(await voyageState(voyageId)).toEqual({ status: 'STARTED', ended_at: null, arrivals: 0 });
      expect(await orderRow(harness, late)).toMatchObject(
        step === 'start offloading'
          ? { current_phase: 7, status: 'OFFLOADING' }
          : { current_phase: 9, status: 'ON_BOARD_RETURNING' },
      );
      expect(await stepsOutOf(late, 6)).toHaveLength(1);
    }
  });

  it('races "Arrived at Base" against a late offload of an order kept on board: the arrival wins, the offload answers 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { voyageId, orderIds } = await atRig();
      const [kept, offloaded] = orderIds;
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: offloaded });
      // A colleague kept it on board; the second person at the rig clicks "Start Offloading" (no version: the
      // step a repeated click would send) while the coordinator records the arrival.
      await api.ok('rig_logistics', '/api/order/update', { id: kept, shipment_id: null, reason: 'WEATHER' });
      const lateOffload = () =>
        api.post('rig_logistics', '/api/order/move-order-to-next-phase', { id: kept });
      const voyageSeen = await voyageVersion(harness, voyageId);
      const { first: late, second: arrived } = await race(round, lateOffload, () =>
        api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId, version: voyageSeen }),
      );
      expect(arrived.statusCode, arrived.body).toBe(200);
      expect(late.json().message).toMatch(/^This order was changed by .+ Reload/);
      expect(await voyageState(voyageId)).toMatchObject({ status: 'COMPLETED', arrivals: 1 });
      expect(await orderRow(harness, kept)).toEqual({
        status: 'ACCEPTED',
        current_phase: 2,
        shipment_id: null,
      });
      expect(await stepsOutOf(kept, 9)).toEqual([{ to_phase: 2, to_status: 'ACCEPTED' }]);
      // After the arrival, a keep-on-board from the same stale view is a 409 too.
      const keepLate = await api.post('rig_logistics', '/api/order/update', {
        id: kept,
        shipment_id: null,
        reason: 'WEATHER',
      });
      expect(keepLate.statusCode, keepLate.body).toBe(409);
    }
  });

  it('races "Arrived at Base" against loading the backload: whichever comes first wins, the other answers 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { voyageId, orderIds } = await atRigWithBackload();
      for (const id of orderIds) await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id });
      const backload = await harness.db
        .selectFrom('backloads')
        .select(['id', 'version'])
        .where('voyage_id', '=', voyageId)
        .executeTakeFirstOrThrow();
      const voyageSeen = await voyageVersion(harness, voyageId);
      const { first: loaded, second: arrived } = await race(
        round,
        () =>
          api.post('rig_logistics', '/api/backload/mark-loaded', {
            id: backload.id,
            version: backload.version,
          }),
        () =>
          api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId, version: voyageSeen }),
      );
      const stored = await harness.db
        .selectFrom('backloads')
        .select('status')
        .where('id', '=', backload.id)
        .executeTakeFirstOrThrow();
      if (loaded.statusCode === 200) {
        expect(stored.status).toBe('LOADED');
        expect(await voyageState(voyageId)).toEqual({ status: 'STARTED', ended_at: null, arrivals: 0 });
      } else {
        expect(loaded.json().message).toMatch(/arrived at base/);
        expect(stored.status).toBe('BOOKED');
        expect(await voyageState(voyageId)).toMatchObject({ status: 'COMPLETED', arrivals: 1 });
      }
      expect(arrived.statusCode === 200).toBe(loaded.statusCode === 409);
    }
  });

  /** One journey to RIG-002 with a backload booked, started and ended: the vessel is alongside. */
  async function atRigWithBackload() {
    const [, rig2] = await rigIdsByCode(harness);
    const voyage = await voyageAtSea(harness, [rig2!]);
    await api.ok('rig_logistics', '/api/backload/create', {
      voyage_id: voyage.voyageId,
      rig_id: rig2,
      lines: [line({ category: 'EMPTY_CCU', description: 'Empty basket', unit: 'CCU', quantity: 1 })],
    });
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: voyage.journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: voyage.journeyIds[0] });
    return { ...voyage, orderIds: voyage.shipments[0]!.orderIds as [number, number] };
  }
});
