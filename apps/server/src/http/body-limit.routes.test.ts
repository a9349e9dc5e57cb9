import { DEFAULT_BODY_LIMIT_BYTES } from '@rigline/contract/api';
import { BULK_ITEMS_BODY_LIMIT_BYTES, BULK_ITEMS_MAX_ROWS, type BulkItemRow } from '@rigline/contract/items';
import { expect, it } from 'vitest';
import {
  type CatalogueRow,
  GULF_TUBULARS_CATALOGUE,
  NORTH_SEA_MUD_CATALOGUE,
} from '../db/seed/demo-catalogue.ts';
import { apiOf } from '../modules/voyages/voyage-fixtures.ts';
import { describeOnEachDatabase } from '../test/harness.ts';

/**
 * Issue 8.1: the JSON body limit is what the largest real call needs, not 10 MiB. The largest real call is a
 * bulk item import of the most rows a file may hold, at the cell lengths of real catalogue lines; it is measured
 * here and must fit its limit with room to spare, and every other call gets the small default.
 */

/** A row as the web app sends it (defaults applied), from a real catalogue line, its mat code made unique. */
function sheetRow(line: CatalogueRow, index: number): BulkItemRow {
  const [matCode, name, description, length, breadth, height, weight, volume, unit] = line;
  return {
    mat_code: `${matCode}-${index}`,
    name,
    description,
    length,
    breadth,
    height,
    weight,
    volume,
    item_measurement_unit: unit,
  };
}

function largestRealImport(): { items: BulkItemRow[] } {
  const lines = [...GULF_TUBULARS_CATALOGUE, ...NORTH_SEA_MUD_CATALOGUE];
  return {
    items: Array.from({ length: BULK_ITEMS_MAX_ROWS }, (_, index) =>
      sheetRow(lines[index % lines.length]!, index),
    ),
  };
}

function bytesOf(body: unknown): number {
  return Buffer.byteLength(JSON.stringify(body));
}

it('leaves the largest real bulk import room to spare under its limit', () => {
  // 216,116 bytes with the demo catalogues of today (the figure docs/security.md gives).
  const size = bytesOf(largestRealImport());
  expect(size).toBeGreaterThan(150_000);
  expect(size * 4).toBeLessThan(BULK_ITEMS_BODY_LIMIT_BYTES);
});

describeOnEachDatabase('JSON body limits (issue 8.1)', (harness) => {
  const api = apiOf(harness);

  it('imports 1,000 real catalogue rows in one call', async () => {
    const data = await api.ok('supplier', '/api/vendor/item/bulk-create', largestRealImport());
    expect(data).toMatchObject({ created: BULK_ITEMS_MAX_ROWS, failed: [] });
  });

  it('refuses a bulk import over its limit with 413 in the envelope, creating nothing', async () => {
    const before = await harness.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const row = { mat_code: 'BIG', name: 'Big', description: 'x'.repeat(1100) };
    const body = {
      items: Array.from({ length: BULK_ITEMS_MAX_ROWS }, (_, index) => ({
        ...row,
        mat_code: `BIG-${index}`,
      })),
    };
    expect(bytesOf(body)).toBeGreaterThan(BULK_ITEMS_BODY_LIMIT_BYTES);
    const response = await api.post('supplier', '/api/vendor/item/bulk-create', body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, message: 'Request body is too large' });
    const after = await harness.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('refuses any other body over 64 KiB, signed in or not', async () => {
    const padding = 'x'.repeat(DEFAULT_BODY_LIMIT_BYTES);
    const signIn = await harness.post('/api/auth/login', { email: `${padding}@rigline.demo`, password: 'x' });
    expect(signIn.statusCode).toBe(413);
    const create = await api.post('supplier', '/api/request/create', { title: 'T', description: padding });
    expect(create.statusCode).toBe(413);
    expect(create.json().status).toBe(false);
  });

  it('takes an item with every text field at its longest, in three-byte characters', async () => {
    const item = {
      // A mat code is letters, digits and - _ . / only (issue 22): its longest is 64 one-byte characters.
      mat_code: 'M'.repeat(64),
      name: '日'.repeat(200),
      description: '日'.repeat(2000),
      remarks: '日'.repeat(2000),
    };
    expect(bytesOf(item) * 4).toBeLessThan(DEFAULT_BODY_LIMIT_BYTES);
    const data = await api.ok('supplier', '/api/vendor/item/create', item);
    expect(data.item.remarks).toHaveLength(2000);
  });
});
