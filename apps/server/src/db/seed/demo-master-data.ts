import { ITEM_UNITS } from '@rigline/contract/constants';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import type { Db } from '../connection.ts';
import { DEMO_ADMIN_CREDENTIALS, DEMO_CREDENTIALS, SECOND_SUPPLIER_CREDENTIALS } from './demo-accounts.ts';
import {
  type CatalogueRow,
  DEMO_ITEM_LOAD_FIELDS,
  GULF_TUBULARS_CATALOGUE,
  NORTH_SEA_MUD_CATALOGUE,
} from './demo-catalogue.ts';

/** The demo users' password hashes, made before the seed's transaction opens (hashing is slow). */
export type DemoPasswordHashes = Awaited<ReturnType<typeof hashDemoPasswords>>;

export async function hashDemoPasswords() {
  return {
    supplier: await hashPassword(DEMO_CREDENTIALS.supplier.password),
    rigLogistics: await hashPassword(DEMO_CREDENTIALS.rig_logistics.password),
    coordinator: await hashPassword(DEMO_CREDENTIALS.base_coordinator.password),
    secondSupplier: await hashPassword(SECOND_SUPPLIER_CREDENTIALS.password),
    admin: await hashPassword(DEMO_ADMIN_CREDENTIALS.password),
  };
}

/** The ids of the master data the demo's requests, orders and voyages are made of. */
export interface DemoMasterData {
  vendors: { gulf: number; northSea: number };
  users: { gulf: number; rigLogistics: number; coordinator: number; northSea: number };
  defaultBaseId: number;
  /** In the order of the demo's rigs (RIG-001 … RIG-004), with each rig's wells (slot A first). */
  rigIds: number[];
  wellIds: number[][];
  vesselIds: number[];
  gulfItems: number[];
  northSeaItems: number[];
}

/**
 * Vendors, users, bases, rigs with their wells, vessels and the two catalogues of decisions.md §5, all created
 * at `createdAt`, in the seed's transaction.
 */
export async function seedMasterData(
  trx: Db,
  options: { createdAt: string; passwords: DemoPasswordHashes },
): Promise<DemoMasterData> {
  const { passwords } = options;
  const created_at = options.createdAt;
  const [gulf, northSea] = await trx
    .insertInto('vendors')
    .values([
      {
        name: 'Gulf Tubulars & Supply',
        category: 'Tubulars, spares and provisions',
        status: 'active',
        contact_name: 'Maria Okafor',
        contact_email: 'orders@gulftubulars.example',
        contact_phone: '+44 1224 555 010',
        created_at,
      },
      {
        name: 'North Sea Mud & Cement',
        category: 'Drilling fluids and cement',
        status: 'active',
        contact_name: 'Lars Henriksen',
        contact_email: 'dispatch@northseamud.example',
        contact_phone: '+47 51 55 50 20',
        created_at,
      },
    ])
    .returning('id')
    .execute();
  if (!gulf || !northSea) throw new Error('demo vendors were not created');

  const users = await trx
    .insertInto('users')
    .values([
      {
        email: DEMO_CREDENTIALS.supplier.email,
        full_name: 'Sam Carter',
        password_hash: passwords.supplier,
        role_slug: 'supplier',
        vendor_id: gulf.id,
        created_at,
      },
      {
        email: DEMO_CREDENTIALS.rig_logistics.email,
        full_name: 'Rita Alvarez',
        password_hash: passwords.rigLogistics,
        role_slug: 'rig-logistic',
        vendor_id: null,
        created_at,
      },
      {
        email: DEMO_CREDENTIALS.base_coordinator.email,
        full_name: 'Ben Thompson',
        password_hash: passwords.coordinator,
        role_slug: 'base-coordinator',
        vendor_id: null,
        created_at,
      },
      {
        email: SECOND_SUPPLIER_CREDENTIALS.email,
        full_name: 'Nina Berg',
        password_hash: passwords.secondSupplier,
        role_slug: 'supplier',
        vendor_id: northSea.id,
        created_at,
      },
      {
        email: DEMO_ADMIN_CREDENTIALS.email,
        full_name: 'Ada Admin',
        password_hash: passwords.admin,
        role_slug: 'admin',
        vendor_id: null,
        created_at,
      },
    ])
    .returning('id')
    .execute();
  const [gulfUser, rigLogisticsUser, coordinatorUser, northSeaUser] = users.map((user) => user.id) as [
    number,
    number,
    number,
    number,
  ];

  const bases = await trx
    .insertInto('bases')
    .values([
      // Each base keeps its own country's clock; the rigs keep the clock of the shore their sector answers to.
      {
        name: 'Aberdeen Supply Base',
        location: 'Aberdeen, UK',
        is_default: 1,
        time_zone: 'Europe/London',
        created_at,
      },
      {
        name: 'Stavanger Supply Base',
        location: 'Stavanger, Norway',
        is_default: 0,
        time_zone: 'Europe/Oslo',
        created_at,
      },
    ])
    .returning('id')
    .execute();

  const { rigIds, wellIds } = await seedRigsAndWells(trx, created_at);

  await trx
    .insertInto('vessels')
    .values([
      // Clear decks of real platform supply vessels; the third one's deck is not entered yet (issue 11).
      {
        name: 'MV Sea Falcon',
        essos_voyage_number: 'ESS-24-101',
        deck_length_m: 60,
        deck_width_m: 15,
        max_deck_load_t: 2500,
        created_at,
      },
      {
        name: 'MV North Carrier',
        essos_voyage_number: 'ESS-24-102',
        deck_length_m: 50,
        deck_width_m: 13,
        max_deck_load_t: 1800,
        created_at,
      },
      {
        name: 'MV Island Provider',
        essos_voyage_number: 'ESS-24-103',
        deck_length_m: null,
        deck_width_m: null,
        max_deck_load_t: null,
        created_at,
      },
    ])
    .execute();
  const vessels = await trx.selectFrom('vessels').select('id').orderBy('id').execute();

  return {
    vendors: { gulf: gulf.id, northSea: northSea.id },
    users: {
      gulf: gulfUser,
      rigLogistics: rigLogisticsUser,
      coordinator: coordinatorUser,
      northSea: northSeaUser,
    },
    defaultBaseId: bases[0]!.id,
    rigIds,
    wellIds,
    vesselIds: vessels.map((vessel) => vessel.id),
    gulfItems: await insertCatalogue(trx, gulf.id, GULF_TUBULARS_CATALOGUE, created_at),
    northSeaItems: await insertCatalogue(trx, northSea.id, NORTH_SEA_MUD_CATALOGUE, created_at),
  };
}

/** Four rigs (the last one laid up), each with two wells and the first of them current. */
async function seedRigsAndWells(trx: Db, created_at: string) {
  const rigSpecs = [
    // UK sector (quadrants 22, 211, 204) on UK time; the Norwegian Sea on Norway's.
    {
      code: 'RIG-001',
      name: 'Ocean Endeavour',
      location: 'Central North Sea, Block 22/14',
      status: 1,
      time_zone: 'Europe/London',
    },
    {
      code: 'RIG-002',
      name: 'Deepwater Horizon II',
      location: 'Northern North Sea, Block 211/27',
      status: 1,
      time_zone: 'Europe/London',
    },
    {
      code: 'RIG-003',
      name: 'Atlantic Explorer',
      location: 'West of Shetland, Block 204/10',
      status: 1,
      time_zone: 'Europe/London',
    },
    {
      code: 'RIG-004',
      name: 'Nordic Star',
      location: 'Norwegian Sea, Block 6507/3',
      status: 0,
      time_zone: 'Europe/Oslo',
    },
  ];
  const rigIds: number[] = [];
  const wellIds: number[][] = [];
  for (const [index, spec] of rigSpecs.entries()) {
    const rig = await trx
      .insertInto('rigs')
      .values({ ...spec, current_well_id: null, created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wells = await trx
      .insertInto('wells')
      .values([
        { rig_id: rig.id, name: `WELL-${index + 1}A`, location: `${spec.location}, slot A`, created_at },
        { rig_id: rig.id, name: `WELL-${index + 1}B`, location: `${spec.location}, slot B`, created_at },
      ])
      .returning('id')
      .execute();
    await trx.updateTable('rigs').set({ current_well_id: wells[0]!.id }).where('id', '=', rig.id).execute();
    rigIds.push(rig.id);
    wellIds.push(wells.map((well) => well.id));
  }
  return { rigIds, wellIds };
}

async function insertCatalogue(
  trx: Db,
  vendorId: number,
  rows: CatalogueRow[],
  created_at: string,
): Promise<number[]> {
  const inserted = await trx
    .insertInto('items')
    .values(
      rows.map(([mat_code, name, description, length, breadth, height, weight, volume, unit]) => ({
        vendor_id: vendorId,
        mat_code,
        name,
        description,
        remarks: '',
        length,
        breadth,
        height,
        weight,
        volume,
        length_unit: ITEM_UNITS.length,
        breadth_unit: ITEM_UNITS.breadth,
        height_unit: ITEM_UNITS.height,
        weight_unit: ITEM_UNITS.weight,
        volume_unit: ITEM_UNITS.volume,
        item_measurement_unit: unit,
        un_number: DEMO_ITEM_LOAD_FIELDS[mat_code]?.un_number ?? null,
        imdg_class: DEMO_ITEM_LOAD_FIELDS[mat_code]?.imdg_class ?? null,
        packing_group: DEMO_ITEM_LOAD_FIELDS[mat_code]?.packing_group ?? null,
        is_stackable: DEMO_ITEM_LOAD_FIELDS[mat_code]?.is_stackable ? 1 : 0,
        status: 1,
        created_at,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((item) => item.id);
}
