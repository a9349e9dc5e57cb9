import { CCU_PACKABLE_PHASES } from '@rigline/contract/ccu-packing';
import { addCalendarDays } from '@rigline/contract/ccus';
import { lineWeightT } from '@rigline/contract/load-plan';
import { createdDetails, recordMasterDataChange } from '../../modules/events/master-data-events.ts';
import type { Db } from '../connection.ts';
import type { DemoMasterData } from './demo-master-data.ts';

type Owner = 'operator' | 'gulf' | 'northSea';

/**
 * The demo's cargo carrying units (issue 25): one of each type, a few rented from each demo supplier by the
 * day, one whose certificate lapses within the month and one whose inspection date has passed. Each has its
 * registration as the first row of its history, by the base coordinator.
 */
const DEMO_CCUS: ReadonlyArray<{
  code: string;
  type: string;
  owner: Owner;
  tare: number;
  gross: number;
  size: [number, number, number];
  /** Days from today to the certificate's end and to the next inspection. */
  certifiedDays: number;
  inspectionDays: number;
  dayRate: number | null;
}> = [
  {
    code: 'RGL-1001',
    type: 'container',
    owner: 'operator',
    tare: 2250,
    gross: 10_000,
    size: [6.06, 2.44, 2.59],
    certifiedDays: 410,
    inspectionDays: 160,
    dayRate: null,
  },
  {
    code: 'RGL-2001',
    type: 'half_height',
    owner: 'operator',
    tare: 1500,
    gross: 8000,
    size: [6.06, 2.44, 1.3],
    certifiedDays: 300,
    inspectionDays: 95,
    dayRate: null,
  },
  {
    code: 'RGL-3001',
    type: 'bottle_rack',
    owner: 'operator',
    tare: 900,
    gross: 3500,
    size: [2.2, 1.4, 2.2],
    certifiedDays: 20,
    inspectionDays: 20,
    dayRate: null,
  },
  {
    code: 'TOR-1234',
    type: 'basket',
    owner: 'gulf',
    tare: 1800,
    gross: 7000,
    size: [8.0, 2.4, 0.9],
    certifiedDays: 240,
    inspectionDays: 70,
    dayRate: 38,
  },
  {
    code: 'TOR-1240',
    type: 'rack',
    owner: 'gulf',
    tare: 2400,
    gross: 12_000,
    size: [12.2, 2.4, 1.5],
    certifiedDays: 520,
    inspectionDays: 200,
    dayRate: 55,
  },
  {
    code: 'TOR-1302',
    type: 'skip',
    owner: 'gulf',
    tare: 1100,
    gross: 6000,
    size: [3.6, 1.8, 1.2],
    certifiedDays: 180,
    inspectionDays: -4,
    dayRate: 22,
  },
  {
    code: 'NSM-0412',
    type: 'tank',
    owner: 'northSea',
    tare: 3900,
    gross: 22_000,
    size: [6.06, 2.44, 2.59],
    certifiedDays: 350,
    inspectionDays: 120,
    dayRate: 95,
  },
  {
    code: 'NSM-0415',
    type: 'tank',
    owner: 'northSea',
    tare: 3900,
    gross: 22_000,
    size: [6.06, 2.44, 2.59],
    certifiedDays: 210,
    inspectionDays: 45,
    dayRate: 95,
  },
  {
    code: 'NSM-0520',
    type: 'other',
    owner: 'northSea',
    tare: 650,
    gross: 2500,
    size: [1.2, 1.2, 1.5],
    certifiedDays: 90,
    inspectionDays: 60,
    dayRate: 12,
  },
];

/**
 * Units packed on the demo's shipments (docs/decisions/076): the mud of the Week 43 run went out five weeks ago in
 * North Sea's tank and Gulf's rack, which are still at Ocean Endeavour running up hire; Gulf's basket is packed
 * with BOP spares for the Week 48 run, not sailed yet. Each packs the orders of its request that fit.
 */
const DEMO_TRIPS: ReadonlyArray<{
  code: string;
  request: string;
  orderIndexes: number[];
  packedDaysAgo: number;
}> = [
  { code: 'NSM-0412', request: 'Fluid loss and viscosifier restock', orderIndexes: [0], packedDaysAgo: 41.9 },
  { code: 'TOR-1240', request: 'Fluid loss and viscosifier restock', orderIndexes: [1], packedDaysAgo: 41.9 },
  { code: 'TOR-1234', request: 'BOP and hydraulic spares', orderIndexes: [0, 1], packedDaysAgo: 2 },
];

async function seedDemoTrips(trx: Db, master: DemoMasterData, now: Date): Promise<void> {
  for (const trip of DEMO_TRIPS) {
    const unit = await trx
      .selectFrom('ccus')
      .selectAll()
      .where('code', '=', trip.code)
      .executeTakeFirstOrThrow();
    const shipment = await trx
      .selectFrom('shipments')
      .innerJoin('requests', 'requests.id', 'shipments.request_id')
      .innerJoin('voyages', 'voyages.id', 'shipments.voyage_id')
      .select(['shipments.id', 'voyages.started_at'])
      .where('requests.title', '=', trip.request)
      .executeTakeFirstOrThrow();
    const orders = await trx
      .selectFrom('orders')
      .innerJoin('items', 'items.id', 'orders.item_id')
      .select(['orders.id', 'orders.quantity', 'orders.current_phase', 'items.weight'])
      .where('orders.shipment_id', '=', shipment.id)
      .orderBy('orders.id')
      .execute();
    // Before sailing, only orders not loaded yet go in a unit; every one must fit under its max gross.
    let room = Number(unit.max_gross_kg) - Number(unit.tare_kg);
    const packed = trip.orderIndexes.flatMap((index) => {
      const order = orders[index];
      if (!order) return [];
      if (shipment.started_at === null && !CCU_PACKABLE_PHASES.includes(Number(order.current_phase)))
        return [];
      const tonnes = lineWeightT({ weight: Number(order.weight), quantity: Number(order.quantity) });
      if (tonnes === null || tonnes * 1000 > room) return [];
      room -= tonnes * 1000;
      return [order.id];
    });
    if (packed.length === 0) continue;
    const { id } = await trx
      .insertInto('ccu_trips')
      .values({
        ccu_id: unit.id,
        shipment_id: shipment.id,
        tare_kg: unit.tare_kg,
        max_gross_kg: unit.max_gross_kg,
        length_m: unit.length_m,
        width_m: unit.width_m,
        height_m: unit.height_m,
        packed_at: new Date(now.getTime() - trip.packedDaysAgo * 86_400_000).toISOString(),
        packed_by: master.users.coordinator,
        returned_at: null,
        return_backload_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ccu_trip_orders')
      .values(packed.map((orderId) => ({ trip_id: id, order_id: orderId })))
      .execute();
  }
}

export async function seedDemoCcus(trx: Db, master: DemoMasterData, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const owners: Record<Owner, number | null> = {
    operator: null,
    gulf: master.vendors.gulf,
    northSea: master.vendors.northSea,
  };
  for (const unit of DEMO_CCUS) {
    const row = {
      code: unit.code,
      type: unit.type,
      owner_vendor_id: owners[unit.owner],
      tare_kg: unit.tare,
      max_gross_kg: unit.gross,
      length_m: unit.size[0],
      width_m: unit.size[1],
      height_m: unit.size[2],
      certificate_number: `DNV-2.7-1-${unit.code.replace('-', '')}`,
      certified_until: addCalendarDays(today, unit.certifiedDays),
      next_inspection_due: addCalendarDays(today, unit.inspectionDays),
      day_rate: unit.dayRate,
    };
    const { id } = await trx
      .insertInto('ccus')
      .values({ ...row, created_at: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordMasterDataChange(trx, {
      entityType: 'ccu',
      entityId: id,
      actorUserId: master.users.coordinator,
      details: createdDetails(row),
    });
  }
  await seedDemoTrips(trx, master, now);
}
