import {
  computeLoadPlan,
  DEFAULT_HEAVY_LIFT_T,
  describeNearFull,
  describeOverload,
  describeUnknownMeasures,
  findOverloads,
  type LegInput,
  type LoadLineInput,
  type LoadPlan,
  type LoadUnitInput,
} from '@rigline/contract/load-plan';
import { mostThatFits } from '@rigline/contract/load-plan-fit';
import { ON_BOARD_RETURNING_PHASE } from '@rigline/contract/phases';
import { poNumberOf } from '@rigline/contract/po-numbers';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import {
  findItemMeasures,
  findPoNumbers,
  findSailedLoadLines,
  findVoyageDeck,
  findVoyageLegs,
  findVoyageLoadLines,
  findVoyageUnitRows,
  insertSailedLoadLines,
  markSailedLineKeptOnBoard,
} from './load-plan.repository.ts';

export type VoyageDeckRow = NonNullable<Awaited<ReturnType<typeof findVoyageDeck>>>;

/** An order line of the load plan and the manifest: live while planning, as it sailed once started. */
export interface LoadLineRow {
  order_id: number;
  quantity: number;
  request_id: number;
  shipment_id: number;
  journey_id: number;
  vendor_name: string;
  item_name: string;
  mat_code: string;
  length: number;
  breadth: number;
  height: number;
  weight: number;
  item_measurement_unit: string;
  un_number: string | null;
  imdg_class: string | null;
  packing_group: string | null;
  is_stackable: number;
  /** Kept on board (issue 9): on deck on every leg after its own, until back at base. */
  stays_aboard: boolean;
}

export interface VoyageLoad {
  head: VoyageDeckRow;
  legs: LegInput[];
  lines: LoadLineRow[];
  plan: LoadPlan;
}

function toLoadLine(row: LoadLineRow): LoadLineInput {
  return {
    order_id: row.order_id,
    shipment_id: row.shipment_id,
    journey_id: row.journey_id,
    quantity: row.quantity,
    length: row.length,
    breadth: row.breadth,
    weight: row.weight,
    is_stackable: row.is_stackable === 1,
    item_name: row.item_name,
    mat_code: row.mat_code,
    un_number: row.un_number,
    imdg_class: row.imdg_class,
    packing_group: row.packing_group,
    stays_aboard: row.stays_aboard,
  };
}

/**
 * The voyage's lines: live from its shipments while it is planned; once started, as they sailed
 * (docs/decisions/053), so arrival, a kept order re-planned elsewhere or an edited item changes nothing.
 */
async function readLoadLines(db: Db, voyageId: number, source: 'live' | 'sailed'): Promise<LoadLineRow[]> {
  if (source === 'sailed') {
    const rows = await findSailedLoadLines(db, voyageId);
    return rows.map(({ is_kept_on_board, ...row }) => ({ ...row, stays_aboard: is_kept_on_board === 1 }));
  }
  const rows = await findVoyageLoadLines(db, voyageId);
  return rows.map(({ current_phase, status: _status, ...row }) => ({
    ...row,
    // Kept on board (issue 9): on its shipment and on deck on every leg after its own, until back at base.
    stays_aboard: current_phase === ON_BOARD_RETURNING_PHASE,
  }));
}

/** The units packed on the voyage's shipments (issue 25), each with the orders packed in it. */
async function readLoadUnits(db: Db, voyageId: number): Promise<LoadUnitInput[]> {
  const units = new Map<number, LoadUnitInput & { order_ids: number[] }>();
  for (const { trip_id, order_id, ...unit } of await findVoyageUnitRows(db, voyageId)) {
    const known = units.get(trip_id);
    if (known) known.order_ids.push(order_id);
    else units.set(trip_id, { ...unit, order_ids: [order_id] });
  }
  return [...units.values()];
}

/** The voyage's load plan as it stands in `db` (a transaction sees its own changes). 404 for no such voyage. */
export async function readVoyageLoad(options: {
  db: Db;
  voyageId: number;
  heavyLiftT: number;
  /** A line not stored yet: the drop being checked. */
  adding?: LoadLineInput;
  /** "Start Voyage" weighs what its shipments hold, in the transaction that marked it started. */
  source?: 'live' | 'sailed';
}): Promise<VoyageLoad> {
  const { db, voyageId, heavyLiftT, adding } = options;
  const head = await findVoyageDeck(db, voyageId);
  if (!head) throw new AppError('NOT_FOUND', 'Voyage not found');
  const source = options.source ?? (head.started_at === null ? 'live' : 'sailed');
  const [legRows, lines, units] = await Promise.all([
    findVoyageLegs(db, voyageId),
    readLoadLines(db, voyageId, source),
    readLoadUnits(db, voyageId),
  ]);
  const legs: LegInput[] = legRows.map((leg) => ({
    journey_id: leg.id,
    sequence: leg.sequence,
    rig: leg.rig_name === null ? null : { id: leg.rig_id, name: leg.rig_name },
  }));
  const loadLines = lines.filter((line) => line.order_id !== adding?.order_id).map(toLoadLine);
  if (adding) loadLines.push(adding);
  const plan = computeLoadPlan({
    voyageId,
    vessel: {
      id: head.vessel_id,
      name: head.vessel_name,
      deck_length_m: head.deck_length_m,
      deck_width_m: head.deck_width_m,
      max_deck_load_t: head.max_deck_load_t,
      usable_deck_factor: head.usable_deck_factor,
    },
    legs,
    lines: loadLines,
    heavyLiftT,
    units,
  });
  return { head, legs, lines, plan };
}

/** The manifest's load: the load plan's, with the purchase-order number of each line (issue 26). */
export async function readManifestLoad(options: {
  db: Db;
  voyageId: number;
  heavyLiftT: number;
}): Promise<VoyageLoad & { poNumbers: ReadonlyMap<number, string> }> {
  const load = await readVoyageLoad(options);
  const rows = await findPoNumbers(
    options.db,
    load.lines.map((line) => line.order_id),
  );
  const poNumbers = new Map<number, string>();
  for (const row of rows) {
    const number = poNumberOf(row, { po_number: row.request_po_number });
    if (number !== null) poNumbers.set(row.id, number);
  }
  return { ...load, poNumbers };
}

/** GET /api/voyage/load-plan/{voyageId}: operators see every voyage (decisions.md §2), as the voyage list. */
export async function getLoadPlan(options: {
  db: Db;
  voyageId: number;
  heavyLiftT: number;
}): Promise<LoadPlan> {
  return (await readVoyageLoad(options)).plan;
}

/**
 * Start Voyage: refused (400) when a leg is over 100 % of the usable deck area or of the deck load, naming
 * the leg and the figure; legs over 85 %, and lines left out of a leg's figures because their weight or size
 * is unknown (issue 22), come back as warnings for the answer's message.
 */
export async function checkVoyageLoadForStart(options: {
  db: Db;
  voyageId: number;
}): Promise<{ nearFull: string[]; unknownMeasures: string[] }> {
  const { plan } = await readVoyageLoad({ ...options, heavyLiftT: DEFAULT_HEAVY_LIFT_T, source: 'live' });
  const overloads = findOverloads(plan);
  if (overloads.length > 0) {
    throw new AppError(
      'BAD_INPUT',
      `The voyage cannot start: it is overloaded. ${overloads.map(describeOverload).join('; ')}. Take cargo off that leg first.`,
    );
  }
  return { nearFull: describeNearFull(plan), unknownMeasures: describeUnknownMeasures(plan) };
}

/**
 * "Start Voyage", in its transaction after the load check: what sails is written down (docs/decisions/053);
 * the load plan and the manifest of the voyage read it from now on.
 */
export async function recordSailedLoad(options: { db: Db; voyageId: number }): Promise<void> {
  await insertSailedLoadLines(options.db, options.voyageId);
}

/** An order kept on board, in that step's transaction: its line stays aboard the legs after its own. */
export async function recordKeptOnBoard(options: {
  db: Db;
  shipmentId: number;
  orderId: number;
}): Promise<void> {
  await markSailedLineKeptOnBoard(options.db, options);
}

/**
 * A drop in plan-voyage: refused (400) when the order on this shipment would take a leg of its voyage over
 * 100 %. Called inside the drop's transaction, after the voyage's row is taken, so two drops cannot both fit.
 */
export async function assertDropFits(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  shipment: { id: number; journey_id: number };
  order: { id: number; item_id: number; quantity: number; current_phase: number };
}): Promise<void> {
  const { db, voyageId, shipment, order } = options;
  const item = await findItemMeasures(db, order.item_id);
  if (!item) throw new AppError('NOT_FOUND', 'Item not found');
  const adding = {
    order_id: order.id,
    shipment_id: shipment.id,
    journey_id: shipment.journey_id,
    quantity: order.quantity,
    length: item.length,
    breadth: item.breadth,
    weight: item.weight,
    is_stackable: item.is_stackable === 1,
    item_name: item.item_name,
    mat_code: item.mat_code,
    un_number: item.un_number,
    imdg_class: item.imdg_class,
    packing_group: item.packing_group,
  };
  const { plan } = await readVoyageLoad({ db, voyageId, heavyLiftT: DEFAULT_HEAVY_LIFT_T, adding });
  const overloads = findOverloads(plan);
  if (overloads.length > 0) {
    // Issue 22: the most of it that fits, by the rule the browser uses to offer "Split and send N now".
    const without = await readVoyageLoad({
      db,
      voyageId,
      heavyLiftT: DEFAULT_HEAVY_LIFT_T,
      adding: { ...adding, quantity: 0 },
    });
    const most = mostThatFits(without.plan, adding);
    const split =
      most > 0 && most < order.quantity
        ? ` Or split it: ${most} of its ${order.quantity} fit, so split and send ${most} now.`
        : '';
    throw AppError.badInput(
      'shipment_id',
      `This order would overload the vessel. ${overloads.map(describeOverload).join('; ')}. Choose a shipment on another voyage or take cargo off first.${split}`,
    );
  }
}

/**
 * Moving a shipment onto this voyage (docs/decisions/060): called before and after the move in its transaction,
 * with the voyage's row held, the legs it overloads and by how much, in the words of a refused drop.
 */
export async function findVoyageOverloads(db: Db, voyageId: number) {
  const { plan } = await readVoyageLoad({ db, voyageId, heavyLiftT: DEFAULT_HEAVY_LIFT_T, source: 'live' });
  return findOverloads(plan).map((overload) => ({
    key: `${overload.leg.journey_id}:${overload.measure}`,
    pct: overload.pct,
    text: describeOverload(overload),
  }));
}
