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
  voyageTo,
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
    expect(first.rig_time_zone).toBe('UTC');
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

  it('refuses a window bound without its zone', async () => {
    const response = await api.get('rig_logistics', '/api/sailing/list', { from: '2026-12-01T00:00:00' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('from must be a date and time with its zone');
  });
});
