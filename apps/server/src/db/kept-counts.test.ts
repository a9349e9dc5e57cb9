import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { apiOf, rigIdsByCode, voyageAtSea } from '../modules/voyages/voyage-fixtures.ts';
import { describeOnEachDatabase } from '../test/harness.ts';
import type { Db } from './connection.ts';

/**
 * The counts migration 004's triggers keep (list totals, dashboards) always equal a recount of the rows, on
 * both databases: through the API's own transitions, and through any mix of inserts, updates and deletes.
 */

async function rows(db: Db, query: ReturnType<typeof sql>) {
  const result = await query.execute(db);
  return (result.rows as Array<Record<string, unknown>>).map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, Number.isNaN(Number(value)) ? value : Number(value)]),
    ),
  );
}

/** Kept counts (zeros left out) against the rows they count. */
async function expectCountsMatchRows(db: Db): Promise<void> {
  const pairs = [
    [
      sql`select vendor_id, rig_id, current_phase, status, count from request_counts where count <> 0
        order by 1, 2, 3, 4`,
      sql`select vendor_id, rig_id, current_phase, status, count(*) as count from requests
        group by vendor_id, rig_id, current_phase, status order by 1, 2, 3, 4`,
    ],
    [
      sql`select vendor_id, rig_id, current_phase, status, count from order_counts where count <> 0
        order by 1, 2, 3, 4`,
      sql`select r.vendor_id, r.rig_id, o.current_phase, o.status, count(*) as count
        from orders o join requests r on r.id = o.request_id
        group by r.vendor_id, r.rig_id, o.current_phase, o.status order by 1, 2, 3, 4`,
    ],
    [
      sql`select vendor_id, day, count from order_deliveries where count <> 0 order by 1, 2`,
      sql`select r.vendor_id, substr(o.updated_at, 1, 10) as day, count(*) as count
        from orders o join requests r on r.id = o.request_id where o.status = 'DELIVERED'
        group by r.vendor_id, substr(o.updated_at, 1, 10) order by 1, 2`,
    ],
    [
      sql`select vendor_id, count from shipment_counts where count <> 0 order by 1`,
      sql`select r.vendor_id, count(*) as count from shipments s join requests r on r.id = s.request_id
        group by r.vendor_id order by 1`,
    ],
    [
      sql`select status, count from voyage_counts where count <> 0 order by 1`,
      sql`select status, count(*) as count from voyages group by status order by 1`,
    ],
  ] as const;
  for (const [kept, recount] of pairs) {
    expect(await rows(db, kept)).toEqual(await rows(db, recount));
  }
}

describeOnEachDatabase('kept counts', (harness) => {
  it('match the rows after the demo data and after a voyage goes all the way through the API', async () => {
    await expectCountsMatchRows(harness.db);
    const api = apiOf(harness);
    const [rigId] = await rigIdsByCode(harness);
    const { voyageId, journeyIds, shipments } = await voyageAtSea(harness, [rigId!]);
    await expectCountsMatchRows(harness.db);
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[0] });
    for (const orderId of shipments[0]!.orderIds) {
      await api.ok('rig_logistics', '/api/order/update', { id: orderId });
      await api.ok('supplier', '/api/order/update', { id: orderId });
    }
    await expectCountsMatchRows(harness.db);
    const dashboard = await api.get('rig_logistics', '/api/dashboard/rig-logistics');
    expect(dashboard.json().data.orders_completed_this_month).toBeGreaterThanOrEqual(
      shipments[0]!.orderIds.length,
    );
    expect(voyageId).toBeGreaterThan(0);
  });

  it('match the rows after any mix of inserts, moves and deletes', async () => {
    const { db } = harness;
    const requests = await db
      .selectFrom('requests')
      .select(['id', 'vendor_id', 'rig_id', 'well_id', 'created_by'])
      .execute();
    const items = await db.selectFrom('items').select(['id', 'vendor_id']).execute();
    const statuses = ['CREATED', 'ACCEPTED', 'REJECTED', 'DELIVERED', 'LOADED'] as const;
    const days = ['2026-01-01T10:00:00.000Z', '2026-01-02T10:00:00.000Z', '2026-02-01T00:00:00.000Z'];
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        request: fc.nat(),
        status: fc.constantFrom(...statuses),
        day: fc.constantFrom(...days),
      }),
      fc.record({
        kind: fc.constant('move' as const),
        pick: fc.nat(),
        phase: fc.integer({ min: 0, max: 8 }),
        status: fc.constantFrom(...statuses),
        day: fc.constantFrom(...days),
      }),
      fc.record({
        kind: fc.constant('moveRequest' as const),
        pick: fc.nat(),
        phase: fc.integer({ min: 0, max: 8 }),
        status: fc.constantFrom('DRAFT', 'PENDING', 'PROCESSING', 'COMPLETED'),
      }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        // Each run is undone, so runs do not pile up on one another.
        await db
          .transaction()
          .execute(async (trx) => {
            for (const change of steps) {
              const orders = await trx
                .selectFrom('orders')
                .select('id')
                .where('shipment_id', 'is', null)
                .orderBy('id')
                .execute();
              if (change.kind === 'insert') {
                const request = requests[change.request % requests.length]!;
                const item = items.find((candidate) => candidate.vendor_id === request.vendor_id)!;
                await trx
                  .insertInto('orders')
                  .values({
                    request_id: request.id,
                    item_id: item.id,
                    quantity: 1,
                    status: change.status,
                    current_phase: 1,
                    shipment_id: null,
                    created_at: change.day,
                    updated_at: change.day,
                  })
                  .execute();
              } else if (change.kind === 'move' && orders.length > 0) {
                const order = orders[change.pick % orders.length]!;
                await trx
                  .updateTable('orders')
                  .set({ current_phase: change.phase, status: change.status, updated_at: change.day })
                  .where('id', '=', order.id)
                  .execute();
              } else if (change.kind === 'moveRequest') {
                const request = requests[change.pick % requests.length]!;
                await trx
                  .updateTable('requests')
                  .set({ current_phase: change.phase, status: change.status })
                  .where('id', '=', request.id)
                  .execute();
              } else if (change.kind === 'delete' && orders.length > 0) {
                await trx
                  .deleteFrom('orders')
                  .where('id', '=', orders[change.pick % orders.length]!.id)
                  .execute();
              }
            }
            await expectCountsMatchRows(trx);
            throw new RollBack();
          })
          .catch((error: unknown) => {
            if (!(error instanceof RollBack)) throw error;
          });
        await expectCountsMatchRows(harness.db);
      }),
      { numRuns: 15 },
    );
  });
});

class RollBack extends Error {}
