import { expect, it } from 'vitest';
import type { Harness } from '../../test/harness.ts';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { adminToken, createGulfRequest } from '../requests/request-fixtures.ts';
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

/**
 * Issue 21 #4: two people take steps on one thing at the same moment. Where the phase table allows both steps
 * one after the other, both may go through; where the second is no longer allowed from the state the first
 * left, the second answers 409 "changed by …, reload", never 400 or 403, on SQLite as on PostgreSQL; and with
 * the version both saw, exactly one goes through. Each race runs several rounds, swapping who is sent first.
 */

const ROUNDS = 6;
const CHANGED = /^This (order|request|voyage|journey) was changed by .+\. Reload to see it as it is now\.$/;

type Response = Awaited<ReturnType<Harness['post']>>;

async function versionOf(
  harness: Harness,
  table: 'orders' | 'requests' | 'voyages' | 'journeys',
  id: number,
) {
  const row = await harness.db
    .selectFrom(table)
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.version;
}

/** Both calls at once, the first sent first in even rounds, second first in odd ones; answers in call order. */
async function race(round: number, first: () => Promise<Response>, second: () => Promise<Response>) {
  const [a, b] =
    round % 2 === 0
      ? await Promise.all([first(), second()])
      : (await Promise.all([second(), first()])).reverse();
  return [a!, b!] as const;
}

/** Exactly one 200 and one 409 that says who changed it; answers the one that went through (0 or 1). */
function oneWins(responses: readonly [Response, Response]): 0 | 1 {
  const codes = responses.map((response) => response.statusCode);
  expect([...codes].sort(), responses.map((response) => response.body).join(' | ')).toEqual([200, 409]);
  const loser = responses.find((response) => response.statusCode === 409)!;
  expect(loser.json().message).toMatch(CHANGED);
  return codes[0] === 200 ? 0 : 1;
}

/** Both 200 (the second step is allowed from where the first left), or one 200 and one 409. */
function bothOrOneWins(responses: readonly [Response, Response]): 'both' | 0 | 1 {
  if (responses.every((response) => response.statusCode === 200)) return 'both';
  return oneWins(responses);
}

describeOnEachDatabase('races answer 409 alike on both databases (issue 21 #4)', (harness) => {
  const api = apiOf(harness);
  let admin: string | undefined;

  /**
   * A call with a token taken before the race: apiOf signs admin in on every call, which would hold the
   * admin's call back behind an argon2 check and decide the race before it starts.
   */
  async function caller(actor: Actor) {
    if (actor === 'admin' && admin === undefined) admin = await adminToken(harness);
    const token = actor === 'admin' ? admin! : await harness.tokenFor(actor);
    return (url: string, body: unknown) => () => harness.post(url, body, { token });
  }

  /** A phase-2 order dropped on a shipment of a planning voyage (REQUEST_LOADING). */
  async function droppedOrder() {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2!, quantities: [1] });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    return { orderId: orderIds[0]!, shipmentId };
  }

  for (const withVersion of [false, true]) {
    const how = withVersion ? 'with the version seen' : 'without a version';

    it(`order steps: Assign to Supplier against Remove from the shipment, ${how}`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const { orderId, shipmentId } = await droppedOrder();
        const version = withVersion ? { version: await versionOf(harness, 'orders', orderId) } : {};
        const coordinator = await caller('base_coordinator');
        const responses = await race(
          round,
          coordinator('/api/order/update-status', {
            order_id: orderId,
            status: 'ASSIGNED_TO_SUPPLIER',
            ...version,
          }),
          coordinator('/api/order/update', { id: orderId, shipment_id: null, ...version }),
        );
        const winner = oneWins(responses);
        expect(await orderRow(harness, orderId)).toMatchObject(
          winner === 0
            ? { current_phase: 3, status: 'ASSIGNED_TO_SUPPLIER', shipment_id: shipmentId }
            : { current_phase: 2, status: 'ACCEPTED', shipment_id: null },
        );
      }
    });

    it(`order and request steps: Reject an order against Assign to Base Coordinator, ${how}`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const { requestId, orderIds } = await createGulfRequest(harness, { phase: 1 });
        for (const orderId of orderIds) {
          await api.ok('rig_logistics', '/api/order/update-status', {
            order_id: orderId,
            status: 'ACCEPTED',
          });
        }
        const rejected = orderIds[0]!;
        const orderVersion = withVersion ? { version: await versionOf(harness, 'orders', rejected) } : {};
        const requestVersion = withVersion
          ? { version: await versionOf(harness, 'requests', requestId) }
          : {};
        const rigLogistics = await caller('rig_logistics');
        const responses = await race(
          round,
          rigLogistics('/api/order/reject', { id: rejected, ...orderVersion }),
          rigLogistics('/api/request/move-next-phase', { request_id: requestId, ...requestVersion }),
        );
        const outcome = withVersion ? oneWins(responses) : bothOrOneWins(responses);
        const request = await harness.db
          .selectFrom('requests')
          .select('current_phase')
          .where('id', '=', requestId)
          .executeTakeFirstOrThrow();
        const order = await orderRow(harness, rejected);
        if (outcome === 'both') {
          // Rejected first: a rejected order stays in phase 1 when its request moves on.
          expect(request.current_phase).toBe(2);
          expect(order).toMatchObject({ current_phase: 1, status: 'REJECTED' });
        } else if (outcome === 0) {
          expect(request.current_phase).toBe(1);
          expect(order).toMatchObject({ current_phase: 1, status: 'REJECTED' });
        } else {
          expect(request.current_phase).toBe(2);
          expect(order).toMatchObject({ current_phase: 2, status: 'ACCEPTED' });
        }
      }
    });

    it(`request steps: two people Assign to Base Coordinator, ${how}`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const { requestId, orderIds } = await createGulfRequest(harness, { phase: 1 });
        for (const orderId of orderIds) {
          await api.ok('rig_logistics', '/api/order/update-status', {
            order_id: orderId,
            status: 'ACCEPTED',
          });
        }
        const version = withVersion ? { version: await versionOf(harness, 'requests', requestId) } : {};
        const body = { request_id: requestId, ...version };
        const path = '/api/request/move-next-phase';
        oneWins(
          await race(round, (await caller('rig_logistics'))(path, body), (await caller('admin'))(path, body)),
        );
        const phases = await harness.db
          .selectFrom('events')
          .select('to_phase')
          .where('entity_type', '=', 'request')
          .where('entity_id', '=', requestId)
          .orderBy('id')
          .execute();
        expect(phases.map((event) => event.to_phase)).toEqual([0, 1, 2]);
      }
    });

    it(`voyage and journey steps: two people start the first journey, ${how}`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [rig1] = await rigIdsByCode(harness);
        const { journeyIds } = await voyageAtSea(harness, [rig1!]);
        const journeyId = journeyIds[0]!;
        const version = withVersion ? { version: await versionOf(harness, 'journeys', journeyId) } : {};
        const body = { journey_id: journeyId, ...version };
        const path = '/api/journey/start';
        oneWins(
          await race(round, (await caller('rig_logistics'))(path, body), (await caller('admin'))(path, body)),
        );
        const starts = await harness.db
          .selectFrom('events')
          .select('id')
          .where('entity_type', '=', 'journey')
          .where('entity_id', '=', journeyId)
          .where('to_status', '=', 'STARTED')
          .execute();
        expect(starts).toHaveLength(1);
      }
    });

    it(`voyage steps: two people start the voyage, ${how}`, async () => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const [rig1] = await rigIdsByCode(harness);
        const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig1!, quantities: [1] });
        const { voyageId } = await voyageTo(harness, [rig1!]);
        const shipmentId = await shipmentOf(harness, voyageId, requestId);
        await fillShipment(harness, { shipmentId, orderIds, until: 'loaded' });
        const version = withVersion ? { version: await versionOf(harness, 'voyages', voyageId) } : {};
        const body = { voyage_id: voyageId, ...version };
        const path = '/api/voyage/start';
        oneWins(
          await race(
            round,
            (await caller('base_coordinator'))(path, body),
            (await caller('admin'))(path, body),
          ),
        );
        expect(await orderRow(harness, orderIds[0]!)).toMatchObject({ current_phase: 5 });
      }
    });
  }

  it('the journey reorder: moving a journey to the end against deleting the last journey', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [rig1, rig2, rig3] = await rigIdsByCode(harness);
      const { voyageId, journeyIds } = await voyageTo(harness, [rig1!, rig2!, rig3!]);
      const [first, , last] = journeyIds;
      const coordinator = await caller('base_coordinator');
      const responses = await race(
        round,
        coordinator('/api/journey/update-sequence', { journey_id: first, new_sequence: 3 }),
        coordinator('/api/journey/delete', { journey_id: last }),
      );
      const outcome = bothOrOneWins(responses);
      const journeys = await harness.db
        .selectFrom('journeys')
        .select(['id', 'sequence'])
        .where('voyage_id', '=', voyageId)
        .orderBy('sequence')
        .execute();
      // The sequence stays 1..n whoever won.
      expect(journeys.map((journey) => journey.sequence)).toEqual(
        outcome === 1 ? [1, 2] : outcome === 'both' ? [1, 2] : [1, 2, 3],
      );
      if (outcome === 0) expect(journeys.at(-1)!.id).toBe(first);
    }
  });
});
