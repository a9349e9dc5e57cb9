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
  vesselOfItsOwn,
  voyageAtSea,
} from '../voyages/voyage-fixtures.ts';

/*
 * The measures (issue 23, docs/decisions/063). Voyages are taken through the API to sea with their loads; their
 * recorded times are then set to weeks of March 2024, long before the demo's fortnight, so each week's figures
 * are known exactly: the weeks of 2024-03-04 and 2024-03-11 (UTC).
 */

async function setJourneyTimes(
  harness: Harness,
  journeyId: number,
  times: { planned: string; published?: string; arrived: string },
) {
  await harness.db
    .updateTable('journeys')
    .set({
      planned_arrival_at: times.planned,
      planned_departure_at: times.planned,
      published_arrival_at: times.published ?? null,
      started_at: times.arrived,
      ended_at: times.arrived,
    })
    .where('id', '=', journeyId)
    .execute();
}

async function setRequiredBy(harness: Harness, requestId: number, requiredBy: string) {
  await harness.db
    .updateTable('requests')
    .set({ required_by: requiredBy })
    .where('id', '=', requestId)
    .execute();
}

async function areaPctOfLegs(harness: Harness, voyageId: number): Promise<Map<number, number | null>> {
  const response = await apiOf(harness).get('base_coordinator', `/api/voyage/load-plan/${voyageId}`);
  expect(response.statusCode, response.body).toBe(200);
  const legs: { journey_id: number; area_pct: number | null }[] = response.json().data.load_plan.legs;
  return new Map(legs.map((leg) => [leg.journey_id, leg.area_pct]));
}

describeOnEachDatabase('GET /api/dashboard/measures', (harness) => {
  const api = apiOf(harness);

  it('counts each week from recorded times: on time against the published arrival, delivered by required-by, late bookings, deck use', async () => {
    const [rig1, rig2] = await rigIdsByCode(harness);
    // The second rig keeps Houston time: its requests' required-by dates end there (UTC−6 in March 2024).
    await harness.db
      .updateTable('rigs')
      .set({ time_zone: 'America/Chicago' })
      .where('id', '=', rig2!)
      .execute();

    // Week of 2024-03-04: two legs of one voyage.
    const first = await voyageAtSea(harness, [rig1!, rig2!]);
    const [legA1, legA2] = first.journeyIds;
    await harness.db
      .updateTable('voyages')
      .set({ planned_departure_at: '2024-03-04T08:00:00.000Z', started_at: '2024-03-04T08:00:00.000Z' })
      .where('id', '=', first.voyageId)
      .execute();
    // 6 h after its published arrival: on time (the window is inclusive).
    await setJourneyTimes(harness, legA1!, {
      planned: '2024-03-05T08:00:00.000Z',
      arrived: '2024-03-05T14:00:00.000Z',
    });
    // Moved 12 h later after the cut-off: 6 h after the new plan but 18 h after the published one: late.
    await setJourneyTimes(harness, legA2!, {
      planned: '2024-03-06T20:00:00.000Z',
      published: '2024-03-06T08:00:00.000Z',
      arrived: '2024-03-07T02:00:00.000Z',
    });
    // Reached rig 1 before 2024-03-05 ended in UTC: on time.
    await setRequiredBy(harness, first.shipments[0]!.requestId, '2024-03-05');
    // Reached rig 2 at 2024-03-07 02:00 UTC, which is still 2024-03-06 in Chicago: on time there.
    await setRequiredBy(harness, first.shipments[1]!.requestId, '2024-03-06');

    // Week of 2024-03-11: one leg 7 h early (outside the window), and a leg of an unscheduled voyage.
    const second = await voyageAtSea(harness, [rig1!]);
    await setJourneyTimes(harness, second.journeyIds[0]!, {
      planned: '2024-03-12T08:00:00.000Z',
      arrived: '2024-03-12T01:00:00.000Z',
    });
    // Due 2024-03-11, arrived the next day: late.
    await setRequiredBy(harness, second.shipments[0]!.requestId, '2024-03-11');
    const unscheduled = await voyageAtSea(harness, [rig2!]);
    await harness.db
      .updateTable('journeys')
      .set({ started_at: '2024-03-13T10:00:00.000Z', ended_at: '2024-03-13T10:00:00.000Z' })
      .where('id', '=', unscheduled.journeyIds[0]!)
      .execute();
    // Never shipped, its date long past: due and not delivered.
    const stranded = await requestToPlan(harness, { rigId: rig1!, title: 'Stranded request' });
    await setRequiredBy(harness, stranded.requestId, '2024-03-14');

    // Late bookings: one in the first week, two in the second.
    const late = (bookedAt: string) => ({
      voyage_id: first.voyageId,
      shipment_id: first.shipments[0]!.shipmentId,
      order_id: null,
      reason: 'Rig needs it',
      cutoff_at: '2024-03-03T08:00:00.000Z',
      booked_at: bookedAt,
      booked_by: null,
    });
    await harness.db
      .insertInto('late_bookings')
      .values([
        late('2024-03-10T23:59:00.000Z'),
        late('2024-03-11T00:00:00.000Z'),
        late('2024-03-17T12:00:00.000Z'),
      ])
      .execute();

    const response = await api.get('base_coordinator', '/api/dashboard/measures', {
      from: '2024-03-06',
      to: '2024-03-12',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.time_zone).toBe('UTC');
    expect(data.bases[0].on_time_window_hours).toBe(6);
    const firstArea = await areaPctOfLegs(harness, first.voyageId);
    const secondArea = await areaPctOfLegs(harness, second.voyageId);
    const unscheduledArea = await areaPctOfLegs(harness, unscheduled.voyageId);
    const areas1 = [firstArea.get(legA1!), firstArea.get(legA2!)] as number[];
    const areas2 = [
      secondArea.get(second.journeyIds[0]!),
      unscheduledArea.get(unscheduled.journeyIds[0]!),
    ] as number[];
    expect([...areas1, ...areas2].every((pct) => typeof pct === 'number' && pct > 0)).toBe(true);
    const average = (values: number[]) =>
      Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

    expect(data.weeks).toEqual([
      {
        week_start: '2024-03-04',
        legs_arrived: 2,
        legs_on_time: 1,
        on_time_pct: 50,
        requests_due: 2,
        requests_delivered_on_time: 2,
        delivered_on_time_pct: 100,
        late_bookings: 1,
        legs_with_deck_use: 2,
        deck_use_avg_pct: average(areas1),
        deck_use_max_pct: Math.round(Math.max(...areas1)),
      },
      {
        week_start: '2024-03-11',
        legs_arrived: 1,
        legs_on_time: 0,
        on_time_pct: 0,
        requests_due: 2,
        requests_delivered_on_time: 0,
        delivered_on_time_pct: 0,
        late_bookings: 2,
        legs_with_deck_use: 2,
        deck_use_avg_pct: average(areas2),
        deck_use_max_pct: Math.round(Math.max(...areas2)),
      },
    ]);

    // A wider on-time window at the base turns the early leg on time.
    const base = await harness.db
      .selectFrom('bases')
      .select('id')
      .where('is_default', '=', 1)
      .executeTakeFirstOrThrow();
    await api.ok('admin', '/api/base/update', { id: base.id, on_time_window_hours: 7 });
    const wider = await api.get('base_coordinator', '/api/dashboard/measures', {
      from: '2024-03-11',
      to: '2024-03-11',
    });
    expect(wider.json().data.weeks).toMatchObject([
      { week_start: '2024-03-11', legs_arrived: 1, legs_on_time: 1 },
    ]);
    await api.ok('admin', '/api/base/update', { id: base.id, on_time_window_hours: 6 });

    // The same weeks as a CSV file, one row a week.
    const file = await api.get('base_coordinator', '/api/dashboard/measures', {
      from: '2024-03-06',
      to: '2024-03-12',
      format: 'csv',
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Week from (Monday UTC),Legs arrived,Legs on time,On time %,Requests due,Delivered by required-by date,Delivered by required-by %,Late bookings,Legs with deck use,Deck use average %,Deck use highest %',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 8).join(','))).toEqual([
      '2024-03-04,2,1,50,2,2,100,1',
      '2024-03-11,1,0,0,2,0,0,2',
    ]);
  });

  it('keeps the arrival published at the cut-off when the plan changes after it, and only the first time', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const vessel = await harness.db
      .selectFrom('vessels')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // Sails in 12 h: booking (24 h) has closed already.
    const closed = await scheduledVoyageTo(harness, {
      rigIds: [rig1!],
      departure: 12 * HOUR_MS,
      name: 'Closed sailing',
      vesselId: vessel.id,
    });
    const published = fromNow(12 * HOUR_MS + DAY_MS);
    const reschedule = (arrivalOffset: number) =>
      api.ok('base_coordinator', '/api/voyage/schedule', {
        voyage_id: closed.voyageId,
        planned_departure_at: fromNow(12 * HOUR_MS),
        planned_return_at: fromNow(12 * HOUR_MS + 4 * DAY_MS),
        journeys: [
          {
            id: closed.journeyIds[0],
            planned_arrival_at: fromNow(12 * HOUR_MS + DAY_MS + arrivalOffset),
            planned_departure_at: fromNow(12 * HOUR_MS + DAY_MS + arrivalOffset + 6 * HOUR_MS),
          },
        ],
        reason: 'WEATHER',
      });
    const journey = () =>
      harness.db
        .selectFrom('journeys')
        .select(['planned_arrival_at', 'published_arrival_at'])
        .where('id', '=', closed.journeyIds[0]!)
        .executeTakeFirstOrThrow();
    expect(await journey()).toEqual({ planned_arrival_at: published, published_arrival_at: null });
    await reschedule(8 * HOUR_MS);
    expect(await journey()).toEqual({
      planned_arrival_at: fromNow(12 * HOUR_MS + DAY_MS + 8 * HOUR_MS),
      published_arrival_at: published,
    });
    await reschedule(10 * HOUR_MS);
    expect((await journey()).published_arrival_at).toBe(published);

    // Before the cut-off a change is no change to what was published.
    const open = await scheduledVoyageTo(harness, {
      rigIds: [rig1!],
      departure: 20 * DAY_MS,
      name: 'Open sailing',
      vesselId: vessel.id,
    });
    await api.ok('base_coordinator', '/api/voyage/schedule', {
      voyage_id: open.voyageId,
      planned_departure_at: fromNow(20 * DAY_MS),
      planned_return_at: fromNow(24 * DAY_MS),
      journeys: [
        {
          id: open.journeyIds[0],
          planned_arrival_at: fromNow(21 * DAY_MS + HOUR_MS),
          planned_departure_at: fromNow(21 * DAY_MS + 7 * HOUR_MS),
        },
      ],
    });
    const row = await harness.db
      .selectFrom('journeys')
      .select('published_arrival_at')
      .where('id', '=', open.journeyIds[0]!)
      .executeTakeFirstOrThrow();
    expect(row.published_arrival_at).toBeNull();
  });

  it('publishes a journey added after the cut-off with the first plan it is given, and measures its arrival against it', async () => {
    const [rig1, rig2] = await rigIdsByCode(harness);
    const vesselId = await vesselOfItsOwn(harness, 'MV Late Leg');
    // Sails in 12 h: booking (24 h) has closed already when the second leg is added.
    const voyage = await scheduledVoyageTo(harness, {
      rigIds: [rig1!],
      departure: 12 * HOUR_MS,
      name: 'Leg added late',
      vesselId,
    });
    const added = await api.ok('base_coordinator', '/api/journey/create', {
      voyage_id: voyage.voyageId,
      rig_id: rig2!,
    });
    const lateLeg = (added.journeys as { id: number }[]).at(-1)!.id;
    const planOf = async (journeyId: number) =>
      harness.db
        .selectFrom('journeys')
        .select(['planned_arrival_at', 'planned_departure_at', 'published_arrival_at'])
        .where('id', '=', journeyId)
        .executeTakeFirstOrThrow();
    const firstLeg = await planOf(voyage.journeyIds[0]!);
    expect(await planOf(lateLeg)).toEqual({
      planned_arrival_at: null,
      planned_departure_at: null,
      published_arrival_at: null,
    });
    const voyageRow = await harness.db
      .selectFrom('voyages')
      .select(['planned_departure_at', 'planned_return_at'])
      .where('id', '=', voyage.voyageId)
      .executeTakeFirstOrThrow();
    const firstPlan = fromNow(12 * HOUR_MS + 2 * DAY_MS);
    const planLateLeg = (arrival: string, reason?: string) =>
      api.post('base_coordinator', '/api/voyage/schedule', {
        voyage_id: voyage.voyageId,
        ...voyageRow,
        journeys: [
          {
            id: voyage.journeyIds[0],
            planned_arrival_at: firstLeg.planned_arrival_at,
            planned_departure_at: firstLeg.planned_departure_at,
          },
          {
            id: lateLeg,
            planned_arrival_at: arrival,
            planned_departure_at: new Date(Date.parse(arrival) + 6 * HOUR_MS).toISOString(),
          },
        ],
        ...(reason ? { reason } : {}),
      });
    // Planning the new leg after the cut-off is a change of the plan: it needs a reason.
    const refused = await planLateLeg(firstPlan);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect((await planLateLeg(firstPlan, 'RIG')).statusCode).toBe(200);
    expect(await planOf(lateLeg)).toMatchObject({
      planned_arrival_at: firstPlan,
      published_arrival_at: firstPlan,
    });
    // The leg planned before the cut-off keeps the arrival published then.
    expect((await planOf(voyage.journeyIds[0]!)).published_arrival_at).toBe(firstLeg.planned_arrival_at);

    // Moved 9 h later afterwards: what was published stays, and the arrival is measured against it.
    const moved = new Date(Date.parse(firstPlan) + 9 * HOUR_MS).toISOString();
    expect((await planLateLeg(moved, 'WEATHER')).statusCode).toBe(200);
    expect(await planOf(lateLeg)).toMatchObject({
      planned_arrival_at: moved,
      published_arrival_at: firstPlan,
    });
    await harness.db
      .updateTable('journeys')
      .set({ started_at: moved, ended_at: moved })
      .where('id', '=', lateLeg)
      .execute();
    const week = await api.get('base_coordinator', '/api/dashboard/measures', {
      from: moved.slice(0, 10),
      to: moved.slice(0, 10),
    });
    expect(week.statusCode, week.body).toBe(200);
    // On time against its plan (0 h), late against what was published (9 h, outside the 6 h window).
    expect(week.json().data.weeks).toEqual([expect.objectContaining({ legs_arrived: 1, legs_on_time: 0 })]);
  });

  it('answers eight weeks by default and refuses bad windows and other roles, changing nothing', async () => {
    const response = await api.get('base_coordinator', '/api/dashboard/measures');
    expect(response.statusCode, response.body).toBe(200);
    const weeks: { week_start: string }[] = response.json().data.weeks;
    expect(weeks).toHaveLength(8);
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(weeks[7]!.week_start).toBe(monday.toISOString().slice(0, 10));

    const refused = async (query: Record<string, string>, text: string) => {
      const answer = await api.get('base_coordinator', '/api/dashboard/measures', query);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(text);
    };
    await refused({ from: '2024-03-31', to: '2024-03-01' }, 'to must not be before from');
    await refused({ from: '2023-01-01', to: '2024-06-01' }, 'at most 53 weeks');
    await refused({ from: '2024-02-30' }, 'from must be a date such as 2026-12-01');
    expect((await api.get('supplier', '/api/dashboard/measures')).statusCode).toBe(403);
    expect((await api.get('rig_logistics', '/api/dashboard/measures')).statusCode).toBe(403);
  });
});

describeOnEachDatabase('the demo fortnight in the measures', (harness) => {
  it('shows the last weeks some legs on time and some late, from the demo sailings (issue 23)', async () => {
    const response = await apiOf(harness).get('base_coordinator', '/api/dashboard/measures');
    expect(response.statusCode, response.body).toBe(200);
    const weeks: { legs_arrived: number; legs_on_time: number }[] = response.json().data.weeks;
    const arrived = weeks.reduce((sum, week) => sum + week.legs_arrived, 0);
    const onTime = weeks.reduce((sum, week) => sum + week.legs_on_time, 0);
    const fortnightLegs = await harness.db
      .selectFrom('journeys')
      .innerJoin('voyages', 'voyages.id', 'journeys.voyage_id')
      .select('journeys.id')
      .where('voyages.name', 'like', '% run 20%')
      .where('journeys.planned_arrival_at', 'is not', null)
      .execute();
    expect(fortnightLegs.length).toBeGreaterThanOrEqual(4);
    expect(arrived).toBe(fortnightLegs.length);
    expect(onTime).toBeGreaterThan(0);
    expect(onTime).toBeLessThan(arrived);
    // A sailing moved by the weather after booking closed keeps its published arrivals and says why.
    const moved = await harness.db
      .selectFrom('events')
      .select(['reason', 'voyage_id'])
      .where('entity_type', '=', 'voyage')
      .where('reason', 'like', 'WEATHER:%')
      .execute();
    expect(moved.length).toBeGreaterThan(0);
    const published = await harness.db
      .selectFrom('journeys')
      .select('published_arrival_at')
      .where('voyage_id', '=', moved[0]!.voyage_id!)
      .execute();
    expect(published.every((journey) => journey.published_arrival_at !== null)).toBe(true);
  });
});
