import { expect, it } from 'vitest';
import type { Db } from '../../db/connection.ts';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { createGulfRequest, waitUntilBlockedBy } from '../requests/request-fixtures.ts';
import {
  apiOf,
  orderRow,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

/**
 * Issue 8.6: on PostgreSQL, a change read what it depends on before taking its locks, so a delete committed in
 * between ended in a foreign-key violation and a 500 (1–7 of 10 rounds). Each race is reproduced here every
 * time: a transaction makes the other change and holds its locks until the call under test has queued behind
 * them, then commits. SQLite runs one writer at a time, so the races cannot happen there.
 */
describeOnEachDatabase('foreign-key races (issue 8.6)', (harness) => {
  const api = apiOf(harness);
  const onPostgres = it.skipIf(harness.kind !== 'postgres');

  /** Makes the other change in a transaction, starts the call, and commits once the call waits behind it. */
  async function callWhileHeld(
    change: (trx: Db) => Promise<unknown>,
    call: () => ReturnType<typeof api.post>,
  ): ReturnType<typeof api.post> {
    let pending: ReturnType<typeof api.post> | undefined;
    await harness.db.transaction().execute(async (trx) => {
      await change(trx);
      pending = call();
      await waitUntilBlockedBy(harness, trx);
    });
    return pending!;
  }

  /** The request's row, taken as every change to a request's shipments and orders takes it first. */
  function holdRequestRow(trx: Db, requestId: number) {
    return trx
      .updateTable('requests')
      .set((eb) => ({ current_phase: eb.ref('current_phase') }))
      .where('id', '=', requestId)
      .execute();
  }

  async function unusedItem(): Promise<number> {
    const data = await api.ok('supplier', '/api/vendor/item/create', {
      mat_code: `RACE-${Math.random().toString(36).slice(2, 10)}`,
      name: 'Race test shackle',
      description: 'Bow shackle',
    });
    return data.item.id as number;
  }

  onPostgres('answers an order for an item deleted meanwhile 404, and stores nothing', async () => {
    const { requestId } = await createGulfRequest(harness, { quantities: [] });
    const itemId = await unusedItem();
    const response = await callWhileHeld(
      (trx) => trx.deleteFrom('items').where('id', '=', itemId).execute(),
      () =>
        api.post('supplier', '/api/order/create', { request_id: requestId, item_id: itemId, quantity: 1 }),
    );
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().message).toBe('Item not found');
    const orders = await harness.db
      .selectFrom('orders')
      .select('id')
      .where('request_id', '=', requestId)
      .execute();
    expect(orders).toEqual([]);
  });

  onPostgres('answers a delete of an item ordered meanwhile 409, and keeps the item', async () => {
    const { requestId } = await createGulfRequest(harness, { quantities: [] });
    const itemId = await unusedItem();
    const now = new Date().toISOString();
    const response = await callWhileHeld(
      (trx) =>
        trx
          .insertInto('orders')
          .values({
            request_id: requestId,
            item_id: itemId,
            quantity: 1,
            status: 'CREATED',
            current_phase: 0,
            shipment_id: null,
            created_at: now,
            updated_at: now,
          })
          .execute(),
      () => api.post('supplier', '/api/vendor/item/delete', { item_ids: [itemId] }),
    );
    expect(response.statusCode, response.body).toBe(409);
    const item = await harness.db
      .selectFrom('items')
      .select('id')
      .where('id', '=', itemId)
      .executeTakeFirst();
    expect(item).toEqual({ id: itemId });
  });

  /** A planning request for RIG-002 with an empty shipment on a voyage there. */
  async function plannedRequest() {
    const [, rig2] = await rigIdsByCode(harness);
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rig2! });
    const { voyageId } = await voyageTo(harness, [rig2!]);
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    return { requestId, orderIds, shipmentId };
  }

  onPostgres(
    'answers a drop onto a shipment deleted meanwhile 409, leaving the order where it was',
    async () => {
      const { requestId, orderIds, shipmentId } = await plannedRequest();
      const response = await callWhileHeld(
        // As Delete Shipment does: the request's row first, then the delete.
        async (trx) => {
          await holdRequestRow(trx, requestId);
          await trx.deleteFrom('shipments').where('id', '=', shipmentId).execute();
        },
        () => api.post('base_coordinator', '/api/order/update', { id: orderIds[0], shipment_id: shipmentId }),
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toMatch(/^This shipment no longer exists/);
      expect(await orderRow(harness, orderIds[0]!)).toEqual({
        status: 'ACCEPTED',
        current_phase: 2,
        shipment_id: null,
      });
    },
  );

  onPostgres('answers a delete of a shipment that got an order meanwhile 409, keeping both', async () => {
    const { requestId, orderIds, shipmentId } = await plannedRequest();
    const response = await callWhileHeld(
      // As a drop does: the request's row first, then the order onto the shipment.
      async (trx) => {
        await holdRequestRow(trx, requestId);
        await trx
          .updateTable('orders')
          .set({ status: 'REQUEST_LOADING', shipment_id: shipmentId })
          .where('id', '=', orderIds[0]!)
          .execute();
      },
      () => api.post('base_coordinator', '/api/shipment/delete', { shipment_id: shipmentId }),
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toMatch(/it has orders on it now/);
    expect(await orderRow(harness, orderIds[0]!)).toMatchObject({ shipment_id: shipmentId });
  });

  it('answers a foreign-key or unique violation that still reaches the error handler 409, without SQL', async () => {
    // Real errors of the database's own driver: a well of no rig, and a second vendor of a demo vendor's name.
    const violations: unknown[] = [];
    const now = new Date().toISOString();
    for (const write of [
      () =>
        harness.db
          .insertInto('wells')
          .values({ rig_id: 987_654, name: 'Nowhere', location: 'Nowhere', created_at: now })
          .execute(),
      () =>
        harness.db
          .insertInto('vendors')
          .values({
            name: 'Gulf Tubulars & Supply',
            category: 'Tubulars',
            status: 'active',
            contact_name: 'x',
            contact_email: 'x@example.com',
            contact_phone: '0',
            created_at: now,
          })
          .execute(),
    ]) {
      violations.push(
        await write().then(
          () => null,
          (error: unknown) => error,
        ),
      );
    }
    const { default: Fastify } = await import('fastify');
    const { registerErrorHandler } = await import('../../plugins/error-handler.ts');
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/fk', async () => {
      throw violations[0];
    });
    app.get('/unique', async () => {
      throw violations[1];
    });
    const foreignKey = await app.inject({ method: 'GET', url: '/fk' });
    expect(foreignKey.statusCode).toBe(409);
    expect(foreignKey.json()).toEqual({
      status: false,
      message:
        'Something this change depends on was just changed or deleted by someone else, so nothing was saved. Reload and try again.',
    });
    const unique = await app.inject({ method: 'GET', url: '/unique' });
    expect(unique.statusCode).toBe(409);
    expect(unique.json().message).toBe(
      'Someone else just saved the same thing, so nothing was saved. Reload to see it and try again.',
    );
    await app.close();
  });
});
