import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { addCalendarDays } from '@rigline/contract/ccus';
import { formatOrderId, formatRequestId } from '@rigline/contract/ids';
import { readScannedText, scanAddressOf } from '@rigline/contract/scan-paths';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import {
  apiOf,
  DAY_MS,
  fillShipment,
  requestToPlan,
  rigIdsByCode,
  scheduledVoyageTo,
  shipmentOf,
  vesselOfItsOwn,
} from '../voyages/voyage-fixtures.ts';
import { labelOrigin } from './ccu-label.routes.ts';
import { LABELS_PER_SHEET, labelSheetPdf } from './ccu-label-pdf.ts';

const run = promisify(execFile);

/**
 * The labels are read back by tools that know nothing of how they were made (docs/decisions/074): poppler
 * renders the PDF as a printer would (pdftoppm, 150 dpi) and reads its words with their boxes (pdftotext);
 * ZBar decodes every QR code on each page.
 */
async function withPdf<T>(pdf: Buffer, work: (file: string, folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'rigline-label-'));
  try {
    const file = join(folder, 'label.pdf');
    await writeFile(file, pdf);
    return await work(file, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Every QR code's text on every page, as ZBar decodes the page rendered at 150 dpi. */
function decodeQrCodes(pdf: Buffer): Promise<string[]> {
  return withPdf(pdf, async (file, folder) => {
    await run('pdftoppm', ['-r', '150', '-png', file, join(folder, 'page')]);
    const pages = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
    expect(pages.length).toBeGreaterThan(0);
    const texts: string[] = [];
    for (const page of pages) {
      const { stdout } = await run('zbarimg', ['--raw', '-q', join(folder, page)]);
      texts.push(...stdout.split('\n').filter((line) => line.trim() !== ''));
    }
    return texts;
  });
}

/** The PDF's words with the height of each one's box in points: the size it is printed at. */
function wordsOf(pdf: Buffer): Promise<Array<{ word: string; height: number }>> {
  return withPdf(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-bbox', file, '-']);
    return [
      ...stdout.matchAll(
        /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map((match) => ({ word: match[3]!, height: Number(match[2]) - Number(match[1]) }));
  });
}

function textOf(pdf: Buffer): Promise<string> {
  return withPdf(pdf, async (file) => (await run('pdftotext', ['-layout', file, '-'])).stdout);
}

/** Printed at least 20 pt high (7 mm): read from a forklift's seat, not only up close. */
const LARGE_TYPE_PT = 20;

const QUAY = 'quay.example:8080';
const ORIGIN = `http://${QUAY}`;

function getLabel(harness: Harness, url: string, token: string | undefined) {
  return harness.app.inject({
    method: 'GET',
    url,
    headers: { host: QUAY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

describeOnEachDatabase('labels: /api/ccu/label, /api/order/label, /api/shipment/labels', (harness) => {
  /** The demo's units, read from the table: the labels are what is under test here, not the register's list. */
  async function demoUnits() {
    return harness.db
      .selectFrom('ccus')
      .leftJoin('vendors', 'vendors.id', 'ccus.owner_vendor_id')
      .select(['ccus.id', 'ccus.code', 'ccus.owner_vendor_id', 'vendors.name as owner_name'])
      .orderBy('ccus.id')
      .execute();
  }

  async function demoUnit(code: string) {
    const unit = (await demoUnits()).find((row) => row.code === code);
    expect(unit?.code).toBe(code);
    return unit!;
  }

  it("answers a unit's label as a PDF whose QR code, read by ZBar, is the unit's address, with its code in large type", async () => {
    const unit = await demoUnit('TOR-1234');
    const response = await getLabel(
      harness,
      `/api/ccu/label/${unit.id}`,
      await harness.tokenFor('rig_logistics'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="label-TOR-1234.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const codes = await decodeQrCodes(response.rawPayload);
    expect(codes).toEqual([scanAddressOf(ORIGIN, 'ccu', unit.id)]);
    expect(readScannedText(codes[0]!)).toEqual({ kind: 'ccu', id: unit.id });

    const code = (await wordsOf(response.rawPayload)).find((word) => word.word === 'TOR-1234');
    expect(code?.height).toBeGreaterThan(LARGE_TYPE_PT);
    const text = await textOf(response.rawPayload);
    for (const fact of ['Basket', unit.owner_name!, '1,800 kg', 'max 7,000 kg']) expect(text).toContain(fact);
  });

  /** A unit registered by the coordinator, packed nowhere. */
  async function unitOf(code: string, owner: number | null) {
    const today = new Date().toISOString().slice(0, 10);
    const data = await apiOf(harness).ok('base_coordinator', '/api/ccu/create', {
      code,
      type: 'container',
      owner_vendor_id: owner,
      tare_kg: 2200,
      max_gross_kg: 10_000,
      length_m: 6.06,
      width_m: 2.44,
      height_m: 2.59,
      certificate_number: `DNV-${code}`,
      certified_until: addCalendarDays(today, 365),
      next_inspection_due: addCalendarDays(today, 180),
    });
    return data.ccu as { id: number; code: string };
  }

  it("refuses a supplier the label of another company's unit or the operator's with 404, as reading it does, and prints its own", async () => {
    const supplier = await harness.tokenFor('supplier');
    const me = (await harness.get('/api/auth/me', { token: supplier })).json().data.user;
    const vendors = await harness.db.selectFrom('vendors').select('id').orderBy('id').execute();
    const other = vendors.find((vendor) => vendor.id !== me.vendor_id)!;
    const own = await unitOf('LBL-1001', me.vendor_id);
    for (const unit of [await unitOf('LBL-1002', other.id), await unitOf('LBL-1003', null)]) {
      const refused = await getLabel(harness, `/api/ccu/label/${unit.id}`, supplier);
      expect(refused.statusCode, unit.code).toBe(404);
      expect(refused.json()).toMatchObject({ status: false, message: 'Unit not found' });
      expect((await harness.get(`/api/ccu/get/${unit.id}`, { token: supplier })).statusCode).toBe(404);
    }
    const printed = await getLabel(harness, `/api/ccu/label/${own.id}`, supplier);
    expect(printed.statusCode).toBe(200);
    expect(await decodeQrCodes(printed.rawPayload)).toEqual([scanAddressOf(ORIGIN, 'ccu', own.id)]);
  });

  it('answers 404 to an id that is not there, 400 to one that is not an id, and 401 without a token', async () => {
    const token = await harness.tokenFor('base_coordinator');
    for (const path of ['/api/ccu/label', '/api/order/label', '/api/shipment/labels']) {
      const missing = await getLabel(harness, `${path}/987654`, token);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json().message, path).toMatch(/^(Unit|Order|Shipment) not found$/);
      const malformed = await getLabel(harness, `${path}/TOR-1234`, token);
      expect(malformed.statusCode, path).toBe(400);
      expect(malformed.json().status, path).toBe(false);
      expect((await getLabel(harness, `${path}/1`, undefined)).statusCode, path).toBe(401);
    }
  });

  it("answers an order's label to its supplier with the order's address in the QR code and its number in large type; 404 to another supplier", async () => {
    const supplier = await harness.tokenFor('supplier');
    const orders = (await harness.get('/api/order/get', { token: supplier, query: { limit: 100 } })).json()
      .data.orders.data as Array<{
      id: number;
      request_id: number;
      item: { name: string; mat_code: string };
    }>;
    const order = orders[0]!;
    const response = await getLabel(harness, `/api/order/label/${order.id}`, supplier);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="label-${formatOrderId(order.id)}.pdf"`,
    );

    const codes = await decodeQrCodes(response.rawPayload);
    expect(codes).toEqual([scanAddressOf(ORIGIN, 'order', order.id)]);
    expect(readScannedText(codes[0]!)).toEqual({ kind: 'order', id: order.id });
    const code = (await wordsOf(response.rawPayload)).find((word) => word.word === formatOrderId(order.id));
    expect(code?.height).toBeGreaterThan(LARGE_TYPE_PT);
    const text = await textOf(response.rawPayload);
    expect(text).toContain(order.item.mat_code);
    expect(text).toContain(formatRequestId(order.request_id));
    expect(text).toContain('Gulf Tubulars');

    const other = await getLabel(
      harness,
      `/api/order/label/${order.id}`,
      await harness.tokenFor('second-supplier'),
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Order not found');
  });

  it("answers a shipment's sheet with one decodable QR code per order on it, to whoever may see the shipment", async () => {
    const coordinator = await harness.tokenFor('base_coordinator');
    const shipments = (
      await harness.get('/api/shipment/list', { token: coordinator, query: { limit: 100 } })
    ).json().data.vendors.data as Array<{ id: number; order_count: number }>;
    // The fullest shipment of the demo: its labels take more than one page of four.
    const shipment = shipments.reduce((most, next) => (next.order_count > most.order_count ? next : most));
    expect(shipment.order_count).toBeGreaterThan(1);
    const orders = (
      await harness.get('/api/order/get', {
        token: coordinator,
        query: { shipment_id: shipment.id, status: 'ex-REJECTED', limit: 100 },
      })
    ).json().data.orders.data as Array<{ id: number }>;
    expect(orders.length).toBeGreaterThan(1);

    const response = await getLabel(harness, `/api/shipment/labels/${shipment.id}`, coordinator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="labels-shipment-${shipment.id}.pdf"`,
    );
    // Units packed on it have labels of their own (the next test); here, the orders'.
    const codes = (await decodeQrCodes(response.rawPayload)).filter((code) => code.includes('/go/order/'));
    const expected = orders.map((order) => scanAddressOf(ORIGIN, 'order', order.id));
    expect([...codes].sort()).toEqual([...expected].sort());
    expect(codes.map((code) => readScannedText(code))).toEqual(
      expect.arrayContaining(orders.map((order) => ({ kind: 'order', id: order.id }))),
    );
    const words = await wordsOf(response.rawPayload);
    for (const order of orders) {
      // A unit packed on the shipment names its orders in small type too: the order's own label has it large.
      const heights = words
        .filter((word) => word.word === formatOrderId(order.id))
        .map((word) => word.height);
      expect(Math.max(0, ...heights), formatOrderId(order.id)).toBeGreaterThan(LARGE_TYPE_PT);
    }
    expect(await textOf(response.rawPayload)).toContain(`Shipment #${shipment.id}`);

    // The supplier whose request it is prints it too; the other supplier is told it is not there.
    const owners = await Promise.all(
      (['supplier', 'second-supplier'] as const).map(async (role) => {
        const answer = await getLabel(
          harness,
          `/api/shipment/labels/${shipment.id}`,
          await harness.tokenFor(role),
        );
        return answer.statusCode;
      }),
    );
    expect([...owners].sort()).toEqual([200, 404]);
  });

  it('puts each unit packed on the shipment on its sheet, with what it holds, before the orders', async () => {
    const [rigId] = await rigIdsByCode(harness);
    const vesselId = await vesselOfItsOwn(harness, 'Label deck');
    const { voyageId } = await scheduledVoyageTo(harness, {
      rigIds: [rigId!],
      departure: 2 * DAY_MS,
      name: 'Label deck',
      vesselId,
    });
    const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigId!, quantities: [1, 2, 3] });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    // The operator's own unit: the supplier sees it on its sheet because its cargo travels in it.
    const unit = await unitOf('LBL-2001', null);
    await apiOf(harness).ok('base_coordinator', '/api/ccu/pack', {
      ccu_id: unit.id,
      shipment_id: shipmentId,
      order_ids: orderIds.slice(0, 2),
    });

    const response = await getLabel(
      harness,
      `/api/shipment/labels/${shipmentId}`,
      await harness.tokenFor('supplier'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const codes = await decodeQrCodes(response.rawPayload);
    const unitAddress = scanAddressOf(ORIGIN, 'ccu', unit.id);
    expect([...codes].sort()).toEqual(
      [unitAddress, ...orderIds.map((orderId) => scanAddressOf(ORIGIN, 'order', orderId))].sort(),
    );
    expect(readScannedText(unitAddress)).toEqual({ kind: 'ccu', id: unit.id });
    const words = await wordsOf(response.rawPayload);
    expect(words.find((word) => word.word === 'LBL-2001')?.height).toBeGreaterThan(LARGE_TYPE_PT);
    const text = (await textOf(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`2 orders: ${orderIds.slice(0, 2).map(formatOrderId).join(', ')}`);
    expect(text.indexOf('LBL-2001')).toBeLessThan(text.indexOf(formatOrderId(orderIds[0]!)));
  });
});

describe('the address a label encodes', () => {
  const request = { protocol: 'https', host: 'rigline.internal:8443' } as FastifyRequest;

  it('starts with PUBLIC_URL when it is set, else with the address the caller used', () => {
    expect(labelOrigin('https://rigline.example.com/', request)).toBe('https://rigline.example.com');
    expect(labelOrigin(undefined, request)).toBe('https://rigline.internal:8443');
    expect(scanAddressOf(labelOrigin('https://rigline.example.com', request), 'ccu', 7)).toBe(
      'https://rigline.example.com/go/ccu/7',
    );
  });
});

describe('a sheet of labels', () => {
  it('puts four labels on each A4 page and every one of them decodes, across pages', async () => {
    const labels = Array.from({ length: LABELS_PER_SHEET + 2 }, (_, index) => ({
      heading: 'Order',
      code: formatOrderId(index + 1),
      address: scanAddressOf('https://rigline.example.com', 'order', index + 1),
      facts: [{ label: 'Item', value: `Item ${index + 1}` }],
    }));
    const pdf = await labelSheetPdf({ title: 'Shipment #9', labels, empty: 'none' });
    const codes = await decodeQrCodes(pdf);
    expect([...codes].sort()).toEqual(labels.map((label) => label.address).sort());
    const text = await textOf(pdf);
    expect(text).toContain('page 1 of 2');
    expect(text).toContain('page 2 of 2');
  });
});
