import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type OpenStream, openEventStream, type StreamEvent } from '../../test/event-stream.ts';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { demoIds } from '../requests/request-fixtures.ts';
import {
  apiOf,
  DAY_MS,
  fillShipment,
  HOUR_MS,
  requestToPlan,
  rigIdsByCode,
  scheduledVoyageTo,
  shipmentOf,
  vesselOfItsOwn,
} from '../voyages/voyage-fixtures.ts';

/*
 * Issue 23: a schedule change reaches the suppliers with cargo on the voyage live, so their Sailings refresh
 * without a reload (docs/decisions/067); each hears only of its own requests, and a supplier with no cargo
 * aboard hears nothing of the voyage.
 */

interface Change {
  kind: string;
  ids: number[];
  request_ids: number[];
  voyage_ids: number[];
}

const changeOf = (event: StreamEvent): Change | null =>
  event.event === 'change' ? (JSON.parse(event.data) as Change) : null;
const isVoyageChange = (voyageId: number) => (event: StreamEvent) => {
  const change = changeOf(event);
  return change?.kind === 'voyage' && change.voyage_ids.includes(voyageId);
};

/** A North Sea request for the rig, handed to the base coordinator with every order accepted. */
async function northSeaRequestToPlan(harness: Harness, rigId: number) {
  const api = apiOf(harness);
  const ids = await demoIds(harness);
  const created = await api.ok('second-supplier', '/api/request/create', {
    rig_id: rigId,
    well_id: ids.wellsOf(rigId)[0]!.id,
    title: 'North Sea cargo',
    type: 'Loadout Request',
    section: 'Test section',
    description: 'Made by a sailing test',
  });
  const requestId = created.request_id as number;
  const order = await api.ok('second-supplier', '/api/order/create', {
    request_id: requestId,
    item_id: ids.northSeaItems[0]!.id,
    quantity: 3,
  });
  await api.ok('second-supplier', '/api/request/move-next-phase', { request_id: requestId });
  await api.ok('rig_logistics', '/api/order/update-status', { order_id: order.order.id, status: 'ACCEPTED' });
  await api.ok('rig_logistics', '/api/request/move-next-phase', { request_id: requestId });
  return { requestId, orderIds: [order.order.id as number] };
}

describeOnEachDatabase('a schedule change, live to the suppliers with cargo aboard', (harness) => {
  const api = apiOf(harness);
  let baseUrl = '';
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  async function streamFor(role: Parameters<Harness['tokenFor']>[0]): Promise<OpenStream> {
    const stream = await openEventStream(`${baseUrl}/api/events/stream`, {
      token: await harness.tokenFor(role),
    });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    return stream;
  }

  /** Moves every time of the voyage by `ms`. */
  async function moveVoyage(voyageId: number, ms: number) {
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
    const later = (iso: string | null) => new Date(Date.parse(iso ?? '') + ms).toISOString();
    await api.ok('base_coordinator', '/api/voyage/schedule', {
      voyage_id: voyageId,
      planned_departure_at: later(voyage.planned_departure_at),
      planned_return_at: later(voyage.planned_return_at),
      journeys: journeys.map((journey) => ({
        id: journey.id,
        planned_arrival_at: later(journey.planned_arrival_at),
        planned_departure_at: later(journey.planned_departure_at),
      })),
    });
  }

  it('tells each supplier with cargo on the voyage, naming only its own requests, and no other supplier', async () => {
    const [rig] = await rigIdsByCode(harness);
    const vesselId = await vesselOfItsOwn(harness, 'MV Live Schedule');
    const shared = await scheduledVoyageTo(harness, {
      rigIds: [rig!],
      departure: 5 * DAY_MS,
      name: 'Shared sailing',
      vesselId,
    });
    const gulfOnly = await scheduledVoyageTo(harness, {
      rigIds: [rig!],
      departure: 12 * DAY_MS,
      name: 'Gulf only sailing',
      vesselId,
    });
    const gulf = await requestToPlan(harness, { rigId: rig! });
    const gulfLater = await requestToPlan(harness, { rigId: rig! });
    const northSea = await northSeaRequestToPlan(harness, rig!);
    for (const [voyageId, request] of [
      [shared.voyageId, gulf],
      [shared.voyageId, northSea],
      [gulfOnly.voyageId, gulfLater],
    ] as const) {
      const shipmentId = await shipmentOf(harness, voyageId, request.requestId);
      await fillShipment(harness, { shipmentId, orderIds: request.orderIds, until: 'dropped' });
    }

    const sam = await streamFor('supplier');
    const nina = await streamFor('second-supplier');
    await moveVoyage(shared.voyageId, 3 * HOUR_MS);
    const samHeard = changeOf(await sam.next(isVoyageChange(shared.voyageId)));
    const ninaHeard = changeOf(await nina.next(isVoyageChange(shared.voyageId)));
    expect(samHeard).toEqual({
      kind: 'voyage',
      ids: [shared.voyageId],
      request_ids: [gulf.requestId],
      voyage_ids: [shared.voyageId],
    });
    expect(ninaHeard).toEqual({
      kind: 'voyage',
      ids: [shared.voyageId],
      request_ids: [northSea.requestId],
      voyage_ids: [shared.voyageId],
    });

    // Only Sam has cargo on the other sailing: Nina hears nothing of it, not even its id. Her own next change
    // (moving the shared sailing back) comes after it, so by then she would have heard.
    await moveVoyage(gulfOnly.voyageId, 2 * HOUR_MS);
    await sam.next(isVoyageChange(gulfOnly.voyageId));
    await moveVoyage(shared.voyageId, -3 * HOUR_MS);
    await expect
      .poll(() => nina.events.filter(isVoyageChange(shared.voyageId)).length, { timeout: 10_000 })
      .toBe(2);
    const ninaChanges = nina.events.map(changeOf).filter((change): change is Change => change !== null);
    expect(ninaChanges.some((change) => change.voyage_ids.includes(gulfOnly.voyageId))).toBe(false);
    expect(ninaChanges.some((change) => change.request_ids.includes(gulf.requestId))).toBe(false);
    expect(ninaChanges.some((change) => change.request_ids.includes(gulfLater.requestId))).toBe(false);
  });
});
