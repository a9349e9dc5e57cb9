import {
  CCU_PACKABLE_PHASES,
  type CcuTrip,
  type CcuTripFacts,
  hireFor,
  type PackCcuBody,
  tripDays,
  tripLocation,
  type UnpackCcuBody,
} from '@rigline/contract/ccu-packing';
import { type CcuLocation, type CcuType, ccuFirstDueDate } from '@rigline/contract/ccus';
import { formatOrderId } from '@rigline/contract/ids';
import { lineWeightT } from '@rigline/contract/load-plan';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { recordMasterDataChange } from '../events/master-data-events.ts';
import { isVoyageStarted, lockVoyage, voyagePlanLockedError } from '../lifecycle/voyage-lock.ts';
import { inTransaction, publishAfterCommit } from '../live/live-transaction.ts';
import { findVoyageOverloads } from '../load-plan/load-plan.service.ts';
import { listShipments } from '../shipments/shipments.service.ts';
import {
  deleteTrip,
  deleteTripOrders,
  findHomewardUnits,
  findOrdersToPack,
  findShipmentToPack,
  findTripContents,
  findTripsOfUnits,
  findTripsOnShipment,
  insertTrip,
  insertTripOrders,
  markTripReturned,
  type TripRow,
} from './ccu-trips.repository.ts';
import { findCcuRowById, updateCcuAtVersion } from './ccus.repository.ts';

/** Packing units, their trips, and where each unit is (issue 25, docs/decisions/076). */

type Contents = Awaited<ReturnType<typeof findTripContents>>;

function kg(value: number): string {
  return `${Math.round(value).toLocaleString('en-GB')} kg`;
}

/** What the contents weigh, kg; null when an item's weight is not in the catalogue. */
function contentsKg(contents: Contents): number | null {
  let total = 0;
  for (const line of contents) {
    const tonnes = lineWeightT({ weight: Number(line.weight), quantity: Number(line.quantity) });
    if (tonnes === null) return null;
    total += tonnes * 1000;
  }
  return total;
}

type Homeward = CcuTripFacts['homeward'];

function factsOf(row: TripRow, contents: Contents, homeward: Homeward = null): CcuTripFacts {
  return {
    homeward,
    voyage: { id: row.voyage_id, name: row.voyage_name },
    rig: { id: row.rig_id, name: row.rig_name },
    sailed_at: row.sailed_at,
    at_rig_since: row.at_rig_since,
    voyage_ended_at: row.voyage_ended_at,
    returned_at: row.returned_at,
    contents_phases: contents.map((line) => Number(line.current_phase)),
  };
}

function toTrip(row: TripRow, contents: Contents, nowIso: string, homeward: Homeward = null): CcuTrip {
  const facts = factsOf(row, contents, homeward);
  const days = tripDays(facts, nowIso);
  const location = tripLocation(facts);
  const contentsWeight = contentsKg(contents) ?? 0;
  return {
    id: row.id,
    ccu: { id: row.ccu_id, code: row.code, type: row.type as CcuType },
    shipment_id: row.shipment_id,
    request_id: row.request_id,
    voyage: facts.voyage,
    rig: facts.rig,
    order_ids: contents.map((line) => line.order_id),
    tare_kg: Number(row.tare_kg),
    max_gross_kg: Number(row.max_gross_kg),
    length_m: Number(row.length_m),
    width_m: Number(row.width_m),
    contents_kg: Math.round(contentsWeight * 10) / 10,
    gross_kg: Math.round((Number(row.tare_kg) + contentsWeight) * 10) / 10,
    packed_at: row.packed_at,
    sailed_at: row.sailed_at,
    at_rig_since: facts.at_rig_since,
    returned_at: location.kind === 'returned' ? location.since : null,
    location,
    days_out: days.days_out,
    days_at_rig: days.days_at_rig,
    hire: hireFor(row.day_rate === null ? null : Number(row.day_rate), days.days_out),
  };
}

/** The trips of these units that hold something, newest first per unit. */
export async function readTrips(
  db: Db,
  ccuIds: readonly number[],
  now: number,
): Promise<Map<number, CcuTrip[]>> {
  return tripsByUnit(db, await findTripsOfUnits(db, ccuIds), now);
}

async function tripsByUnit(db: Db, rows: readonly TripRow[], now: number): Promise<Map<number, CcuTrip[]>> {
  const contents = await findTripContents(
    db,
    rows.map((row) => row.id),
  );
  const homeward = await findHomewardUnits(db, [...new Set(rows.map((row) => row.ccu_id))]);
  const nowIso = new Date(now).toISOString();
  const byUnit = new Map<number, CcuTrip[]>();
  for (const row of rows) {
    const held = contents.filter((line) => line.trip_id === row.id);
    // A trip whose orders all left the shipment before it sailed never happened.
    if (held.length === 0) continue;
    const list = byUnit.get(row.ccu_id) ?? [];
    // A backload loaded at the rig after the unit got there is its way home, on its latest trip only.
    const home = list.length === 0 ? homeward.find((line) => line.ccu_id === row.ccu_id) : undefined;
    const onBackload =
      home?.loaded_at && row.at_rig_since !== null && home.loaded_at >= row.at_rig_since
        ? { voyage: { id: home.voyage_id, name: home.voyage_name }, loaded_at: home.loaded_at }
        : null;
    list.push(toTrip(row, held, nowIso, onBackload));
    byUnit.set(row.ccu_id, list);
  }
  return byUnit;
}

const AT_BASE: CcuLocation = { kind: 'at_base', voyage: null, rig: null, since: null };

/** Where a unit is, how long it has been out, and its hire so far, from its trips (newest first). */
export function unitStanding(
  trips: readonly CcuTrip[] | undefined,
  dayRate: number | null,
): { location: CcuLocation; days_out: number | null; hire_to_date: number | null } {
  const latest = trips?.[0];
  const out = latest && (latest.location.kind === 'on_voyage' || latest.location.kind === 'at_rig');
  const days = (trips ?? []).reduce((sum, trip) => sum + (trip.days_out ?? 0), 0);
  return {
    location: latest?.location ?? AT_BASE,
    days_out: out ? latest.days_out : null,
    hire_to_date: hireFor(dayRate, days),
  };
}

/** The trip a unit is on now: its latest, unless that one is over. */
function currentTrip(trips: readonly CcuTrip[] | undefined): CcuTrip | undefined {
  const latest = trips?.[0];
  return latest && latest.location.kind !== 'returned' ? latest : undefined;
}

function describeWhere(trip: CcuTrip): string {
  const { location } = trip;
  const day = location.since?.slice(0, 10);
  if (location.kind === 'at_base') return `packed for ${trip.voyage.name}`;
  if (location.kind === 'on_voyage') return `on ${trip.voyage.name}`;
  return `at ${trip.rig.name} since ${day}`;
}

/** 409 when the unit's certificate or inspection falls due before the voyage is planned back (or has lapsed). */
function checkCertificate(
  unit: { code: string; certified_until: string; next_inspection_due: string },
  voyage: { name: string; planned_return_at: string | null },
  now: number,
): void {
  const today = new Date(now).toISOString().slice(0, 10);
  const backBy = voyage.planned_return_at?.slice(0, 10) ?? today;
  const due = ccuFirstDueDate(unit);
  if (due >= backBy && due >= today) return;
  const what =
    due === unit.certified_until ? `its certificate runs out on ${due}` : `its inspection is due on ${due}`;
  const when = voyage.planned_return_at
    ? `before ${voyage.name} is planned back on ${backBy}`
    : 'and it has lapsed';
  throw new AppError('CONFLICT', `${unit.code} cannot be packed for ${voyage.name}: ${what}, ${when}.`);
}

/**
 * POST /api/ccu/pack: in one transaction that holds the voyage (so two packs or a pack and a start cannot cross)
 * and moves the unit's version on (so two packs of one unit cannot both win).
 */
export async function packCcu(options: {
  db: Db;
  user: CurrentUser;
  body: PackCcuBody;
  now: number;
}): Promise<CcuTrip> {
  const { db, user, body, now } = options;
  const nowIso = new Date(now).toISOString();
  const orderIds = [...new Set(body.order_ids)];
  return inTransaction(db, async (trx) => {
    const shipment = await findShipmentToPack(trx, body.shipment_id);
    if (!shipment) throw new AppError('NOT_FOUND', 'Shipment not found');
    if (isVoyageStarted({ status: shipment.voyage_status, started_at: shipment.started_at })) {
      throw await voyagePlanLockedError({ db: trx, user, voyageId: shipment.voyage_id });
    }
    await lockVoyage({ db: trx, user, voyageId: shipment.voyage_id, status: 'PLANNING', now: nowIso });
    const unit = await findCcuRowById(trx, body.ccu_id);
    if (!unit) throw new AppError('NOT_FOUND', 'Unit not found');
    checkCertificate(
      unit,
      { name: shipment.voyage_name, planned_return_at: shipment.planned_return_at },
      now,
    );
    const current = currentTrip((await readTrips(trx, [unit.id], now)).get(unit.id));
    if (current && current.shipment_id !== shipment.id) {
      throw new AppError(
        'CONFLICT',
        `${unit.code} is ${describeWhere(current)} with ${current.order_ids.map(formatOrderId).join(', ')}: unpack it there first.`,
      );
    }
    const orders = await findOrdersToPack(trx, orderIds);
    for (const id of orderIds) {
      const order = orders.find((candidate) => candidate.id === id);
      const name = formatOrderId(id);
      if (!order || order.shipment_id !== shipment.id || order.status === 'REJECTED') {
        throw AppError.badInput('order_ids', `${name} is not on this shipment`);
      }
      if (!CCU_PACKABLE_PHASES.includes(Number(order.current_phase))) {
        throw AppError.badInput('order_ids', `${name} is loaded already: units are packed before loading`);
      }
      if (lineWeightT({ weight: Number(order.weight), quantity: Number(order.quantity) }) === null) {
        throw AppError.badInput(
          'order_ids',
          `${name} has no weight in the catalogue, so ${unit.code}'s gross cannot be checked: give its item a weight first`,
        );
      }
    }
    // An order is in one unit at a time.
    const onShipment = await tripsByUnit(trx, await findTripsOnShipment(trx, shipment.id), now);
    for (const [ccuId, unitTrips] of onShipment) {
      if (ccuId === unit.id) continue;
      const clash = unitTrips[0]?.order_ids.find((id) => orderIds.includes(id));
      if (clash !== undefined) {
        throw new AppError(
          'CONFLICT',
          `${formatOrderId(clash)} is packed in ${unitTrips[0]!.ccu.code}: unpack it from there first.`,
        );
      }
    }
    const before = await findVoyageOverloads(trx, shipment.voyage_id);
    let tripId = current?.id;
    if (tripId === undefined) {
      tripId = await insertTrip(trx, {
        ccu_id: unit.id,
        shipment_id: shipment.id,
        tare_kg: Number(unit.tare_kg),
        max_gross_kg: Number(unit.max_gross_kg),
        length_m: Number(unit.length_m),
        width_m: Number(unit.width_m),
        height_m: Number(unit.height_m),
        packed_at: nowIso,
        packed_by: user.id,
      });
    }
    const adding = orderIds.filter((id) => !current?.order_ids.includes(id));
    // A row left from an earlier packing of the same order on this trip (taken off the shipment, back since).
    await deleteTripOrders(trx, [tripId], adding);
    await insertTripOrders(trx, tripId, adding);
    const trip = (await readTrips(trx, [unit.id], now)).get(unit.id)![0]!;
    if (trip.gross_kg > trip.max_gross_kg) {
      throw AppError.badInput(
        'order_ids',
        `${unit.code} would weigh ${kg(trip.gross_kg)} (tare ${kg(trip.tare_kg)} and ${kg(trip.contents_kg)} of cargo), over its max gross of ${kg(trip.max_gross_kg)}`,
      );
    }
    await checkDeckStillFits(trx, shipment.voyage_id, before);
    await finishChange(trx, { user, unit, trip, before: current, shipment });
    return trip;
  });
}

/** POST /api/ccu/unpack: orders out of the unit before loading; the unit leaves the shipment once empty. */
export async function unpackCcu(options: {
  db: Db;
  user: CurrentUser;
  body: UnpackCcuBody;
  now: number;
}): Promise<CcuTrip | null> {
  const { db, user, body, now } = options;
  const nowIso = new Date(now).toISOString();
  const orderIds = [...new Set(body.order_ids)];
  return inTransaction(db, async (trx) => {
    const unit = await findCcuRowById(trx, body.ccu_id);
    if (!unit) throw new AppError('NOT_FOUND', 'Unit not found');
    const current = currentTrip((await readTrips(trx, [unit.id], now)).get(unit.id));
    if (!current) throw AppError.badInput('ccu_id', `${unit.code} is not packed on any shipment`);
    const shipment = await findShipmentToPack(trx, current.shipment_id);
    if (!shipment || isVoyageStarted({ status: shipment.voyage_status, started_at: shipment.started_at })) {
      throw await voyagePlanLockedError({ db: trx, user, voyageId: current.voyage.id });
    }
    await lockVoyage({ db: trx, user, voyageId: shipment.voyage_id, status: 'PLANNING', now: nowIso });
    const missing = orderIds.find((id) => !current.order_ids.includes(id));
    if (missing !== undefined) {
      throw AppError.badInput('order_ids', `${formatOrderId(missing)} is not packed in ${unit.code}`);
    }
    const orders = await findOrdersToPack(trx, orderIds);
    const loaded = orders.find((order) => !CCU_PACKABLE_PHASES.includes(Number(order.current_phase)));
    if (loaded) {
      throw AppError.badInput(
        'order_ids',
        `${formatOrderId(loaded.id)} is loaded already: it stays in ${unit.code}`,
      );
    }
    const before = await findVoyageOverloads(trx, shipment.voyage_id);
    await deleteTripOrders(trx, [current.id], orderIds);
    const remaining = current.order_ids.filter((id) => !orderIds.includes(id));
    if (remaining.length === 0) await deleteTrip(trx, current.id);
    const trip = remaining.length === 0 ? null : (await readTrips(trx, [unit.id], now)).get(unit.id)![0]!;
    await checkDeckStillFits(trx, shipment.voyage_id, before);
    await finishChange(trx, { user, unit, trip, before: current, shipment });
    return trip;
  });
}

/** Loose orders can take more deck than the unit did, and a unit more than its orders: no leg may go over. */
async function checkDeckStillFits(
  trx: Db,
  voyageId: number,
  before: Awaited<ReturnType<typeof findVoyageOverloads>>,
): Promise<void> {
  const after = await findVoyageOverloads(trx, voyageId);
  const worse = after.filter((overload) => {
    const was = before.find((candidate) => candidate.key === overload.key);
    return !was || overload.pct > was.pct;
  });
  if (worse.length > 0) {
    throw AppError.badInput(
      'order_ids',
      `This would overload the vessel. ${worse.map((overload) => overload.text).join('; ')}. Take cargo off that leg first.`,
    );
  }
}

/** The unit's version moves on (a lost race is 409), its history gains the change, screens hear of it. */
async function finishChange(
  trx: Db,
  options: {
    user: CurrentUser;
    unit: { id: number; code: string; version: number | string };
    trip: CcuTrip | null;
    before: CcuTrip | undefined;
    shipment: { id: number; request_id: number; voyage_id: number; vendor_id: number };
  },
): Promise<void> {
  const { user, unit, trip, before, shipment } = options;
  if (!(await updateCcuAtVersion(trx, unit.id, Number(unit.version), {}))) {
    throw new AppError(
      'CONFLICT',
      `${unit.code} was changed by someone else just now: look again and retry.`,
    );
  }
  const contentsText = (held: CcuTrip | null | undefined) =>
    held ? `${held.order_ids.map(formatOrderId).join(', ')} on ${held.voyage.name}` : null;
  await recordMasterDataChange(trx, {
    entityType: 'ccu',
    entityId: unit.id,
    actorUserId: user.id,
    details: { contents: [contentsText(before), contentsText(trip)] },
  });
  const change = {
    kind: 'shipment' as const,
    ids: [shipment.id],
    request_ids: [shipment.request_id],
    voyage_ids: [shipment.voyage_id],
  };
  publishAfterCommit(trx, [
    { change, audience: { scope: 'operators' } },
    { change, audience: { scope: 'vendor', vendorId: shipment.vendor_id } },
  ]);
}

/** The units packed on a shipment now, each by its trip there. */
async function currentTripsOn(db: Db, shipmentId: number, now: number): Promise<CcuTrip[]> {
  const byUnit = await tripsByUnit(db, await findTripsOnShipment(db, shipmentId), now);
  return [...byUnit.values()].map((unitTrips) => unitTrips[0]!);
}

/** GET /api/ccu/on-shipment/{id}: whoever may see the shipment (listShipments' rule) sees what is packed on it. */
export async function shipmentTrips(options: {
  db: Db;
  user: CurrentUser;
  shipmentId: number;
  now: number;
}): Promise<CcuTrip[]> {
  const { db, user, shipmentId, now } = options;
  const { data } = await listShipments({ db, user, filter: { id: shipmentId, page: 1, limit: 1 } });
  if (data.length === 0) throw new AppError('NOT_FOUND', 'Shipment not found');
  return currentTripsOn(db, shipmentId, now);
}

/** The units packed on a shipment with what each holds (the label sheet). */
export async function listShipmentUnits(options: {
  db: Db;
  shipmentId: number;
  now?: number;
}): Promise<Array<{ ccu_id: number; code: string; type: CcuType; order_ids: number[] }>> {
  const trips = await currentTripsOn(options.db, options.shipmentId, options.now ?? Date.now());
  return trips.map((trip) => ({
    ccu_id: trip.ccu.id,
    code: trip.ccu.code,
    type: trip.ccu.type,
    order_ids: trip.order_ids,
  }));
}

/**
 * Which of these units cannot be named on a backload at this rig, and why: a unit must be at that rig (issue 25).
 */
export async function whyUnitsCannotComeHome(options: {
  db: Db;
  ccuIds: readonly number[];
  rigId: number;
  now: number;
}): Promise<Map<number, string>> {
  const { db, ccuIds, rigId, now } = options;
  const problems = new Map<number, string>();
  if (ccuIds.length === 0) return problems;
  const trips = await readTrips(db, ccuIds, now);
  for (const ccuId of ccuIds) {
    const unit = await findCcuRowById(db, ccuId);
    if (!unit) {
      problems.set(ccuId, 'This unit does not exist. Please choose one from the list.');
      continue;
    }
    const latest = trips.get(ccuId)?.[0];
    if (latest?.location.kind === 'at_rig' && latest.rig.id === rigId) continue;
    const where = latest && latest.location.kind !== 'returned' ? describeWhere(latest) : 'at base';
    problems.set(ccuId, `${unit.code} is not at this rig: it is ${where}`);
  }
  return problems;
}

/** A backload received at base: the units it brought home end their trips (issue 25). */
export async function bringUnitsHome(options: {
  db: Db;
  backloadId: number;
  ccuIds: readonly number[];
  at: string;
}): Promise<void> {
  const { db, backloadId, ccuIds, at } = options;
  if (ccuIds.length === 0) return;
  const trips = await readTrips(db, ccuIds, Date.parse(at));
  for (const ccuId of ccuIds) {
    const latest = trips.get(ccuId)?.[0];
    if (!latest || latest.location.kind === 'returned') continue;
    await markTripReturned(db, { tripId: latest.id, at, backloadId });
  }
}
