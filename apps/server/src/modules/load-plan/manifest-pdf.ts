import PDFDocument from 'pdfkit';
import { PDF_FONTS, PDF_MISSING_GLYPH, printableText } from '../../http/pdf-fonts.ts';
import { isPackedRow, type Manifest } from './manifest.ts';

/**
 * The manifest as a PDF (docs/decisions/028): a landscape A4 table by leg with the dangerous-goods columns a
 * master reads (UN number, proper shipping name, class, packing group), each leg's load-plan warnings under its
 * table, the totals and the signature blocks. Text is set in an embedded font (docs/decisions/054).
 */
/** The PDF's table: Leg and Rig are the group headings, so they are not repeated on each row. */
const PDF_COLUMNS: Array<{ header: string; width: number; align?: 'right' }> = [
  { header: 'Shipment', width: 42 },
  { header: 'Order', width: 42 },
  { header: 'CCU', width: 44 },
  { header: 'Supplier', width: 62 },
  { header: 'Item', width: 88 },
  { header: 'Mat Code', width: 62 },
  { header: 'Qty', width: 26, align: 'right' },
  { header: 'Unit', width: 28 },
  { header: 'Unit Wt (t)', width: 38, align: 'right' },
  { header: 'Total Wt (t)', width: 42, align: 'right' },
  { header: 'L × B × H (m)', width: 70 },
  { header: 'Area (m²)', width: 36, align: 'right' },
  { header: 'UN No.', width: 38 },
  { header: 'Proper Shipping Name', width: 82 },
  { header: 'Class', width: 28 },
  { header: 'PG', width: 20 },
  { header: 'Heavy', width: 30 },
];
const HEADER_SIZE = 6.5;
const BODY_SIZE = 7;

const REGULAR = PDF_FONTS.regular.name;
const BOLD = PDF_FONTS.bold.name;
const ITALIC = PDF_FONTS.italic.name;

const figure = (value: number | null, places: number) => (value === null ? 'unknown' : value.toFixed(places));

/** "; weight unknown for 2 lines, deck area for 1 (not in the figures)", or nothing. */
function unknownTotals(totals: Manifest['totals']): string {
  const parts: string[] = [];
  if (totals.unknownWeight)
    parts.push(`weight unknown for ${totals.unknownWeight} line${totals.unknownWeight === 1 ? '' : 's'}`);
  if (totals.unknownArea)
    parts.push(`deck area unknown for ${totals.unknownArea} line${totals.unknownArea === 1 ? '' : 's'}`);
  return parts.length ? `; ${parts.join(', ')} (not in the figures)` : '';
}

export function manifestPdf(manifest: Manifest): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 32,
    bufferPages: true,
    info: { Title: `${manifest.title} ${manifest.voyage}`, Author: 'Rigline' },
  });
  for (const font of Object.values(PDF_FONTS)) doc.registerFont(font.name, font.path);
  // Every piece of text a person typed goes through here: a character the font cannot draw is marked, counted,
  // and explained at the end of the document, instead of printing as garbage.
  let replacedCount = 0;
  const printable = (text: string) => {
    const result = printableText(text);
    replacedCount += result.replaced;
    return result.text;
  };
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

  doc.font(BOLD).fontSize(16).text(manifest.title, left, doc.page.margins.top);
  doc.moveDown(0.3);
  doc.font(REGULAR).fontSize(9.5);
  const facts: Array<[string, string]> = [
    ['Vessel', printable(manifest.vessel)],
    ['Voyage', printable(manifest.voyage)],
    ['Base', printable(manifest.base)],
    ['Departure', manifest.departure],
    ['Legs', printable(manifest.scope)],
  ];
  const factsTop = doc.y;
  facts.forEach(([label, value], index) => {
    const x = left + (index % 3) * (width / 3);
    const y = factsTop + Math.floor(index / 3) * 14;
    doc.font(BOLD).text(`${label}: `, x, y, { continued: true });
    doc.font(REGULAR).text(value);
  });
  doc.y = factsTop + 2 * 14 + 6;

  const drawHeader = () => {
    doc.font(BOLD).fontSize(HEADER_SIZE);
    const height =
      Math.max(
        ...PDF_COLUMNS.map((column) => doc.heightOfString(column.header, { width: column.width - 4 })),
      ) + 4;
    ensure(height + 12);
    const y = doc.y;
    doc.rect(left, y - 2, width, height).fill('#e5e7eb');
    doc.fillColor('#111827').font(BOLD).fontSize(HEADER_SIZE);
    let x = left + 2;
    for (const column of PDF_COLUMNS) {
      doc.text(column.header, x, y, { width: column.width - 4, align: column.align ?? 'left' });
      x += column.width;
    }
    doc.y = y + height;
  };

  const drawRow = (cells: string[], options: { bold?: boolean } = {}) => {
    doc.font(options.bold ? BOLD : REGULAR).fontSize(BODY_SIZE);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: (PDF_COLUMNS[index]?.width ?? 40) - 4 }),
    );
    const height = Math.max(10, ...heights) + 3;
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = doc.page.margins.top;
      drawHeader();
      doc.font(options.bold ? BOLD : REGULAR).fontSize(BODY_SIZE);
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

  // The leg's load-plan warnings as the app shows them: segregation first among what a master must act on.
  const drawWarnings = (warnings: string[]) => {
    if (warnings.length === 0) return;
    doc.moveDown(0.3);
    for (const warning of warnings) {
      const text = `⚠ ${printable(warning)}`;
      doc.font(BOLD).fontSize(8);
      ensure(doc.heightOfString(text, { width }) + 2);
      doc.fillColor('#9a3412').text(text, left, doc.y, { width });
      doc.fillColor('#111827');
    }
  };

  for (const leg of manifest.legs) {
    ensure(50);
    doc.moveDown(0.6);
    doc.font(BOLD).fontSize(11).fillColor('#111827');
    doc.text(printable(`Leg ${leg.leg} to ${leg.rig}`), left, doc.y, { width });
    doc.moveDown(0.2);
    drawHeader();
    const legRows = manifest.rows.filter((row) => row.journeyId === leg.journeyId);
    if (legRows.length === 0) {
      doc
        .font(ITALIC)
        .fontSize(8)
        .text('No cargo for this rig.', left + 2, doc.y + 2);
      doc.moveDown(0.4);
    }
    for (const row of legRows) {
      drawRow([
        `#${row.shipmentId}`,
        // The purchase-order number under the order (issue 26): the table has no room for a column of its own.
        row.poNumber ? printable(`${row.order}\nPO ${row.poNumber}`) : row.order,
        printable(row.ccu),
        printable(row.supplier),
        printable(row.item),
        printable(row.matCode),
        String(row.quantity),
        row.unit,
        figure(row.unitWeightT, 3),
        figure(row.totalWeightT, 3),
        row.dimensions,
        isPackedRow(row) ? 'in CCU' : figure(row.areaM2, 2),
        row.unNumber,
        row.properShippingName,
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
        '',
        printable(
          `Total for ${leg.rig}: ${leg.lines} line${leg.lines === 1 ? '' : 's'}${leg.units ? `, ${leg.units} unit${leg.units === 1 ? '' : 's'}` : ''}`,
        ),
        '',
        '',
        '',
        '',
        `${leg.weightT.toFixed(3)}${leg.unknownWeight.length ? ' + ?' : ''}`,
        '',
        `${leg.areaM2.toFixed(2)}${leg.unknownArea.length ? ' + ?' : ''}`,
        '',
        '',
        '',
        '',
        '',
      ],
      { bold: true },
    );
    drawWarnings(leg.warnings);
  }

  ensure(130);
  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(10).fillColor('#111827');
  doc.text(
    `${manifest.scope === 'All legs' ? 'Voyage total' : 'Total'}: ${manifest.totals.lines} order lines, ${manifest.totals.weightT.toFixed(3)} t, ${manifest.totals.areaM2.toFixed(2)} m² of deck; ${manifest.totals.dgLines} dangerous-goods line${manifest.totals.dgLines === 1 ? '' : 's'}, ${manifest.totals.heavyLifts} heavy lift${manifest.totals.heavyLifts === 1 ? '' : 's'} (unit weight ${manifest.heavyLiftT} t or more)${unknownTotals(manifest.totals)}`,
    left,
    doc.y,
    { width },
  );
  if (replacedCount > 0) {
    doc.moveDown(0.4);
    doc
      .font(ITALIC)
      .fontSize(8)
      .text(
        `${PDF_MISSING_GLYPH} marks a character this document's font cannot draw, such as some emoji (${replacedCount} on this manifest); Rigline shows the text as typed.`,
        left,
        doc.y,
        { width },
      );
  }
  doc.moveDown(1.5);
  const blockWidth = (width - 40) / 3;
  const signaturesTop = doc.y;
  ['Prepared by (base coordinator)', 'Vessel master', 'Received at rig'].forEach((label, index) => {
    const x = left + index * (blockWidth + 20);
    doc.font(BOLD).fontSize(9).text(label, x, signaturesTop, { width: blockWidth });
    doc.font(REGULAR).fontSize(8.5);
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
      .font(REGULAR)
      .fontSize(7.5)
      .fillColor('#6b7280')
      .text(
        printable(`${manifest.voyage} · ${manifest.scope} · page ${index + 1} of ${range.count}`),
        left,
        doc.page.height - margin + 10,
        { width, align: 'right', lineBreak: false },
      );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
