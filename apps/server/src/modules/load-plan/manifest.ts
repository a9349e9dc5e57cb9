import * as XLSX from '@e965/xlsx';
import { formatOrderId, formatVoyageId } from '@rigline/contract/ids';
import {
  footprintM2,
  isHeavyLift,
  lineWeightT,
  MANIFEST_COLUMNS,
  type ManifestFormat,
  unitWeightT,
} from '@rigline/contract/load-plan';
import PDFDocument from 'pdfkit';
import { csvBuffer } from '../../http/csv-writer.ts';
import type { VoyageLoad } from './load-plan.service.ts';

/**
 * The cargo manifest (issue 11): one row per order line, grouped by leg (rig) and shipment, in three files
 * with the same columns. The PDF is written by pdfkit (docs/decisions/028), the workbook by @e965/xlsx, the
 * CSV by the server's one CSV writer (http/csv-writer.ts).
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

function rowCells(row: ManifestRow): Array<string | number> {
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

export function manifestCsv(manifest: Manifest): Buffer {
  return csvBuffer(MANIFEST_COLUMNS, manifest.rows.map(rowCells), 'windows');
}

export function manifestXlsx(manifest: Manifest): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([[...MANIFEST_COLUMNS], ...manifest.rows.map(rowCells)]);
  sheet['!cols'] = MANIFEST_COLUMNS.map((header) => ({ wch: Math.max(8, header.length + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Manifest');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The PDF's table: Leg and Rig are the group headings, so they are not repeated on each row. */
const PDF_COLUMNS: Array<{ header: string; width: number; align?: 'right' }> = [
  { header: 'Shipment', width: 44 },
  { header: 'Order', width: 46 },
  { header: 'Supplier', width: 78 },
  { header: 'Item', width: 134 },
  { header: 'Mat Code', width: 70 },
  { header: 'Qty', width: 30, align: 'right' },
  { header: 'Unit', width: 30 },
  { header: 'Unit Wt (t)', width: 44, align: 'right' },
  { header: 'Total Wt (t)', width: 48, align: 'right' },
  { header: 'L × B × H (in)', width: 74 },
  { header: 'Area (m²)', width: 42, align: 'right' },
  { header: 'UN No.', width: 42 },
  { header: 'Class', width: 30 },
  { header: 'PG', width: 22 },
  { header: 'Heavy', width: 32 },
];

export function manifestPdf(manifest: Manifest): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 32,
    bufferPages: true,
    info: { Title: `${manifest.title} ${manifest.voyage}`, Author: 'Rigline' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
  };

  doc.font('Helvetica-Bold').fontSize(16).text(manifest.title, left, doc.page.margins.top);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9.5);
  const facts: Array<[string, string]> = [
    ['Vessel', manifest.vessel],
    ['Voyage', manifest.voyage],
    ['Base', manifest.base],
    ['Departure', manifest.departure],
    ['Legs', manifest.scope],
  ];
  const factsTop = doc.y;
  facts.forEach(([label, value], index) => {
    const x = left + (index % 3) * (width / 3);
    const y = factsTop + Math.floor(index / 3) * 14;
    doc.font('Helvetica-Bold').text(`${label}: `, x, y, { continued: true });
    doc.font('Helvetica').text(value);
  });
  doc.y = factsTop + 2 * 14 + 6;

  const drawHeader = () => {
    ensure(16);
    const y = doc.y;
    doc.rect(left, y - 2, width, 13).fill('#e5e7eb');
    doc.fillColor('#111827').font('Helvetica-Bold').fontSize(7.5);
    let x = left + 2;
    for (const column of PDF_COLUMNS) {
      doc.text(column.header, x, y, {
        width: column.width - 4,
        align: column.align ?? 'left',
        lineBreak: false,
      });
      x += column.width;
    }
    doc.y = y + 13;
  };

  const drawRow = (cells: string[], options: { bold?: boolean } = {}) => {
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: (PDF_COLUMNS[index]?.width ?? 40) - 4 }),
    );
    const height = Math.max(10, ...heights) + 3;
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      drawHeader();
      doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    }
    const y = doc.y;
    let x = left + 2;
    cells.forEach((cell, index) => {
      const column = PDF_COLUMNS[index]!;
      doc.text(cell, x, y, { width: column.width - 4, align: column.align ?? 'left' });
      x += column.width;
    });
    doc
      .moveTo(left, y + height - 2)
      .lineTo(left + width, y + height - 2)
      .lineWidth(0.3)
      .stroke('#d1d5db');
    doc.y = y + height;
  };

  for (const leg of manifest.legs) {
    ensure(50);
    doc.moveDown(0.6);
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#111827');
    doc.text(`Leg ${leg.leg} to ${leg.rig}`, left, doc.y);
    doc.moveDown(0.2);
    drawHeader();
    const legRows = manifest.rows.filter((row) => row.journeyId === leg.journeyId);
    if (legRows.length === 0) {
      doc
        .font('Helvetica-Oblique')
        .fontSize(8)
        .text('No cargo for this rig.', left + 2, doc.y + 2);
      doc.moveDown(0.4);
    }
    for (const row of legRows) {
      drawRow([
        `#${row.shipmentId}`,
        row.order,
        row.supplier,
        row.item,
        row.matCode,
        String(row.quantity),
        row.unit,
        row.unitWeightT.toFixed(3),
        row.totalWeightT.toFixed(3),
        row.dimensions,
        row.areaM2.toFixed(2),
        row.unNumber,
        row.imdgClass,
        row.packingGroup,
        row.heavyLift ? 'Yes' : '',
      ]);
    }
    drawRow(
      [
        '',
        '',
        '',
        `Total for ${leg.rig}: ${leg.lines} line${leg.lines === 1 ? '' : 's'}`,
        '',
        '',
        '',
        '',
        leg.weightT.toFixed(3),
        '',
        leg.areaM2.toFixed(2),
        '',
        '',
        '',
        '',
      ],
      { bold: true },
    );
  }

  ensure(130);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#111827');
  doc.text(
    `${manifest.scope === 'All legs' ? 'Voyage total' : 'Total'}: ${manifest.totals.lines} order lines, ${manifest.totals.weightT.toFixed(3)} t, ${manifest.totals.areaM2.toFixed(2)} m² of deck; ${manifest.totals.dgLines} dangerous-goods line${manifest.totals.dgLines === 1 ? '' : 's'}, ${manifest.totals.heavyLifts} heavy lift${manifest.totals.heavyLifts === 1 ? '' : 's'} (unit weight ${manifest.heavyLiftT} t or more)`,
    left,
    doc.y,
    { width },
  );
  doc.moveDown(1.5);
  const blockWidth = (width - 40) / 3;
  const signaturesTop = doc.y;
  ['Prepared by (base coordinator)', 'Vessel master', 'Received at rig'].forEach((label, index) => {
    const x = left + index * (blockWidth + 20);
    doc.font('Helvetica-Bold').fontSize(9).text(label, x, signaturesTop, { width: blockWidth });
    doc.font('Helvetica').fontSize(8.5);
    for (const [offset, field] of [
      [26, 'Name'],
      [50, 'Signature'],
      [74, 'Date and time'],
    ] as const) {
      const y = signaturesTop + offset;
      doc.text(`${field}:`, x, y, { width: 70 });
      doc
        .moveTo(x + 70, y + 9)
        .lineTo(x + blockWidth, y + 9)
        .lineWidth(0.5)
        .stroke('#6b7280');
    }
  });

  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Written inside the bottom margin: with the margin at 0 meanwhile, pdfkit does not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#6b7280')
      .text(
        `${manifest.voyage} · ${manifest.scope} · page ${index + 1} of ${range.count}`,
        left,
        doc.page.height - margin + 10,
        { width, align: 'right', lineBreak: false },
      );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}

export const MANIFEST_CONTENT_TYPES: Record<ManifestFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
