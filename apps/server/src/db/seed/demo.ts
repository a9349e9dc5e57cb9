import { PHASE } from '@rigline/contract/phases';
import type { Db } from '../connection.ts';
import { seedDemoCcus } from './demo-ccus.ts';
import { type DemoMasterData, hashDemoPasswords, seedMasterData } from './demo-master-data.ts';
import { addDemoRequest } from './demo-requests.ts';
import { seedFutureSailings, seedSailingFortnight } from './demo-sailings.ts';
import { addDemoVoyage, type DemoVoyageSpec, recordDemoVoyageHistory } from './demo-voyages.ts';

const DAY_MS = 86_400_000;

/**
 * Demo data of decisions.md §5, written once: a database that already has users is left alone, so a second
 * start keeps what the first one changed. The master data comes from demo-master-data.ts, each request with
 * its orders and their history from demo-requests.ts, each voyage with its journeys from demo-voyages.ts; this
 * file tells the story they make.
 */
export async function seedDemoData(
  db: Db,
  options: {
    now?: Date;
    /**
     * The schedule of the next ten days, with cargo booked on it (on by default). The server tests and browser
     * journeys start without it: they plan their own sailings, and the demo's would change which sailing is
     * next to a rig, what is at risk and which vessel is free (docs/decisions/067).
     */
    futureSailings?: boolean;
  } = {},
): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  if (Number(existing?.count ?? 0) > 0) return false;

  const now = options.now ?? new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const passwords = await hashDemoPasswords();

  await db.transaction().execute(async (trx) => {
    const master = await seedMasterData(trx, { createdAt: daysAgo(60), passwords });
    await seedRequestsAndVoyages(trx, master, daysAgo);
    await seedSailingFortnight(trx, master, now);
    await seedDemoCcus(trx, master, now);
    if (options.futureSailings !== false) await seedFutureSailings(trx, master, now);
  });
  return true;
}

/** Six requests in phases 0 to 2, two voyages (one planning, one completed) and the two requests they carry. */
async function seedRequestsAndVoyages(
  trx: Db,
  master: DemoMasterData,
  daysAgo: (days: number) => string,
): Promise<void> {
  const { vendors, users } = master;
  const world = { master, daysAgo };
  await addDemoRequest(trx, world, {
    vendorId: vendors.gulf,
    userId: users.gulf,
    rigIndex: 0,
    title: 'Casing run for WELL-1A',
    description: 'Intermediate casing string and crossover for the next section',
    section: '12 1/4" section',
    ageDays: 2,
    phase: PHASE.DRAFT,
    orders: [
      { itemId: master.gulfItems[0]!, quantity: 40 },
      { itemId: master.gulfItems[4]!, quantity: 2 },
    ],
  });
  await addDemoRequest(trx, world, {
    vendorId: vendors.gulf,
    userId: users.gulf,
    rigIndex: 1,
    title: 'Mud pump spares and provisions',
    description: 'Liners and pistons for pump 2, plus the fortnightly provisions',
    section: 'Rig maintenance',
    ageDays: 5,
    phase: PHASE.REVIEW,
    orders: [
      { itemId: master.gulfItems[6]!, quantity: 4 },
      { itemId: master.gulfItems[7]!, quantity: 6 },
      { itemId: master.gulfItems[10]!, quantity: 1 },
    ],
  });
  await addDemoRequest(trx, world, {
    vendorId: vendors.gulf,
    userId: users.gulf,
    rigIndex: 0,
    title: 'Drill pipe top-up',
    description: 'Replacement joints after inspection rejects',
    section: '8 1/2" section',
    ageDays: 7,
    phase: PHASE.REVIEW,
    orders: [
      { itemId: master.gulfItems[2]!, quantity: 12, reviewed: 'ACCEPTED' },
      { itemId: master.gulfItems[8]!, quantity: 2 },
    ],
  });
  await addDemoRequest(trx, world, {
    vendorId: vendors.gulf,
    userId: users.gulf,
    rigIndex: 2,
    title: 'Water and chilled provisions',
    description: 'Potable water totes and a chilled container for the crew change',
    section: 'Catering',
    ageDays: 9,
    phase: PHASE.PLANNING,
    orders: [
      { itemId: master.gulfItems[12]!, quantity: 6, reviewed: 'ACCEPTED' },
      { itemId: master.gulfItems[11]!, quantity: 1, reviewed: 'ACCEPTED' },
      { itemId: master.gulfItems[13]!, quantity: 2, reviewed: 'REJECTED' },
    ],
  });
  await addDemoRequest(trx, world, {
    vendorId: vendors.northSea,
    userId: users.northSea,
    rigIndex: 2,
    title: 'Cement job 9 5/8" casing',
    description: 'Class G cement with retarder and spacer for the casing job',
    section: '12 1/4" section',
    ageDays: 10,
    phase: PHASE.PLANNING,
    orders: [
      { itemId: master.northSeaItems[7]!, quantity: 30, reviewed: 'ACCEPTED' },
      { itemId: master.northSeaItems[8]!, quantity: 8, reviewed: 'ACCEPTED' },
      { itemId: master.northSeaItems[10]!, quantity: 20, reviewed: 'ACCEPTED' },
    ],
  });
  await addDemoRequest(trx, world, {
    vendorId: vendors.northSea,
    userId: users.northSea,
    rigIndex: 1,
    title: 'Weighting material for kick margin',
    description: 'Barite and bentonite to raise mud weight',
    section: '8 1/2" section',
    ageDays: 1,
    phase: PHASE.DRAFT,
    orders: [
      { itemId: master.northSeaItems[0]!, quantity: 25 },
      { itemId: master.northSeaItems[1]!, quantity: 60 },
    ],
  });

  // Planning: its journey to Deepwater Horizon II carries a shipment the supplier is loading (phase 3).
  const week48Spec: DemoVoyageSpec = {
    name: 'Week 48 northern run',
    vesselId: master.vesselIds[0]!,
    createdAt: daysAgo(3),
    journeys: [{ rigIndex: 2 }, { rigIndex: 1 }],
  };
  const week48 = await addDemoVoyage(trx, master, week48Spec);
  // Completed five weeks ago, so its deliveries are never "this month": its request is COMPLETED.
  const week43Spec: DemoVoyageSpec = {
    name: 'Week 43 central run',
    vesselId: master.vesselIds[1]!,
    createdAt: daysAgo(42),
    startedAt: daysAgo(40),
    endedAt: daysAgo(38),
    journeys: [{ rigIndex: 0, startedAt: daysAgo(39.5), endedAt: daysAgo(38) }],
  };
  const week43 = await addDemoVoyage(trx, master, week43Spec);

  await addDemoRequest(trx, world, {
    vendorId: vendors.gulf,
    userId: users.gulf,
    rigIndex: 1,
    title: 'BOP and hydraulic spares',
    description: 'Ram packers, return filters and slings for the BOP maintenance window',
    section: 'Well control',
    ageDays: 12,
    phase: PHASE.PLANNING,
    orders: [
      { itemId: master.gulfItems[5]!, quantity: 2, reviewed: 'ACCEPTED', reaches: 'ASSIGNED_TO_SUPPLIER' },
      { itemId: master.gulfItems[9]!, quantity: 12, reviewed: 'ACCEPTED', reaches: 'ASSIGNED_TO_SUPPLIER' },
      { itemId: master.gulfItems[14]!, quantity: 6, reviewed: 'ACCEPTED', reaches: 'LOADED' },
    ],
    shipment: { voyageId: week48.voyageId, journeyId: week48.journeyIds[1]!, createdAt: daysAgo(2.5) },
    stepAt: (status) =>
      daysAgo(
        ({ REQUEST_LOADING: 2.5, ASSIGNED_TO_SUPPLIER: 2, LOADED: 1 } as Record<string, number>)[status]!,
      ),
  });
  await addDemoRequest(trx, world, {
    vendorId: vendors.northSea,
    userId: users.northSea,
    rigIndex: 0,
    title: 'Fluid loss and viscosifier restock',
    description: 'PAC LV and xanthan gum to rebuild the mud system stock',
    section: '8 1/2" section',
    ageDays: 45,
    phase: PHASE.PLANNING,
    orders: [
      { itemId: master.northSeaItems[3]!, quantity: 40, reviewed: 'ACCEPTED', reaches: 'DELIVERED' },
      { itemId: master.northSeaItems[4]!, quantity: 60, reviewed: 'ACCEPTED', reaches: 'DELIVERED' },
    ],
    shipment: { voyageId: week43.voyageId, journeyId: week43.journeyIds[0]!, createdAt: daysAgo(42) },
    stepAt: (status) =>
      daysAgo(
        (
          {
            REQUEST_LOADING: 42,
            ASSIGNED_TO_SUPPLIER: 41.8,
            LOADED: 41,
            IN_TRANSIT: 40,
            OFFLOAD_REQUIRED: 38,
            OFFLOADING: 37.8,
            DELIVERED: 37.5,
          } as Record<string, number>
        )[status]!,
      ),
  });

  // The voyages' own history last: its counts are those of the orders' events written above.
  await recordDemoVoyageHistory(trx, master, week48, week48Spec);
  await recordDemoVoyageHistory(trx, master, week43, week43Spec);
}
