import { formatVoyageId } from '@rigline/contract/ids';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import {
  apiOf,
  DAY_MS,
  fromNow,
  HOUR_MS,
  requestToPlan,
  rigIdsByCode,
  scheduledVoyageTo,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

const HOUR = HOUR_MS;
const DAY = DAY_MS;
const at = fromNow;

/** A voyage to the rig, planned to sail `departure` from now (the base closes booking 24 h before). */
async function scheduledVoyage(
  harness: Harness,
  options: { rigId: number; departure: number; name: string; lastVessel?: boolean },
): Promise<number> {
  // The last vessel is one no other test of the file plans, so that its window meets no other.
  const vesselId = options.lastVessel
    ? (await harness.db.selectFrom('vessels').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id
    : undefined;
  const { voyageId } = await scheduledVoyageTo(harness, {
    rigIds: [options.rigId],
    departure: options.departure,
    name: options.name,
    returnAfter: 1.5 * DAY,
    ...(vesselId === undefined ? {} : { vesselId }),
  });
  return voyageId;
}

async function versionOf(harness: Harness, orderId: number): Promise<number> {
  const row = await harness.db
    .selectFrom('orders')
    .select('version')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.version;
}

async function lateBookings(harness: Harness, voyageId: number) {
  return harness.db
    .selectFrom('late_bookings')
    .select(['shipment_id', 'order_id', 'reason', 'cutoff_at'])
    .where('voyage_id', '=', voyageId)
    .orderBy('id')
    .execute();
}

describeOnEachDatabase('booking cut-off (issue 23)', (harness) => {
  const api = apiOf(harness);

  it('after the cut-off, a shipment or an order needs a late reason: 409 naming the cut-off and the next sailing, then kept as a late booking', async () => {
    const rigs = await rigIdsByCode(harness);
    const rigId = rigs[0]!;
    const closed = await scheduledVoyage(harness, { rigId, departure: 2 * HOUR, name: 'Closed sailing' });
    const open = await scheduledVoyage(harness, { rigId, departure: 6 * DAY, name: 'Open sailing' });
    const { requestId, orderIds } = await requestToPlan(harness, { rigId });
    const shipmentsBefore = await harness.db.selectFrom('shipments').select('id').execute();

    const refused = await api.post('base_coordinator', '/api/shipment/create', {
      voyage_id: closed,
      request_id: requestId,
    });
    expect(refused.statusCode).toBe(409);
    const message = refused.json().message as string;
    expect(message).toContain(`Booking for ${formatVoyageId(closed)} Closed sailing closed at its cut-off`);
    expect(message).toMatch(/cut-off, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(message).toContain(`is ${formatVoyageId(open)} Open sailing, departing`);
    expect(refused.json().errors[0].field).toBe('late_reason');
    expect(await harness.db.selectFrom('shipments').select('id').execute()).toHaveLength(
      shipmentsBefore.length,
    );

    const blank = await api.post('base_coordinator', '/api/shipment/create', {
      voyage_id: closed,
      request_id: requestId,
      late_reason: '   ',
    });
    expect(blank.statusCode).toBe(400);

    const created = await api.ok('base_coordinator', '/api/shipment/create', {
      voyage_id: closed,
      request_id: requestId,
      late_reason: 'Rig needs the mud pump spares before the next sailing',
    });
    const shipmentId = created.shipment.id as number;

    const orderRefused = await api.post('base_coordinator', '/api/order/update', {
      id: orderIds[0],
      shipment_id: shipmentId,
    });
    expect(orderRefused.statusCode).toBe(409);
    expect(orderRefused.json().message).toContain('closed at its cut-off');
    const untouched = await harness.db
      .selectFrom('orders')
      .select(['current_phase', 'status', 'shipment_id'])
      .where('id', '=', orderIds[0]!)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ current_phase: 2, status: 'ACCEPTED', shipment_id: null });

    await api.ok('base_coordinator', '/api/order/update', {
      id: orderIds[0],
      shipment_id: shipmentId,
      late_reason: 'Same rush: pump spares',
    });
    const batch = await api.ok('base_coordinator', '/api/order/batch', {
      action: 'place',
      orders: [{ id: orderIds[1], version: await versionOf(harness, orderIds[1]!) }],
      shipment_id: shipmentId,
      late_reason: 'Same rush: seals',
    });
    expect(batch.results.map((result: { ok: boolean }) => result.ok)).toEqual([true]);

    const rows = await lateBookings(harness, closed);
    expect(rows.map((row) => [row.shipment_id, row.order_id, row.reason])).toEqual([
      [shipmentId, null, 'Rig needs the mud pump spares before the next sailing'],
      [shipmentId, orderIds[0], 'Same rush: pump spares'],
      [shipmentId, orderIds[1], 'Same rush: seals'],
    ]);
    expect(rows[0]!.cutoff_at).toBe(at(2 * HOUR - DAY));

    // Marked and counted on the sailing list.
    const sailings = await api.get('base_coordinator', '/api/sailing/list', { rig_id: rigId });
    const sailing = sailings
      .json()
      .data.sailings.data.find((candidate: { voyage_id: number }) => candidate.voyage_id === closed);
    expect(sailing.late_booking_count).toBe(3);
    expect(
      sailing.legs[0].orders.map((order: { is_late_booking: boolean }) => order.is_late_booking),
    ).toEqual([true, true]);

    const history = await api.get('base_coordinator', `/api/request/history/${requestId}`);
    const reasons = history
      .json()
      .data.events.map((event: { reason: string | null }) => event.reason)
      .filter(Boolean);
    expect(reasons).toContain(
      `Late booking, after the cut-off of ${rows[0]!.cutoff_at.slice(0, 10)} ${rows[0]!.cutoff_at.slice(11, 16)} UTC: Same rush: pump spares`,
    );
  });

  it('before the cut-off, and on a voyage with no plan, books without a reason and records nothing late', async () => {
    const rigs = await rigIdsByCode(harness);
    const rigId = rigs[1]!;
    const open = await scheduledVoyage(harness, { rigId, departure: 12 * DAY, name: 'Open run' });
    const unscheduled = (await voyageTo(harness, [rigId], 'Unscheduled run')).voyageId;
    for (const voyageId of [open, unscheduled]) {
      const { requestId, orderIds } = await requestToPlan(harness, { rigId, quantities: [1] });
      const created = await api.ok('base_coordinator', '/api/shipment/create', {
        voyage_id: voyageId,
        request_id: requestId,
      });
      await api.ok('base_coordinator', '/api/order/update', {
        id: orderIds[0],
        shipment_id: created.shipment.id,
      });
      expect(await lateBookings(harness, voyageId)).toEqual([]);
    }
  });

  it('says so when no later sailing to the rig is open', async () => {
    const rigs = await rigIdsByCode(harness);
    const rigId = rigs[2] ?? rigs[0]!;
    // Every other planned sailing to this rig closes before this one: none is open.
    const closed = await scheduledVoyage(harness, {
      rigId,
      departure: 3 * HOUR,
      name: 'Last call',
      lastVessel: true,
    });
    const { requestId } = await requestToPlan(harness, { rigId, quantities: [1] });
    const refused = await api.post('base_coordinator', '/api/shipment/create', {
      voyage_id: closed,
      request_id: requestId,
    });
    expect(refused.statusCode).toBe(409);
    const later = await harness.db
      .selectFrom('voyages')
      .innerJoin('journeys', 'journeys.voyage_id', 'voyages.id')
      .select('voyages.id')
      .where('journeys.rig_id', '=', rigId)
      .where('voyages.planned_departure_at', '>', at(DAY + 3 * HOUR))
      .execute();
    expect(later).toEqual([]);
    expect(refused.json().message).toMatch(
      /No later sailing to .+ is planned yet\. To book on VOY-\d+ Last call all the same, give a late reason\./,
    );
  });
});
