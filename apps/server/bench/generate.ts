import { PHASE } from '@rigline/contract/phases';
import pg from 'pg';
import { createDb } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { postgresSink, type Row, type Sink, sqliteSink } from './generate-sinks.ts';
import { DAY_MS, prepareWorld, type World } from './generate-world.ts';

/**
 * A deterministic history of one operator, written straight to the database (issue 15): on top of the demo
 * data, 12 rigs and 2 suppliers raise requests every day; most requests go all the way (rig logistics accepts,
 * the coordinator ships them on a voyage, they are loaded, sail, are offloaded and delivered), a few percent
 * of orders are rejected and a few requests abandoned as drafts. The live pipeline (drafts, requests in
 * review, voyages in planning and at sea) is the same size whatever the history, so a call that grows with
 * the size of the database shows as a ratio between the two sizes. Same seed, same day: same rows.
 *
 * Rows carry the columns of migrations 001-004; a migration that adds a NOT NULL column without a default must
 * add it here too.
 */

export interface GenerateOptions {
  /** Orders to generate in all (history and live pipeline); 5_000 and 500_000 in the bench. */
  orders: number;
  /** The history ends at the start of this day (UTC). */
  today?: Date;
}

const ORDERS_PER_REQUEST = 5;
const REQUESTS_PER_DAY = 137;
const REQUESTS_PER_VOYAGE = 17;
const LIVE = { drafts: 20, inReview: 40, planning: 45, atSea: 45, planningVoyages: 3, voyagesAtSea: 3 };

const TITLE_WORDS = [
  ['Cement', 'Class G cement and additives for the 9 5/8 casing job'],
  ['Casing', 'Casing joints and crossovers for the next section'],
  ['Drill pipe', 'Drill pipe and heavy weight pipe back-load replacement'],
  ['Barite', 'Barite and bentonite for the mud system'],
  ['Brine', 'Completion brine and filtration consumables'],
  ['Provisions', 'Food containers, fresh water and galley supplies'],
  ['Spares', 'Mud pump spares, valves and seals'],
  ['Chemicals', 'Mud chemicals: viscosifier, fluid loss and shale inhibitor'],
  ['Tubulars', 'Tubing, pup joints and tubular handling equipment'],
  ['Safety', 'PPE, gas detectors and fire fighting spares'],
] as const;
const SECTIONS = ['17 1/2 in', '12 1/4 in', '8 1/2 in', 'Completion', 'Maintenance'];

/** Mulberry32: small, fast and the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The steps of an order that goes all the way, after its review (decisions.md §3). */
const DELIVERY_STEPS: Array<[phase: number, status: string]> = [
  [PHASE.PLANNING, 'ACCEPTED'],
  [PHASE.PLANNING, 'REQUEST_LOADING'],
  [PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'],
  [PHASE.LOADED, 'LOADED'],
  [PHASE.AT_SEA, 'IN_TRANSIT'],
  [PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'],
  [PHASE.OFFLOADING, 'OFFLOADING'],
  [PHASE.DELIVERED, 'DELIVERED'],
];

interface PlannedRequest {
  vendor: World['vendors'][number];
  rig: World['rigs'][number];
  createdAt: number;
  orderCount: number;
}

async function writeHistory(sink: Sink, world: World, options: { orders: number; today: Date }) {
  const rand = random(15);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(rand() * values.length)]!;
  const iso = (ms: number) => new Date(ms).toISOString();
  const end = options.today.getTime();
  const liveRequests = LIVE.drafts + LIVE.inReview + LIVE.planning + LIVE.atSea;
  const historyRequests = Math.max(0, Math.round(options.orders / ORDERS_PER_REQUEST) - liveRequests);
  const historyDays = Math.max(1, Math.ceil(historyRequests / REQUESTS_PER_DAY));
  const start = end - (historyDays + 12) * DAY_MS;

  const plan = (createdAt: number): PlannedRequest => ({
    vendor: pick(world.vendors),
    rig: pick(world.rigs),
    createdAt,
    orderCount: 1 + Math.floor(rand() * (2 * ORDERS_PER_REQUEST - 1)),
  });

  const event = (
    entity: 'order' | 'request',
    id: number,
    requestId: number,
    actor: number,
    from: [number, string] | null,
    to: [number, string],
    at: number,
  ) =>
    sink.add('events', [
      entity,
      id,
      requestId,
      actor,
      from?.[0] ?? null,
      to[0],
      from?.[1] ?? null,
      to[1],
      iso(at),
    ]);

  /** One request and its orders, walked as far as `reach` says; answers its id. */
  const addRequest = async (
    request: PlannedRequest,
    reach: {
      requestPhase: number;
      requestStatus: string;
      /** Per order: its last step, and the shipment it rides on. */
      order: (index: number) => { phase: number; status: string; rejected: boolean };
      shipment: { id: number; voyageId: number; journeyId: number; at: number } | null;
      reviewedAt: number;
      stepMs: number;
    },
  ) => {
    const id = world.next.request++;
    const [topic, description] = pick(TITLE_WORDS);
    const created = request.createdAt;
    let lastChange = created;
    const orderRows: Row[] = [];
    for (let index = 0; index < request.orderCount; index++) {
      const orderId = world.next.order++;
      const { phase, status, rejected } = reach.order(index);
      const steps: Array<[number, string]> = [[PHASE.DRAFT, 'CREATED']];
      if (reach.requestPhase >= PHASE.REVIEW) steps.push([PHASE.REVIEW, 'CREATED']);
      if (rejected) steps.push([PHASE.REVIEW, 'REJECTED']);
      else if (phase === PHASE.REVIEW && status === 'ACCEPTED') steps.push([PHASE.REVIEW, 'ACCEPTED']);
      else if (phase >= PHASE.PLANNING) {
        steps.push([PHASE.REVIEW, 'ACCEPTED']);
        const last = DELIVERY_STEPS.findIndex(([p, s]) => p === phase && s === status);
        steps.push(...DELIVERY_STEPS.slice(0, last + 1));
      }
      for (let step = 0; step < steps.length; step++) {
        const actor =
          step === 0 ? request.vendor.userId : step <= 3 ? world.rigLogisticsUserId : world.coordinatorUserId;
        await event(
          'order',
          orderId,
          id,
          actor,
          step === 0 ? null : steps[step - 1]!,
          steps[step]!,
          created + step * reach.stepMs,
        );
      }
      const updatedAt = created + (steps.length - 1) * reach.stepMs;
      if (updatedAt > lastChange) lastChange = updatedAt;
      const onShipment = !rejected && phase >= PHASE.PLANNING && status !== 'ACCEPTED' && reach.shipment;
      orderRows.push([
        orderId,
        id,
        pick(request.vendor.items),
        1 + Math.floor(rand() * 40),
        rejected ? 'REJECTED' : status,
        rejected ? PHASE.REVIEW : phase,
        onShipment ? reach.shipment!.id : null,
        iso(created),
        iso(updatedAt),
      ]);
    }
    const wellId = pick(request.rig.wells);
    await sink.add('requests', [
      id,
      request.vendor.id,
      request.vendor.userId,
      request.rig.id,
      wellId,
      `${topic} for ${SECTIONS[id % SECTIONS.length]} section, REQ ${id}`,
      description,
      pick(SECTIONS),
      'Loadout Request',
      reach.requestStatus,
      reach.requestPhase,
      iso(created),
      iso(
        reach.requestStatus === 'DRAFT'
          ? created
          : reach.requestStatus === 'PENDING'
            ? created + 3_600_000
            : reach.requestStatus === 'PROCESSING'
              ? reach.reviewedAt
              : Math.min(lastChange, end),
      ),
    ]);
    await event('request', id, id, request.vendor.userId, null, [PHASE.DRAFT, 'DRAFT'], created);
    if (reach.requestPhase >= PHASE.REVIEW)
      await event(
        'request',
        id,
        id,
        request.vendor.userId,
        [PHASE.DRAFT, 'DRAFT'],
        [PHASE.REVIEW, 'PENDING'],
        created + 3_600_000,
      );
    if (reach.requestPhase >= PHASE.PLANNING || reach.requestStatus === 'PROCESSING')
      await event(
        'request',
        id,
        id,
        world.rigLogisticsUserId,
        [PHASE.REVIEW, 'PENDING'],
        [PHASE.PLANNING, 'PROCESSING'],
        reach.reviewedAt,
      );
    if (reach.requestStatus === 'COMPLETED') {
      const from: [number, string] =
        reach.requestPhase >= PHASE.PLANNING ? [PHASE.PLANNING, 'PROCESSING'] : [PHASE.REVIEW, 'PENDING'];
      await event(
        'request',
        id,
        id,
        request.vendor.userId,
        from,
        [reach.requestPhase, 'COMPLETED'],
        lastChange,
      );
    }
    if (reach.shipment) {
      await sink.add('shipments', [
        reach.shipment.id,
        id,
        reach.shipment.voyageId,
        reach.shipment.journeyId,
        iso(reach.shipment.at),
      ]);
    }
    for (const row of orderRows) await sink.add('orders', row);
    return id;
  };

  /**
   * A voyage calling at the rigs of its requests, in order of first appearance. Every voyage is scheduled (issue
   * 23): one that sailed was planned to sail when it did, each rig 6 h after the last, 4 h under way; one in
   * planning sails `plannedDepartureAt`, so the sailing list of the week around today has sailings in it.
   */
  const addVoyage = async (
    requests: PlannedRequest[],
    state: {
      status: 'PLANNING' | 'STARTED' | 'COMPLETED';
      createdAt: number;
      startedAt?: number;
      endedAt?: number;
      endedJourneys?: number;
      plannedDepartureAt?: number;
    },
  ) => {
    const voyageId = world.next.voyage++;
    const plannedDeparture = state.startedAt ?? state.plannedDepartureAt ?? state.createdAt + DAY_MS;
    await sink.add('voyages', [
      voyageId,
      `VOY-${voyageId}`,
      world.vessels[voyageId % world.vessels.length]!,
      state.status,
      world.baseId,
      world.baseId,
      state.startedAt === undefined ? null : iso(state.startedAt),
      state.endedAt === undefined ? null : iso(state.endedAt),
      iso(state.createdAt),
      iso(plannedDeparture),
      iso(plannedDeparture + 4 * DAY_MS),
    ]);
    const journeys = new Map<number, { id: number; sequence: number }>();
    for (const request of requests) {
      if (journeys.has(request.rig.id)) continue;
      const sequence = journeys.size + 1;
      const id = world.next.journey++;
      journeys.set(request.rig.id, { id, sequence });
      const started = state.startedAt === undefined ? null : state.startedAt + sequence * 6 * 3_600_000;
      const isEnded = state.status === 'COMPLETED' || sequence <= (state.endedJourneys ?? 0);
      const isStarted =
        isEnded || (state.status === 'STARTED' && sequence === (state.endedJourneys ?? 0) + 1);
      await sink.add('journeys', [
        id,
        voyageId,
        request.rig.id,
        sequence,
        isStarted && started !== null ? iso(started) : null,
        isEnded && started !== null ? iso(started + 4 * 3_600_000) : null,
        iso(state.createdAt),
        iso(plannedDeparture + sequence * 6 * 3_600_000 + 4 * 3_600_000),
        iso(plannedDeparture + sequence * 6 * 3_600_000 + 5 * 3_600_000),
      ]);
    }
    return { voyageId, journeys };
  };

  // History: everything decided, voyage after voyage.
  const history: PlannedRequest[] = [];
  for (let index = 0; index < historyRequests; index++) {
    history.push(plan(start + Math.floor((index / historyRequests) * historyDays * DAY_MS)));
  }
  for (let first = 0; first < history.length; first += REQUESTS_PER_VOYAGE) {
    const group = history.slice(first, first + REQUESTS_PER_VOYAGE);
    const createdAt = group[0]!.createdAt + 2 * DAY_MS;
    const startedAt = createdAt + DAY_MS;
    const endedAt = startedAt + 3 * DAY_MS;
    const voyage = await addVoyage(group, { status: 'COMPLETED', createdAt, startedAt, endedAt });
    for (const request of group) {
      const roll = rand();
      const reviewedAt = request.createdAt + DAY_MS;
      if (roll < 0.02) {
        await addRequest(request, {
          requestPhase: PHASE.DRAFT,
          requestStatus: 'DRAFT',
          order: () => ({ phase: PHASE.DRAFT, status: 'CREATED', rejected: false }),
          shipment: null,
          reviewedAt,
          stepMs: 0,
        });
      } else if (roll < 0.03) {
        await addRequest(request, {
          requestPhase: PHASE.REVIEW,
          requestStatus: 'COMPLETED',
          order: () => ({ phase: PHASE.REVIEW, status: 'REJECTED', rejected: true }),
          shipment: null,
          reviewedAt,
          stepMs: 0,
        });
      } else {
        const journey = voyage.journeys.get(request.rig.id)!;
        await addRequest(request, {
          requestPhase: PHASE.DELIVERED,
          requestStatus: 'COMPLETED',
          order: () =>
            rand() < 0.04
              ? { phase: PHASE.REVIEW, status: 'REJECTED', rejected: true }
              : { phase: PHASE.DELIVERED, status: 'DELIVERED', rejected: false },
          shipment: {
            id: world.next.shipment++,
            voyageId: voyage.voyageId,
            journeyId: journey.id,
            at: createdAt,
          },
          reviewedAt,
          stepMs: Math.floor((endedAt - request.createdAt) / 11),
        });
      }
    }
  }

  // The live pipeline: the same whatever the size of the history.
  const recent = (hoursAgo: number) => end - hoursAgo * 3_600_000;
  for (let index = 0; index < LIVE.drafts; index++) {
    await addRequest(plan(recent(2 + index)), {
      requestPhase: PHASE.DRAFT,
      requestStatus: 'DRAFT',
      order: () => ({ phase: PHASE.DRAFT, status: 'CREATED', rejected: false }),
      shipment: null,
      reviewedAt: recent(1),
      stepMs: 0,
    });
  }
  for (let index = 0; index < LIVE.inReview; index++) {
    // Some have waited more than two days for review: the site-operations alert.
    await addRequest(plan(recent(4 + index * 2)), {
      requestPhase: PHASE.REVIEW,
      requestStatus: 'PENDING',
      order: () => {
        const roll = rand();
        if (roll < 0.05) return { phase: PHASE.REVIEW, status: 'REJECTED', rejected: true };
        return { phase: PHASE.REVIEW, status: roll < 0.45 ? 'ACCEPTED' : 'CREATED', rejected: false };
      },
      shipment: null,
      reviewedAt: recent(3),
      stepMs: 60_000,
    });
  }
  const livePhases: Array<Array<[number, string]>> = [
    [
      [PHASE.PLANNING, 'ACCEPTED'],
      [PHASE.PLANNING, 'REQUEST_LOADING'],
      [PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'],
      [PHASE.LOADED, 'LOADED'],
    ],
    [
      [PHASE.AT_SEA, 'IN_TRANSIT'],
      [PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'],
      [PHASE.OFFLOADING, 'OFFLOADING'],
      [PHASE.DELIVERED, 'DELIVERED'],
    ],
  ];
  for (const [kind, count, voyages] of [
    [0, LIVE.planning, LIVE.planningVoyages],
    [1, LIVE.atSea, LIVE.voyagesAtSea],
  ] as const) {
    const perVoyage = Math.ceil(count / voyages);
    for (let voyageIndex = 0; voyageIndex < voyages; voyageIndex++) {
      const group = Array.from({ length: perVoyage }, (_, index) =>
        plan(recent(72 + voyageIndex * 10 + index)),
      );
      const createdAt = recent(60 - voyageIndex);
      const voyage = await addVoyage(
        group,
        kind === 0
          ? { status: 'PLANNING', createdAt, plannedDepartureAt: end + (1 + voyageIndex) * DAY_MS }
          : {
              status: 'STARTED',
              createdAt,
              startedAt: recent(40 - voyageIndex),
              endedJourneys: 1 + voyageIndex,
            },
      );
      for (const request of group) {
        const journey = voyage.journeys.get(request.rig.id)!;
        await addRequest(request, {
          requestPhase: PHASE.PLANNING,
          requestStatus: 'PROCESSING',
          order: () => {
            if (rand() < 0.04) return { phase: PHASE.REVIEW, status: 'REJECTED', rejected: true };
            const [phase, status] = pick(livePhases[kind]!);
            return { phase, status, rejected: false };
          },
          shipment: {
            id: world.next.shipment++,
            voyageId: voyage.voyageId,
            journeyId: journey.id,
            at: createdAt,
          },
          reviewedAt: recent(70),
          stepMs: 3_600_000,
        });
      }
    }
  }
  await sink.flush();
}

export interface GeneratedDatabase {
  kind: 'sqlite' | 'postgres';
  /** SQLite: the data folder; PostgreSQL: the URL. */
  location: string;
}

/** A fresh database of `orders` orders. SQLite: `dataDir/rigline.db`; PostgreSQL: the database `url` names. */
export async function generateDatabase(target: GeneratedDatabase, options: GenerateOptions): Promise<void> {
  const today = options.today ?? new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
  if (target.kind === 'sqlite') {
    const file = `${target.location}/rigline.db`;
    const db = createDb({ kind: 'sqlite', file });
    await migrateToLatest(db);
    const world = await prepareWorld(db, today);
    await db.destroy();
    const sink = sqliteSink(file);
    await writeHistory(sink, world, { orders: options.orders, today });
    sink.close();
    return;
  }
  const db = createDb({ kind: 'postgres', url: target.location });
  await migrateToLatest(db);
  const world = await prepareWorld(db, today);
  await db.destroy();
  const client = new pg.Client({ connectionString: target.location });
  await client.connect();
  try {
    await writeHistory(postgresSink(client), world, { orders: options.orders, today });
    for (const table of ['requests', 'orders', 'voyages', 'journeys', 'shipments', 'events']) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
