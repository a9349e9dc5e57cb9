import {
  FINAL_PHASE,
  isRequestComplete,
  type OrderStatus,
  PHASE,
  type Phase,
  requestStatusForPhase,
} from '@rigline/contract/phases';
import type { Db } from '../connection.ts';
import type { DemoMasterData } from './demo-master-data.ts';

/** The lifecycle of an accepted order after phase 2 ACCEPTED (decisions.md §3), with who takes each step. */
const PLANNED_STEPS = [
  { phase: PHASE.PLANNING, status: 'REQUEST_LOADING', actor: 'base-coordinator' },
  { phase: PHASE.LOADING, status: 'ASSIGNED_TO_SUPPLIER', actor: 'base-coordinator' },
  { phase: PHASE.LOADED, status: 'LOADED', actor: 'supplier' },
  { phase: PHASE.AT_SEA, status: 'IN_TRANSIT', actor: 'base-coordinator' },
  { phase: PHASE.OFFLOAD_REQUIRED, status: 'OFFLOAD_REQUIRED', actor: 'rig-logistic' },
  { phase: PHASE.OFFLOADING, status: 'OFFLOADING', actor: 'rig-logistic' },
  { phase: PHASE.DELIVERED, status: 'DELIVERED', actor: 'supplier' },
] as const satisfies ReadonlyArray<{ phase: Phase; status: OrderStatus; actor: string }>;

export interface DemoRequestSpec {
  vendorId: number;
  userId: number;
  rigIndex: number;
  title: string;
  description: string;
  section: string;
  ageDays: number;
  phase: typeof PHASE.DRAFT | typeof PHASE.REVIEW | typeof PHASE.PLANNING;
  orders: Array<{
    itemId: number;
    quantity: number;
    reviewed?: 'ACCEPTED' | 'REJECTED';
    reaches?: (typeof PLANNED_STEPS)[number]['status'];
  }>;
  shipment?: { voyageId: number; journeyId: number; createdAt: string };
  /** The request's required-by date (YYYY-MM-DD), if it has one. */
  requiredBy?: string;
  stepAt?: (status: OrderStatus) => string;
}

/**
 * A request and its orders, walked through the phases it has reached, with an event row per step from their
 * creation on, as the app writes them (and one for the shipment's creation). Orders
 * that got further than planning (`reaches`) go on `shipment`, and take each step of the lifecycle at the
 * time `stepAt` gives; the request completes once every order is delivered or rejected.
 */
export async function addDemoRequest(
  trx: Db,
  world: { master: DemoMasterData; daysAgo: (days: number) => string },
  spec: DemoRequestSpec,
): Promise<void> {
  const { master, daysAgo } = world;
  const { rigLogistics: rigLogisticsUser, coordinator: coordinatorUser } = master.users;
  const createdAt = daysAgo(spec.ageDays);
  const request = await trx
    .insertInto('requests')
    .values({
      vendor_id: spec.vendorId,
      created_by: spec.userId,
      rig_id: master.rigIds[spec.rigIndex]!,
      well_id: master.wellIds[spec.rigIndex]![0]!,
      title: spec.title,
      description: spec.description,
      section: spec.section,
      request_type: 'Loadout Request',
      required_by: spec.requiredBy ?? null,
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
  // What the app writes when the supplier creates the request, and the coordinator its shipment: first in the
  // history, so a draft's History panel is not empty (issue 21).
  const created: DemoEvent[] = [
    {
      entity: 'request',
      id: request.id,
      actor: spec.userId,
      from: null,
      to: [PHASE.DRAFT, requestStatusForPhase(PHASE.DRAFT)],
      at: createdAt,
    },
  ];
  if (shipmentId && spec.shipment)
    created.push({
      entity: 'shipment',
      id: shipmentId,
      actor: coordinatorUser,
      from: null,
      to: [null, 'CREATED'],
      at: spec.shipment.createdAt,
    });
  const events: DemoEvent[] = [];
  if (spec.phase >= PHASE.REVIEW)
    events.push({
      entity: 'request',
      id: request.id,
      actor: spec.userId,
      from: [PHASE.DRAFT, 'DRAFT'],
      to: [PHASE.REVIEW, 'PENDING'],
      at: daysAgo(spec.ageDays - 1),
    });
  if (spec.phase >= PHASE.PLANNING)
    events.push({
      entity: 'request',
      id: request.id,
      actor: rigLogisticsUser,
      from: [PHASE.REVIEW, 'PENDING'],
      to: [PHASE.PLANNING, 'PROCESSING'],
      at: daysAgo(spec.ageDays - 2),
    });
  const finalStatuses: OrderStatus[] = [];
  let lastChangeAt = createdAt;
  for (const order of spec.orders) {
    let phase: Phase = spec.phase;
    let status: OrderStatus = spec.phase === PHASE.DRAFT ? 'CREATED' : (order.reviewed ?? 'CREATED');
    if (spec.phase === PHASE.PLANNING && status === 'REJECTED') phase = PHASE.REVIEW;
    if (spec.phase === PHASE.PLANNING && status === 'ACCEPTED') phase = PHASE.PLANNING;
    if (spec.phase === PHASE.PLANNING && status === 'CREATED') status = 'ACCEPTED';
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
    created.push({
      entity: 'order',
      id: row.id,
      actor: spec.userId,
      from: null,
      to: [PHASE.DRAFT, 'CREATED'],
      at: createdAt,
    });
    if (updatedAt > lastChangeAt) lastChangeAt = updatedAt;
    if (spec.phase >= PHASE.REVIEW)
      events.push({
        entity: 'order',
        id: row.id,
        actor: spec.userId,
        from: [PHASE.DRAFT, 'CREATED'],
        to: [PHASE.REVIEW, 'CREATED'],
        at: daysAgo(spec.ageDays - 1),
      });
    if (status !== 'CREATED')
      events.push({
        entity: 'order',
        id: row.id,
        actor: rigLogisticsUser,
        from: [PHASE.REVIEW, 'CREATED'],
        to: [PHASE.REVIEW, status],
        at: daysAgo(spec.ageDays - 1.5),
      });
    if (phase === PHASE.PLANNING)
      events.push({
        entity: 'order',
        id: row.id,
        actor: rigLogisticsUser,
        from: [PHASE.REVIEW, 'ACCEPTED'],
        to: [PHASE.PLANNING, 'ACCEPTED'],
        at: daysAgo(spec.ageDays - 2),
      });
    let from: [Phase, string] = [phase, status];
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
  if (
    spec.phase === PHASE.PLANNING &&
    finalStatuses.includes('DELIVERED') &&
    isRequestComplete(finalStatuses)
  ) {
    await trx
      .updateTable('requests')
      .set({ status: 'COMPLETED', current_phase: FINAL_PHASE, updated_at: lastChangeAt })
      .where('id', '=', request.id)
      .execute();
    events.push({
      entity: 'request',
      id: request.id,
      actor: spec.userId,
      from: [PHASE.PLANNING, 'PROCESSING'],
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
  await recordEvents(trx, [...created, ...events], {
    requestId: request.id,
    shipment: shipmentId && spec.shipment ? { id: shipmentId, voyageId: spec.shipment.voyageId } : null,
  });
}

interface DemoEvent {
  entity: 'order' | 'request' | 'shipment';
  id: number;
  actor: number;
  /** Null when the thing is created; a shipment has a status and no phase. */
  from: [Phase, string] | null;
  to: [Phase | null, string];
  at: string;
}

async function recordEvents(
  db: Db,
  events: DemoEvent[],
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
        from_phase: event.from?.[0] ?? null,
        to_phase: event.to[0],
        from_status: event.from?.[1] ?? null,
        to_status: event.to[1],
        created_at: event.at,
        request_id: place.requestId,
        ...(place.shipment &&
        (event.entity === 'shipment' || (event.entity === 'order' && isOnShipment(event.to[1])))
          ? { shipment_id: place.shipment.id, voyage_id: place.shipment.voyageId }
          : {}),
      })),
    )
    .execute();
}
