import { formatVoyageId } from '@rigline/contract/ids';
import { formatUtc } from '@rigline/contract/time';
import { expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import {
  apiOf,
  DAY_MS,
  fillShipment,
  HOUR_MS,
  noticesOf,
  requestToPlan,
  rigIdsByCode,
  rigLogisticsPerRig,
  scheduledVoyageTo,
  shipmentOf,
} from '../voyages/voyage-fixtures.ts';
import { startCutoffReminders, sweepCutoffReminders } from './cutoff-reminders.ts';

async function vesselIds(harness: Harness): Promise<number[]> {
  return (await harness.db.selectFrom('vessels').select('id').orderBy('id').execute()).map((row) => row.id);
}

async function planOf(harness: Harness, voyageId: number) {
  const voyage = await harness.db
    .selectFrom('voyages')
    .select(['planned_departure_at', 'planned_return_at'])
    .where('id', '=', voyageId)
    .executeTakeFirstOrThrow();
  const journeys = await harness.db
    .selectFrom('journeys')
    .select(['id', 'planned_arrival_at', 'planned_departure_at'])
    .where('voyage_id', '=', voyageId)
    .orderBy('sequence')
    .execute();
  return { ...voyage, journeys };
}

function later(iso: string | null, ms: number): string {
  return new Date(Date.parse(iso ?? '') + ms).toISOString();
}

describeOnEachDatabase('the sailing schedule tells people (issue 23)', (harness) => {
  const api = apiOf(harness);

  it('an ETA moved by an hour or more tells rig logistics of that rig and the suppliers with cargo aboard, old → new in UTC with the reason; less than an hour tells nobody', async () => {
    const [rigA, rigB] = await rigIdsByCode(harness);
    await rigLogisticsPerRig(harness, [rigA!, rigB!]);
    const vessels = await vesselIds(harness);
    const { voyageId } = await scheduledVoyageTo(harness, {
      rigIds: [rigA!, rigB!],
      departure: 10 * DAY_MS,
      name: 'Rescheduled sailing',
      vesselId: vessels[0]!,
    });
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigA! });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    const plan = await planOf(harness, voyageId);
    const [legA, legB] = plan.journeys;
    const body = (shiftA: number) => ({
      voyage_id: voyageId,
      planned_departure_at: plan.planned_departure_at,
      planned_return_at: plan.planned_return_at,
      journeys: [
        {
          id: legA!.id,
          planned_arrival_at: later(legA!.planned_arrival_at, shiftA),
          planned_departure_at: later(legA!.planned_departure_at, shiftA),
        },
        {
          id: legB!.id,
          planned_arrival_at: legB!.planned_arrival_at,
          planned_departure_at: legB!.planned_departure_at,
        },
      ],
      reason: 'WEATHER',
      note: 'Swell over 4 m',
    });

    await api.ok('base_coordinator', '/api/voyage/schedule', body(59 * 60_000));
    expect(await noticesOf(harness, 'sailing_rescheduled', voyageId)).toEqual([]);

    await api.ok('base_coordinator', '/api/voyage/schedule', body(3 * HOUR_MS));
    const told = await noticesOf(harness, 'sailing_rescheduled', voyageId);
    // Rig B's own rig logistics user is not told: only rig A's leg moved. The other supplier has no cargo aboard.
    expect(told.map((notice) => notice.email)).toEqual([
      DEMO_CREDENTIALS.rig_logistics.email,
      DEMO_CREDENTIALS.supplier.email,
    ]);
    const oldEta = formatUtc(later(legA!.planned_arrival_at, 59 * 60_000));
    const newEta = formatUtc(later(legA!.planned_arrival_at, 3 * HOUR_MS));
    for (const notice of told) {
      expect(notice.message).toContain(`${formatVoyageId(voyageId)} Rescheduled sailing was rescheduled`);
      expect(notice.message).toContain(`${oldEta} → ${newEta}`);
      expect(notice.message).toContain('Reason: Weather: Swell over 4 m.');
      expect(notice.message).not.toContain(formatUtc(legB!.planned_arrival_at ?? ''));
    }
    expect(told.find((notice) => notice.email === DEMO_CREDENTIALS.supplier.email)).toMatchObject({
      link_screen: 'request-shipments',
      link_id: requestId,
    });
  });

  it('a cut-off four hours away reminds the suppliers with orders not loaded, once, however many sweeps run at once', async () => {
    const [rigA] = await rigIdsByCode(harness);
    const vessels = await vesselIds(harness);
    const base = await harness.db
      .selectFrom('bases')
      .select('booking_cutoff_hours')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cutoffHours = base.booking_cutoff_hours ?? 24;
    // Cut-off in two hours: reminded. Cut-off in five hours: not yet.
    const { voyageId: soon } = await scheduledVoyageTo(harness, {
      rigIds: [rigA!],
      departure: (cutoffHours + 2) * HOUR_MS,
      name: 'Closing soon',
      vesselId: vessels[1]!,
    });
    const { voyageId: notYet } = await scheduledVoyageTo(harness, {
      rigIds: [rigA!],
      departure: (cutoffHours + 5) * HOUR_MS,
      name: 'Closing later',
      vesselId: vessels[2]!,
    });
    for (const voyageId of [soon, notYet]) {
      const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigA! });
      const shipmentId = await shipmentOf(harness, voyageId, requestId);
      await fillShipment(harness, { shipmentId, orderIds, until: 'assigned' });
    }

    const sweeps = await Promise.all([
      sweepCutoffReminders({ db: harness.db, now: new Date() }),
      sweepCutoffReminders({ db: harness.db, now: new Date() }),
    ]);
    expect(sweeps.flat().filter((id) => id === soon)).toEqual([soon]);
    expect(sweeps.flat()).not.toContain(notYet);
    expect(await sweepCutoffReminders({ db: harness.db, now: new Date() })).not.toContain(soon);

    const told = await noticesOf(harness, 'booking_cutoff_soon', soon);
    expect(told.map((notice) => notice.email)).toEqual([DEMO_CREDENTIALS.supplier.email]);
    expect(told[0]!.message).toContain(`Booking for ${formatVoyageId(soon)} Closing soon closes at`);
    expect(told[0]!.message).toContain('2 orders');
    expect(await noticesOf(harness, 'booking_cutoff_soon', notYet)).toEqual([]);

    // An hour later the second one's cut-off is four hours away: its sweep tells its supplier.
    const inAnHour = new Date(Date.now() + HOUR_MS + 60_000);
    expect(await sweepCutoffReminders({ db: harness.db, now: inAnHour })).toEqual([notYet]);
    expect((await noticesOf(harness, 'booking_cutoff_soon', notYet)).map((notice) => notice.email)).toEqual([
      DEMO_CREDENTIALS.supplier.email,
    ]);
  });

  it('a cut-off reminder skips loaded orders: a sailing whose orders are all loaded reminds nobody', async () => {
    const [rigA] = await rigIdsByCode(harness);
    const vessels = await vesselIds(harness);
    const base = await harness.db
      .selectFrom('bases')
      .select('booking_cutoff_hours')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { voyageId } = await scheduledVoyageTo(harness, {
      rigIds: [rigA!],
      departure: ((base.booking_cutoff_hours ?? 24) + 2) * HOUR_MS,
      name: 'All loaded',
      vesselId: vessels[0]!,
      returnAfter: 2 * DAY_MS,
    });
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigA! });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'loaded' });
    expect(await sweepCutoffReminders({ db: harness.db, now: new Date() })).not.toContain(voyageId);
    expect(await noticesOf(harness, 'booking_cutoff_soon', voyageId)).toEqual([]);
  });

  it('the sweep timer (what buildApp starts) sends on its own, and its stop waits for a sweep in flight', async () => {
    const [rigA] = await rigIdsByCode(harness);
    const { id: _id, ...firstVessel } = await harness.db
      .selectFrom('vessels')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const vessel = await harness.db
      .insertInto('vessels')
      .values({ ...firstVessel, name: 'Timer test vessel' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = await harness.db
      .selectFrom('bases')
      .select('booking_cutoff_hours')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { voyageId } = await scheduledVoyageTo(harness, {
      rigIds: [rigA!],
      departure: ((base.booking_cutoff_hours ?? 24) + 1) * HOUR_MS,
      name: 'Timer sailing',
      vesselId: vessel.id,
    });
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigA! });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    const errors: unknown[] = [];
    const stop = startCutoffReminders({
      db: harness.db,
      everyMs: 25,
      now: Date.now,
      log: { error: (object) => errors.push(object) },
    });
    try {
      await expect
        .poll(async () => (await noticesOf(harness, 'booking_cutoff_soon', voyageId)).length, {
          timeout: 10_000,
        })
        .toBe(1);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  });
});
