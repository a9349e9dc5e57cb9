import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { adminToken, demoIds } from '../requests/request-fixtures.ts';
import { rigIdsByCode } from '../voyages/voyage-fixtures.ts';

/**
 * The model-based test of issue 8 ("two people at once"): two people work on the same request, its orders,
 * voyage and journey, each from their own view, reloaded only now and then. Each acts only as the screens
 * would let them from what they see, and sends the version they see, as the web app does. Sometimes both
 * act at the same moment. After every step: no answer is a 5xx, every refusal is a 409, a step that went
 * through did exactly what the person saw it would do (nothing more, so no phase is ever skipped), a refused
 * step changed nothing, and each order's events chain from one state to the next and end where the order is.
 */

type Role = 'supplier' | 'rig_logistics' | 'base_coordinator';

interface OrderView {
  id: number;
  current_phase: number;
  status: string;
  shipment_id: number | null;
  version: number;
}

interface World {
  request: { current_phase: number; status: string; version: number };
  orders: OrderView[];
  voyage: { status: string; version: number };
  journey: { started: boolean; ended: boolean; version: number };
  shipments: number[];
}

interface Action {
  name: string;
  role: Role;
  url: string;
  body: Record<string, unknown>;
  /** What the world looks like after it, seen from the world it was chosen in. */
  expect: (world: World) => World;
}

/** Order edges the phase table allows (decisions.md §3): [from phase, from status, to phase, to status]. */
const ORDER_EDGES = new Set([
  '0 CREATED 1 CREATED',
  '1 CREATED 1 ACCEPTED',
  '1 ACCEPTED 1 CREATED',
  '1 CREATED 1 REJECTED',
  '1 ACCEPTED 1 REJECTED',
  '1 ACCEPTED 2 ACCEPTED',
  '2 ACCEPTED 2 REQUEST_LOADING',
  '2 REQUEST_LOADING 2 REQUEST_LOADING',
  '2 REQUEST_LOADING 2 ACCEPTED',
  '2 ACCEPTED 2 REJECTED',
  '2 REQUEST_LOADING 2 REJECTED',
  '2 REQUEST_LOADING 3 ASSIGNED_TO_SUPPLIER',
  '3 ASSIGNED_TO_SUPPLIER 4 LOADED',
  '4 LOADED 5 IN_TRANSIT',
  '5 IN_TRANSIT 6 OFFLOAD_REQUIRED',
  '6 OFFLOAD_REQUIRED 7 OFFLOADING',
  '6 OFFLOAD_REQUIRED 9 ON_BOARD_RETURNING',
  '9 ON_BOARD_RETURNING 2 ACCEPTED',
  '7 OFFLOADING 8 DELIVERED',
]);

function withOrder(world: World, orderId: number, change: Partial<OrderView>): World {
  return {
    ...world,
    orders: world.orders.map((order) => (order.id === orderId ? { ...order, ...change } : order)),
  };
}

/** decisions.md §3: COMPLETED once every order is delivered or rejected, in phase 8 if one was delivered. */
function withRequestCompletion(world: World): World {
  const isDone = world.orders.every((order) => order.status === 'DELIVERED' || order.status === 'REJECTED');
  if (!isDone || world.request.current_phase < 2) return world;
  const delivered = world.orders.some((order) => order.status === 'DELIVERED');
  return {
    ...world,
    request: {
      ...world.request,
      status: 'COMPLETED',
      current_phase: delivered ? 8 : world.request.current_phase,
    },
  };
}

function isShipmentLoaded(world: World, shipmentId: number): boolean {
  const inPlay = world.orders.filter(
    (order) => order.shipment_id === shipmentId && order.status !== 'REJECTED',
  );
  return inPlay.length > 0 && inPlay.every((order) => order.current_phase >= 4);
}

/** What the screens offer a person who sees `world` (the owner of each step; the order's own buttons). */
function offeredActions(
  world: World,
  ids: { requestId: number; voyageId: number; journeyId: number },
): Action[] {
  const actions: Action[] = [];
  const { request, voyage, journey } = world;
  const move = (name: string, role: Role, expect: Action['expect']) =>
    actions.push({
      name,
      role,
      url: '/api/request/move-next-phase',
      body: { request_id: ids.requestId, version: request.version },
      expect,
    });
  if (request.current_phase === 0) {
    move('assign to rig logistics', 'supplier', (w) => ({
      ...w,
      request: { ...w.request, current_phase: 1, status: 'PENDING' },
      orders: w.orders.map((order) => ({ ...order, current_phase: 1 })),
    }));
  }
  if (request.current_phase === 1 && world.orders.every((order) => order.status !== 'CREATED')) {
    move('assign to base coordinator', 'rig_logistics', (w) => {
      const orders = w.orders.map((order) =>
        order.status === 'ACCEPTED' ? { ...order, current_phase: 2 } : order,
      );
      const isComplete = orders.every((order) => order.status === 'REJECTED');
      return {
        ...w,
        orders,
        request: { ...w.request, current_phase: 2, status: isComplete ? 'COMPLETED' : 'PROCESSING' },
      };
    });
  }
  for (const [index, order] of world.orders.entries()) {
    const orderCall = (
      name: string,
      role: Role,
      url: string,
      body: Record<string, unknown>,
      to: Partial<OrderView>,
    ) =>
      actions.push({
        name: `${name} #${order.id}`,
        role,
        url,
        body: { ...body, version: order.version },
        expect: (w) => withRequestCompletion(withOrder(w, order.id, to)),
      });
    const { current_phase: phase, status } = order;
    if (phase === 1 && status === 'CREATED') {
      orderCall(
        'accept',
        'rig_logistics',
        '/api/order/update-status',
        { order_id: order.id, status: 'ACCEPTED' },
        { status: 'ACCEPTED' },
      );
    }
    if (phase === 1 && status === 'ACCEPTED') {
      orderCall(
        'needs review',
        'rig_logistics',
        '/api/order/update-status',
        { order_id: order.id, status: 'CREATED' },
        { status: 'CREATED' },
      );
    }
    if (phase === 1 && status !== 'REJECTED') {
      orderCall(
        'reject in review',
        'rig_logistics',
        '/api/order/reject',
        { id: order.id },
        { status: 'REJECTED' },
      );
    }
    if (phase === 2 && status !== 'REJECTED') {
      orderCall(
        'reject in plan',
        'base_coordinator',
        '/api/order/reject',
        { id: order.id },
        { status: 'REJECTED', shipment_id: null },
      );
      if (voyage.status === 'PLANNING') {
        // The orders spread over the shipments, so that each gets one; any other drop is a side step.
        const preferred = world.shipments[index % world.shipments.length];
        for (const shipmentId of world.shipments) {
          if (order.shipment_id === shipmentId) continue;
          const isPreferred = order.shipment_id === null && shipmentId === preferred;
          orderCall(
            `${isPreferred ? 'drop on' : 'move to'} ${shipmentId}`,
            'base_coordinator',
            '/api/order/update',
            { id: order.id, shipment_id: shipmentId },
            {
              status: 'REQUEST_LOADING',
              shipment_id: shipmentId,
            },
          );
        }
      }
    }
    if (phase === 2 && status === 'REQUEST_LOADING') {
      orderCall(
        'remove',
        'base_coordinator',
        '/api/order/update',
        { id: order.id, shipment_id: null },
        { status: 'ACCEPTED', shipment_id: null },
      );
      orderCall(
        'assign to supplier',
        'base_coordinator',
        '/api/order/update-status',
        { order_id: order.id, status: 'ASSIGNED_TO_SUPPLIER' },
        {
          current_phase: 3,
          status: 'ASSIGNED_TO_SUPPLIER',
        },
      );
    }
    if (phase === 3)
      orderCall(
        'mark loaded',
        'supplier',
        '/api/order/update',
        { id: order.id },
        { current_phase: 4, status: 'LOADED' },
      );
    if (phase === 6) {
      orderCall(
        'start offloading',
        'rig_logistics',
        '/api/order/move-order-to-next-phase',
        { id: order.id },
        {
          current_phase: 7,
          status: 'OFFLOADING',
        },
      );
      // "Remove" at the rig keeps the order on board, on its shipment, until the voyage is back (issue 9).
      orderCall(
        'remove at the rig',
        'rig_logistics',
        '/api/order/update',
        { id: order.id, shipment_id: null, reason: 'CRANE_DOWN' },
        {
          current_phase: 9,
          status: 'ON_BOARD_RETURNING',
        },
      );
    }
    if (phase === 7)
      orderCall(
        'mark offloaded',
        'supplier',
        '/api/order/update',
        { id: order.id },
        { current_phase: 8, status: 'DELIVERED' },
      );
  }
  if (voyage.status === 'PLANNING') {
    for (const shipmentId of world.shipments) {
      if (world.orders.some((order) => order.shipment_id === shipmentId)) continue;
      actions.push({
        name: `delete shipment ${shipmentId}`,
        role: 'base_coordinator',
        url: '/api/shipment/delete',
        body: { shipment_id: shipmentId },
        expect: (w) => ({ ...w, shipments: w.shipments.filter((id) => id !== shipmentId) }),
      });
    }
  }
  const used = world.shipments.filter((shipmentId) =>
    world.orders.some((order) => order.shipment_id === shipmentId && order.status !== 'REJECTED'),
  );
  if (
    voyage.status === 'PLANNING' &&
    used.length > 0 &&
    world.shipments.every((id) => isShipmentLoaded(world, id))
  ) {
    actions.push({
      name: 'start voyage',
      role: 'base_coordinator',
      url: '/api/voyage/start',
      body: { voyage_id: ids.voyageId, version: voyage.version },
      expect: (w) => ({
        ...w,
        voyage: { ...w.voyage, status: 'STARTED' },
        orders: w.orders.map((order) =>
          order.current_phase === 4 ? { ...order, current_phase: 5, status: 'IN_TRANSIT' } : order,
        ),
      }),
    });
  }
  if (voyage.status === 'STARTED' && !journey.started) {
    actions.push({
      name: 'start journey',
      role: 'rig_logistics',
      url: '/api/journey/start',
      body: { journey_id: ids.journeyId, version: journey.version },
      expect: (w) => ({ ...w, journey: { ...w.journey, started: true } }),
    });
  }
  if (journey.started && !journey.ended) {
    actions.push({
      name: 'end journey',
      role: 'rig_logistics',
      url: '/api/journey/end',
      body: { journey_id: ids.journeyId, version: journey.version },
      // The voyage's only journey: ending it does not complete the voyage, it is returning to base (issue 9).
      expect: (w) => ({
        ...w,
        journey: { ...w.journey, ended: true },
        orders: w.orders.map((order) =>
          order.current_phase === 5 ? { ...order, current_phase: 6, status: 'OFFLOAD_REQUIRED' } : order,
        ),
      }),
    });
  }
  const isAtSeaOrAtRig = world.orders.some(
    (order) => order.status !== 'REJECTED' && (order.current_phase === 5 || order.current_phase === 6),
  );
  if (voyage.status === 'STARTED' && journey.ended && !isAtSeaOrAtRig) {
    actions.push({
      name: 'arrived at base',
      role: 'base_coordinator',
      url: '/api/voyage/arrive',
      body: { voyage_id: ids.voyageId, version: voyage.version },
      // Orders kept on board come off their shipments, back to planning.
      expect: (w) => ({
        ...w,
        voyage: { ...w.voyage, status: 'COMPLETED' },
        orders: w.orders.map((order) =>
          order.current_phase === 9
            ? { ...order, current_phase: 2, status: 'ACCEPTED', shipment_id: null }
            : order,
        ),
      }),
    });
  }
  // Steps forward first, side steps (undo, reject, remove, move) after: the runs mostly pick the first offered
  // step, so they reach the voyage and the rig rather than rejecting everything early.
  // Deleting an empty shipment is a step forward only once no order waits to be dropped.
  const isWaiting = world.orders.some(
    (order) => order.current_phase === 2 && order.status === 'ACCEPTED' && voyage.status === 'PLANNING',
  );
  const isSideStep = (action: Action) =>
    /^(needs review|reject|remove|move to)/.test(action.name) ||
    (isWaiting && action.name.startsWith('delete shipment'));
  return [...actions.filter((action) => !isSideStep(action)), ...actions.filter(isSideStep)];
}

/** The world without versions: what a step is expected to change. */
function withoutVersions(world: World) {
  return {
    request: { current_phase: world.request.current_phase, status: world.request.status },
    orders: world.orders.map(({ version: _version, ...order }) => order),
    voyage: { status: world.voyage.status },
    journey: { started: world.journey.started, ended: world.journey.ended },
    shipments: world.shipments,
  };
}

describeOnEachDatabase('two people on stale views (model-based, issue 8)', (harness) => {
  let tokens: Record<Role | 'admin', string>;

  beforeAll(async () => {
    tokens = {
      supplier: await harness.tokenFor('supplier'),
      rig_logistics: await harness.tokenFor('rig_logistics'),
      base_coordinator: await harness.tokenFor('base_coordinator'),
      admin: await adminToken(harness),
    };
  });

  async function call(token: string, url: string, body: unknown) {
    const response = await harness.post(url, body, { token });
    return { status: response.statusCode, body: response.body };
  }

  async function ok(role: Role, url: string, body: unknown) {
    const response = await call(tokens[role], url, body);
    expect(response.status, `${url} ${response.body}`).toBe(200);
    return JSON.parse(response.body).data;
  }

  async function readWorld(ids: { requestId: number; voyageId: number; journeyId: number }): Promise<World> {
    const db = harness.db;
    const request = await db
      .selectFrom('requests')
      .select(['current_phase', 'status', 'version'])
      .where('id', '=', ids.requestId)
      .executeTakeFirstOrThrow();
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'current_phase', 'status', 'shipment_id', 'version'])
      .where('request_id', '=', ids.requestId)
      .orderBy('id')
      .execute();
    const voyage = await db
      .selectFrom('voyages')
      .select(['status', 'version'])
      .where('id', '=', ids.voyageId)
      .executeTakeFirstOrThrow();
    const journey = await db
      .selectFrom('journeys')
      .select(['started_at', 'ended_at', 'version'])
      .where('id', '=', ids.journeyId)
      .executeTakeFirstOrThrow();
    const shipments = await db
      .selectFrom('shipments')
      .select('id')
      .where('request_id', '=', ids.requestId)
      .orderBy('id')
      .execute();
    return {
      request,
      orders,
      voyage,
      journey: {
        started: journey.started_at !== null,
        ended: journey.ended_at !== null,
        version: journey.version,
      },
      shipments: shipments.map((shipment) => shipment.id),
    };
  }

  /** Every order's events chain from creation to where it stands, through edges of the phase table only. */
  async function expectEventsAgree(harness: Harness, world: World): Promise<void> {
    for (const order of world.orders) {
      const events = await harness.db
        .selectFrom('events')
        .select(['from_phase', 'from_status', 'to_phase', 'to_status'])
        .where('entity_type', '=', 'order')
        .where('entity_id', '=', order.id)
        .orderBy('id')
        .execute();
      expect(events[0]).toMatchObject({ from_phase: null, to_phase: 0, to_status: 'CREATED' });
      for (const [index, event] of events.entries()) {
        if (index === 0) continue;
        const before = events[index - 1]!;
        expect([event.from_phase, event.from_status]).toEqual([before.to_phase, before.to_status]);
        expect(ORDER_EDGES, `order ${order.id}`).toContain(
          `${event.from_phase} ${event.from_status} ${event.to_phase} ${event.to_status}`,
        );
      }
      expect([events.at(-1)!.to_phase, events.at(-1)!.to_status]).toEqual([
        order.current_phase,
        order.status,
      ]);
    }
  }

  /** A fresh request of three orders for RIG-002, with a planning voyage and its one journey there. */
  async function freshWorld() {
    const [, rig2] = await rigIdsByCode(harness);
    const ids = await demoIds(harness);
    const created = await ok('supplier', '/api/request/create', {
      rig_id: rig2,
      well_id: ids.wellsOf(rig2!)[0]!.id,
      title: 'Two people',
      type: 'Loadout Request',
      section: 'Model',
      description: 'Made by the model-based test',
    });
    for (const item of ids.gulfItems.slice(0, 3)) {
      await ok('supplier', '/api/order/create', {
        request_id: created.request_id,
        item_id: item.id,
        quantity: 1,
      });
    }
    const vessel = await harness.db
      .selectFrom('vessels')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const voyage = await ok('base_coordinator', '/api/voyage/create', {
      name: 'Model run',
      vessel_id: vessel.id,
    });
    const plan = await ok('base_coordinator', '/api/journey/create', {
      voyage_id: voyage.voyage.id,
      rig_id: rig2,
    });
    return {
      requestId: created.request_id as number,
      voyageId: voyage.voyage.id as number,
      journeyId: plan.journeys[0].id as number,
    };
  }

  /** Mostly the first step offered (the next one forward), sometimes any. */
  const choice = fc.oneof(
    { weight: 4, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.nat({ max: 99 }) },
  );
  const step = fc.record({
    person: fc.integer({ min: 0, max: 1 }),
    kind: fc.constantFrom('act', 'act', 'act', 'reload', 'together'),
    choice,
    other: choice,
  });

  it('answers 200 or 409, takes exactly the step seen, and keeps events and state in agreement', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 20, maxLength: 60 }), async (steps) => {
        const ids = await freshWorld();
        // Person 0 works as the owner of each step; person 1 is the admin, who may act for any of them.
        const tokenOf = (person: number, role: Role) => (person === 0 ? tokens[role] : tokens.admin);
        let world = await readWorld(ids);
        const views: World[] = [world, world];
        // Once the coordinator sees the request being planned, it puts two shipments on the voyage for it.
        let hasShipments = false;
        for (const { person, kind, choice, other } of steps) {
          if (!hasShipments && world.request.status === 'PROCESSING') {
            for (let count = 0; count < 2; count += 1) {
              await ok('base_coordinator', '/api/shipment/create', {
                voyage_id: ids.voyageId,
                request_id: ids.requestId,
              });
            }
            hasShipments = true;
            world = await readWorld(ids);
          }
          if (kind === 'reload') {
            views[person] = world;
            continue;
          }
          const mine = offeredActions(views[person]!, ids);
          if (mine.length === 0) {
            views[person] = world;
            continue;
          }
          const action = mine[choice % mine.length]!;
          if (kind === 'together') {
            // Both click at once, each from their own view.
            const theirs = offeredActions(views[1 - person]!, ids);
            const second = theirs.length > 0 ? theirs[other % theirs.length]! : action;
            const answers = await Promise.all([
              call(tokenOf(person, action.role), action.url, action.body),
              call(tokenOf(1 - person, second.role), second.url, second.body),
            ]);
            for (const answer of answers) expect([200, 409], answer.body).toContain(answer.status);
            world = await readWorld(ids);
            await expectEventsAgree(harness, world);
            continue;
          }
          const before = world;
          const answer = await call(tokenOf(person, action.role), action.url, action.body);
          expect([200, 409], `${action.name}: ${answer.body}`).toContain(answer.status);
          world = await readWorld(ids);
          if (answer.status === 200) {
            // The version matched, so what the step acts on is as the person saw it: the step is exactly that
            // one, applied to the world as it stood (others may have changed other things meanwhile).
            expect(withoutVersions(world), action.name).toEqual(withoutVersions(action.expect(before)));
            views[person] = world;
          } else {
            expect(JSON.parse(answer.body).message, action.name).toMatch(
              /^This \w+ (was changed by|no longer exists).+ Reload/,
            );
            expect(world, `${action.name} refused but changed something`).toEqual(before);
            // The message says to reload, and a person does.
            views[person] = world;
          }
          await expectEventsAgree(harness, world);
        }
      }),
      { numRuns: harness.kind === 'postgres' ? 12 : 20 },
    );
  }, 300_000);
});
