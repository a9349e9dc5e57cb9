import { expect } from 'vitest';
import { DEMO_CREDENTIALS } from '../../db/seed/demo-accounts.ts';
import type { Harness } from '../../test/harness.ts';
import { adminToken, demoIds } from '../requests/request-fixtures.ts';

/**
 * Shared by the voyage, journey, shipment and order suites: voyages, journeys, shipments and orders put in the
 * states a test needs, each step through the API as a person would take it.
 */

export type Actor = Parameters<Harness['tokenFor']>[0] | 'admin';

export function apiOf(harness: Harness) {
  const token = (actor: Actor) => (actor === 'admin' ? adminToken(harness) : harness.tokenFor(actor));
  return {
    async post(actor: Actor, url: string, body: unknown) {
      return harness.post(url, body, { token: await token(actor) });
    },
    async get(actor: Actor, url: string, query?: Record<string, string | number>) {
      return harness.get(url, { token: await token(actor), ...(query ? { query } : {}) });
    },
    /** Posts and expects 200, answering the body's data. */
    async ok(actor: Actor, url: string, body: unknown) {
      const response = await harness.post(url, body, { token: await token(actor) });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      return response.json().data;
    },
  };
}

export async function rigIdsByCode(harness: Harness): Promise<number[]> {
  return (await demoIds(harness)).rigs.map((rig) => rig.id);
}

/**
 * A Gulf request for the rig, handed to the base coordinator with every order accepted: its orders are in
 * phase 2 ACCEPTED, on no shipment.
 */
export async function requestToPlan(
  harness: Harness,
  options: { rigId: number; quantities?: number[]; title?: string; requiredBy?: string },
): Promise<{ requestId: number; orderIds: number[] }> {
  const api = apiOf(harness);
  const ids = await demoIds(harness);
  const created = await api.ok('supplier', '/api/request/create', {
    rig_id: options.rigId,
    well_id: ids.wellsOf(options.rigId)[0]!.id,
    title: options.title ?? 'Voyage test request',
    type: 'Loadout Request',
    section: 'Test section',
    description: 'Made by a voyage test',
    ...(options.requiredBy ? { required_by: options.requiredBy } : {}),
  });
  const requestId = created.request_id as number;
  const orderIds: number[] = [];
  for (const [index, quantity] of (options.quantities ?? [1, 2]).entries()) {
    const data = await api.ok('supplier', '/api/order/create', {
      request_id: requestId,
      item_id: ids.gulfItems[index]!.id,
      quantity,
    });
    orderIds.push(data.order.id as number);
  }
  await api.ok('supplier', '/api/request/move-next-phase', { request_id: requestId });
  for (const orderId of orderIds) {
    await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderId, status: 'ACCEPTED' });
  }
  await api.ok('rig_logistics', '/api/request/move-next-phase', { request_id: requestId });
  return { requestId, orderIds };
}

/** A voyage in planning with a journey to each rig, in that order. */
export async function voyageTo(
  harness: Harness,
  rigIds: number[],
  name = 'Test voyage',
): Promise<{ voyageId: number; journeyIds: number[] }> {
  const api = apiOf(harness);
  const vessel = await harness.db.selectFrom('vessels').select('id').orderBy('id').executeTakeFirstOrThrow();
  const created = await api.ok('base_coordinator', '/api/voyage/create', { name, vessel_id: vessel.id });
  const voyageId = created.voyage.id as number;
  let journeys: Array<{ id: number }> = [];
  for (const rigId of rigIds) {
    journeys = (
      await api.ok('base_coordinator', '/api/journey/create', { voyage_id: voyageId, rig_id: rigId })
    ).journeys;
  }
  return { voyageId, journeyIds: journeys.map((journey) => journey.id) };
}

export async function shipmentOf(harness: Harness, voyageId: number, requestId: number): Promise<number> {
  const data = await apiOf(harness).ok('base_coordinator', '/api/shipment/create', {
    voyage_id: voyageId,
    request_id: requestId,
  });
  return data.shipment.id as number;
}

/** Drops each order on the shipment, assigns it to the supplier and, with `load`, marks it loaded. */
export async function fillShipment(
  harness: Harness,
  options: { shipmentId: number; orderIds: number[]; until: 'dropped' | 'assigned' | 'loaded' },
): Promise<void> {
  const api = apiOf(harness);
  for (const orderId of options.orderIds) {
    await api.ok('base_coordinator', '/api/order/update', { id: orderId, shipment_id: options.shipmentId });
    if (options.until === 'dropped') continue;
    await api.ok('base_coordinator', '/api/order/update-status', {
      order_id: orderId,
      status: 'ASSIGNED_TO_SUPPLIER',
    });
    if (options.until === 'loaded') await api.ok('supplier', '/api/order/update', { id: orderId });
  }
}

/**
 * A started voyage to the rigs, each journey carrying one loaded shipment of a request of its own: every
 * order is at sea (phase 5), no journey has started.
 */
export async function voyageAtSea(
  harness: Harness,
  rigIds: number[],
): Promise<{
  voyageId: number;
  journeyIds: number[];
  shipments: Array<{ requestId: number; shipmentId: number; orderIds: number[] }>;
}> {
  const { voyageId, journeyIds } = await voyageTo(harness, rigIds);
  const shipments = [];
  for (const rigId of rigIds) {
    const { requestId, orderIds } = await requestToPlan(harness, { rigId });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'loaded' });
    shipments.push({ requestId, shipmentId, orderIds });
  }
  await apiOf(harness).ok('base_coordinator', '/api/voyage/start', { voyage_id: voyageId });
  return { voyageId, journeyIds, shipments };
}

export async function orderRow(harness: Harness, orderId: number) {
  return harness.db
    .selectFrom('orders')
    .select(['status', 'current_phase', 'shipment_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** An instant this far from now, in UTC, to the minute (the schedule's tests compare them as text). */
export function fromNow(offsetMs: number): string {
  return new Date(Math.floor((Date.now() + offsetMs) / 60_000) * 60_000).toISOString();
}

/**
 * A voyage to the rigs scheduled to sail `departure` ms from now: each rig a day after the previous stop, six
 * hours alongside, back at base `returnAfter` ms after sailing (4 days unless said). On `vesselId` when given
 * (one whose windows meet no other test's), else the first vessel.
 */
export async function scheduledVoyageTo(
  harness: Harness,
  options: { rigIds: number[]; departure: number; name: string; returnAfter?: number; vesselId?: number },
): Promise<{ voyageId: number; journeyIds: number[] }> {
  const { departure } = options;
  const { voyageId, journeyIds } = await voyageTo(harness, options.rigIds, options.name);
  if (options.vesselId !== undefined) {
    await harness.db
      .updateTable('voyages')
      .set({ vessel_id: options.vesselId })
      .where('id', '=', voyageId)
      .execute();
  }
  await apiOf(harness).ok('base_coordinator', '/api/voyage/schedule', {
    voyage_id: voyageId,
    planned_departure_at: fromNow(departure),
    planned_return_at: fromNow(departure + (options.returnAfter ?? 4 * DAY_MS)),
    journeys: journeyIds.map((id, index) => ({
      id,
      planned_arrival_at: fromNow(departure + (index + 1) * DAY_MS),
      planned_departure_at: fromNow(departure + (index + 1) * DAY_MS + 6 * HOUR_MS),
    })),
  });
  return { voyageId, journeyIds };
}

/**
 * A vessel of the test's own, made by the admin through the API, with MV Sea Falcon's deck: its planned windows
 * meet no other test's, whatever else is planned on the demo's vessels.
 */
export async function vesselOfItsOwn(harness: Harness, name: string): Promise<number> {
  const data = await apiOf(harness).ok('admin', '/api/vessel/create', {
    name,
    essos_voyage_number: `ESS-TEST-${name.length}`,
    deck_length_m: 60,
    deck_width_m: 15,
    max_deck_load_t: 2500,
  });
  return data.vessel.id as number;
}

export const SECOND_RIG_LOGISTICS = 'rig-logistics-two@rigline.test';

/**
 * The demo rig logistics user looks after the first rig; a second one, made here, only the second rig. The
 * first user of each rig is told of what goes to it, the other is not.
 */
export async function rigLogisticsPerRig(harness: Harness, rigIds: number[]): Promise<void> {
  const demo = await harness.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', DEMO_CREDENTIALS.rig_logistics.email)
    .executeTakeFirstOrThrow();
  const { id: demoId, ...row } = demo;
  const existing = await harness.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', SECOND_RIG_LOGISTICS)
    .executeTakeFirst();
  const secondId =
    existing?.id ??
    (
      await harness.db
        .insertInto('users')
        .values({ ...row, email: SECOND_RIG_LOGISTICS, full_name: 'Second rig logistics' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await harness.db.deleteFrom('user_home_rigs').where('user_id', 'in', [demoId, secondId]).execute();
  await harness.db
    .insertInto('user_home_rigs')
    .values([
      { user_id: demoId, rig_id: rigIds[0]! },
      { user_id: secondId, rig_id: rigIds[1]! },
    ])
    .execute();
}

/** Who was told of `kind` about the voyage, by email, with the words. */
export async function noticesOf(harness: Harness, kind: string, voyageId: number) {
  return harness.db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select(['users.email', 'notifications.message', 'notifications.link_screen', 'notifications.link_id'])
    .where('notifications.kind', '=', kind)
    .where('notifications.voyage_id', '=', voyageId)
    .orderBy('users.email')
    .execute();
}
