import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';

/*
 * Issue 23, the demo's schedule ahead (docs/decisions/067): the next ten days of the three routes, planned and
 * not started, with cut-offs, cargo of both suppliers on the first sailings whose booking is open, and each place
 * on its own clock. The other suites start without these sailings; this one seeds them.
 */

const DAY_MS = 86_400_000;

interface ListedSailing {
  voyage_id: number;
  name: string;
  status: string;
  vessel: { id: number; name: string } | null;
  planned_departure_at: string;
  planned_return_at: string | null;
  cutoff_at: string;
  started_at: string | null;
  legs: {
    rig: { name: string };
    rig_time_zone: string;
    planned_arrival_at: string | null;
    planned_departure_at: string | null;
    orders: { id: number; request_id: number }[];
  }[];
}

async function sailingsAhead(harness: Harness, role: 'base_coordinator' | 'supplier' | 'second-supplier') {
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 12 * DAY_MS).toISOString();
  const response = await harness.get('/api/sailing/list', {
    token: await harness.tokenFor(role),
    query: { from, to, page: 1, limit: 100 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.sailings.data as ListedSailing[];
}

describeOnEachDatabase(
  'the demo’s sailings of the next ten days',
  (harness) => {
    it('plans every route’s sailing of the next ten days, not started, with its legs in order and its cut-off', async () => {
      const sailings = await sailingsAhead(harness, 'base_coordinator');
      const runs = sailings.filter((sailing) => / run \d{4}-\d{2}-\d{2}$/.test(sailing.name));
      // Three routes a week: ten days hold four or five of their sailings.
      expect(runs.length).toBeGreaterThanOrEqual(4);
      expect(runs.length).toBeLessThanOrEqual(5);
      for (const sailing of runs) {
        expect(sailing.status).toBe('PLANNING');
        expect(sailing.started_at).toBeNull();
        expect(Date.parse(sailing.planned_departure_at)).toBeGreaterThan(Date.now());
        expect(Date.parse(sailing.planned_departure_at) - Date.parse(sailing.cutoff_at)).toBe(DAY_MS);
        expect(sailing.planned_departure_at.slice(11)).toBe('08:00:00.000Z');
        const day = new Date(sailing.planned_departure_at).getUTCDay();
        expect({ 1: 'MV Sea Falcon', 3: 'MV North Carrier', 5: 'MV Island Provider' }[day as 1 | 3 | 5]).toBe(
          sailing.vessel?.name,
        );
        let previous = sailing.planned_departure_at;
        for (const leg of sailing.legs) {
          expect(leg.planned_arrival_at! > previous).toBe(true);
          expect(leg.planned_departure_at! > leg.planned_arrival_at!).toBe(true);
          expect(leg.rig_time_zone).toBe('Europe/London');
          previous = leg.planned_departure_at!;
        }
        expect(sailing.planned_return_at! > previous).toBe(true);
      }
      // No vessel is on two of them at once.
      const windows = runs.map((sailing) => ({
        vessel: sailing.vessel?.id,
        from: sailing.planned_departure_at,
        to: sailing.planned_return_at!,
      }));
      for (const [index, window] of windows.entries()) {
        for (const other of windows.slice(index + 1)) {
          if (window.vessel !== other.vessel) continue;
          expect(window.to <= other.from || other.to <= window.from).toBe(true);
        }
      }
    });

    it('books each supplier’s cargo on sailings whose booking is open, and each sees only its own', async () => {
      const ownOrders = (sailings: ListedSailing[]) =>
        sailings.flatMap((sailing) =>
          sailing.legs.flatMap((leg) =>
            leg.orders.map((order) => ({ ...order, sailing, rig: leg.rig.name })),
          ),
        );
      const gulf = ownOrders(await sailingsAhead(harness, 'supplier'));
      const northSea = ownOrders(await sailingsAhead(harness, 'second-supplier'));
      const all = ownOrders(await sailingsAhead(harness, 'base_coordinator'));
      expect(gulf.length).toBeGreaterThan(0);
      expect(northSea.length).toBeGreaterThan(0);
      expect(all.length).toBe(gulf.length + northSea.length);
      const gulfIds = new Set(gulf.map((order) => order.id));
      expect(northSea.some((order) => gulfIds.has(order.id))).toBe(false);
      for (const order of [...gulf, ...northSea]) {
        expect(Date.parse(order.sailing.cutoff_at)).toBeGreaterThan(Date.now());
      }
      // The requests' own vendors, as the database has them.
      const vendorOf = async (requestId: number) =>
        (
          await harness.db
            .selectFrom('requests')
            .innerJoin('vendors', 'vendors.id', 'requests.vendor_id')
            .select('vendors.name')
            .where('requests.id', '=', requestId)
            .executeTakeFirstOrThrow()
        ).name;
      for (const order of gulf) expect(await vendorOf(order.request_id)).toBe('Gulf Tubulars & Supply');
      for (const order of northSea) expect(await vendorOf(order.request_id)).toBe('North Sea Mud & Cement');
    });

    it('keeps each base and rig on its own clock', async () => {
      const bases = await harness.db
        .selectFrom('bases')
        .select(['name', 'time_zone'])
        .orderBy('id')
        .execute();
      expect(bases).toEqual([
        { name: 'Aberdeen Supply Base', time_zone: 'Europe/London' },
        { name: 'Stavanger Supply Base', time_zone: 'Europe/Oslo' },
      ]);
      const rigs = await harness.db.selectFrom('rigs').select(['name', 'time_zone']).orderBy('id').execute();
      expect(rigs).toEqual([
        { name: 'Ocean Endeavour', time_zone: 'Europe/London' },
        { name: 'Deepwater Horizon II', time_zone: 'Europe/London' },
        { name: 'Atlantic Explorer', time_zone: 'Europe/London' },
        { name: 'Nordic Star', time_zone: 'Europe/Oslo' },
      ]);
    });
  },
  { config: { demoFutureSailings: true } },
);
