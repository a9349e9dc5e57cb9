import { BULK_ORDER_LINES_BODY_LIMIT_BYTES, BULK_ORDER_LINES_MAX } from '@rigline/contract/order-lines';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { createGulfRequest, demoIds, eventsOf, fieldsOf } from '../requests/request-fixtures.ts';
import { apiOf } from '../voyages/voyage-fixtures.ts';

/** Issue 12: the supplier's draft line by line — quantity, delete, and many lines pasted at once. */

async function orderOf(harness: Harness, id: number) {
  return harness.db
    .selectFrom('orders')
    .select(['id', 'quantity', 'version', 'current_phase', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function countOrdersOf(harness: Harness, requestId: number): Promise<number> {
  const row = await harness.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describeOnEachDatabase('POST /api/order/change-quantity and /api/order/delete', (harness) => {
  const api = apiOf(harness);

  it('changes a draft line’s quantity with its version, raising the version and recording who and what', async () => {
    const { orderIds } = await createGulfRequest(harness, { quantities: [5, 2] });
    const before = await orderOf(harness, orderIds[0]!);
    const response = await api.post('supplier', '/api/order/change-quantity', {
      id: orderIds[0],
      quantity: 8,
      version: before!.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json().data;
    expect(order).toMatchObject({
      id: orderIds[0],
      quantity: 8,
      version: before!.version + 1,
      status: 'CREATED',
    });
    expect(await orderOf(harness, orderIds[0]!)).toMatchObject({ quantity: 8, version: before!.version + 1 });
    const events = await harness.db
      .selectFrom('events')
      .select(['reason', 'to_status'])
      .where('entity_type', '=', 'order')
      .where('entity_id', '=', orderIds[0]!)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(events).toEqual({ reason: 'Quantity changed from 5 to 8', to_status: 'CREATED' });
  });

  it('answers 409 naming who changed it to a stale version, and changes nothing', async () => {
    const { orderIds } = await createGulfRequest(harness, { quantities: [5, 2] });
    const { version } = (await orderOf(harness, orderIds[0]!))!;
    await api.ok('supplier', '/api/order/change-quantity', { id: orderIds[0], quantity: 6, version });
    const stale = await api.post('supplier', '/api/order/change-quantity', {
      id: orderIds[0],
      quantity: 9,
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^This order was changed by you at .+ UTC\. Reload/);
    expect((await orderOf(harness, orderIds[0]!))!.quantity).toBe(6);
  });

  it('refuses a bad quantity with 400 naming the field', async () => {
    const { orderIds } = await createGulfRequest(harness);
    for (const quantity of [0, -1, 1.5, 2_147_483_648, '3']) {
      const response = await api.post('supplier', '/api/order/change-quantity', {
        id: orderIds[0],
        quantity,
      });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['quantity']);
    }
    expect((await orderOf(harness, orderIds[0]!))!.quantity).toBe(1);
  });

  it('refuses both outside phase 0 with the same 409 (a stale draft) to the supplier and rig logistics; the order stays', async () => {
    const { orderIds } = await createGulfRequest(harness, { phase: 1 });
    const change = await api.post('supplier', '/api/order/change-quantity', { id: orderIds[0], quantity: 4 });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toMatch(/it is no longer a draft, so its lines cannot be changed/);
    const remove = await api.post('supplier', '/api/order/delete', { id: orderIds[0] });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toMatch(/it is no longer a draft, so its lines cannot be deleted/);
    const byReviewer = await api.post('rig_logistics', '/api/order/change-quantity', {
      id: orderIds[0],
      quantity: 4,
    });
    // Issue 21 #9b: rig logistics was answered 400 for the same refusal.
    expect(byReviewer.statusCode).toBe(409);
    expect(byReviewer.json().message).toMatch(/it is no longer a draft, so its lines cannot be changed/);
    const deleteByReviewer = await api.post('rig_logistics', '/api/order/delete', { id: orderIds[0] });
    expect(deleteByReviewer.statusCode).toBe(409);
    expect(deleteByReviewer.json().message).toMatch(
      /it is no longer a draft, so its lines cannot be deleted/,
    );
    expect(await orderOf(harness, orderIds[0]!)).toMatchObject({ quantity: 1, current_phase: 1 });
  });

  it('refuses another vendor (404) and another role on a draft (403)', async () => {
    const { orderIds } = await createGulfRequest(harness);
    for (const url of ['/api/order/change-quantity', '/api/order/delete']) {
      const other = await api.post('second-supplier', url, { id: orderIds[0], quantity: 3 });
      expect(other.statusCode, url).toBe(404);
      expect(other.json().message).toBe('Order not found');
      const coordinator = await api.post('base_coordinator', url, { id: orderIds[0], quantity: 3 });
      expect(coordinator.statusCode, url).toBe(403);
    }
    expect(await orderOf(harness, orderIds[0]!)).toMatchObject({ quantity: 1 });
  });

  it('deletes a draft line with its version, records it on the request, and answers 409 to a stale version', async () => {
    const { requestId, orderIds } = await createGulfRequest(harness);
    const { version } = (await orderOf(harness, orderIds[1]!))!;
    await api.ok('supplier', '/api/order/change-quantity', { id: orderIds[1], quantity: 3, version });
    const stale = await api.post('supplier', '/api/order/delete', { id: orderIds[1], version });
    expect(stale.statusCode).toBe(409);
    expect(await orderOf(harness, orderIds[1]!)).toBeDefined();
    const deleted = await api.post('supplier', '/api/order/delete', {
      id: orderIds[1],
      version: version + 1,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.message).toBe('Order deleted');
    expect(await orderOf(harness, orderIds[1]!)).toBeUndefined();
    expect(await countOrdersOf(harness, requestId)).toBe(1);
    const history = await api.get('supplier', `/api/request/history/${requestId}`);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('DELETED');
    const again = await api.post('supplier', '/api/order/delete', { id: orderIds[1] });
    expect(again.statusCode).toBe(404);
    // The request's order count, kept by triggers, follows.
    const list = await api.get('supplier', '/api/request/get', { id: requestId });
    expect(list.json().data.requests.data[0].total_items).toBe(1);
  });
});

describeOnEachDatabase('POST /api/order/bulk-create', (harness) => {
  const api = apiOf(harness);

  async function draftWith(quantities: number[] = []) {
    return createGulfRequest(harness, { quantities });
  }

  it('previews each line with dry_run (found, not found, duplicate) and saves nothing', async () => {
    const ids = await demoIds(harness);
    const { requestId } = await draftWith([4]);
    const [onRequest, a, b] = ids.gulfItems;
    const response = await api.post('supplier', '/api/order/bulk-create', {
      request_id: requestId,
      dry_run: true,
      lines: [
        { mat_code: a!.mat_code, quantity: 3 },
        { mat_code: 'NO-SUCH-CODE', quantity: 1 },
        { mat_code: a!.mat_code.toLowerCase(), quantity: 2 },
        { mat_code: onRequest!.mat_code, quantity: 7 },
        { mat_code: b!.mat_code, quantity: 12 },
        { mat_code: ids.northSeaItems[0]!.mat_code, quantity: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { lines, created, message } = response.json().data;
    expect(created).toBe(0);
    expect(message).toBe('2 lines of 6 can be added');
    expect(lines.map((line: { result: string }) => line.result)).toEqual([
      'found',
      'not_found',
      'duplicate',
      'duplicate',
      'found',
      'not_found',
    ]);
    expect(lines[0]).toMatchObject({ line: 1, item: { id: a!.id, name: a!.name } });
    expect(lines[2].message).toBe(`Line 3: ${a!.mat_code} repeats line 1`);
    expect(lines[3].message).toMatch(
      new RegExp(`^Line 4: ${onRequest!.mat_code} is already on this request as ORD-\\d+$`),
    );
    expect(await countOrdersOf(harness, requestId)).toBe(1);
  });

  it('creates every line in one transaction, with an event each, or none with a 400 naming the bad lines', async () => {
    const ids = await demoIds(harness);
    const { requestId } = await draftWith([]);
    const codes = ids.gulfItems.slice(0, 5).map((item) => item.mat_code);
    const refused = await api.post('supplier', '/api/order/bulk-create', {
      request_id: requestId,
      lines: [...codes.map((mat_code) => ({ mat_code, quantity: 2 })), { mat_code: 'NOPE', quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^1 line cannot be added; nothing was saved\. Line 6: no item/);
    expect(fieldsOf(refused.json())).toEqual(['lines[5].mat_code']);
    expect(await countOrdersOf(harness, requestId)).toBe(0);

    const saved = await api.post('supplier', '/api/order/bulk-create', {
      request_id: requestId,
      lines: codes.map((mat_code, index) => ({ mat_code, quantity: index + 1 })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ created: 5, message: '5 lines added' });
    const rows = await harness.db
      .selectFrom('orders')
      .select(['id', 'item_id', 'quantity', 'status', 'current_phase'])
      .where('request_id', '=', requestId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.item_id, row.quantity, row.status, row.current_phase])).toEqual(
      ids.gulfItems.slice(0, 5).map((item, index) => [item.id, index + 1, 'CREATED', 0]),
    );
    for (const row of rows) {
      expect(await eventsOf(harness, 'order', row.id)).toMatchObject([
        { from_status: null, to_status: 'CREATED' },
      ]);
    }
  });

  it('refuses outside phase 0 (409 for the supplier), another vendor (404), another role (403)', async () => {
    const ids = await demoIds(harness);
    const lines = [{ mat_code: ids.gulfItems[3]!.mat_code, quantity: 1 }];
    const draft = await draftWith([]);
    expect(
      (await api.post('second-supplier', '/api/order/bulk-create', { request_id: draft.requestId, lines }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.post('rig_logistics', '/api/order/bulk-create', { request_id: draft.requestId, lines }))
        .statusCode,
    ).toBe(403);
    const pending = await createGulfRequest(harness, { phase: 1 });
    const late = await api.post('supplier', '/api/order/bulk-create', {
      request_id: pending.requestId,
      lines,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/it is no longer a draft/);
    expect(await countOrdersOf(harness, draft.requestId)).toBe(0);
    expect(await countOrdersOf(harness, pending.requestId)).toBe(2);
  });

  it('refuses bad lines in the body with 400 naming the field: empty list, bad quantity, too many lines', async () => {
    const { requestId } = await draftWith([]);
    const cases: Array<[unknown, string]> = [
      [[], 'lines'],
      [[{ mat_code: 'A', quantity: 0 }], 'lines.0.quantity'],
      [[{ mat_code: '', quantity: 1 }], 'lines.0.mat_code'],
      [Array.from({ length: BULK_ORDER_LINES_MAX + 1 }, () => ({ mat_code: 'A', quantity: 1 })), 'lines'],
    ];
    for (const [lines, field] of cases) {
      const response = await api.post('supplier', '/api/order/bulk-create', { request_id: requestId, lines });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response.json()).join(',')).toContain(field);
    }
  });

  it('takes 1,000 lines at their longest within its body limit', async () => {
    const { requestId } = await draftWith([]);
    const code = '語'.repeat(64);
    const body = {
      request_id: requestId,
      dry_run: true,
      lines: Array.from({ length: BULK_ORDER_LINES_MAX }, () => ({
        mat_code: code,
        quantity: 2_147_483_647,
      })),
    };
    const bytes = Buffer.byteLength(JSON.stringify(body));
    expect(bytes).toBeGreaterThan(200_000);
    expect(bytes).toBeLessThan(BULK_ORDER_LINES_BODY_LIMIT_BYTES);
    const response = await api.post('supplier', '/api/order/bulk-create', body);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.json().data.lines).toHaveLength(BULK_ORDER_LINES_MAX);
  });
});
