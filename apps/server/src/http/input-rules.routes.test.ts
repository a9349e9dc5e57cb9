import { MAX_INT } from '@rigline/contract/api';
import { expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { createGulfRequest, fieldsOf } from '../modules/requests/request-fixtures.ts';
import { type Actor, apiOf, voyageTo } from '../modules/voyages/voyage-fixtures.ts';
import { describeOnEachDatabase, type Harness } from '../test/harness.ts';

/**
 * Issue 8.4: a U+0000 (or another control character) in any text field or search, and an integer beyond a
 * 32-bit column, answer the same 400 naming the field on both databases, and nothing is stored. Before, NUL
 * answered 500 on PostgreSQL and was stored on SQLite; quantity 2147483648 the same.
 */

const NUL = '\u0000';
const CONTROL_MESSAGE = /must not contain control characters \(only tab and newline are allowed\)$/;

async function rowCount(harness: Harness, table: keyof Database): Promise<number> {
  const row = await harness.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function firstIdOf(harness: Harness, table: 'rigs' | 'vessels'): Promise<number> {
  return (await harness.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}

describeOnEachDatabase('text and integer input (issue 8.4)', (harness) => {
  const api = apiOf(harness);

  async function expectRefused(options: {
    actor: Actor;
    url: string;
    body: Record<string, unknown>;
    field: string;
    message: RegExp;
    table: keyof Database;
  }) {
    const before = await rowCount(harness, options.table);
    const response = await api.post(options.actor, options.url, options.body);
    expect(response.statusCode, `${options.url} ${options.field}: ${response.body}`).toBe(400);
    const body = response.json();
    expect(body.status).toBe(false);
    expect(fieldsOf(body)).toEqual([options.field]);
    expect(body.errors[0].message).toMatch(options.message);
    expect(await rowCount(harness, options.table)).toBe(before);
  }

  async function requestBody() {
    const rigId = await firstIdOf(harness, 'rigs');
    const well = await harness.db
      .selectFrom('wells')
      .select('id')
      .where('rig_id', '=', rigId)
      .executeTakeFirstOrThrow();
    return {
      rig_id: rigId,
      well_id: well.id,
      title: 'Casing run',
      type: 'Loadout Request',
      section: '12 1/4" hole',
      description: 'For the next section',
    };
  }

  const item = {
    mat_code: 'NUL-TEST-1',
    name: 'Test shackle',
    description: 'Bow shackle',
    remarks: 'Certified',
  };

  it.each(['title', 'section', 'description'])('refuses a NUL in the request %s', async (field) => {
    const body = await requestBody();
    await expectRefused({
      actor: 'supplier',
      url: '/api/request/create',
      body: { ...body, [field]: `Before${NUL}after` },
      field,
      message: CONTROL_MESSAGE,
      table: 'requests',
    });
  });

  it.each(['mat_code', 'name', 'description', 'remarks'])('refuses a NUL in the item %s', async (field) => {
    await expectRefused({
      actor: 'supplier',
      url: '/api/vendor/item/create',
      body: { ...item, [field]: `A${NUL}` },
      field,
      message: CONTROL_MESSAGE,
      table: 'items',
    });
  });

  it('refuses other control characters but keeps tab and newline', async () => {
    for (const character of ['\u0007', '\u001b', '\u007f', '\u0085']) {
      await expectRefused({
        actor: 'supplier',
        url: '/api/vendor/item/create',
        body: { ...item, remarks: `A${character}B` },
        field: 'remarks',
        message: CONTROL_MESSAGE,
        table: 'items',
      });
    }
    const kept = await api.ok('supplier', '/api/vendor/item/create', {
      ...item,
      mat_code: 'TAB-TEST-1',
      remarks: 'Line one\r\nline\ttwo',
    });
    expect(kept.item.remarks).toBe('Line one\nline\ttwo');
  });

  it('reports a NUL in a bulk row by row and field, creating nothing from that row', async () => {
    const before = await rowCount(harness, 'items');
    const data = await api.ok('supplier', '/api/vendor/item/bulk-create', {
      items: [
        { mat_code: `BULK${NUL}1`, name: 'Bit' },
        { mat_code: 'BULK-2', name: `Bit${NUL}` },
        { mat_code: 'BULK-3', name: 'Bit', description: `Long${NUL}` },
      ],
    });
    expect(data.created).toBe(0);
    expect(
      data.failed.map((row: { row: number; errors: Array<{ field: string }> }) => [row.row, fieldsOf(row)]),
    ).toEqual([
      [1, ['mat_code']],
      [2, ['name']],
      [3, ['description']],
    ]);
    expect(await rowCount(harness, 'items')).toBe(before);
  });

  it('refuses a NUL in the voyage name', async () => {
    await expectRefused({
      actor: 'base_coordinator',
      url: '/api/voyage/create',
      body: { name: `North${NUL}run`, vessel_id: await firstIdOf(harness, 'vessels') },
      field: 'name',
      message: CONTROL_MESSAGE,
      table: 'voyages',
    });
  });

  it.each([
    ['supplier', '/api/request/get', 'search'],
    ['supplier', '/api/order/get', 'search'],
    ['supplier', '/api/vendor/item/get', 'search'],
    ['supplier', '/api/vendor/item/get', 'mat_code'],
    ['base_coordinator', '/api/vendor/list', 'search'],
  ] as const)('refuses a NUL in %s %s ?%s', async (actor, url, field) => {
    const response = await api.get(actor, url, { [field]: `DP${NUL}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response.json())).toEqual([field]);
    expect(response.json().message).toMatch(/control characters/);
  });

  it('refuses a sign-in email with a NUL as bad input, not a server error', async () => {
    const response = await harness.post('/api/auth/login', {
      email: `supplier${NUL}@rigline.demo`,
      password: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['email']);
  });

  it('refuses quantity 2147483648 naming the field, and takes 2147483647', async () => {
    const { requestId } = await createGulfRequest(harness, { quantities: [] });
    const itemId = (await harness.db.selectFrom('items').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    await expectRefused({
      actor: 'supplier',
      url: '/api/order/create',
      body: { request_id: requestId, item_id: itemId, quantity: MAX_INT + 1 },
      field: 'quantity',
      message: /^Quantity must be at most 2147483647$/,
      table: 'orders',
    });
    const largest = await api.ok('supplier', '/api/order/create', {
      request_id: requestId,
      item_id: itemId,
      quantity: MAX_INT,
    });
    expect(largest.order.quantity).toBe(MAX_INT);
  });

  it('refuses a journey sequence and a page beyond a 32-bit integer', async () => {
    const rigId = await firstIdOf(harness, 'rigs');
    const { journeyIds } = await voyageTo(harness, [rigId]);
    const sequence = await api.post('base_coordinator', '/api/journey/update-sequence', {
      journey_id: journeyIds[0],
      new_sequence: MAX_INT + 1,
    });
    expect(sequence.statusCode).toBe(400);
    expect(fieldsOf(sequence.json())).toEqual(['new_sequence']);
    const page = await api.get('supplier', '/api/request/get', { page: MAX_INT + 1 });
    expect(page.statusCode).toBe(400);
    expect(fieldsOf(page.json())).toEqual(['page']);
    const lastPage = await api.get('supplier', '/api/request/get', { page: MAX_INT, limit: 100 });
    expect(lastPage.statusCode, lastPage.body).toBe(200);
    expect(lastPage.json().data.requests.data).toEqual([]);
  });
});
