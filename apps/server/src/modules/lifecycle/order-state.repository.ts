import type { OrderStatus } from '@rigline/contract/phases';
import type { Db } from '../../db/connection.ts';

/** The lifecycle's own SQL on the orders table: the checked moves of many orders at once and what they read. */

export async function findOrdersOfRequest(
  db: Db,
  requestId: number,
): Promise<Array<{ id: number; status: string; current_phase: number }>> {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'current_phase'])
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
}

/** Moves a request's orders in `fromPhase` (only those with `status`, when given) on; answers the ones moved. */
export async function moveOrdersOfRequest(
  db: Db,
  options: { requestId: number; fromPhase: number; toPhase: number; status?: OrderStatus; now: string },
): Promise<Array<{ id: number; status: string }>> {
  let query = db
    .updateTable('orders')
    .set((eb) => ({
      current_phase: options.toPhase,
      updated_at: options.now,
      version: eb('version', '+', 1),
    }))
    .where('request_id', '=', options.requestId)
    .where('current_phase', '=', options.fromPhase);
  if (options.status !== undefined) query = query.where('status', '=', options.status);
  const rows = await query.returning(['id', 'status']).execute();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Moves the orders on a voyage's (or one journey's) shipments that stand at `from` on to `to`, as starting a
 * voyage and ending a journey do; answers the ones moved.
 */
export async function moveOrdersOnShipments(
  db: Db,
  options: {
    on: { voyageId: number } | { journeyId: number };
    from: { phase: number; status: OrderStatus };
    to: { phase: number; status: OrderStatus };
    now: string;
  },
): Promise<Array<{ id: number }>> {
  const { on } = options;
  const shipments = db.selectFrom('shipments').select('shipments.id');
  const rows = await db
    .updateTable('orders')
    .set((eb) => ({
      current_phase: options.to.phase,
      status: options.to.status,
      updated_at: options.now,
      version: eb('version', '+', 1),
    }))
    .where(
      'shipment_id',
      'in',
      'voyageId' in on
        ? shipments.where('shipments.voyage_id', '=', on.voyageId)
        : shipments.where('shipments.journey_id', '=', on.journeyId),
    )
    .where('current_phase', '=', options.from.phase)
    .where('status', '=', options.from.status)
    .returning('id')
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Orders of a voyage in these phases (not rejected): how many, per rig of their journey. */
export async function countOrdersOfVoyageInPhases(
  db: Db,
  options: { voyageId: number; phases: number[] },
): Promise<Array<{ rig_name: string; phase: number; count: number }>> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('shipments', 'shipments.id', 'orders.shipment_id')
    .innerJoin('journeys', 'journeys.id', 'shipments.journey_id')
    .innerJoin('rigs', 'rigs.id', 'journeys.rig_id')
    .where('shipments.voyage_id', '=', options.voyageId)
    .where('orders.current_phase', 'in', options.phases)
    .where('orders.status', '<>', 'REJECTED')
    .select((eb) => [
      'rigs.name as rig_name',
      'orders.current_phase as phase',
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy(['rigs.name', 'orders.current_phase', 'journeys.sequence'])
    .orderBy('journeys.sequence')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * "Arrived at Base": the voyage's orders kept on board (`from`) come off their shipments, back to planning
 * (`to`), marked with the voyage they came back on. Answers each with the shipment it left and why it was kept.
 */
export async function returnKeptOrdersOfVoyage(
  db: Db,
  options: {
    voyageId: number;
    from: { phase: number; status: OrderStatus };
    to: { phase: number; status: OrderStatus };
    now: string;
  },
): Promise<Array<{ id: number; shipment_id: number; kept_reason: string | null; kept_note: string | null }>> {
  const kept = await db
    .selectFrom('orders')
    .innerJoin('shipments', 'shipments.id', 'orders.shipment_id')
    .select(['orders.id', 'orders.shipment_id', 'orders.kept_reason', 'orders.kept_note'])
    .where('shipments.voyage_id', '=', options.voyageId)
    .where('orders.current_phase', '=', options.from.phase)
    .where('orders.status', '=', options.from.status)
    .orderBy('orders.id')
    .execute();
  if (kept.length === 0) return [];
  await db
    .updateTable('orders')
    .set((eb) => ({
      current_phase: options.to.phase,
      status: options.to.status,
      shipment_id: null,
      returned_from_voyage_id: options.voyageId,
      updated_at: options.now,
      version: eb('version', '+', 1),
    }))
    .where(
      'id',
      'in',
      kept.map((order) => order.id),
    )
    .where('current_phase', '=', options.from.phase)
    .execute();
  return kept.map((order) => ({ ...order, shipment_id: order.shipment_id as number }));
}
