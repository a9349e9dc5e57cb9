import { ITEM_UNITS } from '@rigline/contract/constants';
import {
  FINAL_PHASE,
  isRequestComplete,
  type OrderStatus,
  requestStatusForPhase,
} from '@rigline/contract/phases';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import type { Db } from '../connection.ts';
import { DEMO_ADMIN_CREDENTIALS, DEMO_CREDENTIALS, SECOND_SUPPLIER_CREDENTIALS } from './demo-accounts.ts';
import {
  type CatalogueRow,
  DEMO_ITEM_LOAD_FIELDS,
  GULF_TUBULARS_CATALOGUE,
  NORTH_SEA_MUD_CATALOGUE,
} from './demo-catalogue.ts';

const DAY_MS = 86_400_000;

/** The lifecycle of an accepted order after phase 2 ACCEPTED (decisions.md §3), with who takes each step. */
const PLANNED_STEPS = [
  { phase: 2, status: 'REQUEST_LOADING', actor: 'base-coordinator' },
  { phase: 3, status: 'ASSIGNED_TO_SUPPLIER', actor: 'base-coordinator' },
  { phase: 4, status: 'LOADED', actor: 'supplier' },
  { phase: 5, status: 'IN_TRANSIT', actor: 'base-coordinator' },
  { phase: 6, status: 'OFFLOAD_REQUIRED', actor: 'rig-logistic' },
  { phase: 7, status: 'OFFLOADING', actor: 'rig-logistic' },
  { phase: 8, status: 'DELIVERED', actor: 'supplier' },
] as const satisfies ReadonlyArray<{ phase: number; status: OrderStatus; actor: string }>;

/**
 * Demo data of decisions.md §5, written once: a database that already has users is left alone, so a second
 * start keeps what the first one changed.
 */
export async function seedDemoData(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  if (Number(existing?.count ?? 0) > 0) return false;

  const now = options.now ?? new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const passwords = {
    supplier: await hashPassword(DEMO_CREDENTIALS.supplier.password),
    rigLogistics: await hashPassword(DEMO_CREDENTIALS.rig_logistics.password),
    coordinator: await hashPassword(DEMO_CREDENTIALS.base_coordinator.password),
    secondSupplier: await hashPassword(SECOND_SUPPLIER_CREDENTIALS.password),
    admin: await hashPassword(DEMO_ADMIN_CREDENTIALS.password),
  };

  await db.transaction().execute(async (trx) => {
    const created_at = daysAgo(60);
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
        { name: 'Aberdeen Supply Base', location: 'Aberdeen, UK', is_default: 1, created_at },
        { name: 'Stavanger Supply Base', location: 'Stavanger, Norway', is_default: 0, created_at },
      ])
      .returning('id')
      .execute();
    const defaultBaseId = bases[0]!.id;

    const rigSpecs = [
      { code: 'RIG-001', name: 'Ocean Endeavour', location: 'Central North Sea, Block 22/14', status: 1 },
      {
        code: 'RIG-002',
        name: 'Deepwater Horizon II',
        location: 'Northern North Sea, Block 211/27',
        status: 1,
      },
      { code: 'RIG-003', name: 'Atlantic Explorer', location: 'West of Shetland, Block 204/10', status: 1 },
      { code: 'RIG-004', name: 'Nordic Star', location: 'Norwegian Sea, Block 6507/3', status: 0 },
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

    const insertCatalogue = async (vendorId: number, rows: CatalogueRow[]) => {
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
    };
    const gulfItems = await insertCatalogue(gulf.id, GULF_TUBULARS_CATALOGUE);
    const northSeaItems = await insertCatalogue(northSea.id, NORTH_SEA_MUD_CATALOGUE);

    /**
     * A request and its orders, walked through the phases it has reached, with an event row per step. Orders
     * that got further than planning (`reaches`) go on `shipment`, and take each step of the lifecycle at the
     * time `stepAt` gives; the request completes once every order is delivered or rejected.
     */
    const addRequest = async (spec: {
      vendorId: number;
      userId: number;
      rigIndex: number;
      title: string;
      description: string;
      section: string;
      ageDays: number;
      phase: 0 | 1 | 2;
      orders: Array<{
        itemId: number;
        quantity: number;
        reviewed?: 'ACCEPTED' | 'REJECTED';
        reaches?: (typeof PLANNED_STEPS)[number]['status'];
      }>;
      shipment?: { voyageId: number; journeyId: number; createdAt: string };
      stepAt?: (status: OrderStatus) => string;
    }) => {
      const createdAt = daysAgo(spec.ageDays);
      const request = await trx
        .insertInto('requests')
        .values({
          vendor_id: spec.vendorId,
          created_by: spec.userId,
          rig_id: rigIds[spec.rigIndex]!,
          well_id: wellIds[spec.rigIndex]![0]!,
          title: spec.title,
          description: spec.description,
          section: spec.section,
          request_type: 'Loadout Request',
          status: requestStatusForPhase(spec.phase),
          current_phase: spec.phase,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const shipmentId = spec.shipment
        ? (
            await trx
              .insertInto('shipments')
              .values({
                request_id: request.id,
                voyage_id: spec.shipment.voyageId,
                journey_id: spec.shipment.journeyId,
                created_at: spec.shipment.createdAt,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : null;
      const events: Parameters<typeof recordEvents>[1] = [];
      if (spec.phase >= 1)
        events.push({
          entity: 'request',
          id: request.id,
          actor: spec.userId,
          from: [0, 'DRAFT'],
          to: [1, 'PENDING'],
          at: daysAgo(spec.ageDays - 1),
        });
      if (spec.phase >= 2)
        events.push({
          entity: 'request',
          id: request.id,
          actor: rigLogisticsUser,
          from: [1, 'PENDING'],
          to: [2, 'PROCESSING'],
          at: daysAgo(spec.ageDays - 2),
        });
      const finalStatuses: OrderStatus[] = [];
      let lastChangeAt = createdAt;
      for (const order of spec.orders) {
        let phase: number = spec.phase;
        let status: OrderStatus = spec.phase === 0 ? 'CREATED' : (order.reviewed ?? 'CREATED');
        if (spec.phase === 2 && status === 'REJECTED') phase = 1;
        if (spec.phase === 2 && status === 'ACCEPTED') phase = 2;
        if (spec.phase === 2 && status === 'CREATED') status = 'ACCEPTED';
        const planned = order.reaches
          ? PLANNED_STEPS.slice(0, PLANNED_STEPS.findIndex((step) => step.status === order.reaches) + 1)
          : [];
        const reached = planned.at(-1);
        const at = (step: OrderStatus) => spec.stepAt?.(step) ?? createdAt;
        const updatedAt = reached ? at(reached.status) : createdAt;
        const row = await trx
          .insertInto('orders')
          .values({
            request_id: request.id,
            item_id: order.itemId,
            quantity: order.quantity,
            status: reached?.status ?? status,
            current_phase: reached?.phase ?? phase,
            shipment_id: reached ? shipmentId : null,
            created_at: createdAt,
            updated_at: updatedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        finalStatuses.push(reached?.status ?? status);
        if (updatedAt > lastChangeAt) lastChangeAt = updatedAt;
        if (spec.phase >= 1)
          events.push({
            entity: 'order',
            id: row.id,
            actor: spec.userId,
            from: [0, 'CREATED'],
            to: [1, 'CREATED'],
            at: daysAgo(spec.ageDays - 1),
          });
        if (status !== 'CREATED')
          events.push({
            entity: 'order',
            id: row.id,
            actor: rigLogisticsUser,
            from: [1, 'CREATED'],
            to: [1, status],
            at: daysAgo(spec.ageDays - 1.5),
          });
        if (phase === 2)
          events.push({
            entity: 'order',
            id: row.id,
            actor: rigLogisticsUser,
            from: [1, 'ACCEPTED'],
            to: [2, 'ACCEPTED'],
            at: daysAgo(spec.ageDays - 2),
          });
        let from: [number, string] = [phase, status];
        for (const step of planned) {
          const actor =
            step.actor === 'supplier'
              ? spec.userId
              : step.actor === 'rig-logistic'
                ? rigLogisticsUser
                : coordinatorUser;
          events.push({
            entity: 'order',
            id: row.id,
            actor,
            from,
            to: [step.phase, step.status],
            at: at(step.status),
          });
          from = [step.phase, step.status];
        }
      }
      if (spec.phase === 2 && finalStatuses.includes('DELIVERED') && isRequestComplete(finalStatuses)) {
        await trx
          .updateTable('requests')
          .set({ status: 'COMPLETED', current_phase: FINAL_PHASE, updated_at: lastChangeAt })
          .where('id', '=', request.id)
          .execute();
        events.push({
          entity: 'request',
          id: request.id,
          actor: spec.userId,
          from: [2, 'PROCESSING'],
          to: [FINAL_PHASE, 'COMPLETED'],
          at: lastChangeAt,
        });
      } else if (lastChangeAt !== createdAt) {
        await trx
          .updateTable('requests')
          .set({ updated_at: lastChangeAt })
          .where('id', '=', request.id)
          .execute();
      }
      await recordEvents(trx, events, {
        requestId: request.id,
        shipment: shipmentId && spec.shipment ? { id: shipmentId, voyageId: spec.shipment.voyageId } : null,
      });
    };

    await addRequest({
      vendorId: gulf.id,
      userId: gulfUser,
      rigIndex: 0,
      title: 'Casing run for WELL-1A',
      description: 'Intermediate casing string and crossover for the next section',
      section: '12 1/4" section',
      ageDays: 2,
      phase: 0,
      orders: [
        { itemId: gulfItems[0]!, quantity: 40 },
        { itemId: gulfItems[4]!, quantity: 2 },
      ],
    });
    await addRequest({
      vendorId: gulf.id,
      userId: gulfUser,
      rigIndex: 1,
      title: 'Mud pump spares and provisions',
      description: 'Liners and pistons for pump 2, plus the fortnightly provisions',
      section: 'Rig maintenance',
      ageDays: 5,
      phase: 1,
      orders: [
        { itemId: gulfItems[6]!, quantity: 4 },
        { itemId: gulfItems[7]!, quantity: 6 },
        { itemId: gulfItems[10]!, quantity: 1 },
      ],
    });
    await addRequest({
      vendorId: gulf.id,
      userId: gulfUser,
      rigIndex: 0,
      title: 'Drill pipe top-up',
      description: 'Replacement joints after inspection rejects',
      section: '8 1/2" section',
      ageDays: 7,
      phase: 1,
      orders: [
        { itemId: gulfItems[2]!, quantity: 12, reviewed: 'ACCEPTED' },
        { itemId: gulfItems[8]!, quantity: 2 },
      ],
    });
    await addRequest({
      vendorId: gulf.id,
      userId: gulfUser,
      rigIndex: 2,
      title: 'Water and chilled provisions',
      description: 'Potable water totes and a chilled container for the crew change',
      section: 'Catering',
      ageDays: 9,
      phase: 2,
      orders: [
        { itemId: gulfItems[12]!, quantity: 6, reviewed: 'ACCEPTED' },
        { itemId: gulfItems[11]!, quantity: 1, reviewed: 'ACCEPTED' },
        { itemId: gulfItems[13]!, quantity: 2, reviewed: 'REJECTED' },
      ],
    });
    await addRequest({
      vendorId: northSea.id,
      userId: northSeaUser,
      rigIndex: 2,
      title: 'Cement job 9 5/8" casing',
      description: 'Class G cement with retarder and spacer for the casing job',
      section: '12 1/4" section',
      ageDays: 10,
      phase: 2,
      orders: [
        { itemId: northSeaItems[7]!, quantity: 30, reviewed: 'ACCEPTED' },
        { itemId: northSeaItems[8]!, quantity: 8, reviewed: 'ACCEPTED' },
        { itemId: northSeaItems[10]!, quantity: 20, reviewed: 'ACCEPTED' },
      ],
    });
    await addRequest({
      vendorId: northSea.id,
      userId: northSeaUser,
      rigIndex: 1,
      title: 'Weighting material for kick margin',
      description: 'Barite and bentonite to raise mud weight',
      section: '8 1/2" section',
      ageDays: 1,
      phase: 0,
      orders: [
        { itemId: northSeaItems[0]!, quantity: 25 },
        { itemId: northSeaItems[1]!, quantity: 60 },
      ],
    });

    const vessels = await trx.selectFrom('vessels').select('id').orderBy('id').execute();
    const addVoyage = async (spec: {
      name: string;
      vesselId: number;
      createdAt: string;
      startedAt?: string;
      endedAt?: string;
      /** Rig indexes in sequence, each with when its journey started and ended, if it did. */
      journeys: Array<{ rigIndex: number; startedAt?: string; endedAt?: string }>;
    }) => {
      const voyage = await trx
        .insertInto('voyages')
        .values({
          name: spec.name,
          vessel_id: spec.vesselId,
          status: spec.endedAt ? 'COMPLETED' : spec.startedAt ? 'STARTED' : 'PLANNING',
          start_base_id: defaultBaseId,
          end_base_id: defaultBaseId,
          started_at: spec.startedAt ?? null,
          ended_at: spec.endedAt ?? null,
          created_at: spec.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const journeys = await trx
        .insertInto('journeys')
        .values(
          spec.journeys.map((journey, index) => ({
            voyage_id: voyage.id,
            rig_id: rigIds[journey.rigIndex]!,
            sequence: index + 1,
            started_at: journey.startedAt ?? null,
            ended_at: journey.endedAt ?? null,
            created_at: spec.createdAt,
          })),
        )
        .returning('id')
        .execute();
      return { voyageId: voyage.id, journeyIds: journeys.map((journey) => journey.id) };
    };

    // Planning: its journey to Deepwater Horizon II carries a shipment the supplier is loading (phase 3).
    const week48 = await addVoyage({
      name: 'Week 48 northern run',
      vesselId: vessels[0]!.id,
      createdAt: daysAgo(3),
      journeys: [{ rigIndex: 2 }, { rigIndex: 1 }],
    });
    // Completed five weeks ago, so its deliveries are never "this month": its request is COMPLETED.
    const week43 = await addVoyage({
      name: 'Week 43 central run',
      vesselId: vessels[1]!.id,
      createdAt: daysAgo(42),
      startedAt: daysAgo(40),
      endedAt: daysAgo(38),
      journeys: [{ rigIndex: 0, startedAt: daysAgo(39.5), endedAt: daysAgo(38) }],
    });

    await addRequest({
      vendorId: gulf.id,
      userId: gulfUser,
      rigIndex: 1,
      title: 'BOP and hydraulic spares',
      description: 'Ram packers, return filters and slings for the BOP maintenance window',
      section: 'Well control',
      ageDays: 12,
      phase: 2,
      orders: [
        { itemId: gulfItems[5]!, quantity: 2, reviewed: 'ACCEPTED', reaches: 'ASSIGNED_TO_SUPPLIER' },
        { itemId: gulfItems[9]!, quantity: 12, reviewed: 'ACCEPTED', reaches: 'ASSIGNED_TO_SUPPLIER' },
        { itemId: gulfItems[14]!, quantity: 6, reviewed: 'ACCEPTED', reaches: 'LOADED' },
      ],
      shipment: { voyageId: week48.voyageId, journeyId: week48.journeyIds[1]!, createdAt: daysAgo(2.5) },
      stepAt: (status) =>
        daysAgo(
          ({ REQUEST_LOADING: 2.5, ASSIGNED_TO_SUPPLIER: 2, LOADED: 1 } as Record<string, number>)[status]!,
        ),
    });
    await addRequest({
      vendorId: northSea.id,
      userId: northSeaUser,
      rigIndex: 0,
      title: 'Fluid loss and viscosifier restock',
      description: 'PAC LV and xanthan gum to rebuild the mud system stock',
      section: '8 1/2" section',
      ageDays: 45,
      phase: 2,
      orders: [
        { itemId: northSeaItems[3]!, quantity: 40, reviewed: 'ACCEPTED', reaches: 'DELIVERED' },
        { itemId: northSeaItems[4]!, quantity: 60, reviewed: 'ACCEPTED', reaches: 'DELIVERED' },
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
  });
  return true;
}

async function recordEvents(
  db: Db,
  events: Array<{
    entity: 'order' | 'request';
    id: number;
    actor: number;
    from: [number, string];
    to: [number, string];
    at: string;
  }>,
  /** The request they belong to, and the shipment its planned orders travel on. */
  place: { requestId: number; shipment: { id: number; voyageId: number } | null },
): Promise<void> {
  if (events.length === 0) return;
  const isOnShipment = (status: string) => PLANNED_STEPS.some((step) => step.status === status);
  await db
    .insertInto('events')
    .values(
      events.map((event) => ({
        entity_type: event.entity,
        entity_id: event.id,
        actor_user_id: event.actor,
        from_phase: event.from[0],
        to_phase: event.to[0],
        from_status: event.from[1],
        to_status: event.to[1],
        created_at: event.at,
        request_id: place.requestId,
        ...(event.entity === 'order' && place.shipment && isOnShipment(event.to[1])
          ? { shipment_id: place.shipment.id, voyage_id: place.shipment.voyageId }
          : {}),
      })),
    )
    .execute();
}
