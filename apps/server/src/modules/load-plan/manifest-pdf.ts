import PDFDocument from 'pdfkit';
import type { Manifest } from './manifest.ts';

/** The manifest as a PDF (docs/decisions/028): a landscape A4 table by leg, the totals and the signature blocks. */
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
