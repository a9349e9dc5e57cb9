import type { Db } from '../src/db/connection.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';

export const DAY_MS = 86_400_000;
const EXTRA_RIGS = 8;

export interface World {
  vendors: Array<{ id: number; userId: number; items: number[] }>;
  rigs: Array<{ id: number; wells: number[] }>;
  vessels: number[];
  baseId: number;
  rigLogisticsUserId: number;
  coordinatorUserId: number;
  next: { request: number; order: number; voyage: number; journey: number; shipment: number };
}

/** The demo data plus 8 rigs: 12 rigs, 2 suppliers with their catalogues, 3 vessels. */
export async function prepareWorld(db: Db, today: Date): Promise<World> {
  // Without the demo's own schedule ahead: the generator plans its voyages itself, as before issue 23's demo.
  await seedDemoData(db, { now: new Date(today.getTime() - 3 * DAY_MS), futureSailings: false });
  const createdAt = new Date(today.getTime() - 800 * DAY_MS).toISOString();
  const existingRigs = await db.selectFrom('rigs').select('id').execute();
  for (let index = existingRigs.length; index < existingRigs.length + EXTRA_RIGS; index++) {
    const code = `RIG-${String(index + 1).padStart(3, '0')}`;
    const rig = await db
      .insertInto('rigs')
      .values({
        code,
        name: `Bench Rig ${index + 1}`,
        location: `Block ${index}/7`,
        status: 1,
        current_well_id: null,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('wells')
      .values([
        {
          rig_id: rig.id,
          name: `WELL-${index + 1}A`,
          location: `Block ${index}/7, slot A`,
          created_at: createdAt,
        },
        {
          rig_id: rig.id,
          name: `WELL-${index + 1}B`,
          location: `Block ${index}/7, slot B`,
          created_at: createdAt,
        },
      ])
      .execute();
  }
  const rigs = await db.selectFrom('rigs').select('id').orderBy('id').execute();
  const wells = await db.selectFrom('wells').select(['id', 'rig_id']).orderBy('id').execute();
  const suppliers = await db
    .selectFrom('users')
    .select(['id', 'vendor_id'])
    .where('role_slug', '=', 'supplier')
    .orderBy('id')
    .execute();
  const items = await db.selectFrom('items').select(['id', 'vendor_id']).orderBy('id').execute();
  const user = async (role: string) =>
    (await db.selectFrom('users').select('id').where('role_slug', '=', role).executeTakeFirstOrThrow()).id;
  const maxId = async (table: 'requests' | 'orders' | 'voyages' | 'journeys' | 'shipments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    ) + 1;
  return {
    vendors: suppliers.map((supplier) => ({
      id: supplier.vendor_id!,
      userId: supplier.id,
      items: items.filter((item) => item.vendor_id === supplier.vendor_id).map((item) => item.id),
    })),
    rigs: rigs.map((rig) => ({
      id: rig.id,
      wells: wells.filter((w) => w.rig_id === rig.id).map((w) => w.id),
    })),
    vessels: (await db.selectFrom('vessels').select('id').orderBy('id').execute()).map((v) => v.id),
    baseId: (await db.selectFrom('bases').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow())
      .id,
    rigLogisticsUserId: await user('rig-logistic'),
    coordinatorUserId: await user('base-coordinator'),
    next: {
      request: await maxId('requests'),
      order: await maxId('orders'),
      voyage: await maxId('voyages'),
      journey: await maxId('journeys'),
      shipment: await maxId('shipments'),
    },
  };
}
