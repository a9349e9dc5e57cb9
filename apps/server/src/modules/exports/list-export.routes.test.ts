import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE } from '../../http/list-export.ts';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';

type Role = Parameters<Harness['tokenFor']>[0];

/** The CSV's records, the header first (the cells hold no newline in these tests). */
function csvRows(body: string): string[][] {
  const text = body.replace(/^\uFEFF/, '').trimEnd();
  return text.split('\n').map((line) => line.split(','));
}

async function exportOf(harness: Harness, role: Role, url: string, query: Record<string, string | number>) {
  return harness.get(url, { token: await harness.tokenFor(role), query });
}

async function totalOf(harness: Harness, role: Role, url: string, query: Record<string, string | number>) {
  const response = await harness.get(url, {
    token: await harness.tokenFor(role),
    query: { ...query, limit: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as Record<string, { meta: { total: number } }>;
  return Object.values(data)[0]!.meta.total;
}

describeOnEachDatabase('format=csv|xlsx on the list calls', (harness) => {
  it('answers the whole filtered list of requests, not a page, as a CSV download', async () => {
    const query = { status: 'ex-DRAFT', page: 1, limit: 1 };
    const response = await exportOf(harness, 'rig_logistics', '/api/request/get', {
      ...query,
      format: 'csv',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = csvRows(response.body);
    expect(rows[0]?.slice(0, 3)).toEqual(['Request ID', 'Title', 'Description']);
    const total = await totalOf(harness, 'rig_logistics', '/api/request/get', { status: 'ex-DRAFT' });
    expect(total).toBeGreaterThan(1);
    expect(rows.length - 1).toBe(total);
    // No draft in a list that leaves drafts out.
    expect(rows.slice(1).some((row) => row.includes('DRAFT'))).toBe(false);
  });

  it('writes every row of a list longer than one read (the item catalogue) into an Excel file', async () => {
    const token = await harness.tokenFor('supplier');
    const extra = EXPORT_PAGE_SIZE + 20;
    const items = Array.from({ length: extra }, (_, index) => ({
      mat_code: `EXP-${String(index).padStart(4, '0')}`,
      name: `Export test item ${index}`,
      description: 'Made by the export test',
    }));
    const created = await harness.post('/api/vendor/item/bulk-create', { items }, { token });
    expect(created.statusCode, created.body).toBe(200);
    const total = await totalOf(harness, 'supplier', '/api/vendor/item/get', {});
    expect(total).toBeGreaterThan(EXPORT_PAGE_SIZE);

    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/vendor/item/get?format=xlsx',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(
      expect.arrayContaining(['Mat Code', 'Item Name', 'Unit of Measurement']),
    );
    expect(sheet.actualRowCount - 1).toBe(total);
    const matCodes = new Set<string>();
    sheet.eachRow((row, index) => {
      if (index > 1) matCodes.add(String(row.getCell(1).value));
    });
    expect(matCodes.size).toBe(total);
    expect(matCodes.has(`EXP-${String(extra - 1).padStart(4, '0')}`)).toBe(true);
  });

  it("never exports another supplier's rows, and refuses what the page refuses", async () => {
    const vendorOf = async (email: string) =>
      (
        await harness.db
          .selectFrom('users')
          .select('vendor_id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).vendor_id;
    const ownVendor = await vendorOf('supplier@rigline.demo');
    const response = await exportOf(harness, 'supplier', '/api/request/get', { format: 'csv' });
    expect(response.statusCode).toBe(200);
    const exported = csvRows(response.body)
      .slice(1)
      .map((row) => Number(row[0]?.replace('REQ-', '')));
    const own = await harness.db
      .selectFrom('requests')
      .select('id')
      .where('vendor_id', '=', ownVendor)
      .execute();
    expect(exported.sort()).toEqual(own.map((row) => row.id).sort());

    const shipments = csvRows(
      (await exportOf(harness, 'supplier', '/api/shipment/list', { format: 'csv' })).body,
    );
    const ownIds = new Set(own.map((row) => `REQ-${String(row.id).padStart(3, '0')}`));
    for (const row of shipments.slice(1)) expect(ownIds.has(row[1]!)).toBe(true);

    // Another vendor's request's orders: 404, as the page answers, and nothing streamed.
    const theirs = await harness.db
      .selectFrom('requests')
      .select('id')
      .where('vendor_id', '!=', ownVendor)
      .executeTakeFirstOrThrow();
    const refused = await exportOf(harness, 'supplier', '/api/order/get', {
      request_id: theirs.id,
      format: 'csv',
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ status: false });
    // Voyages stay the operators'.
    expect((await exportOf(harness, 'supplier', '/api/voyage/get', { format: 'xlsx' })).statusCode).toBe(403);
    expect((await exportOf(harness, 'supplier', '/api/request/get', { format: 'pdf' })).statusCode).toBe(400);
  });

  it("exports a request's orders and the voyages with the names beside the ids", async () => {
    const request = await harness.db
      .selectFrom('requests')
      .select('id')
      .where('status', '=', 'COMPLETED')
      .executeTakeFirstOrThrow();
    const orders = csvRows(
      (await exportOf(harness, 'rig_logistics', '/api/order/get', { request_id: request.id, format: 'csv' }))
        .body,
    );
    expect(orders[0]).toEqual(
      expect.arrayContaining(['Order ID', 'Item ID', 'Item', 'Mat Code', 'Quantity']),
    );
    expect(orders.length - 1).toBe(
      await totalOf(harness, 'rig_logistics', '/api/order/get', { request_id: request.id }),
    );
    const voyages = csvRows(
      (await exportOf(harness, 'base_coordinator', '/api/voyage/get', { format: 'csv' })).body,
    );
    expect(voyages.length - 1).toBe(await totalOf(harness, 'base_coordinator', '/api/voyage/get', {}));
    expect(voyages[1]?.[0]).toMatch(/^VOY-\d+$/);
  });
});
