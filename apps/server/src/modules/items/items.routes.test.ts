import { ITEM_UNITS, PAGE } from '@rigline/contract/constants';
import { BULK_ITEMS_MAX_ROWS } from '@rigline/contract/items';
import { expect, it } from 'vitest';
import { GULF_TUBULARS_CATALOGUE, NORTH_SEA_MUD_CATALOGUE } from '../../db/seed/demo-catalogue.ts';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';

const ADMIN = { email: 'admin@rigline.demo', password: 'admin-demo-2025' };

async function adminToken(harness: Harness): Promise<string> {
  const response = await harness.post('/api/auth/login', ADMIN);
  return response.json().data.token as string;
}

async function vendorIdOf(harness: Harness, name: string): Promise<number> {
  const row = await harness.db
    .selectFrom('vendors')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function itemIdOf(harness: Harness, matCode: string, vendorId: number): Promise<number | undefined> {
  const row = await harness.db
    .selectFrom('items')
    .select('id')
    .where('mat_code', '=', matCode)
    .where('vendor_id', '=', vendorId)
    .executeTakeFirst();
  return row?.id;
}

function fieldsOf(body: { errors?: Array<{ field: string }> }): string[] {
  return (body.errors ?? []).map((error) => error.field);
}

/** Code point order, as both databases sort text here (SQLite binary, PostgreSQL C collation). */
function byNameThenId(a: { name: string; id: number }, b: { name: string; id: number }): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id - b.id;
}

const newItem = (overrides: Record<string, unknown> = {}) => ({
  mat_code: 'SPR-TEST-001',
  name: 'Test Shackle 25t',
  description: 'Bow shackle with safety pin',
  remarks: 'Certified',
  length: 10.5,
  breadth: 4,
  height: 2.25,
  weight: 31,
  volume: 0,
  length_unit: 'inches',
  breadth_unit: 'inches',
  height_unit: 'inches',
  weight_unit: 'pounds',
  volume_unit: 'gallons',
  item_measurement_unit: 'count',
  ...overrides,
});

describeOnEachDatabase('GET /api/vendor/item/get', (harness) => {
  it("lists the supplier's own catalogue only, by name, 50 a page by default", async () => {
    const gulfId = await vendorIdOf(harness, 'Gulf Tubulars & Supply');
    const response = await harness.get('/api/vendor/item/get', { token: await harness.tokenFor('supplier') });
    expect(response.statusCode).toBe(200);
    const { items } = response.json().data;
    expect(items.meta).toEqual({
      total: GULF_TUBULARS_CATALOGUE.length,
      per_page: PAGE.itemCataloguePageSize,
      current_page: 1,
      last_page: 1,
    });
    expect(items.data).toHaveLength(GULF_TUBULARS_CATALOGUE.length);
    expect(items.data.every((item: { vendor_id: number }) => item.vendor_id === gulfId)).toBe(true);
    expect(items.data.map((item: { mat_code: string }) => item.mat_code).sort()).toEqual(
      GULF_TUBULARS_CATALOGUE.map(([matCode]) => matCode).sort(),
    );
    expect(items.data).toEqual([...items.data].sort(byNameThenId));
    expect(items.data[0]).toMatchObject({
      status: true,
      length_unit: ITEM_UNITS.length,
      weight_unit: ITEM_UNITS.weight,
      volume_unit: ITEM_UNITS.volume,
    });
  });

  it('pages with limit and page', async () => {
    const token = await harness.tokenFor('supplier');
    const all = (await harness.get('/api/vendor/item/get', { token })).json().data.items.data;
    const response = await harness.get('/api/vendor/item/get', { token, query: { page: 2, limit: 5 } });
    expect(response.statusCode).toBe(200);
    const { items } = response.json().data;
    expect(items.meta).toEqual({
      total: GULF_TUBULARS_CATALOGUE.length,
      per_page: 5,
      current_page: 2,
      last_page: Math.ceil(GULF_TUBULARS_CATALOGUE.length / 5),
    });
    expect(items.data).toEqual(all.slice(5, 10));
  });

  it('searches name and mat code ignoring case', async () => {
    const token = await harness.tokenFor('supplier');
    const byName = (await harness.get('/api/vendor/item/get', { token, query: { search: 'cASING' } })).json()
      .data.items;
    const expected = GULF_TUBULARS_CATALOGUE.filter(([matCode, name]) =>
      `${matCode}\n${name}`.toLowerCase().includes('casing'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(byName.meta.total).toBe(expected.length);
    expect(byName.data.map((item: { name: string }) => item.name).sort()).toEqual(
      expected.map(([, name]) => name).sort(),
    );

    const byMatCode = (
      await harness.get('/api/vendor/item/get', { token, query: { search: 'tub-96' } })
    ).json().data.items;
    expect(byMatCode.data.map((item: { mat_code: string }) => item.mat_code)).toEqual(['TUB-9625-L80']);
  });

  it('matches % and _ literally in a search', async () => {
    const token = await harness.tokenFor('second-supplier');
    const percent = (await harness.get('/api/vendor/item/get', { token, query: { search: '%' } })).json().data
      .items;
    const withPercent = NORTH_SEA_MUD_CATALOGUE.filter(([, name]) => name.includes('%'));
    expect(withPercent.length).toBeGreaterThan(0);
    expect(percent.meta.total).toBe(withPercent.length);
    const underscore = (await harness.get('/api/vendor/item/get', { token, query: { search: '_' } })).json()
      .data.items;
    expect(underscore.meta.total).toBe(0);
  });

  it('looks up one item by exact mat code, ignoring case and spaces', async () => {
    const token = await harness.tokenFor('supplier');
    const found = await harness.get('/api/vendor/item/get', {
      token,
      query: { mat_code: '  tub-9625-l80 ', page: 1, limit: 10 },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.items.data.map((item: { mat_code: string }) => item.mat_code)).toEqual([
      'TUB-9625-L80',
    ]);
    const partial = await harness.get('/api/vendor/item/get', { token, query: { mat_code: 'TUB-9625' } });
    expect(partial.json().data.items.meta.total).toBe(0);
  });

  it("does not find another vendor's item by its mat code", async () => {
    const [northSeaMatCode] = NORTH_SEA_MUD_CATALOGUE[0]!;
    const response = await harness.get('/api/vendor/item/get', {
      token: await harness.tokenFor('supplier'),
      query: { mat_code: northSeaMatCode },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items.data).toEqual([]);
  });

  it('refuses a limit over the cap with 400 naming limit', async () => {
    const response = await harness.get('/api/vendor/item/get', {
      token: await harness.tokenFor('supplier'),
      query: { limit: 500 },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['limit']);
  });

  it('refuses without a token (401) and other roles (403)', async () => {
    expect((await harness.get('/api/vendor/item/get')).statusCode).toBe(401);
    const response = await harness.get('/api/vendor/item/get', {
      token: await harness.tokenFor('rig_logistics'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().status).toBe(false);
  });

  it('tells admin that items belong to a supplier (400)', async () => {
    const response = await harness.get('/api/vendor/item/get', { token: await adminToken(harness) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/supplier's company/);
  });
});

describeOnEachDatabase('POST /api/vendor/item/create', (harness) => {
  it('creates an item with the fixed units and answers it', async () => {
    const gulfId = await vendorIdOf(harness, 'Gulf Tubulars & Supply');
    const token = await harness.tokenFor('supplier');
    const response = await harness.post('/api/vendor/item/create', newItem(), { token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, data: { message: 'Item created successfully' } });
    expect(body.data.item).toEqual({
      id: expect.any(Number),
      ...newItem(),
      status: true,
      vendor_id: gulfId,
      un_number: null,
      imdg_class: null,
      packing_group: null,
      is_stackable: false,
    });
    const lookup = await harness.get('/api/vendor/item/get', { token, query: { mat_code: 'SPR-TEST-001' } });
    expect(lookup.json().data.items.data).toEqual([body.data.item]);
  });

  it('fills the units and measurement unit when left out', async () => {
    const response = await harness.post(
      '/api/vendor/item/create',
      { mat_code: 'SPR-TEST-002', name: 'Grease cartridge', description: 'EP2 lithium grease' },
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.item).toMatchObject({
      remarks: '',
      length: 0,
      length_unit: 'inches',
      breadth_unit: 'inches',
      height_unit: 'inches',
      weight_unit: 'pounds',
      volume_unit: 'gallons',
      item_measurement_unit: 'count',
    });
  });

  it('refuses a mat code already in the catalogue, whatever its case, with 400 naming mat_code', async () => {
    const token = await harness.tokenFor('supplier');
    const before = await harness.db.selectFrom('items').select('id').execute();
    const response = await harness.post('/api/vendor/item/create', newItem({ mat_code: ' tub-9625-l80 ' }), {
      token,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('An item with mat code tub-9625-l80 already exists');
    expect(body.errors).toEqual([
      { field: 'mat_code', message: 'An item with mat code tub-9625-l80 already exists' },
    ]);
    expect(await harness.db.selectFrom('items').select('id').execute()).toHaveLength(before.length);
  });

  it('lets another vendor use the same mat code in its own catalogue', async () => {
    const response = await harness.post('/api/vendor/item/create', newItem({ mat_code: 'TUB-9625-L80' }), {
      token: await harness.tokenFor('second-supplier'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.item.vendor_id).toBe(await vendorIdOf(harness, 'North Sea Mud & Cement'));
  });

  it.each([
    ['name', { name: '  ' }],
    ['description', { description: undefined }],
    ['mat_code', { mat_code: '' }],
    ['length', { length: -1 }],
    ['weight', { weight: 'heavy' }],
    ['length_unit', { length_unit: 'cm' }],
    ['volume_unit', { volume_unit: 'litres' }],
    ['item_measurement_unit', { item_measurement_unit: 'kg' }],
  ])('refuses a bad %s with 400 naming it', async (field, overrides) => {
    const response = await harness.post(
      '/api/vendor/item/create',
      newItem({ mat_code: `SPR-BAD-${field}`, ...overrides }),
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual([field]);
  });

  it('refuses without a token (401), other roles (403) and admin (400)', async () => {
    expect((await harness.post('/api/vendor/item/create', newItem({ mat_code: 'X-1' }))).statusCode).toBe(
      401,
    );
    const coordinator = await harness.post('/api/vendor/item/create', newItem({ mat_code: 'X-2' }), {
      token: await harness.tokenFor('base_coordinator'),
    });
    expect(coordinator.statusCode).toBe(403);
    const admin = await harness.post('/api/vendor/item/create', newItem({ mat_code: 'X-3' }), {
      token: await adminToken(harness),
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toMatch(/supplier's company/);
    const created = await harness.db
      .selectFrom('items')
      .select('id')
      .where('mat_code', 'in', ['X-1', 'X-2', 'X-3'])
      .execute();
    expect(created).toEqual([]);
  });
});

describeOnEachDatabase('POST /api/vendor/item/delete', (harness) => {
  async function createItem(matCode: string, role: 'supplier' | 'second-supplier' = 'supplier') {
    const response = await harness.post('/api/vendor/item/create', newItem({ mat_code: matCode }), {
      token: await harness.tokenFor(role),
    });
    return response.json().data.item.id as number;
  }

  it('deletes the listed items of the supplier', async () => {
    const first = await createItem('DEL-001');
    const second = await createItem('DEL-002');
    const response = await harness.post(
      '/api/vendor/item/delete',
      { item_ids: [first, second] },
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, data: { deleted: 2 } });
    const left = await harness.db
      .selectFrom('items')
      .select('id')
      .where('id', 'in', [first, second])
      .execute();
    expect(left).toEqual([]);
  });

  it("answers 404 for another vendor's item and deletes nothing", async () => {
    const own = await createItem('DEL-003');
    const theirs = await createItem('DEL-004', 'second-supplier');
    const response = await harness.post(
      '/api/vendor/item/delete',
      { item_ids: [own, theirs] },
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Item not found' });
    const left = await harness.db.selectFrom('items').select('id').where('id', 'in', [own, theirs]).execute();
    expect(left).toHaveLength(2);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await harness.post(
      '/api/vendor/item/delete',
      { item_ids: [987_654] },
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses with 409 to delete an item orders use, and deletes nothing', async () => {
    const gulfId = await vendorIdOf(harness, 'Gulf Tubulars & Supply');
    const used = (await itemIdOf(harness, 'TUB-9625-L80', gulfId))!;
    const unused = await createItem('DEL-005');
    const orderCount = await harness.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('item_id', '=', used)
      .executeTakeFirstOrThrow();
    expect(Number(orderCount.count)).toBeGreaterThan(0);
    const response = await harness.post(
      '/api/vendor/item/delete',
      { item_ids: [unused, used] },
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Item TUB-9625-L80 is used by ${Number(orderCount.count)} order(s) and cannot be deleted`,
    );
    const left = await harness.db
      .selectFrom('items')
      .select('id')
      .where('id', 'in', [used, unused])
      .execute();
    expect(left).toHaveLength(2);
  });

  it.each([
    ['an empty list', { item_ids: [] }],
    ['a non-number id', { item_ids: ['seven'] }],
    ['no list', {}],
    [
      'more ids than one delete may name',
      { item_ids: Array.from({ length: BULK_ITEMS_MAX_ROWS + 1 }, (_, i) => i + 1) },
    ],
  ])('refuses %s with 400 naming item_ids', async (_case, body) => {
    const response = await harness.post('/api/vendor/item/delete', body, {
      token: await harness.tokenFor('supplier'),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())[0]).toMatch(/^item_ids/);
  });

  it('refuses without a token (401), other roles (403) and admin (400)', async () => {
    const id = await createItem('DEL-006');
    expect((await harness.post('/api/vendor/item/delete', { item_ids: [id] })).statusCode).toBe(401);
    const rigLogistics = await harness.post(
      '/api/vendor/item/delete',
      { item_ids: [id] },
      { token: await harness.tokenFor('rig_logistics') },
    );
    expect(rigLogistics.statusCode).toBe(403);
    const admin = await harness.post(
      '/api/vendor/item/delete',
      { item_ids: [id] },
      { token: await adminToken(harness) },
    );
    expect(admin.statusCode).toBe(400);
    expect(await harness.db.selectFrom('items').select('id').where('id', '=', id).execute()).toHaveLength(1);
  });
});

describeOnEachDatabase('POST /api/vendor/item/bulk-create', (harness) => {
  it('creates the good rows together and reports each bad one with its row number', async () => {
    const gulfId = await vendorIdOf(harness, 'Gulf Tubulars & Supply');
    const response = await harness.post(
      '/api/vendor/item/bulk-create',
      {
        items: [
          {
            mat_code: 'BLK-001',
            name: 'Pipe dope 5 gal',
            description: 'API modified thread compound',
            weight: 45,
          },
          { mat_code: 'BLK-002', length: 3 },
          { mat_code: 'tub-9625-l80', name: 'Casing again' },
          { mat_code: ' blk-001 ', name: 'Pipe dope twice' },
          { mat_code: 'BLK-003', name: 'Drum', item_measurement_unit: 'barrel', volume: -2 },
          { mat_code: 'BLK-004', name: 'Fresh water', item_measurement_unit: 'gal', volume: 1000 },
        ],
      },
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.message).toBe('2 item(s) created, 4 row(s) failed');
    expect(body.data.created).toBe(2);
    expect(body.data.failed).toEqual([
      { row: 2, errors: [{ field: 'name', message: 'Item name is required' }] },
      {
        row: 3,
        errors: [{ field: 'mat_code', message: 'An item with mat code tub-9625-l80 already exists' }],
      },
      { row: 4, errors: [{ field: 'mat_code', message: 'Mat code blk-001 is already used in row 1' }] },
      {
        row: 5,
        errors: expect.arrayContaining([
          expect.objectContaining({ field: 'item_measurement_unit' }),
          { field: 'volume', message: 'Volume cannot be negative' },
        ]),
      },
    ]);

    const created = await harness.db
      .selectFrom('items')
      .selectAll()
      .where('vendor_id', '=', gulfId)
      .where('mat_code', 'like', 'BLK-%')
      .orderBy('mat_code')
      .execute();
    expect(created.map((item) => item.mat_code)).toEqual(['BLK-001', 'BLK-004']);
    expect(created[0]).toMatchObject({ description: 'API modified thread compound', weight: 45, status: 1 });
    // No description in the row: the name stands in for it.
    expect(created[1]).toMatchObject({
      description: 'Fresh water',
      item_measurement_unit: 'gal',
      volume: 1000,
      length_unit: 'inches',
      breadth_unit: 'inches',
      height_unit: 'inches',
      weight_unit: 'pounds',
      volume_unit: 'gallons',
    });
  });

  it('creates nothing and says so when every row fails', async () => {
    const response = await harness.post(
      '/api/vendor/item/bulk-create',
      { items: [{ name: 'No code' }, { mat_code: 'TUB-9625-L80', name: 'Taken' }] },
      { token: await harness.tokenFor('supplier') },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      message: '0 item(s) created, 2 row(s) failed',
      created: 0,
      failed: [{ row: 1 }, { row: 2 }],
    });
  });

  it.each([
    ['no rows', { items: [] }],
    ['a row that is not an object', { items: ['BLK-9'] }],
    ['no list', {}],
    [
      'more ids than one delete may name',
      { item_ids: Array.from({ length: BULK_ITEMS_MAX_ROWS + 1 }, (_, i) => i + 1) },
    ],
  ])('refuses %s with 400 naming items', async (_case, body) => {
    const response = await harness.post('/api/vendor/item/bulk-create', body, {
      token: await harness.tokenFor('supplier'),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())[0]).toMatch(/^items/);
  });

  it('refuses without a token (401), other roles (403) and admin (400)', async () => {
    const body = { items: [{ mat_code: 'BLK-ROLE', name: 'Role check' }] };
    expect((await harness.post('/api/vendor/item/bulk-create', body)).statusCode).toBe(401);
    const coordinator = await harness.post('/api/vendor/item/bulk-create', body, {
      token: await harness.tokenFor('base_coordinator'),
    });
    expect(coordinator.statusCode).toBe(403);
    const admin = await harness.post('/api/vendor/item/bulk-create', body, {
      token: await adminToken(harness),
    });
    expect(admin.statusCode).toBe(400);
    const created = await harness.db
      .selectFrom('items')
      .select('id')
      .where('mat_code', '=', 'BLK-ROLE')
      .execute();
    expect(created).toEqual([]);
  });
});
