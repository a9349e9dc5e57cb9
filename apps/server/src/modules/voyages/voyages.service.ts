import { type PageMeta, type PageQuery, pageMeta } from '@rigline/contract/api';
import type { createVoyageBodySchema, listVoyagesQuerySchema, Voyage } from '@rigline/contract/voyages';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authenticate.ts';
import { findBaseById, findDefaultBase } from '../bases/bases.repository.ts';
import { statusEvent, transitionEvent } from '../events/events.repository.ts';
import { recordTransitions } from '../events/record-transitions.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { moveOrdersOnShipments } from '../orders/orders.repository.ts';
import { findVisibleRequest } from '../requests/request-access.ts';
import { countShipmentsOfVoyage } from '../shipments/shipments.repository.ts';
import { findVesselById } from '../vessels/vessels.repository.ts';
import { findVoyageOrThrow, isVoyageStarted, voyageChangedError } from './voyage-lock.ts';
import { toVoyage } from './voyage-mapping.ts';
import {
  countVoyages,
  findVoyagesPage,
  findVoyageViewById,
  insertVoyage,
  markVoyageStarted,
  type VoyageFilter,
} from './voyages.repository.ts';

type ListVoyagesFilter = z.output<typeof listVoyagesQuerySchema>;
type NewVoyage = z.output<typeof createVoyageBodySchema>;

/** Operators see every voyage (decisions.md §2); the routes keep suppliers out. */
export async function listVoyages(options: {
  db: Db;
  filter: ListVoyagesFilter;
}): Promise<{ data: Voyage[]; meta: PageMeta }> {
  const { db, filter } = options;
  // The detail view asks by id: a voyage that does not exist answers 404, as a request does.
  if (filter.id !== undefined) await findVoyageOrThrow(db, filter.id);
  return findVoyages({ db, filter: { id: filter.id, vesselId: filter.vessel_id }, page: filter });
}

/** Voyages not yet started that have a journey to the request's rig (decisions.md §4). */
export async function listValidVoyagesForShipment(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  page: PageQuery;
}): Promise<{ data: Voyage[]; meta: PageMeta }> {
  const { db, user, page } = options;
  const request = await findVisibleRequest({ db, user, requestId: options.requestId });
  return findVoyages({ db, filter: { openToRigId: request.rig_id }, page });
}

async function findVoyages(options: { db: Db; filter: VoyageFilter; page: PageQuery }) {
  const { db, filter, page } = options;
  const [total, rows] = await Promise.all([
    countVoyages(db, filter),
    findVoyagesPage(db, filter, { limit: page.limit, offset: (page.page - 1) * page.limit }),
  ]);
  return { data: rows.map(toVoyage), meta: pageMeta(total, page) };
}

async function findVoyageView(db: Db, voyageId: number): Promise<Voyage> {
  const row = await findVoyageViewById(db, voyageId);
  if (!row) throw new Error(`voyage ${voyageId} vanished inside its own transaction`);
  return toVoyage(row);
}

/** A new voyage is PLANNING; it starts and ends at the default base unless bases are chosen. */
export async function createVoyage(options: {
  db: Db;
  user: CurrentUser;
  voyage: NewVoyage;
}): Promise<Voyage> {
  const { db, user, voyage } = options;
  const vessel = await findVesselById(db, voyage.vessel_id);
  if (!vessel) {
    throw AppError.badInput('vessel_id', 'This vessel does not exist. Please select a vessel from the list.');
  }
  const startBaseId = await resolveBase(db, 'start_base_id', voyage.start_base_id);
  const endBaseId = await resolveBase(db, 'end_base_id', voyage.end_base_id);
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const voyageId = await insertVoyage(trx, {
      name: voyage.name,
      vessel_id: vessel.id,
      status: 'PLANNING',
      start_base_id: startBaseId,
      end_base_id: endBaseId,
      started_at: null,
      ended_at: null,
      created_at: now,
    });
    await recordTransitions(trx, [
      statusEvent({
        entityType: 'voyage',
        entityId: voyageId,
        actorUserId: user.id,
        to: 'PLANNING',
        at: now,
      }),
    ]);
    return findVoyageView(trx, voyageId);
  });
}

async function resolveBase(
  db: Db,
  field: 'start_base_id' | 'end_base_id',
  baseId: number | undefined,
): Promise<number> {
  if (baseId === undefined) {
    const base = await findDefaultBase(db);
    if (!base) throw AppError.badInput(field, 'No default base is set up. Please select a base.');
    return base.id;
  }
  const base = await findBaseById(db, baseId);
  if (!base) throw AppError.badInput(field, 'This base does not exist. Please select a base from the list.');
  return base.id;
}

/**
 * "Start Voyage": only a voyage not started yet, carrying one shipment or more, every one of them loaded
 * (decisions.md §4). In the same transaction its loaded orders set sail: phase 4 LOADED → phase 5 IN_TRANSIT.
 */
export async function startVoyage(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  /** The voyage's version as the person saw it: a voyage whose contents changed since answers 409. */
  version?: number | undefined;
}): Promise<Voyage> {
  const { user, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const voyage = await findVoyageOrThrow(trx, options.voyageId);
    if (isVoyageStarted(voyage)) {
      throw await voyageChangedError({
        db: trx,
        user,
        voyageId: voyage.id,
        detail: 'it has already started',
      });
    }
    if (version !== undefined && version !== voyage.version) {
      throw await voyageChangedError({ db: trx, user, voyageId: voyage.id });
    }
    // Taken first: drops onto its shipments and new shipments wait for it, so the counts below are final.
    const actor = { userId: user.id, at: now };
    if (!(await markVoyageStarted(trx, { voyageId: voyage.id, version, actor }))) {
      throw await voyageChangedError({ db: trx, user, voyageId: voyage.id });
    }
    const shipments = await countShipmentsOfVoyage(trx, voyage.id);
    if (shipments.total === 0) throw new AppError('BAD_INPUT', 'Add a shipment before starting the voyage');
    if (shipments.loaded < shipments.total) {
      throw new AppError(
        'BAD_INPUT',
        `Every shipment must be loaded before the voyage starts (${shipments.loaded} of ${shipments.total} loaded)`,
      );
    }
    const from = { phase: 4, status: 'LOADED' } as const;
    const to = { phase: 5, status: 'IN_TRANSIT' } as const;
    const moved = await moveOrdersOnShipments(trx, { on: { voyageId: voyage.id }, from, to, now });
    await recordTransitions(trx, [
      statusEvent({
        entityType: 'voyage',
        entityId: voyage.id,
        actorUserId: user.id,
        from: 'PLANNING',
        to: 'STARTED',
        at: now,
        count: moved.length,
      }),
      ...moved.map((order) =>
        transitionEvent({ entityType: 'order', entityId: order.id, actorUserId: user.id, from, to, at: now }),
      ),
    ]);
    return findVoyageView(trx, voyage.id);
  });
}
