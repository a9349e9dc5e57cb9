import { PHASE } from '@rigline/contract/phases';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../db/connection.ts';
import type { Harness } from '../../test/harness.ts';

/** Shared by the request and order suites: demo ids looked up by name, and requests built through the API. */

export async function demoIds(harness: Harness) {
  const db = harness.db;
  const vendor = async (name: string) =>
    (await db.selectFrom('vendors').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  const gulfVendorId = await vendor('Gulf Tubulars & Supply');
  const northSeaVendorId = await vendor('North Sea Mud & Cement');
  const rigs = await db.selectFrom('rigs').select(['id', 'code', 'name']).orderBy('code').execute();
  const wells = await db.selectFrom('wells').select(['id', 'rig_id', 'name']).orderBy('id').execute();
  const items = (vendorId: number) =>
    db
      .selectFrom('items')
      .select(['id', 'mat_code', 'name'])
      .where('vendor_id', '=', vendorId)
      .orderBy('id')
      .execute();
  const user = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  return {
    gulfVendorId,
    northSeaVendorId,
    rigs,
    wellsOf: (rigId: number) => wells.filter((well) => well.rig_id === rigId),
    gulfItems: await items(gulfVendorId),
    northSeaItems: await items(northSeaVendorId),
    supplierUserId: await user('supplier@rigline.demo'),
    adminUserId: await user('admin@rigline.demo'),
  };
}

export async function requestIdByTitle(harness: Harness, title: string): Promise<number> {
  const row = await harness.db
    .selectFrom('requests')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The demo admin: not one of the harness's demo buttons, so signed in here. */
export async function adminToken(harness: Harness): Promise<string> {
  const response = await harness.post('/api/auth/login', {
    email: 'admin@rigline.demo',
    password: 'admin-demo-2025',
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

/** A Gulf draft with `quantities.length` orders of Gulf items, optionally handed to rig logistics. */
export async function createGulfRequest(
  harness: Harness,
  options: { title?: string; quantities?: number[]; phase?: 0 | 1 } = {},
): Promise<{ requestId: number; orderIds: number[] }> {
  const ids = await demoIds(harness);
  const token = await harness.tokenFor('supplier');
  const rig = ids.rigs[0]!;
  const created = await harness.post(
    '/api/request/create',
    {
      rig_id: rig.id,
      well_id: ids.wellsOf(rig.id)[0]!.id,
      title: options.title ?? 'Test request',
      type: 'Loadout Request',
      section: 'Test section',
      description: 'Made by a test',
    },
    { token },
  );
  expect(created.statusCode, created.body).toBe(200);
  const requestId = created.json().data.request_id as number;
  const orderIds: number[] = [];
  for (const [index, quantity] of (options.quantities ?? [1, 2]).entries()) {
    const order = await harness.post(
      '/api/order/create',
      { request_id: requestId, item_id: ids.gulfItems[index]!.id, quantity },
      { token },
    );
    expect(order.statusCode, order.body).toBe(200);
    orderIds.push(order.json().data.order.id as number);
  }
  if (options.phase === PHASE.REVIEW) {
    const moved = await harness.post('/api/request/move-next-phase', { request_id: requestId }, { token });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { requestId, orderIds };
}

export async function eventsOf(harness: Harness, entityType: 'order' | 'request', entityId: number) {
  return harness.db
    .selectFrom('events')
    .select(['actor_user_id', 'from_phase', 'from_status', 'to_phase', 'to_status', 'created_at'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}

export function fieldsOf(body: { errors?: Array<{ field: string }> }): string[] {
  return (body.errors ?? []).map((error) => error.field);
}

/**
 * PostgreSQL only: resolves once some other connection waits for a lock held by the transaction `trx` runs
 * in, that is once the call under test has read the old state and queued behind the change made in `trx`.
 */
export async function waitUntilBlockedBy(harness: Harness, trx: Db): Promise<void> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
  const pid = rows[0]!.pid;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const waiting = await sql<{ count: number }>`
      select count(*)::int as count from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))
    `.execute(harness.db);
    if (waiting.rows[0]!.count > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the call never queued behind the test transaction');
}
