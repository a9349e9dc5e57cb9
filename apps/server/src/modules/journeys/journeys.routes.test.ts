import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { eventsOf, fieldsOf, waitUntilBlockedBy } from '../requests/request-fixtures.ts';
import {
  type Actor,
  apiOf,
  fillShipment,
  orderRow,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageAtSea,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

interface WireJourney {
  id: number;
  sequence: number;
  rig_id: number;
  rig: { id: number; name: string };
  voyage_id: number;
  started_at: string | null;
  ended_at: string | null;
  shipment_count: number;
}

/** Someone started the voyage since the plan was shown: 409, saying who and when (issue 8.8). */
const PLAN_LOCKED =
  /^This voyage was changed by .+ at \d{4}-\d\d-\d\d \d\d:\d\d UTC: it has started, so its journey plan is locked\. Reload to see it as it is now\.$/;

async function seededVoyageId(harness: Harness): Promise<number> {
  return (
    await harness.db
      .selectFrom('voyages')
      .select('id')
      .where('name', '=', 'Week 48 northern run')
      .executeTakeFirstOrThrow()
  ).id;
}

function journeysIn(harness: Harness) {
  const api = apiOf(harness);
  return async (voyageId: number, actor: Actor = 'base_coordinator'): Promise<WireJourney[]> => {
    const response = await api.get(actor, `/api/journey/sequence/get-by-voyage-id/${voyageId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.journeys;
  };
}

const rigsOf = (journeys: WireJourney[]) => journeys.map((journey) => journey.rig_id);
const sequencesOf = (journeys: WireJourney[]) => journeys.map((journey) => journey.sequence);

describeOnEachDatabase('GET /api/journey/sequence/get-by-voyage-id/:voyageId', (harness) => {
  const api = apiOf(harness);
  const journeys = journeysIn(harness);

  it('lists the journeys in sequence, with their rig and shipment count', async () => {
    const voyageId = await seededVoyageId(harness);
    const [, rig2, rig3] = await rigIdsByCode(harness);
    expect(await journeys(voyageId, 'rig_logistics')).toEqual([
      {
        id: expect.any(Number),
        sequence: 1,
        rig_id: rig3,
        rig: { id: rig3, name: 'Atlantic Explorer' },
        voyage_id: voyageId,
        started_at: null,
        ended_at: null,
        planned_arrival_at: null,
        planned_departure_at: null,
        expected_arrival_at: null,
        shipment_count: 0,
        version: 1,
      },
      {
        id: expect.any(Number),
        sequence: 2,
        rig_id: rig2,
        rig: { id: rig2, name: 'Deepwater Horizon II' },
        voyage_id: voyageId,
        started_at: null,
        ended_at: null,
        planned_arrival_at: null,
        planned_departure_at: null,
        expected_arrival_at: null,
        shipment_count: 1,
        version: 1,
      },
    ]);
  });

  it('answers 404 for a voyage that does not exist, 403 to suppliers and 401 without a token', async () => {
    const missing = await api.get('base_coordinator', '/api/journey/sequence/get-by-voyage-id/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Voyage not found');
    const voyageId = await seededVoyageId(harness);
    expect((await api.get('supplier', `/api/journey/sequence/get-by-voyage-id/${voyageId}`)).statusCode).toBe(
      403,
    );
    expect((await harness.get(`/api/journey/sequence/get-by-voyage-id/${voyageId}`)).statusCode).toBe(401);
  });
});

describeOnEachDatabase('journey plan: create, update-sequence, update, delete', (harness) => {
  // The demo's RIG-004 is inactive, and an inactive rig takes no new journey (decision 014): these tests plan
  // journeys to four rigs, so it is active here.
  beforeAll(async () => {
    await harness.db.updateTable('rigs').set({ status: 1 }).where('code', '=', 'RIG-004').execute();
  });
  const api = apiOf(harness);
  const journeys = journeysIn(harness);

  it('creates journeys at the end of the plan and answers the new plan', async () => {
    const [rig1, rig2, rig3] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const response = await api.post('base_coordinator', '/api/journey/create', {
      voyage_id: voyageId,
      rig_id: rig3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Journey created successfully');
    expect(rigsOf(response.json().data.journeys)).toEqual([rig1, rig3]);
    await api.ok('admin', '/api/journey/create', { voyage_id: voyageId, rig_id: rig2 });
    const plan = await journeys(voyageId);
    expect(rigsOf(plan)).toEqual([rig1, rig3, rig2]);
    expect(sequencesOf(plan)).toEqual([1, 2, 3]);
  });

  it('refuses a rig already in the voyage, or one that does not exist, with 400 naming rig_id', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const taken = await api.post('base_coordinator', '/api/journey/create', {
      voyage_id: voyageId,
      rig_id: rig1,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([
      { field: 'rig_id', message: 'This rig already has a journey in this voyage' },
    ]);
    const unknown = await api.post('base_coordinator', '/api/journey/create', {
      voyage_id: voyageId,
      rig_id: 987654,
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json())).toEqual(['rig_id']);
    const none = await api.post('base_coordinator', '/api/journey/create', { voyage_id: voyageId });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ field: 'rig_id', message: 'Please select a rig' }]);
    expect(
      (await api.post('base_coordinator', '/api/journey/create', { voyage_id: 987654, rig_id: rig1 }))
        .statusCode,
    ).toBe(404);
  });

  it('moves a journey and renumbers the others 1..n', async () => {
    const [rig1, rig2, rig3, rig4] = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageTo(harness, [rig1!, rig2!, rig3!, rig4!]);
    const moved = await api.post('base_coordinator', '/api/journey/update-sequence', {
      journey_id: journeyIds[3],
      new_sequence: 1,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.message).toBe('Journey sequence updated successfully');
    expect(rigsOf(moved.json().data.journeys)).toEqual([rig4, rig1, rig2, rig3]);
    expect(sequencesOf(moved.json().data.journeys)).toEqual([1, 2, 3, 4]);
    const back = await api.ok('base_coordinator', '/api/journey/update-sequence', {
      journey_id: journeyIds[3],
      new_sequence: 3,
    });
    expect(rigsOf(back.journeys)).toEqual([rig1, rig2, rig4, rig3]);
    expect(rigsOf(await journeys(voyageId))).toEqual([rig1, rig2, rig4, rig3]);
  });

  it('refuses a sequence past the last journey with 400 naming new_sequence', async () => {
    const [rig1, rig2] = await rigIdsByCode(harness);
    const { journeyIds } = await voyageTo(harness, [rig1!, rig2!]);
    const response = await api.post('base_coordinator', '/api/journey/update-sequence', {
      journey_id: journeyIds[0],
      new_sequence: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'new_sequence', message: 'new_sequence must be between 1 and 2' },
    ]);
    const zero = await api.post('base_coordinator', '/api/journey/update-sequence', {
      journey_id: journeyIds[0],
      new_sequence: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(fieldsOf(zero.json())).toEqual(['new_sequence']);
    const missing = await api.post('base_coordinator', '/api/journey/update-sequence', {
      journey_id: 987654,
      new_sequence: 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('changes the rig of a journey without shipments, to a rig not yet in the voyage', async () => {
    const [rig1, rig2, rig3] = await rigIdsByCode(harness);
    const { journeyIds } = await voyageTo(harness, [rig1!, rig2!]);
    const response = await api.post('base_coordinator', '/api/journey/update', {
      id: journeyIds[0],
      rig_id: rig3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Journey rig updated successfully');
    expect(rigsOf(response.json().data.journeys)).toEqual([rig3, rig2]);
    const taken = await api.post('base_coordinator', '/api/journey/update', {
      id: journeyIds[0],
      rig_id: rig2,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([
      { field: 'rig_id', message: 'This rig already has a journey in this voyage' },
    ]);
    // Its own rig again changes nothing.
    expect(
      rigsOf(
        (await api.ok('base_coordinator', '/api/journey/update', { id: journeyIds[0], rig_id: rig3 }))
          .journeys,
      ),
    ).toEqual([rig3, rig2]);
  });

  it('refuses to change the rig of, or delete, a journey that got shipments since the plan was shown (409)', async () => {
    const voyageId = await seededVoyageId(harness);
    const [rig1] = await rigIdsByCode(harness);
    const withShipment = (await journeys(voyageId)).find((journey) => journey.shipment_count > 0)!;
    const change = await api.post('base_coordinator', '/api/journey/update', {
      id: withShipment.id,
      rig_id: rig1,
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(
      'This journey carries a shipment now, so its rig cannot change. Reload to see it as it is now.',
    );
    const remove = await api.post('base_coordinator', '/api/journey/delete', { journey_id: withShipment.id });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(
      'This journey carries a shipment now, so it cannot be deleted. Reload to see it as it is now.',
    );
    expect((await journeys(voyageId)).map((journey) => journey.id)).toContain(withShipment.id);
  });

  it('deletes a journey without shipments and renumbers the rest 1..n', async () => {
    const [rig1, rig2, rig3] = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageTo(harness, [rig1!, rig2!, rig3!]);
    const response = await api.post('base_coordinator', '/api/journey/delete', { journey_id: journeyIds[0] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Journey deleted successfully');
    expect(rigsOf(response.json().data.journeys)).toEqual([rig2, rig3]);
    expect(sequencesOf(await journeys(voyageId))).toEqual([1, 2]);
    expect(
      (await api.post('base_coordinator', '/api/journey/delete', { journey_id: journeyIds[0] })).statusCode,
    ).toBe(404);
  });

  it('locks the plan once the voyage has started: create, reorder, change rig and delete answer 409', async () => {
    const [rig1, rig2, rig3, rig4] = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await voyageTo(harness, [rig1!, rig2!]);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig1! });
    await fillShipment(harness, {
      shipmentId: await shipmentOf(harness, voyageId, requestId),
      orderIds,
      until: 'loaded',
    });
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
    // The second journey carries nothing: only the lock stands in the way.
    const emptyJourney = journeyIds[1]!;
    const attempts = [
      api.post('base_coordinator', '/api/journey/create', { voyage_id: voyageId, rig_id: rig3 }),
      api.post('base_coordinator', '/api/journey/update-sequence', {
        journey_id: emptyJourney,
        new_sequence: 1,
      }),
      api.post('base_coordinator', '/api/journey/update', { id: emptyJourney, rig_id: rig4 }),
      api.post('admin', '/api/journey/delete', { journey_id: emptyJourney }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(PLAN_LOCKED);
    }
    expect(rigsOf(await journeys(voyageId))).toEqual([rig1, rig2]);
  });

  it.each([
    ['/api/journey/create', { voyage_id: 1, rig_id: 1 }],
    ['/api/journey/update-sequence', { journey_id: 1, new_sequence: 1 }],
    ['/api/journey/update', { id: 1, rig_id: 1 }],
    ['/api/journey/delete', { journey_id: 1 }],
  ])('refuses %s to rig logistics and suppliers (403) and without a token (401)', async (url, body) => {
    expect((await api.post('rig_logistics', url, body)).statusCode).toBe(403);
    expect((await api.post('supplier', url, body)).statusCode).toBe(403);
    expect((await harness.post(url, body)).statusCode).toBe(401);
  });

  it('creates once when the same rig is added twice at once', async () => {
    const [rig1, rig2] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!]);
    const answers = await Promise.all([
      api.post('base_coordinator', '/api/journey/create', { voyage_id: voyageId, rig_id: rig2 }),
      api.post('admin', '/api/journey/create', { voyage_id: voyageId, rig_id: rig2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(rigsOf(await journeys(voyageId))).toEqual([rig1, rig2]);
  });
});

describeOnEachDatabase('journey plan: any creates, moves and deletes keep sequences 1..n', (harness) => {
  // The demo's RIG-004 is inactive, and an inactive rig takes no new journey (decision 014): these tests plan
  // journeys to four rigs, so it is active here.
  beforeAll(async () => {
    await harness.db.updateTable('rigs').set({ status: 1 }).where('code', '=', 'RIG-004').execute();
  });
  const api = apiOf(harness);
  const journeys = journeysIn(harness);
  let rigIds: number[] = [];

  beforeAll(async () => {
    // Eight rigs, so a plan can grow past the four of the demo data.
    const now = new Date().toISOString();
    for (let index = 5; index <= 8; index += 1) {
      await harness.db
        .insertInto('rigs')
        .values({
          code: `RIG-00${index}`,
          name: `Test rig ${index}`,
          location: 'Test',
          status: 1,
          current_well_id: null,
          created_at: now,
        })
        .execute();
    }
    rigIds = await rigIdsByCode(harness);
  });

  type Command =
    | { kind: 'create'; rig: number }
    | { kind: 'move'; journey: number; sequence: number }
    | { kind: 'delete'; journey: number };
  const command: fc.Arbitrary<Command> = fc.oneof(
    fc.record({ kind: fc.constant('create' as const), rig: fc.nat({ max: 7 }) }),
    fc.record({
      kind: fc.constant('move' as const),
      journey: fc.nat({ max: 7 }),
      sequence: fc.integer({ min: 1, max: 9 }),
    }),
    fc.record({ kind: fc.constant('delete' as const), journey: fc.nat({ max: 7 }) }),
  );

  it('matches a plain array model after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const { voyageId } = await voyageTo(harness, []);
        const model: number[] = [];
        // Journeys deleted from this voyage so far: a move to a place the plan had before a deletion is a view
        // older than that deletion, 409 naming who deleted it (decision 041); past every place it ever had, 400.
        let deletions = 0;
        let plan: WireJourney[] = [];
        for (const step of commands) {
          let response: Awaited<ReturnType<typeof api.post>>;
          let expected: 200 | 400 | 409 = 200;
          if (step.kind === 'create') {
            const rig = rigIds[step.rig]!;
            response = await api.post('base_coordinator', '/api/journey/create', {
              voyage_id: voyageId,
              rig_id: rig,
            });
            if (model.includes(rig)) expected = 400;
            else model.push(rig);
          } else {
            if (model.length === 0) continue;
            const index = step.journey % model.length;
            const journey = plan[index]!;
            expect(journey.rig_id).toBe(model[index]);
            if (step.kind === 'move') {
              response = await api.post('base_coordinator', '/api/journey/update-sequence', {
                journey_id: journey.id,
                new_sequence: step.sequence,
              });
              if (step.sequence > model.length + deletions) expected = 400;
              else if (step.sequence > model.length) expected = 409;
              else model.splice(step.sequence - 1, 0, ...model.splice(index, 1));
            } else {
              response = await api.post('base_coordinator', '/api/journey/delete', {
                journey_id: journey.id,
              });
              model.splice(index, 1);
              deletions++;
            }
          }
          expect(response.statusCode, response.body).toBe(expected);
          plan = await journeys(voyageId);
          if (expected === 200) expect(response.json().data.journeys).toEqual(plan);
          expect(rigsOf(plan)).toEqual(model);
          expect(sequencesOf(plan)).toEqual(model.map((_, index) => index + 1));
        }
      }),
      { numRuns: 20 },
    );
  });
});

describeOnEachDatabase('POST /api/journey/start and /api/journey/end', (harness) => {
  const api = apiOf(harness);
  const journeys = journeysIn(harness);
  const start = (journeyId: number, actor: Actor = 'rig_logistics') =>
    api.post(actor, '/api/journey/start', { journey_id: journeyId });
  const end = (journeyId: number, actor: Actor = 'rig_logistics') =>
    api.post(actor, '/api/journey/end', { journey_id: journeyId });

  it('runs the journeys in sequence, holding the next one while the last left orders to offload', async () => {
    const [rig1, rig2, rig3] = await rigIdsByCode(harness);
    const { voyageId, journeyIds, shipments } = await voyageAtSea(harness, [rig1!, rig2!, rig3!]);
    const [first, second, third] = journeyIds as [number, number, number];

    const outOfTurn = await start(second);
    expect(outOfTurn.statusCode).toBe(400);
    expect(outOfTurn.json().message).toBe(
      'Journeys run in sequence: the next one to start is journey 1 to Ocean Endeavour',
    );
    const notStarted = await end(first);
    expect(notStarted.statusCode).toBe(400);
    expect(notStarted.json().message).toBe('This journey has not started yet');

    const started = await start(first);
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toEqual({
      message: 'Journey started successfully',
      journey: expect.objectContaining({
        id: first,
        sequence: 1,
        started_at: expect.any(String),
        ended_at: null,
      }),
    });
    const again = await start(first);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^This journey was changed by you at .+ UTC: it has already started\. Reload to see it as it is now\.$/,
    );
    const whileRunning = await start(second);
    expect(whileRunning.statusCode).toBe(400);
    expect(whileRunning.json().message).toBe(
      'Journey 1 to Ocean Endeavour is still under way; end it before starting the next',
    );

    const ended = await end(first);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.journey).toMatchObject({
      id: first,
      ended_at: expect.any(String),
      shipment_count: 1,
    });
    const rigLogistics = await harness.db
      .selectFrom('users')
      .select('id')
      .where('role_slug', '=', 'rig-logistic')
      .executeTakeFirstOrThrow();
    for (const orderId of shipments[0]!.orderIds) {
      expect(await orderRow(harness, orderId)).toMatchObject({
        status: 'OFFLOAD_REQUIRED',
        current_phase: 6,
      });
      expect((await eventsOf(harness, 'order', orderId)).at(-1)).toEqual({
        actor_user_id: rigLogistics.id,
        from_phase: 5,
        from_status: 'IN_TRANSIT',
        to_phase: 6,
        to_status: 'OFFLOAD_REQUIRED',
        created_at: ended.json().data.journey.ended_at,
      });
    }
    // The other journeys' orders are still at sea.
    expect(await orderRow(harness, shipments[1]!.orderIds[0]!)).toMatchObject({ current_phase: 5 });
    const endedAgain = await end(first);
    expect(endedAgain.statusCode).toBe(409);
    expect(endedAgain.json().message).toMatch(
      /^This journey was changed by you at .+: it has already ended\. Reload/,
    );

    const pending = await start(second);
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(
      '2 order(s) of journey 1 to Ocean Endeavour still need offloading; offload them before starting the next journey',
    );
    const [offloading, removed] = shipments[0]!.orderIds as [number, number];
    await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: offloading });
    expect((await start(second)).json().message).toMatch(/^1 order\(s\) of journey 1/);
    // Kept on board, it no longer holds the next journey (issue 9).
    await api.ok('rig_logistics', '/api/order/update', { id: removed, shipment_id: null, reason: 'WEATHER' });

    expect((await start(second)).statusCode).toBe(200);
    expect((await end(second, 'admin')).statusCode).toBe(200);
    let voyage = await harness.db
      .selectFrom('voyages')
      .selectAll()
      .where('id', '=', voyageId)
      .executeTakeFirstOrThrow();
    expect(voyage).toMatchObject({ status: 'STARTED', ended_at: null });
    expect((await start(third, 'admin')).statusCode).toBe(400);
    for (const orderId of shipments[1]!.orderIds) {
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: orderId });
    }
    expect((await start(third, 'admin')).statusCode).toBe(200);
    const last = await end(third);
    expect(last.statusCode).toBe(200);
    // Ending the last journey does not complete the voyage: the vessel is returning to base (issue 9).
    voyage = await harness.db
      .selectFrom('voyages')
      .selectAll()
      .where('id', '=', voyageId)
      .executeTakeFirstOrThrow();
    expect(voyage).toMatchObject({ status: 'STARTED', ended_at: null });
    expect((await journeys(voyageId, 'rig_logistics')).every((journey) => journey.ended_at !== null)).toBe(
      true,
    );
    const listed = (await api.get('base_coordinator', '/api/voyage/get', { id: voyageId })).json().data
      .Voyages.data[0];
    expect(listed).toMatchObject({ status: 'STARTED', is_returning: true, ended_journey_count: 3 });
    const afterwards = await start(third);
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json().message).toMatch(/it has already ended/);
  });

  it('refuses to start a journey of a voyage that has not started (400)', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { journeyIds } = await voyageTo(harness, [rig1!]);
    const response = await start(journeyIds[0]!);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Start the voyage before starting its journeys');
  });

  it('refuses the base coordinator and suppliers (403), a journey that does not exist (404), no token (401)', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { journeyIds } = await voyageAtSea(harness, [rig1!]);
    for (const actor of ['base_coordinator', 'supplier'] as const) {
      expect((await start(journeyIds[0]!, actor)).statusCode).toBe(403);
      expect((await end(journeyIds[0]!, actor)).statusCode).toBe(403);
    }
    expect((await start(987654)).statusCode).toBe(404);
    expect((await end(987654)).statusCode).toBe(404);
    expect((await harness.post('/api/journey/start', { journey_id: journeyIds[0] })).statusCode).toBe(401);
    const missing = await api.post('rig_logistics', '/api/journey/end', {});
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual(['journey_id']);
  });

  it('starts once and ends once when the same click arrives twice', async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { journeyIds, shipments } = await voyageAtSea(harness, [rig1!]);
    const journeyId = journeyIds[0]!;
    const starts = await Promise.all([start(journeyId), start(journeyId, 'admin')]);
    expect(starts.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const ends = await Promise.all([end(journeyId), end(journeyId, 'admin')]);
    expect(ends.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await eventsOf(harness, 'order', shipments[0]!.orderIds[0]!);
    expect(events.filter((event) => event.to_status === 'OFFLOAD_REQUIRED')).toHaveLength(1);
  });

  describe('while another change holds the voyage', () => {
    it.skipIf(harness.kind !== 'postgres')(
      'answers 409 to a start that waited for the same start',
      async () => {
        const [rig1] = await rigIdsByCode(harness);
        const { voyageId, journeyIds } = await voyageAtSea(harness, [rig1!]);
        let call: ReturnType<typeof start> | undefined;
        await harness.db.transaction().execute(async (trx) => {
          await trx.updateTable('voyages').set({ status: 'STARTED' }).where('id', '=', voyageId).execute();
          await trx
            .updateTable('journeys')
            .set({ started_at: new Date().toISOString() })
            .where('id', '=', journeyIds[0]!)
            .execute();
          call = start(journeyIds[0]!);
          await waitUntilBlockedBy(harness, trx);
        });
        const response = await call!;
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toMatch(
          /^This journey was changed by .+: it has already started\. Reload/,
        );
      },
    );
  });
});

describeOnEachDatabase('journeys and shipments', (harness) => {
  it('counts the shipments each journey carries', async () => {
    const api = apiOf(harness);
    const [rig1, rig2] = await rigIdsByCode(harness);
    const { voyageId } = await voyageTo(harness, [rig1!, rig2!]);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2! });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    const response = await api.get('base_coordinator', `/api/journey/sequence/get-by-voyage-id/${voyageId}`);
    expect(response.json().data.journeys.map((journey: WireJourney) => journey.shipment_count)).toEqual([
      0, 2,
    ]);
  });
});
