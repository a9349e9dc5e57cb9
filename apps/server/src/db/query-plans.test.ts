import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../test/harness.ts';

/**
 * Every list, search, detail and dashboard call reads orders, requests, shipments and events through an index
 * (issue 15): the statements each call runs are captured and explained on the database itself (SQLite
 * `EXPLAIN QUERY PLAN`; PostgreSQL `EXPLAIN` with sequential scans priced out, so a plan that still reads a
 * whole table has no index to use). A scan of a history table is allowed only as an ordered walk that a
 * LIMIT stops (a page, newest or oldest first); anything else fails, so a missing index fails CI.
 */

const HISTORY_TABLES = [
  'orders',
  'requests',
  'shipments',
  'events',
  'discrepancies',
  'backloads',
  'backload_lines',
];

type Role = Parameters<Harness['tokenFor']>[0];

interface Ids {
  request: number;
  order: number;
  voyage: number;
  shipment: number;
  rig: number;
  plannedRequest: number;
}

const CALLS: Array<{ name: string; role: Role; url: (ids: Ids) => string }> = [
  { name: 'orders, page 1', role: 'rig_logistics', url: () => '/api/order/get?page=1&limit=10' },
  {
    name: 'orders in review',
    role: 'rig_logistics',
    url: () => '/api/order/get?current_phase=1&status=CREATED&page=1&limit=10',
  },
  { name: 'orders, a deep page', role: 'rig_logistics', url: () => '/api/order/get?page=5000&limit=10' },
  { name: "a supplier's orders", role: 'supplier', url: () => '/api/order/get?page=1&limit=10' },
  {
    name: 'delivered orders',
    role: 'rig_logistics',
    url: () => '/api/order/get?status=DELIVERED&page=1&limit=10',
  },
  {
    name: 'orders of a request',
    role: 'rig_logistics',
    url: (ids) => `/api/order/get?request_id=${ids.request}&page=1&limit=10`,
  },
  {
    name: 'orders of a request awaiting a shipment',
    role: 'base_coordinator',
    url: (ids) =>
      `/api/order/get?request_id=${ids.plannedRequest}&current_phase=2&shipment_id=null&status=ex-REJECTED&page=1&limit=50`,
  },
  {
    name: 'orders on a shipment',
    role: 'base_coordinator',
    url: (ids) => `/api/order/get?shipment_id=${ids.shipment}&status=ex-REJECTED&page=1&limit=10`,
  },
  {
    name: 'orders searched in a request',
    role: 'rig_logistics',
    url: (ids) => `/api/order/get?request_id=${ids.request}&search=casing&page=1&limit=10`,
  },
  {
    name: 'requests handed on',
    role: 'rig_logistics',
    url: () => '/api/request/get?status=ex-DRAFT&page=1&limit=10',
  },
  {
    name: 'requests of a rig',
    role: 'rig_logistics',
    url: (ids) => `/api/request/get?status=ex-DRAFT&rig_id=${ids.rig}&page=1&limit=10`,
  },
  {
    name: 'requests of home rigs',
    role: 'rig_logistics',
    url: (ids) => `/api/request/get?status=ex-DRAFT&rig_ids=${ids.rig},${ids.rig + 1}&page=1&limit=10`,
  },
  {
    name: 'requests pending on home rigs',
    role: 'rig_logistics',
    url: (ids) => `/api/request/get?status=PENDING&rig_ids=${ids.rig},${ids.rig + 1}&page=1&limit=10`,
  },
  {
    name: 'requests searched',
    role: 'rig_logistics',
    url: () => '/api/request/get?status=ex-DRAFT&search=cement&page=1&limit=10',
  },
  {
    name: 'requests searched by id',
    role: 'rig_logistics',
    url: (ids) => `/api/request/get?status=ex-DRAFT&search=REQ-${ids.request}&page=1&limit=10`,
  },
  {
    name: 'requests to plan',
    role: 'base_coordinator',
    url: () => '/api/request/get?status=PROCESSING&page=1&limit=10',
  },
  { name: "a supplier's requests", role: 'supplier', url: () => '/api/request/get?page=1&limit=100' },
  {
    name: 'request details',
    role: 'rig_logistics',
    url: (ids) => `/api/request/get?id=${ids.request}&page=1&limit=10`,
  },
  { name: 'shipments, page 1', role: 'rig_logistics', url: () => '/api/shipment/list?page=1&limit=10' },
  { name: "a supplier's shipments", role: 'supplier', url: () => '/api/shipment/list?page=1&limit=10' },
  {
    name: 'shipments of a voyage',
    role: 'rig_logistics',
    url: (ids) => `/api/shipment/list?voyage_id=${ids.voyage}&page=1&limit=10`,
  },
  {
    name: 'loaded shipments of a voyage',
    role: 'base_coordinator',
    url: (ids) => `/api/shipment/list?voyage_id=${ids.voyage}&is_loaded=true&page=1&limit=1`,
  },
  {
    name: 'shipments of a voyage needing action',
    role: 'base_coordinator',
    url: (ids) => `/api/shipment/list?voyage_id=${ids.voyage}&action_phase=2&page=1&limit=10`,
  },
  {
    name: 'shipments of a request',
    role: 'base_coordinator',
    url: (ids) => `/api/shipment/list?request_id=${ids.request}&page=1&limit=100`,
  },
  {
    name: 'shipment details',
    role: 'rig_logistics',
    url: (ids) => `/api/shipment/list?id=${ids.shipment}&page=1&limit=1`,
  },
  {
    name: 'actionable shipments of a request',
    role: 'rig_logistics',
    url: (ids) => `/api/shipment/get-actionable-shipment-of-request/${ids.request}/order-phase/6`,
  },
  { name: 'voyages, page 1', role: 'base_coordinator', url: () => '/api/voyage/get?page=1&limit=10' },
  {
    name: 'voyages of home rigs',
    role: 'rig_logistics',
    url: (ids) => `/api/voyage/get?rig_ids=${ids.rig},${ids.rig + 1}&page=1&limit=10`,
  },
  {
    name: 'voyage details',
    role: 'base_coordinator',
    url: (ids) => `/api/voyage/get?id=${ids.voyage}&page=1&limit=1`,
  },
  {
    name: 'voyages open to a new shipment',
    role: 'base_coordinator',
    url: (ids) => `/api/voyage/valid-voyages-for-shipment/${ids.plannedRequest}?page=1&limit=10`,
  },
  {
    name: 'journeys of a voyage',
    role: 'base_coordinator',
    url: (ids) => `/api/journey/sequence/get-by-voyage-id/${ids.voyage}`,
  },
  {
    name: 'load plan of a voyage',
    role: 'base_coordinator',
    url: (ids) => `/api/voyage/load-plan/${ids.voyage}`,
  },
  {
    name: 'manifest of a voyage (CSV)',
    role: 'base_coordinator',
    url: (ids) => `/api/voyage/manifest/${ids.voyage}?format=csv`,
  },
  {
    name: 'history of a request',
    role: 'rig_logistics',
    url: (ids) => `/api/request/history/${ids.request}`,
  },
  { name: 'history of an order', role: 'rig_logistics', url: (ids) => `/api/order/history/${ids.order}` },
  {
    name: 'history of a voyage',
    role: 'base_coordinator',
    url: (ids) => `/api/voyage/history/${ids.voyage}`,
  },
  {
    name: 'the whole trip of a voyage',
    role: 'base_coordinator',
    url: (ids) => `/api/voyage/trip/${ids.voyage}`,
  },
  {
    name: 'open discrepancies',
    role: 'base_coordinator',
    url: () => '/api/discrepancy/list?status=OPEN&page=1&limit=10',
  },
  {
    name: 'discrepancies of a rig',
    role: 'base_coordinator',
    url: (ids) => `/api/discrepancy/list?rig_id=${ids.rig}&status=OPEN&page=1&limit=10`,
  },
  {
    name: "a supplier's discrepancies",
    role: 'supplier',
    url: () => '/api/discrepancy/list?status=OPEN&page=1&limit=10',
  },
  {
    name: 'backload of a voyage',
    role: 'rig_logistics',
    url: (ids) => `/api/backload/list?voyage_id=${ids.voyage}&page=1&limit=10`,
  },
  {
    name: 'backload of a rig',
    role: 'rig_logistics',
    url: (ids) => `/api/backload/list?rig_id=${ids.rig}&page=1&limit=10`,
  },
  {
    name: 'backload to receive',
    role: 'base_coordinator',
    url: () => '/api/backload/list?status=LOADED&page=1&limit=10',
  },
  { name: "a supplier's rental returns", role: 'supplier', url: () => '/api/backload/list?page=1&limit=10' },
  { name: 'vendors', role: 'base_coordinator', url: () => '/api/vendor/list?page=1&limit=10' },
  // The top bar's search (issue 12): requests through their trigram index, orders through their item.
  { name: 'search by mat code', role: 'rig_logistics', url: () => '/api/search?q=MUD-BAR&limit=5' },
  { name: "a supplier's search by item name", role: 'supplier', url: () => '/api/search?q=casing&limit=5' },
  {
    name: 'search by order id',
    role: 'base_coordinator',
    url: (ids) => `/api/search?q=ORD-${ids.order}&limit=5`,
  },
  {
    name: 'search by request id',
    role: 'supplier',
    url: (ids) => `/api/search?q=REQ-${ids.request}&limit=5`,
  },
  {
    name: 'search by shipment id',
    role: 'supplier',
    url: (ids) => `/api/search?q=${encodeURIComponent(`Shipment #${ids.shipment}`)}&limit=5`,
  },
  {
    name: 'search by voyage id',
    role: 'rig_logistics',
    url: (ids) => `/api/search?q=VOY-${ids.voyage}&limit=5`,
  },
  { name: 'item catalogue', role: 'supplier', url: () => '/api/vendor/item/get?page=1&limit=50' },
  // Issue 23: the sailings of a window wide enough to hold the demo's past fortnight, with their cargo.
  {
    name: 'sailings of a window',
    role: 'base_coordinator',
    url: () => `/api/sailing/list?${sailingWindow()}`,
  },
  { name: "a supplier's sailings", role: 'supplier', url: () => `/api/sailing/list?${sailingWindow()}` },
  {
    name: 'sailings to a rig',
    role: 'rig_logistics',
    url: (ids) => `/api/sailing/list?${sailingWindow()}&rig_id=${ids.rig}`,
  },
  { name: 'rig logistics dashboard', role: 'rig_logistics', url: () => '/api/dashboard/rig-logistics' },
  {
    name: 'rig logistics dashboard of home rigs',
    role: 'rig_logistics',
    url: (ids) => `/api/dashboard/rig-logistics?rig_ids=${ids.rig},${ids.rig + 1}`,
  },
  {
    name: 'site operations of home rigs',
    role: 'rig_logistics',
    url: (ids) => `/api/dashboard/site-operations?rig_ids=${ids.rig},${ids.rig + 1}`,
  },
  { name: 'rig dashboard', role: 'rig_logistics', url: (ids) => `/api/dashboard/rig/${ids.rig}` },
  { name: 'site operations dashboard', role: 'rig_logistics', url: () => '/api/dashboard/site-operations' },
  { name: 'supplier dashboard', role: 'supplier', url: () => '/api/dashboard/supplier' },
  {
    name: 'base coordinator dashboard',
    role: 'base_coordinator',
    url: () => '/api/dashboard/base-coordinator',
  },
];

/** Four weeks either side of now, page 1 (the bench's call asks for the week around today). */
function sailingWindow(): string {
  const from = new Date(Date.now() - 28 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 28 * 86_400_000).toISOString();
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&page=1&limit=10`;
}

describeOnEachDatabase('every list query reads the history tables through an index', (harness) => {
  let ids: Ids;

  beforeAll(async () => {
    const { db } = harness;
    const shipment = await db
      .selectFrom('shipments')
      .innerJoin('requests', 'requests.id', 'shipments.request_id')
      .select(['shipments.id', 'shipments.voyage_id', 'shipments.request_id', 'requests.rig_id'])
      .orderBy('shipments.id')
      .executeTakeFirstOrThrow();
    const planned = await db
      .selectFrom('requests')
      .select('id')
      .where('status', '=', 'PROCESSING')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const order = await db
      .selectFrom('orders')
      .select('id')
      .where('request_id', '=', shipment.request_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ids = {
      request: shipment.request_id,
      order: order.id,
      voyage: shipment.voyage_id,
      shipment: shipment.id,
      rig: shipment.rig_id,
      plannedRequest: planned.id,
    };
  });

  describe('plans', () => {
    for (const call of CALLS) {
      it(`${call.name}: ${call.url({ request: 1, order: 1, voyage: 1, shipment: 1, rig: 1, plannedRequest: 1 })}`, async () => {
        const token = await harness.tokenFor(call.role);
        let status = 0;
        const queries = await harness.recordQueries(async () => {
          status = (await harness.get(call.url(ids), { token })).statusCode;
        });
        expect(status).toBe(200);
        expect(queries.length).toBeGreaterThan(0);
        // Some calls no longer read a history table at all (catalogue, vendors, the kept counts).
        const reads = queries.filter((query) => /^\s*select/i.test(query.sql) && readsHistory(query.sql));
        for (const query of reads) {
          const problems = await fullScans(harness, query);
          expect(problems, `${query.sql}\n${JSON.stringify(query.parameters)}`).toEqual([]);
        }
      });
    }
  });

  it('the plan check itself fails on a query with no index to use', async () => {
    const scan = CompiledQuery.raw(
      harness.kind === 'postgres'
        ? 'select count(*) from orders where quantity > $1'
        : 'select count(*) from orders where quantity > ?',
      [1],
    );
    expect(await fullScans(harness, scan)).not.toEqual([]);
  });
});

function readsHistory(text: string): boolean {
  return HISTORY_TABLES.some((table) => new RegExp(`\\b(from|join) "${table}"`, 'i').test(text));
}

/** What in the query's plan reads a history table without an index; empty when nothing does. */
async function fullScans(harness: Harness, query: CompiledQuery): Promise<string[]> {
  const hasLimit = /\blimit\b/i.test(query.sql);
  if (harness.kind === 'sqlite') {
    const rows = await harness.db.executeQuery<{ id: number; parent: number; detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const plan = rows.rows;
    const lines = plan.map((row) => row.detail).join('\n');
    // The (sub)query a plan line belongs to: a sort there sorts whatever that query scanned.
    const scopeOf = (row: { parent: number }): number => {
      let parent = plan.find((candidate) => candidate.id === row.parent);
      while (parent && !/SUBQUERY|CO-ROUTINE|MATERIALIZE|COMPOUND/.test(parent.detail)) {
        const next = parent.parent;
        parent = plan.find((candidate) => candidate.id === next);
      }
      return parent?.id ?? 0;
    };
    return plan
      .filter((row) => {
        const scan = /^SCAN (\w+)/.exec(row.detail);
        if (!scan || !HISTORY_TABLES.includes(scan[1]!)) return false;
        const isSorted = plan.some(
          (other) => other.detail.startsWith('USE TEMP B-TREE FOR') && scopeOf(other) === scopeOf(row),
        );
        // An ordered walk of a table's rowid or of an index, stopped by the page's LIMIT, is what a page is.
        return !(hasLimit && !isSorted);
      })
      .map((row) => `${row.detail} in:\n${lines}`);
  }
  return harness.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const result = await trx.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    const problems: string[] = [];
    const visit = (node: PlanNode, isUnderLimit: boolean) => {
      const table = node['Relation Name'];
      if (table && HISTORY_TABLES.includes(table)) {
        if (node['Node Type'] === 'Seq Scan') problems.push(`Seq Scan on ${table}`);
        const isIndexWalk = node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan';
        if (isIndexWalk && !node['Index Cond'] && !isUnderLimit)
          problems.push(`${node['Node Type']} on ${table} reads the whole index`);
      }
      for (const child of node.Plans ?? []) visit(child, isUnderLimit || node['Node Type'] === 'Limit');
    };
    visit(result.rows[0]!['QUERY PLAN'][0]!.Plan, false);
    return problems;
  });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
