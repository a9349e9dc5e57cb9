import { formatOrderId, formatVoyageId } from '@rigline/contract/ids';
import {
  footprintM2,
  isHeavyLift,
  lineWeightT,
  type ManifestFormat,
  unitWeightT,
} from '@rigline/contract/load-plan';
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
  order: string;
  supplier: string;
  item: string;
  matCode: string;
  quantity: number;
  unit: string;
  unitWeightT: number;
  totalWeightT: number;
  dimensions: string;
  areaM2: number;
  unNumber: string;
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
  }>;
  totals: { lines: number; weightT: number; areaM2: number; dgLines: number; heavyLifts: number };
  heavyLiftT: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function inches(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function buildManifest(
  load: VoyageLoad,
  options: { journeyId?: number | undefined; heavyLiftT: number },
): Manifest {
  const { head, legs, lines } = load;
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
        supplier: line.vendor_name,
        item: line.item_name,
        matCode: line.mat_code,
        quantity: line.quantity,
        unit: line.item_measurement_unit,
        unitWeightT: round(unitWeightT(line), 3),
        totalWeightT: round(lineWeightT(line), 3),
        dimensions: `${inches(line.length)} × ${inches(line.breadth)} × ${inches(line.height)}`,
        areaM2: round(footprintM2(measure), 2),
        unNumber: line.un_number ?? '',
        imdgClass: line.imdg_class ?? '',
        packingGroup: line.packing_group ?? '',
        heavyLift: isHeavyLift(line, options.heavyLiftT),
      };
    })
    .sort((a, b) => a.leg - b.leg || a.shipmentId - b.shipmentId || a.order.localeCompare(b.order));
  const legTotals = chosen.map((leg) => {
    const legRows = rows.filter((row) => row.journeyId === leg.journey_id);
    return {
      leg: leg.sequence,
      rig: leg.rig?.name ?? '',
      journeyId: leg.journey_id,
      weightT: round(
        legRows.reduce((sum, row) => sum + row.totalWeightT, 0),
        3,
      ),
      areaM2: round(
        legRows.reduce((sum, row) => sum + row.areaM2, 0),
        2,
      ),
      lines: legRows.length,
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
      lines: rows.length,
      weightT: round(
        rows.reduce((sum, row) => sum + row.totalWeightT, 0),
        3,
      ),
      areaM2: round(
        rows.reduce((sum, row) => sum + row.areaM2, 0),
        2,
      ),
      dgLines: rows.filter((row) => row.imdgClass !== '').length,
      heavyLifts: rows.filter((row) => row.heavyLift).length,
    },
    heavyLiftT: options.heavyLiftT,
  };
}

/** A row's cells in MANIFEST_COLUMNS' order, as the CSV and the workbook write them. */
export function manifestRowCells(row: ManifestRow): Array<string | number> {
  return [
    row.leg,
    row.rig,
    `#${row.shipmentId}`,
    row.order,
    row.supplier,
    row.item,
    row.matCode,
    row.quantity,
    row.unit,
    row.unitWeightT,
    row.totalWeightT,
    row.dimensions,
    row.areaM2,
    row.unNumber,
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
