import { delayOfVoyage } from '@rigline/contract/schedule';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { apiOf, rigIdsByCode, voyageAtSea, voyageTo } from './voyage-fixtures.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An instant this far from now, in UTC. */
function at(offsetMs: number): string {
  return new Date(Math.floor((Date.now() + offsetMs) / 60_000) * 60_000).toISOString();
}

/** A plan for the voyage's journeys: each rig a day after the previous stop, six hours alongside. */
function planOf(journeyIds: number[], departure: number) {
  return journeyIds.map((id, index) => ({
    id,
    planned_arrival_at: at(departure + (index + 1) * DAY),
    planned_departure_at: at(departure + (index + 1) * DAY + 6 * HOUR),
  }));
}

async function vesselIds(harness: Harness): Promise<number[]> {
  return (await harness.db.selectFrom('vessels').select('id').orderBy('id').execute()).map((row) => row.id);
}

describeOnEachDatabase('POST /api/voyage/schedule', (harness) => {
  const api = apiOf(harness);

  it('sets the plan and answers the voyage with its journeys, the cut-off and each expected arrival', async () => {
    const rigs = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageTo(harness, [rigs[0]!, rigs[1]!], 'Scheduled run');
    const departure = 10 * DAY;
    const journeys = planOf(journeyIds, departure);
    const data = await api.ok('base_coordinator', '/api/voyage/schedule', {
      voyage_id: voyageId,
      planned_departure_at: at(departure),
      planned_return_at: at(departure + 4 * DAY),
      journeys,
    });
    expect(data.voyage.planned_departure_at).toBe(at(departure));
    expect(data.voyage.planned_return_at).toBe(at(departure + 4 * DAY));
    // The default base closes booking 24 hours before the sailing.
    expect(data.voyage.cutoff_at).toBe(at(departure - DAY));
    expect(
      data.voyage.journeys.map((journey: Record<string, unknown>) => [
        journey.id,
        journey.planned_arrival_at,
        journey.planned_departure_at,
        journey.expected_arrival_at,
      ]),
    ).toEqual(
      journeys.map((plan) => [
        plan.id,
        plan.planned_arrival_at,
        plan.planned_departure_at,
        plan.planned_arrival_at,
      ]),
    );
    const listed = await api.get('base_coordinator', '/api/voyage/get', { id: voyageId });
    expect(listed.json().data.Voyages.data[0].cutoff_at).toBe(at(departure - DAY));
    const history = await api.get('base_coordinator', `/api/voyage/history/${voyageId}`);
    const actions = history.json().data.events.map((event: { action: string }) => event.action);
    expect(actions.at(-1)).toMatch(/^Schedule changed: Departure set to \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  });

  it('accepts times with an offset and answers them in UTC; refuses a time without its zone', async () => {
    const { voyageId } = await voyageTo(harness, [], 'Offset run');
    const data = await api.ok('base_coordinator', '/api/voyage/schedule', {
      voyage_id: voyageId,
      planned_departure_at: '2031-03-01T09:00:00+01:00',
      planned_return_at: '2031-03-03T09:00:00+01:00',
      journeys: [],
    });
    expect(data.voyage.planned_departure_at).toBe('2031-03-01T08:00:00.000Z');
    const response = await api.post('base_coordinator', '/api/voyage/schedule', {
      voyage_id: voyageId,
      planned_departure_at: '2031-03-01T09:00:00',
      planned_return_at: '2031-03-03T09:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('planned_departure_at must be a date and time with its zone');
  });

  it('refuses times out of order, naming the field, and changes nothing', async () => {
    const rigs = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageTo(harness, [rigs[0]!, rigs[1]!], 'Out of order run');
    const departure = 10 * DAY;
    const good = planOf(journeyIds, departure);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        'planned_return_at',
        { planned_return_at: at(departure - HOUR) },
        'The planned return must be after the planned departure',
      ],
      [
        'journeys.0.planned_arrival_at',
        { journeys: [{ ...good[0]!, planned_arrival_at: at(departure - HOUR) }, good[1]] },
        "the planned arrival must be after the voyage's departure",
      ],
      [
        'journeys.1.planned_arrival_at',
        { journeys: [good[0], { ...good[1]!, planned_arrival_at: at(departure + DAY + HOUR) }] },
        'the planned arrival must be after the planned departure from',
      ],
      [
        'journeys.0.planned_departure_at',
        { journeys: [{ ...good[0]!, planned_departure_at: at(departure + DAY - HOUR) }, good[1]] },
        'must not be before its planned arrival',
      ],
      ['journeys', { journeys: [good[0]] }, 'Please plan every journey of the voyage'],
      [
        'journeys.2.id',
        { journeys: [...good, { ...good[0]!, id: 999_999 }] },
        'is not a journey of this voyage',
      ],
      [
        'planned_return_at',
        { planned_return_at: at(departure + 2 * DAY) },
        'The planned return must be after the planned departure from',
      ],
    ];
    for (const [field, change, message] of cases) {
      const response = await api.post('base_coordinator', '/api/voyage/schedule', {
        voyage_id: voyageId,
        planned_departure_at: at(departure),
        planned_return_at: at(departure + 4 * DAY),
        journeys: good,
        ...change,
      });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().errors?.[0]?.field ?? response.json().field, response.body).toBe(field);
      expect(response.body).toContain(message);
    }
    const row = await harness.db
      .selectFrom('voyages')
      .select(['planned_departure_at', 'version'])
      .where('id', '=', voyageId)
      .executeTakeFirstOrThrow();
    expect(row.planned_departure_at).toBeNull();
  });

  it('after the cut-off a change needs a reason, kept in history with old → new', async () => {
    const rigs = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageTo(harness, [rigs[0]!], 'Late run');
    // Sailing in two hours: booking closed 22 hours ago.
    const departure = 2 * HOUR;
    const first = planOf(journeyIds, departure);
    await api.ok('base_coordinator', '/api/voyage/schedule', {
      voyage_id: voyageId,
      planned_departure_at: at(departure),
      planned_return_at: at(departure + 3 * DAY),
      journeys: first,
    });
    const later = planOf(journeyIds, departure + 5 * HOUR);
    const body = {
      voyage_id: voyageId,
      planned_departure_at: at(departure + 5 * HOUR),
      planned_return_at: at(departure + 3 * DAY),
      journeys: later,
    };
    const refused = await api.post('base_coordinator', '/api/voyage/schedule', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Booking for this sailing has closed');
    const other = await api.post('base_coordinator', '/api/voyage/schedule', { ...body, reason: 'OTHER' });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('Please say what the other reason is');
    const data = await api.ok('base_coordinator', '/api/voyage/schedule', {
      ...body,
      reason: 'WEATHER',
      note: 'Swell over 4 m',
    });
    expect(data.voyage.planned_departure_at).toBe(at(departure + 5 * HOUR));
    const history = (await api.get('base_coordinator', `/api/voyage/history/${voyageId}`)).json().data.events;
    const last = history.at(-1);
    expect(last.reason).toBe('WEATHER: Swell over 4 m');
    expect(last.action).toContain(`Departure ${at(departure).slice(0, 10)}`);
    expect(last.action).toContain('→');
    expect(last.action).toContain('arrival');
    // The same plan again changes nothing and needs no reason.
    await api.ok('base_coordinator', '/api/voyage/schedule', body);
  });

  it('a vessel cannot be on two voyages whose planned windows overlap: 409 naming the other voyage', async () => {
    const vesselId = (await vesselIds(harness))[2]!;
    const create = (name: string, from: number, to: number) =>
      api.post('base_coordinator', '/api/voyage/create', {
        name,
        vessel_id: vesselId,
        planned_departure_at: at(from),
        planned_return_at: at(to),
      });
    const first = await create('First window', 20 * DAY, 23 * DAY);
    expect(first.statusCode, first.body).toBe(200);
    const firstId = first.json().data.voyage.id;
    const clash = await create('Clashing window', 22 * DAY, 25 * DAY);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain(`VOY-${firstId} (First window)`);
    const after = await create('Next window', 23 * DAY, 25 * DAY);
    expect(after.statusCode, after.body).toBe(200);
    const moved = await api.post('base_coordinator', '/api/voyage/schedule', {
      voyage_id: after.json().data.voyage.id,
      planned_departure_at: at(21 * DAY),
      planned_return_at: at(25 * DAY),
      journeys: [],
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain(`VOY-${firstId}`);
    const names = await harness.db
      .selectFrom('voyages')
      .select('name')
      .where('vessel_id', '=', vesselId)
      .execute();
    expect(names.map((row) => row.name)).not.toContain('Clashing window');
  });

  it('two plans for one vessel at once: exactly one of two overlapping windows is kept', async () => {
    const vesselId = (await vesselIds(harness))[3] ?? (await vesselIds(harness))[0]!;
    const ids: number[] = [];
    for (const name of ['Race A', 'Race B']) {
      ids.push(
        (await api.ok('base_coordinator', '/api/voyage/create', { name, vessel_id: vesselId })).voyage.id,
      );
    }
    const responses = await Promise.all(
      ids.map((id) =>
        api.post('base_coordinator', '/api/voyage/schedule', {
          voyage_id: id,
          planned_departure_at: at(40 * DAY),
          planned_return_at: at(42 * DAY),
          journeys: [],
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('a started voyage keeps its planned departure; its ETAs move with the delay it has run up', async () => {
    const rigs = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageAtSea(harness, [rigs[0]!, rigs[1]!]);
    const voyage = await harness.db
      .selectFrom('voyages')
      .select('started_at')
      .where('id', '=', voyageId)
      .executeTakeFirstOrThrow();
    // Planned to sail three hours before it did.
    const plannedDeparture = new Date(Date.parse(voyage.started_at!) - 3 * HOUR).toISOString();
    // Short legs, back two hours after the planned departure: the other voyages on this vessel sail later.
    const MINUTE = 60_000;
    const journeys = journeyIds.map((id, index) => ({
      id,
      planned_arrival_at: new Date(Date.parse(plannedDeparture) + (index + 1) * 40 * MINUTE).toISOString(),
      planned_departure_at: new Date(
        Date.parse(plannedDeparture) + ((index + 1) * 40 + 10) * MINUTE,
      ).toISOString(),
    }));
    const data = await api.ok('base_coordinator', '/api/voyage/schedule', {
      voyage_id: voyageId,
      planned_departure_at: plannedDeparture,
      planned_return_at: new Date(Date.parse(plannedDeparture) + 2 * HOUR).toISOString(),
      journeys,
      reason: 'VESSEL',
    });
    const expected = data.voyage.journeys.map(
      (journey: { expected_arrival_at: string }) => journey.expected_arrival_at,
    );
    const delay = Date.parse(expected[0]) - Date.parse(journeys[0]!.planned_arrival_at);
    expect(Math.round(delay / 60_000)).toBe(
      Math.round((Date.parse(voyage.started_at!) - Date.parse(plannedDeparture)) / 60_000),
    );
    const moved = await api.post('base_coordinator', '/api/voyage/schedule', {
      voyage_id: voyageId,
      planned_departure_at: new Date(Date.parse(plannedDeparture) + 10 * MINUTE).toISOString(),
      planned_return_at: new Date(Date.parse(plannedDeparture) + 2 * HOUR).toISOString(),
      journeys,
      reason: 'VESSEL',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.body).toContain('its planned departure');
  });

  it('only the base coordinator schedules', async () => {
    const { voyageId } = await voyageTo(harness, [], 'Role run');
    for (const actor of ['supplier', 'rig_logistics'] as const) {
      const response = await api.post(actor, '/api/voyage/schedule', {
        voyage_id: voyageId,
        planned_departure_at: at(10 * DAY),
        planned_return_at: at(11 * DAY),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

it('the delay is the lateness of the last thing that happened, never below zero', () => {
  const plan = {
    planned_departure_at: '2030-01-01T00:00:00.000Z',
    journeys: [
      {
        sequence: 1,
        planned_arrival_at: '2030-01-02T00:00:00.000Z',
        planned_departure_at: '2030-01-02T06:00:00.000Z',
        started_at: null as string | null,
        ended_at: null as string | null,
      },
    ],
  };
  expect(delayOfVoyage({ ...plan, started_at: null })).toBe(0);
  expect(delayOfVoyage({ ...plan, started_at: '2030-01-01T02:00:00.000Z' })).toBe(2 * HOUR);
  expect(delayOfVoyage({ ...plan, started_at: '2029-12-31T23:00:00.000Z' })).toBe(0);
  const arrivedEarly = {
    ...plan,
    started_at: '2030-01-01T02:00:00.000Z',
    journeys: [
      { ...plan.journeys[0]!, started_at: '2030-01-01T02:00:00.000Z', ended_at: '2030-01-02T01:00:00.000Z' },
    ],
  };
  expect(delayOfVoyage(arrivedEarly)).toBe(HOUR);
});
