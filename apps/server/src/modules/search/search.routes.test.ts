import type { SearchResult } from '@rigline/contract/search';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';

type Role = Parameters<Harness['tokenFor']>[0];

async function search(harness: Harness, role: Role, q: string, limit = 20): Promise<SearchResult[]> {
  const response = await harness.get('/api/search', {
    token: await harness.tokenFor(role),
    query: { q, limit },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.results as SearchResult[];
}

/** A request of each demo vendor in the given status, with one of its orders and that order's item. */
async function requestOf(harness: Harness, filter: { supplierEmail: string; status: string }) {
  return harness.db
    .selectFrom('requests')
    .innerJoin('users', 'users.vendor_id', 'requests.vendor_id')
    .innerJoin('orders', 'orders.request_id', 'requests.id')
    .innerJoin('items', 'items.id', 'orders.item_id')
    .select([
      'requests.id as requestId',
      'requests.vendor_id as vendorId',
      'orders.id as orderId',
      'items.mat_code',
    ])
    .where('users.email', '=', filter.supplierEmail)
    .where('requests.status', '=', filter.status)
    .orderBy('orders.id')
    .executeTakeFirstOrThrow();
}

describeOnEachDatabase('GET /api/search', (harness) => {
  it('finds a completed request by the mat code of one of its orders, for its supplier and the operators', async () => {
    const completed = await requestOf(harness, {
      supplierEmail: 'supplier2@rigline.demo',
      status: 'COMPLETED',
    });
    for (const role of ['second-supplier', 'rig_logistics', 'base_coordinator'] as const) {
      const results = await search(harness, role, completed.mat_code);
      expect(results).toContainEqual(
        expect.objectContaining({ kind: 'order', id: completed.orderId, request_id: completed.requestId }),
      );
    }
    // And the request itself by its id, completed as it is.
    const byId = await search(
      harness,
      'rig_logistics',
      `REQ-${String(completed.requestId).padStart(3, '0')}`,
    );
    expect(byId).toContainEqual(
      expect.objectContaining({ kind: 'request', id: completed.requestId, status: 'COMPLETED' }),
    );
  });

  it("never answers another supplier's requests, orders, shipments or items", async () => {
    const theirs = await requestOf(harness, { supplierEmail: 'supplier2@rigline.demo', status: 'COMPLETED' });
    const shipment = await harness.db
      .selectFrom('shipments')
      .select('id')
      .where('request_id', '=', theirs.requestId)
      .executeTakeFirst();
    const queries = [
      theirs.mat_code,
      `ORD-${theirs.orderId}`,
      `REQ-${theirs.requestId}`,
      ...(shipment ? [`Shipment #${shipment.id}`] : []),
    ];
    const ownVendor = await harness.db
      .selectFrom('users')
      .select('vendor_id')
      .where('email', '=', 'supplier@rigline.demo')
      .executeTakeFirstOrThrow();
    for (const q of queries) {
      const results = await search(harness, 'supplier', q);
      for (const result of results) {
        if (result.request_id === null) continue;
        const request = await harness.db
          .selectFrom('requests')
          .select('vendor_id')
          .where('id', '=', result.request_id)
          .executeTakeFirstOrThrow();
        expect(request.vendor_id, `${q} → ${result.kind} ${result.id}`).toBe(ownVendor.vendor_id);
      }
      expect(results.some((result) => result.request_id === theirs.requestId)).toBe(false);
    }
    // Their catalogue is not ours either.
    expect(
      (await search(harness, 'supplier', theirs.mat_code)).filter((result) => result.kind === 'item'),
    ).toEqual([]);
    expect(await search(harness, 'second-supplier', theirs.mat_code)).toContainEqual(
      expect.objectContaining({ kind: 'item', label: theirs.mat_code }),
    );
  });

  it('shows operators no draft and no catalogue, and suppliers no voyage', async () => {
    const draft = await requestOf(harness, { supplierEmail: 'supplier@rigline.demo', status: 'DRAFT' });
    const asSupplier = await search(harness, 'supplier', `ORD-${draft.orderId}`);
    expect(asSupplier).toContainEqual(expect.objectContaining({ kind: 'order', id: draft.orderId }));
    for (const role of ['rig_logistics', 'base_coordinator'] as const) {
      const results = await search(harness, role, draft.mat_code);
      expect(results.some((result) => result.request_id === draft.requestId)).toBe(false);
      expect(results.some((result) => result.kind === 'item')).toBe(false);
    }
    const voyage = await harness.db
      .selectFrom('voyages')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await search(harness, 'base_coordinator', `VOY-${voyage.id}`)).toContainEqual(
      expect.objectContaining({ kind: 'voyage', id: voyage.id, voyage_id: voyage.id }),
    );
    expect(await search(harness, 'rig_logistics', voyage.name.slice(0, 5))).toContainEqual(
      expect.objectContaining({ kind: 'voyage', id: voyage.id }),
    );
    expect(
      (await search(harness, 'supplier', `VOY-${voyage.id}`)).some((result) => result.kind === 'voyage'),
    ).toBe(false);
  });

  it("finds a voyage by its vessel's name, for the operators only (issue 22)", async () => {
    const voyage = await harness.db
      .selectFrom('voyages')
      .innerJoin('vessels', 'vessels.id', 'voyages.vessel_id')
      .select(['voyages.id', 'voyages.name', 'vessels.name as vessel_name'])
      .orderBy('voyages.id')
      .executeTakeFirstOrThrow();
    // The vessel's name, not the voyage's: a word of it that the voyage's own name does not hold.
    const word = voyage.vessel_name
      .split(/\s+/)
      .find((part) => part.length >= 3 && !voyage.name.toLowerCase().includes(part.toLowerCase()));
    expect(word, `a word of ${voyage.vessel_name} that ${voyage.name} lacks`).toBeDefined();
    for (const role of ['rig_logistics', 'base_coordinator'] as const) {
      expect(await search(harness, role, word!)).toContainEqual(
        expect.objectContaining({ kind: 'voyage', id: voyage.id }),
      );
    }
    expect((await search(harness, 'supplier', word!)).some((result) => result.kind === 'voyage')).toBe(false);
  });

  it('caps each kind at the limit and refuses an empty query or no token', async () => {
    const results = await search(harness, 'rig_logistics', 'a', 2);
    for (const kind of ['request', 'order', 'voyage'] as const) {
      expect(results.filter((result) => result.kind === kind).length).toBeLessThanOrEqual(2);
    }
    const empty = await harness.get('/api/search', {
      token: await harness.tokenFor('supplier'),
      query: { q: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors?.[0]?.field).toBe('q');
    expect((await harness.get('/api/search', { query: { q: 'casing' } })).statusCode).toBe(401);
  });
});
