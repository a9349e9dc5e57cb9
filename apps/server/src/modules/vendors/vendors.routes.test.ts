import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';

const GULF = 'Gulf Tubulars & Supply';
const NORTH_SEA = 'North Sea Mud & Cement';

async function adminToken(harness: Harness): Promise<string> {
  const response = await harness.post('/api/auth/login', {
    email: 'admin@rigline.demo',
    password: 'admin-demo-2025',
  });
  return response.json().data.token as string;
}

interface VendorRow {
  name: string;
  rating: number | null;
  order_count: number;
  delivered_count: number;
  rejected_count: number;
}

async function listVendors(harness: Harness, query: Record<string, string | number> = {}) {
  const response = await harness.get('/api/vendor/list', {
    token: await harness.tokenFor('base_coordinator'),
    query,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.vendors as { data: VendorRow[]; meta: Record<string, number> };
}

async function vendorNamed(harness: Harness, name: string): Promise<VendorRow> {
  const vendor = (await listVendors(harness)).data.find((row) => row.name === name);
  if (!vendor) throw new Error(`vendor ${name} not listed`);
  return vendor;
}

/** Adds an order in the given final state to one of the vendor's seeded requests. */
async function addOrder(harness: Harness, vendorName: string, status: 'DELIVERED' | 'REJECTED' | 'CREATED') {
  const request = await harness.db
    .selectFrom('requests')
    .innerJoin('vendors', 'vendors.id', 'requests.vendor_id')
    .select(['requests.id', 'requests.vendor_id'])
    .where('vendors.name', '=', vendorName)
    .orderBy('requests.id')
    .executeTakeFirstOrThrow();
  const item = await harness.db
    .selectFrom('items')
    .select('id')
    .where('vendor_id', '=', request.vendor_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await harness.db
    .insertInto('orders')
    .values({
      request_id: request.id,
      item_id: item.id,
      quantity: 1,
      status,
      current_phase: status === 'DELIVERED' ? 8 : status === 'REJECTED' ? 1 : 0,
      shipment_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describeOnEachDatabase('GET /api/vendor/list', (harness) => {
  it('lists the vendors by name with contact details and the order figures of the demo data', async () => {
    const vendors = await listVendors(harness);
    expect(vendors.meta).toEqual({ total: 2, per_page: 10, current_page: 1, last_page: 1 });
    expect(vendors.data).toEqual([
      {
        id: expect.any(Number),
        name: GULF,
        category: 'Tubulars, spares and provisions',
        status: 'active',
        contact_name: 'Maria Okafor',
        contact_email: 'orders@gulftubulars.example',
        contact_phone: '+44 1224 555 010',
        // Five requests holding 2 + 3 + 2 + 3 + 3 orders; one rejected in review, none delivered yet: no
        // rating ("No deliveries yet"), not 0 (issue 12).
        order_count: 13,
        delivered_count: 0,
        rejected_count: 1,
        rating: null,
      },
      {
        id: expect.any(Number),
        name: NORTH_SEA,
        category: 'Drilling fluids and cement',
        status: 'active',
        contact_name: 'Lars Henriksen',
        contact_email: 'dispatch@northseamud.example',
        contact_phone: '+47 51 55 50 20',
        // Three requests holding 2 + 3 + 2 orders; the completed one's two delivered, none rejected.
        order_count: 7,
        delivered_count: 2,
        rejected_count: 0,
        rating: 5,
      },
    ]);
  });

  it('computes the rating from delivered and rejected orders as they change', async () => {
    await addOrder(harness, NORTH_SEA, 'REJECTED');
    expect(await vendorNamed(harness, NORTH_SEA)).toMatchObject({
      order_count: 8,
      delivered_count: 2,
      rejected_count: 1,
      // 5 × 2 / 3 = 3.33…, one decimal.
      rating: 3.3,
    });
    await addOrder(harness, NORTH_SEA, 'REJECTED');
    expect(await vendorNamed(harness, NORTH_SEA)).toMatchObject({
      delivered_count: 2,
      rejected_count: 2,
      rating: 2.5,
    });
    await addOrder(harness, NORTH_SEA, 'DELIVERED');
    expect(await vendorNamed(harness, NORTH_SEA)).toMatchObject({ order_count: 10, rating: 3 });
    // Orders still under way count as orders but leave the rating alone.
    await addOrder(harness, NORTH_SEA, 'CREATED');
    expect(await vendorNamed(harness, NORTH_SEA)).toMatchObject({ order_count: 11, rating: 3 });
  });

  it('searches name, category and contact name ignoring case', async () => {
    const names = async (search: string) =>
      (await listVendors(harness, { search })).data.map((vendor) => vendor.name);
    expect(await names('GULF')).toEqual([GULF]);
    expect(await names('drilling fluids')).toEqual([NORTH_SEA]);
    expect(await names('maria')).toEqual([GULF]);
    expect(await names('&')).toEqual([GULF, NORTH_SEA]);
    expect(await names('%')).toEqual([]);
    expect(await names('no such vendor')).toEqual([]);
  });

  it('pages', async () => {
    const second = await listVendors(harness, { page: 2, limit: 1 });
    expect(second.meta).toEqual({ total: 2, per_page: 1, current_page: 2, last_page: 2 });
    expect(second.data.map((vendor) => vendor.name)).toEqual([NORTH_SEA]);
  });

  it('refuses a bad page with 400 naming it', async () => {
    const response = await harness.get('/api/vendor/list', {
      token: await harness.tokenFor('base_coordinator'),
      query: { page: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['page']);
  });

  it('answers admin too', async () => {
    const response = await harness.get('/api/vendor/list', { token: await adminToken(harness) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.vendors.meta.total).toBe(2);
  });

  it('refuses without a token (401) and to suppliers (403); rig logistics reads it to name a rental on a backload', async () => {
    expect((await harness.get('/api/vendor/list')).statusCode).toBe(401);
    const supplier = await harness.get('/api/vendor/list', { token: await harness.tokenFor('supplier') });
    expect(supplier.statusCode).toBe(403);
    const rig = await harness.get('/api/vendor/list', { token: await harness.tokenFor('rig_logistics') });
    expect(rig.statusCode).toBe(200);
  });
});

describeOnEachDatabase('GET /api/vendor/list: a vendor with nothing decided yet', (harness) => {
  it('has no rating while none of its orders is delivered or rejected', async () => {
    await harness.db
      .insertInto('vendors')
      .values({
        name: 'Atlantic Catering Co',
        category: 'Provisions',
        status: 'active',
        contact_name: 'Ann Test',
        contact_email: 'ann@example.test',
        contact_phone: '+44 0000',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await vendorNamed(harness, 'Atlantic Catering Co')).toMatchObject({
      order_count: 0,
      delivered_count: 0,
      rejected_count: 0,
      rating: null,
    });
  });
});
