import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import {
  apiOf,
  DAY_MS,
  fillShipment,
  fromNow,
  HOUR_MS,
  requestToPlan,
  rigIdsByCode,
  scheduledVoyageTo,
  shipmentOf,
  voyageAtSea,
} from '../voyages/voyage-fixtures.ts';

const HOUR = HOUR_MS;
const DAY = DAY_MS;
const at = fromNow;

describeOnEachDatabase('GET /api/sailing/list', (harness) => {
  const api = apiOf(harness);

  const scheduledVoyage = (name: string, rigIds: number[], departure: number) =>
    scheduledVoyageTo(harness, { rigIds, departure, name });

  it('lists scheduled sailings soonest first with legs, cut-off and deck use; a supplier sees its own orders only', async () => {
    const [rig1, rig2] = await rigIdsByCode(harness);
    const later = await scheduledVoyage('Later sailing', [rig2!], 12 * DAY);
    const sooner = await scheduledVoyage('Sooner sailing', [rig1!, rig2!], 5 * DAY);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig1!, quantities: [2] });
    const shipmentId = await shipmentOf(harness, sooner.voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });

    const list = async (
      actor: Parameters<typeof api.get>[0],
      query: Record<string, string | number> = {},
    ) => {
      const response = await api.get(actor, '/api/sailing/list', query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.sailings;
    };
    const operators = await list('base_coordinator');
    const names = operators.data.map((sailing: { name: string }) => sailing.name);
    expect(names.indexOf('Sooner sailing')).toBeLessThan(names.indexOf('Later sailing'));
    const sailing = operators.data.find((row: { voyage_id: number }) => row.voyage_id === sooner.voyageId);
    expect(sailing.planned_departure_at).toBe(at(5 * DAY));
    expect(sailing.cutoff_at).toBe(at(4 * DAY));
    expect(sailing.delay_minutes).toBe(0);
    expect(sailing.legs.map((leg: { rig: { id: number } }) => leg.rig.id)).toEqual([rig1, rig2]);
    const first = sailing.legs[0];
    expect(first.planned_arrival_at).toBe(at(6 * DAY));
    expect(first.expected_arrival_at).toBe(at(6 * DAY));
    expect(first.rig_time_zone).toBe('Europe/London');
    expect(first.orders.map((order: { id: number }) => order.id)).toEqual(orderIds);
    expect(first.weight_t).toBeGreaterThan(0);
    expect(sailing.legs[1].orders).toEqual([]);

    const own = (await list('supplier')).data.find(
      (row: { voyage_id: number }) => row.voyage_id === sooner.voyageId,
    );
    expect(own.legs[0].orders.map((order: { id: number }) => order.id)).toEqual(orderIds);
    const other = (await list('second-supplier')).data.find(
      (row: { voyage_id: number }) => row.voyage_id === sooner.voyageId,
    );
    expect(other.legs[0].orders).toEqual([]);

    // The window and the rig narrow the list; an unscheduled voyage is never in it.
    const window = await list('rig_logistics', { from: at(10 * DAY), to: at(20 * DAY) });
    expect(window.data.map((row: { voyage_id: number }) => row.voyage_id)).toEqual([later.voyageId]);
    // From now on: the demo's past fortnight (issue 23) calls at rig 1 too.
    const toRig1 = await list('rig_logistics', { rig_id: rig1!, from: at(0) });
    expect(toRig1.data.map((row: { voyage_id: number }) => row.voyage_id)).toEqual([sooner.voyageId]);
    expect(toRig1.meta.total).toBe(1);
    const all = await list('rig_logistics', { from: at(-365 * DAY), to: at(365 * DAY), limit: 100 });
    expect(all.data.every((row: { planned_departure_at: string | null }) => row.planned_departure_at)).toBe(
      true,
    );
  });

  it("keeps each leg's first planned arrival, its latest change old → new with the reason, and the lateness", async () => {
    const [rig1, rig2] = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await scheduledVoyage('Moved sailing', [rig1!, rig2!], 22 * DAY);
    const legOf = async (sequence: number) => {
      const response = await api.get('rig_logistics', '/api/sailing/list', { rig_id: rig1!, limit: 100 });
      expect(response.statusCode, response.body).toBe(200);
      const sailing = response
        .json()
        .data.sailings.data.find((row: { voyage_id: number }) => row.voyage_id === voyageId);
      return sailing.legs[sequence - 1];
    };
    const untouched = await legOf(1);
    expect(untouched).toMatchObject({
      first_planned_arrival_at: at(23 * DAY),
      late_minutes: 0,
      schedule_change: null,
      shipment_count: 0,
      backload_count: 0,
    });
    const move = (firstArrival: number, body: Record<string, string>) =>
      api.ok('base_coordinator', '/api/voyage/schedule', {
        voyage_id: voyageId,
        planned_departure_at: at(22 * DAY),
        planned_return_at: at(26 * DAY),
        journeys: [
          {
            id: journeyIds[0],
            planned_arrival_at: at(firstArrival),
            planned_departure_at: at(23 * DAY + 6 * HOUR),
          },
          {
            id: journeyIds[1],
            planned_arrival_at: at(24 * DAY),
            planned_departure_at: at(24 * DAY + 6 * HOUR),
          },
        ],
        ...body,
      });
    await move(23 * DAY + 2 * HOUR, { reason: 'WEATHER', note: 'Swell over 4 m' });
    expect(await legOf(1)).toMatchObject({
      planned_arrival_at: at(23 * DAY + 2 * HOUR),
      expected_arrival_at: at(23 * DAY + 2 * HOUR),
      first_planned_arrival_at: at(23 * DAY),
      late_minutes: 120,
      schedule_change: {
        old_arrival_at: at(23 * DAY),
        new_arrival_at: at(23 * DAY + 2 * HOUR),
        reason: 'WEATHER',
        note: 'Swell over 4 m',
      },
    });
    // The second leg's arrival did not move: no change of its own.
    expect((await legOf(2)).schedule_change).toBeNull();
    await move(23 * DAY + 3 * HOUR, {});
    const twice = await legOf(1);
    expect(twice.late_minutes).toBe(180);
    expect(twice.first_planned_arrival_at).toBe(at(23 * DAY));
    expect(twice.schedule_change).toMatchObject({
      old_arrival_at: at(23 * DAY + 2 * HOUR),
      new_arrival_at: at(23 * DAY + 3 * HOUR),
      reason: null,
      note: null,
    });
  });

  it('counts the shipments on each leg and the backload booked from its rig', async () => {
    const [rig1, rig2] = await rigIdsByCode(harness);
    const voyage = await voyageAtSea(harness, [rig1!, rig2!]);
    await api.ok('base_coordinator', '/api/voyage/schedule', {
      voyage_id: voyage.voyageId,
      planned_departure_at: at(-2 * HOUR),
      planned_return_at: at(3 * DAY),
      journeys: voyage.journeyIds.map((id, index) => ({
        id,
        planned_arrival_at: at((index + 1) * DAY),
        planned_departure_at: at((index + 1) * DAY + HOUR),
      })),
    });
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: voyage.journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: voyage.journeyIds[0] });
    await api.ok('rig_logistics', '/api/backload/create', {
      voyage_id: voyage.voyageId,
      rig_id: rig1,
      lines: [
        {
          description: 'Empty mud skip',
          category: 'EMPTY_CCU',
          quantity: 1,
          unit: 'CCU',
          weight_kg: 1200,
          length_m: 2,
          width_m: 1.5,
          height_m: 1.2,
        },
      ],
    });
    const response = await api.get('rig_logistics', '/api/sailing/list', { rig_id: rig1!, limit: 100 });
    const sailing = response
      .json()
      .data.sailings.data.find((row: { voyage_id: number }) => row.voyage_id === voyage.voyageId);
    expect(sailing.legs.map((leg: { shipment_count: number }) => leg.shipment_count)).toEqual([1, 1]);
    expect(sailing.legs.map((leg: { backload_count: number }) => leg.backload_count)).toEqual([1, 0]);
    const other = await api.get('second-supplier', '/api/sailing/list', { rig_id: rig1!, limit: 100 });
    const seen = other
      .json()
      .data.sailings.data.find((row: { voyage_id: number }) => row.voyage_id === voyage.voyageId);
    expect(seen.legs.map((leg: { shipment_count: number }) => leg.shipment_count)).toEqual([0, 0]);
  });

  it('refuses a window bound without its zone', async () => {
    const response = await api.get('rig_logistics', '/api/sailing/list', { from: '2026-12-01T00:00:00' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('from must be a date and time with its zone');
  });
});
