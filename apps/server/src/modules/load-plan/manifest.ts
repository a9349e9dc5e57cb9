import { CCU_TYPE_LABELS, type CcuType } from '@rigline/contract/ccus';
import { formatOrderId, formatVoyageId } from '@rigline/contract/ids';
import {
  footprintM2,
  isHeavyLift,
  type LoadUnit,
  lineWeightT,
  type ManifestFormat,
  unitWeightT,
} from '@rigline/contract/load-plan';
import { properShippingName } from '@rigline/contract/un-shipping-names';
import { formatShownFigure } from '@rigline/contract/units';
import type { VoyageLoad } from './load-plan.service.ts';

/**
 * The cargo manifest (issue 11): one row per order line, grouped by leg (rig) and shipment, in three files
 * with the same columns: what they share is here; each file has its writer beside it (manifest-pdf.ts by
 * pdfkit, docs/decisions/028; manifest-xlsx.ts by ExcelJS; manifest-csv.ts by the server's one CSV writer).
 */

export interface ManifestRow {
  leg: number;
  rig: string;
  journeyId: number;
  shipmentId: number;
  /** '' for a unit's own row. */
  order: string;
  /** The purchase-order number it was bought under (issue 26); '' for none. */
  poNumber: string;
  /** The unit the line is packed in, or the unit of a unit's own row; '' for a loose line. */
  ccu: string;
  /** A unit's own row: its tare and its footprint, which stand for its contents' on deck. */
  isUnitRow: boolean;
  supplier: string;
  item: string;
  matCode: string;
  quantity: number;
  unit: string;
  /** Null when the item's weight is unknown (issue 22): printed as "unknown", never as 0. */
  unitWeightT: number | null;
  totalWeightT: number | null;
  dimensions: string;
  /** Null when the item's length or breadth is unknown. */
  areaM2: number | null;
  unNumber: string;
  /** From the UN list (un-shipping-names.ts); empty for a line that is not DG. */
  properShippingName: string;
  imdgClass: string;
  packingGroup: string;
  heavyLift: boolean;
}

export interface Manifest {
  title: string;
  fileStem: string;
  vessel: string;
  voyage: string;
  base: string;
  departure: string;
  /** "All legs" or "Leg 2 to Ocean Pioneer". */
  scope: string;
  rows: ManifestRow[];
  legs: Array<{
    leg: number;
    rig: string;
    journeyId: number;
    weightT: number;
    areaM2: number;
    lines: number;
    /** Cargo carrying units on the leg (issue 25), each a row of its own. */
    units: number;
    /** Order ids (ORD-n) of the leg's rows whose weight / deck area is unknown and so not in the totals. */
    unknownWeight: string[];
    unknownArea: string[];
    /**
     * The load plan's warnings for this leg (DG segregation, capacity, unknown measures): what the app shows on
     * the load plan, printed under the leg's table (issue 22, point 11).
     */
    warnings: string[];
  }>;
  totals: {
    lines: number;
    weightT: number;
    areaM2: number;
    dgLines: number;
    heavyLifts: number;
    unknownWeight: number;
    unknownArea: number;
  };
  heavyLiftT: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const roundOrNull = (value: number | null, places: number) => (value === null ? null : round(value, places));
const sum = (values: Array<number | null>) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * A stored dimension (inches) in metres, as the rest of the manifest is metric (t, m²) whatever a viewer's
 * display setting: the document sails with the vessel and reads the same for everyone (docs/decisions/056).
 */
function metres(value: number): string {
  if (!(value > 0)) return '?';
  return formatShownFigure(value, 'in', 'metric');
}

/** The proper shipping name of a DG line; a number missing from the list (a row saved before issue 22) says so. */
function shippingNameOf(unNumber: string | null): string {
  if (!unNumber) return '';
  return properShippingName(unNumber) ?? 'not in the UN list';
}

export function buildManifest(
  load: VoyageLoad & { poNumbers?: ReadonlyMap<number, string> },
  options: { journeyId?: number | undefined; heavyLiftT: number },
): Manifest {
  const { head, legs, lines } = load;
  const unitOfOrder = new Map(
    load.plan.units.flatMap((unit) => unit.order_ids.map((id) => [id, unit] as const)),
  );
  const legOf = new Map(legs.map((leg) => [leg.journey_id, leg]));
  const chosen = legs.filter(
    (leg) => options.journeyId === undefined || leg.journey_id === options.journeyId,
  );
  const chosenIds = new Set(chosen.map((leg) => leg.journey_id));
  const rows: ManifestRow[] = lines
    .filter((line) => chosenIds.has(line.journey_id))
    .map((line) => {
      const leg = legOf.get(line.journey_id);
      const measure = { ...line, is_stackable: line.is_stackable === 1 };
      return {
        leg: leg?.sequence ?? 0,
        rig: leg?.rig?.name ?? '',
        journeyId: line.journey_id,
        shipmentId: line.shipment_id,
        order: formatOrderId(line.order_id),
        poNumber: load.poNumbers?.get(line.order_id) ?? '',
        ccu: unitOfOrder.get(line.order_id)?.code ?? '',
        isUnitRow: false,
        supplier: line.vendor_name,
        item: line.item_name,
        matCode: line.mat_code,
        quantity: line.quantity,
        unit: line.item_measurement_unit,
        unitWeightT: roundOrNull(unitWeightT(line), 3),
        totalWeightT: roundOrNull(lineWeightT(line), 3),
        dimensions: `${metres(line.length)} × ${metres(line.breadth)} × ${metres(line.height)}`,
        // A packed line's deck area is its unit's (the unit's own row).
        areaM2: unitOfOrder.has(line.order_id) ? 0 : roundOrNull(footprintM2(measure), 2),
        unNumber: line.un_number ?? '',
        properShippingName: line.imdg_class ? shippingNameOf(line.un_number) : '',
        imdgClass: line.imdg_class ?? '',
        packingGroup: line.packing_group ?? '',
        heavyLift: isHeavyLift(line, options.heavyLiftT),
      };
    })
    .concat(
      load.plan.units.filter((unit) => chosenIds.has(unit.journey_id)).map((unit) => unitRow(unit, legOf)),
    )
    // Loose lines first, then each unit's own row followed by what it holds.
    .sort(
      (a, b) =>
        a.leg - b.leg ||
        a.shipmentId - b.shipmentId ||
        a.ccu.localeCompare(b.ccu) ||
        a.order.localeCompare(b.order),
    );
  const planLegOf = new Map(load.plan.legs.map((leg) => [leg.journey_id, leg]));
  const legTotals = chosen.map((leg) => {
    const legRows = rows.filter((row) => row.journeyId === leg.journey_id);
    const orderRows = legRows.filter((row) => !row.isUnitRow);
    return {
      leg: leg.sequence,
      rig: leg.rig?.name ?? '',
      journeyId: leg.journey_id,
      weightT: round(sum(legRows.map((row) => row.totalWeightT)), 3),
      areaM2: round(sum(legRows.map((row) => row.areaM2)), 2),
      lines: orderRows.length,
      units: legRows.length - orderRows.length,
      unknownWeight: orderRows.filter((row) => row.totalWeightT === null).map((row) => row.order),
      unknownArea: orderRows.filter((row) => row.areaM2 === null).map((row) => row.order),
      warnings: planLegOf.get(leg.journey_id)?.warnings ?? [],
    };
  });
  const single = options.journeyId === undefined ? undefined : chosen[0];
  const voyageLabel = `${formatVoyageId(head.voyage_id)} ${head.voyage_name}`;
  return {
    title: 'Cargo Manifest',
    fileStem: `manifest-${formatVoyageId(head.voyage_id)}${single ? `-leg-${single.sequence}` : ''}`,
    vessel: `${head.vessel_name} (Voyage # ${head.essos_voyage_number})`,
    voyage: voyageLabel,
    base: head.start_base_name ?? '',
    departure: head.started_at ? `${head.started_at.slice(0, 16).replace('T', ' ')} UTC` : 'Not sailed yet',
    scope: single ? `Leg ${single.sequence}${single.rig ? ` to ${single.rig.name}` : ''}` : 'All legs',
    rows,
    legs: legTotals,
    totals: {
      lines: rows.filter((row) => !row.isUnitRow).length,
      weightT: round(sum(rows.map((row) => row.totalWeightT)), 3),
      areaM2: round(sum(rows.map((row) => row.areaM2)), 2),
      dgLines: rows.filter((row) => row.imdgClass !== '').length,
      heavyLifts: rows.filter((row) => row.heavyLift).length,
      unknownWeight: rows.filter((row) => row.totalWeightT === null).length,
      unknownArea: rows.filter((row) => row.areaM2 === null).length,
    },
    heavyLiftT: options.heavyLiftT,
  };
}

/** A unit's own row: "Basket TOR-1234 (tare)", its tare and its footprint (issue 25). */
function unitRow(unit: LoadUnit, legOf: Map<number, VoyageLoad['legs'][number]>): ManifestRow {
  const leg = legOf.get(unit.journey_id);
  const metric = (value: number) => formatShownFigure(value, 'm', 'metric');
  return {
    leg: leg?.sequence ?? 0,
    rig: leg?.rig?.name ?? '',
    journeyId: unit.journey_id,
    shipmentId: unit.shipment_id,
    order: '',
    poNumber: '',
    ccu: unit.code,
    isUnitRow: true,
    supplier: '',
    item: `${CCU_TYPE_LABELS[unit.type as CcuType] ?? unit.type} ${unit.code} (tare), holding ${unit.order_ids.map(formatOrderId).join(', ')}`,
    matCode: '',
    quantity: 1,
    unit: 'CCU',
    unitWeightT: unit.tare_t,
    totalWeightT: unit.tare_t,
    dimensions: `${metric(unit.length_m)} × ${metric(unit.width_m)} × ${metric(unit.height_m)}`,
    areaM2: round(unit.footprint_m2, 2),
    unNumber: '',
    properShippingName: '',
    imdgClass: '',
    packingGroup: '',
    heavyLift: false,
  };
}

/** An order packed in a unit: on deck within the unit's own row. */
export function isPackedRow(row: ManifestRow): boolean {
  return row.ccu !== '' && !row.isUnitRow;
}

/** A row's cells in MANIFEST_COLUMNS' order, as the CSV and the workbook write them; unknown says so. */
export function manifestRowCells(row: ManifestRow): Array<string | number> {
  return [
    row.leg,
    row.rig,
    `#${row.shipmentId}`,
    row.order,
    row.poNumber,
    row.ccu,
    row.supplier,
    row.item,
    row.matCode,
    row.quantity,
    row.unit,
    row.unitWeightT ?? 'unknown',
    row.totalWeightT ?? 'unknown',
    row.dimensions,
    isPackedRow(row) ? 'in CCU' : (row.areaM2 ?? 'unknown'),
    row.unNumber,
    row.properShippingName,
    row.imdgClass,
    row.packingGroup,
    row.heavyLift ? 'Yes' : '',
  ];
}

export const MANIFEST_CONTENT_TYPES: Record<ManifestFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
