import { type PageMeta, pageMeta } from '@rigline/contract/api';
import type { Backload, BackloadLineInput, ListBackloadsFilter } from '@rigline/contract/cargo';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import type { BackloadUnits } from '../../http/deps.ts';
import { changedByError } from '../events/changed-by.ts';
import { statusEvent } from '../events/event-rows.ts';
import { findJourneysOfVoyage } from '../journeys/journeys.service.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import {
  ARRIVED_DETAIL,
  findVoyageOrThrow,
  lockVoyage,
  voyageChangedError,
} from '../lifecycle/voyage-lock.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { vendorScopeOf } from '../requests/request-access.ts';
import { lockBackloadWindow } from './backload-window.ts';
import {
  type BackloadStatusValue,
  type BackloadViewRow,
  countBackloads,
  deleteBackloadLines,
  findBackloadLines,
  findBackloadsPage,
  findBackloadViewById,
  findLastChangeOfBackload,
  insertBackload,
  insertBackloadLines,
  setBackloadLineReceived,
  updateBackloadFrom,
} from './backloads.repository.ts';

/** Read by other modules, which do not reach into this module's repository (docs/decisions/040). */
export {
  countBackloadsOfJourneys,
  findBackloadLines,
  findBackloadsOfVoyage,
} from './backloads.repository.ts';

type LineRow = Awaited<ReturnType<typeof findBackloadLines>>[number];

function toBackload(row: BackloadViewRow, lines: LineRow[], lineCount: number): Backload {
  return {
    id: row.id,
    voyage: { id: row.voyage_id, name: row.voyage_name },
    rig: { id: row.rig_id, name: row.rig_name },
    journey_id: row.journey_id,
    status: row.status,
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      category: line.category as Backload['lines'][number]['category'],
      quantity: line.quantity,
      unit: line.unit,
      weight_kg: Number(line.weight_kg),
      length_m: Number(line.length_m),
      width_m: Number(line.width_m),
      height_m: Number(line.height_m),
      vendor: line.vendor_id === null ? null : { id: line.vendor_id, name: line.vendor_name ?? 'Unknown' },
      ccu: line.ccu_id === null ? null : { id: line.ccu_id, code: line.ccu_code ?? '' },
      un_number: line.un_number,
      imdg_class: line.imdg_class,
      received_quantity: line.received_quantity,
    })),
    line_count: lineCount,
    created_at: row.created_at,
    loaded_at: row.loaded_at,
    received_at: row.received_at,
    version: row.version,
  };
}

async function withLines(db: Db, rows: BackloadViewRow[], vendorId: number | null): Promise<Backload[]> {
  const lines = await findBackloadLines(
    db,
    rows.map((row) => row.id),
    vendorId,
  );
  return rows.map((row) => {
    const own = lines.filter((line) => line.backload_id === row.id);
    return toBackload(row, own, own.length);
  });
}

/** Newest first. A supplier sees the backloads that carry a line naming its company, and only those lines. */
export async function listBackloads(options: {
  db: Db;
  user: CurrentUser;
  filter: ListBackloadsFilter;
}): Promise<{ data: Backload[]; meta: PageMeta }> {
  const { db, user, filter } = options;
  const vendorId = vendorScopeOf(user);
  const repositoryFilter = {
    vendorId,
    voyageId: filter.voyage_id,
    rigId: filter.rig_id,
    status: filter.status,
  };
  const [total, rows] = await Promise.all([
    countBackloads(db, repositoryFilter),
    findBackloadsPage(db, repositoryFilter, {
      limit: filter.limit,
      offset: (filter.page - 1) * filter.limit,
    }),
  ]);
  return { data: await withLines(db, rows, vendorId), meta: pageMeta(total, filter) };
}

async function backloadAnswer(db: Db, id: number): Promise<Backload> {
  const row = await findBackloadViewById(db, id);
  if (!row) throw new Error(`backload ${id} vanished inside its own transaction`);
  const [backload] = await withLines(db, [row], null);
  if (!backload) throw new Error(`backload ${id} vanished inside its own transaction`);
  return backload;
}

async function backloadChangedError(
  db: Db,
  user: CurrentUser,
  id: number,
  detail?: string,
): Promise<AppError> {
  return changedByError({
    subject: 'backload',
    change: await findLastChangeOfBackload(db, id),
    viewer: user,
    ...(detail ? { detail } : {}),
  });
}

const STATUS_WORDS: Record<BackloadStatusValue, string> = {
  BOOKED: 'it is booked',
  LOADED: 'it has been loaded on the vessel',
  RECEIVED: 'it has been received at base',
  CANCELLED: 'it has been cancelled',
};

/** The backload, found and in `status` at the version the person saw; 404, or 409 saying who changed it. */
async function findBackloadIn(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  status: BackloadStatusValue;
  version: number | undefined;
}): Promise<BackloadViewRow> {
  const { db, user, id, status, version } = options;
  const row = await findBackloadViewById(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Backload not found');
  if (row.status !== status) throw await backloadChangedError(db, user, id, STATUS_WORDS[row.status]);
  if (version !== undefined && version !== row.version) throw await backloadChangedError(db, user, id);
  return row;
}

function lineRows(backloadId: number, lines: readonly NormalizedLine[]) {
  return lines.map((line, index) => ({
    backload_id: backloadId,
    position: index + 1,
    description: line.description,
    category: line.category,
    quantity: line.quantity,
    unit: line.unit,
    weight_kg: line.weight_kg,
    length_m: line.length_m,
    width_m: line.width_m,
    height_m: line.height_m,
    vendor_id: line.vendor_id ?? null,
    ccu_id: line.ccu_id ?? null,
    un_number: line.un_number ? line.un_number : null,
    imdg_class: line.imdg_class ? line.imdg_class : null,
    received_quantity: null,
  }));
}

type NormalizedLine = Omit<BackloadLineInput, 'vendor_id'> & { vendor_id?: number | null | undefined };

/** Every vendor a line names exists: else 400 naming the line's field. */
async function assertVendorsExist(db: Db, lines: readonly NormalizedLine[]): Promise<void> {
  const ids = [...new Set(lines.flatMap((line) => (line.vendor_id ? [line.vendor_id] : [])))];
  if (ids.length === 0) return;
  const found = await db.selectFrom('vendors').select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((row) => row.id));
  const index = lines.findIndex((line) => line.vendor_id && !known.has(line.vendor_id));
  if (index >= 0) {
    throw AppError.badInput(
      `lines.${index}.vendor_id`,
      'This vendor does not exist. Please choose one from the list.',
    );
  }
}

/**
 * An Empty CCU line names the unit it brings home (issue 25): a unit at the backload's rig, named once; other
 * categories name none. 400 naming the line's field otherwise.
 */
async function assertUnitsAtRig(
  db: Db,
  units: BackloadUnits,
  lines: readonly NormalizedLine[],
  rigId: number,
  now: string,
) {
  const named = lines.flatMap((line, index) => (line.ccu_id ? [{ index, ccuId: line.ccu_id, line }] : []));
  for (const { index, line } of named) {
    if (line.category !== 'EMPTY_CCU') {
      throw AppError.badInput(`lines.${index}.ccu_id`, 'Only an Empty CCU line names a unit');
    }
  }
  const twice = named.findIndex(
    (entry, at) => named.findIndex((other) => other.ccuId === entry.ccuId) !== at,
  );
  if (twice >= 0)
    throw AppError.badInput(`lines.${named[twice]!.index}.ccu_id`, 'Each unit comes home on one line');
  const problems = await units.whyCannotComeHome({
    db,
    ccuIds: named.map((entry) => entry.ccuId),
    rigId,
    now: Date.parse(now),
  });
  const first = named.find((entry) => problems.has(entry.ccuId));
  if (first) throw AppError.badInput(`lines.${first.index}.ccu_id`, problems.get(first.ccuId)!);
}

/**
 * Rig logistics books backload on a voyage that calls at their rig, until the vessel leaves the rig: the next
 * journey starts, or the voyage arrives at base (issue 22.4; the contract's backload-window.ts). It takes the
 * voyage's row: what the voyage carries changes, and a journey starting meanwhile is seen.
 */
export async function createBackload(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  rigId: number;
  lines: NormalizedLine[];
  units: BackloadUnits;
}): Promise<Backload> {
  const { user, lines } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const voyage = await findVoyageOrThrow(trx, options.voyageId);
    await assertVendorsExist(trx, lines);
    await assertUnitsAtRig(trx, options.units, lines, options.rigId, now);
    const journey = await lockBackloadWindow({
      db: trx,
      user,
      voyage,
      step: 'backload.book',
      rigId: options.rigId,
      now,
    });
    const id = await insertBackload(trx, {
      voyage_id: voyage.id,
      journey_id: journey.id,
      rig_id: journey.rig_id,
      status: 'BOOKED',
      created_by: user.id,
      created_at: now,
      loaded_at: null,
      received_at: null,
      receipt_note: null,
      updated_at: now,
      updated_by: user.id,
    });
    await insertBackloadLines(trx, lineRows(id, lines));
    await recordBackloadEvent({
      db: trx,
      user,
      id,
      voyageId: voyage.id,
      to: 'BOOKED',
      now,
      count: lines.length,
    });
    return backloadAnswer(trx, id);
  });
}

/** Rig logistics changes the lines of a booked backload until the vessel leaves the rig (issue 22.4). */
export async function updateBackload(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  lines: NormalizedLine[];
  version?: number | undefined;
  units: BackloadUnits;
}): Promise<Backload> {
  const { user, id, lines, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const row = await findBackloadIn({ db: trx, user, id, status: 'BOOKED', version });
    await assertVendorsExist(trx, lines);
    await assertUnitsAtRig(trx, options.units, lines, row.rig_id, now);
    const voyage = await findVoyageOrThrow(trx, row.voyage_id);
    await lockBackloadWindow({ db: trx, user, voyage, step: 'backload.update', rigId: row.rig_id, now });
    await moveBackload({
      db: trx,
      user,
      row,
      from: 'BOOKED',
      to: 'BOOKED',
      now,
      count: lines.length,
      reason: 'Lines changed',
    });
    await deleteBackloadLines(trx, id);
    await insertBackloadLines(trx, lineRows(id, lines));
    return backloadAnswer(trx, id);
  });
}

/** Rig logistics cancels a backload until it is loaded. */
export async function cancelBackload(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  version?: number | undefined;
}): Promise<Backload> {
  const { user, id, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const row = await findBackloadIn({ db: trx, user, id, status: 'BOOKED', version });
    await moveBackload({ db: trx, user, row, from: 'BOOKED', to: 'CANCELLED', now });
    return backloadAnswer(trx, id);
  });
}

/**
 * Loaded on the vessel at the rig: after the journey to the rig has ended (the vessel is alongside) and before
 * the next journey starts (it has left), on a voyage still under way. Takes the voyage's row, so a next journey
 * starting at the same moment is seen.
 */
export async function markBackloadLoaded(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  version?: number | undefined;
}): Promise<Backload> {
  const { user, id, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const row = await findBackloadIn({ db: trx, user, id, status: 'BOOKED', version });
    const voyage = await findVoyageOrThrow(trx, row.voyage_id);
    if (voyage.status === 'PLANNING') {
      throw new AppError(
        'BAD_INPUT',
        'The voyage has not started yet: backload is loaded once the vessel is at the rig',
      );
    }
    // Arrived at base meanwhile: the loading lost the race for the voyage's row (409, reload).
    if (voyage.status === 'COMPLETED') {
      throw await voyageChangedError({
        db: trx,
        user,
        voyageId: voyage.id,
        detail: ARRIVED_DETAIL,
      });
    }
    await lockVoyage({ db: trx, user, voyageId: voyage.id, status: 'STARTED', now });
    const journeys = await findJourneysOfVoyage(trx, voyage.id);
    const journey = journeys.find((candidate) => candidate.id === row.journey_id);
    if (!journey) throw new AppError('NOT_FOUND', 'Journey not found');
    if (journey.ended_at === null) {
      throw new AppError(
        'BAD_INPUT',
        `The vessel is not at ${journey.rig_name} yet: end the journey to ${journey.rig_name} before loading its backload`,
      );
    }
    const next = journeys.find((candidate) => candidate.sequence === journey.sequence + 1);
    if (next && next.started_at !== null) {
      throw new AppError(
        'BAD_INPUT',
        `The vessel has left ${journey.rig_name} (the journey to ${next.rig_name} has started); cancel this backload and book it on another voyage`,
      );
    }
    await moveBackload({ db: trx, user, row, from: 'BOOKED', to: 'LOADED', now, set: { loaded_at: now } });
    return backloadAnswer(trx, id);
  });
}

/** The base coordinator receives a loaded backload at base, line by line, once the voyage has arrived. */
export async function receiveBackload(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  lines: Array<{ id: number; received_quantity: number }>;
  note?: string | undefined;
  version?: number | undefined;
  units: BackloadUnits;
}): Promise<Backload> {
  const { user, id, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const row = await findBackloadIn({ db: trx, user, id, status: 'LOADED', version });
    const voyage = await findVoyageOrThrow(trx, row.voyage_id);
    if (voyage.status !== 'COMPLETED') {
      throw new AppError(
        'BAD_INPUT',
        'Backload is received at base once the voyage has arrived ("Arrived at Base")',
      );
    }
    const lines = await findBackloadLines(trx, [id], null);
    const given = new Map(options.lines.map((line) => [line.id, line.received_quantity]));
    const unknown = options.lines.findIndex((line) => !lines.some((candidate) => candidate.id === line.id));
    if (unknown >= 0) throw AppError.badInput(`lines.${unknown}.id`, 'This line is not on this backload');
    if (given.size !== options.lines.length) throw AppError.badInput('lines', 'Each line is received once');
    const missing = lines.find((line) => !given.has(line.id));
    if (missing) throw AppError.badInput('lines', `Give the quantity received of "${missing.description}"`);
    const tooMany = options.lines.findIndex(
      (line) => line.received_quantity > (lines.find((candidate) => candidate.id === line.id)?.quantity ?? 0),
    );
    if (tooMany >= 0) {
      throw AppError.badInput(
        `lines.${tooMany}.received_quantity`,
        'Quantity received cannot be more than the quantity shipped',
      );
    }
    const short = lines.filter((line) => (given.get(line.id) ?? 0) < line.quantity);
    await moveBackload({
      db: trx,
      user,
      row,
      from: 'LOADED',
      to: 'RECEIVED',
      now,
      set: { received_at: now, receipt_note: options.note ?? null },
      reason:
        short.length === 0
          ? null
          : `Short: ${short.map((line) => `${line.description} ${given.get(line.id)}/${line.quantity}`).join(', ')}`,
    });
    // The units received come home: their trips are over (issue 25).
    await options.units.bringHome({
      db: trx,
      backloadId: id,
      ccuIds: lines.flatMap((line) =>
        line.ccu_id !== null && (given.get(line.id) ?? 0) > 0 ? [line.ccu_id] : [],
      ),
      at: now,
    });
    for (const line of options.lines) {
      await setBackloadLineReceived(trx, {
        backloadId: id,
        lineId: line.id,
        receivedQuantity: line.received_quantity,
      });
    }
    return backloadAnswer(trx, id);
  });
}

/**
 * One step of a backload: from `from` to `to` at the version read in this transaction (409 naming who changed
 * it when another change came first), with its event row.
 */
async function moveBackload(options: {
  db: Db;
  user: CurrentUser;
  row: BackloadViewRow;
  from: BackloadStatusValue;
  to: BackloadStatusValue;
  now: string;
  set?: { loaded_at?: string; received_at?: string; receipt_note?: string | null };
  count?: number;
  reason?: string | null;
}): Promise<void> {
  const { db, user, row, from, to, now } = options;
  const isMoved = await updateBackloadFrom(db, {
    id: row.id,
    version: row.version,
    from,
    to,
    actor: { userId: user.id, at: now },
    ...(options.set ? { set: options.set } : {}),
  });
  if (!isMoved) throw await backloadChangedError(db, user, row.id);
  await recordBackloadEvent({
    db,
    user,
    id: row.id,
    voyageId: row.voyage_id,
    from,
    to,
    now,
    ...(options.count === undefined ? {} : { count: options.count }),
    reason: options.reason ?? null,
  });
}

async function recordBackloadEvent(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  voyageId: number;
  from?: string;
  to: string;
  now: string;
  count?: number;
  reason?: string | null;
}): Promise<void> {
  const { db, user, id, voyageId, from, to, now } = options;
  await recordTransitions(db, [
    statusEvent({
      entityType: 'backload',
      entityId: id,
      actorUserId: user.id,
      ...(from === undefined ? {} : { from }),
      to,
      at: now,
      voyageId,
      count: options.count ?? null,
      reason: options.reason ?? null,
    }),
  ]);
}
