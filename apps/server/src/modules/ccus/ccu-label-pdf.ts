import PDFDocument from 'pdfkit';
import { create as createQrCode } from 'qrcode';
import { PDF_FONTS, printableText } from '../../http/pdf-fonts.ts';

/**
 * Labels as PDFs (issue 25, docs/decisions/074). One drawing, `drawLabel`, makes every label: alone on a
 * 100 × 150 mm page (a common thermal label) or four to an A4 sheet, so a unit's label and an order's look the
 * same wherever they are printed. The QR code is drawn as vector squares, sharp at any printer's resolution.
 */

/** What one label shows; the routes' service fills it from a unit or an order. */
export interface LabelContent {
  /** Above the code: what the thing is ("Cargo carrying unit", "Order"). */
  heading: string;
  /** In large type: TOR-1234, ORD-012. */
  code: string;
  /** What the QR code encodes: the object's address in the app (scan-paths.ts). */
  address: string;
  /** The few lines a person on the quay reads, in order. */
  facts: ReadonlyArray<{ label: string; value: string }>;
}

const MM = 72 / 25.4;
/** A common thermal label, portrait. */
const LABEL_PAGE: [number, number] = [100 * MM, 150 * MM];
const SHEET_COLUMNS = 2;
const SHEET_ROWS = 2;
export const LABELS_PER_SHEET = SHEET_COLUMNS * SHEET_ROWS;

const REGULAR = PDF_FONTS.regular.name;
const BOLD = PDF_FONTS.bold.name;
const INK = '#000000';
const MUTED = '#4b5563';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const PADDING = 5 * MM;
const HEADING_SIZE = 8;
const CODE_MAX_SIZE = 40;
const FACT_LABEL_SIZE = 7.5;
const FACT_VALUE_SIZE = 10;
const FACT_LABEL_WIDTH = 24 * MM;
const ADDRESS_SIZE = 7;
/** Quiet zone the QR standard asks for around the code, in modules. */
const QUIET_MODULES = 4;

function newDocument(size: [number, number], title: string): PDFKit.PDFDocument {
  // Margin 0: every piece is placed by hand, and pdfkit never starts a page on its own.
  const doc = new PDFDocument({ size, margin: 0, info: { Title: title, Author: 'Rigline' } });
  for (const font of Object.values(PDF_FONTS)) doc.registerFont(font.name, font.path);
  return doc;
}

function finished(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}

/**
 * The QR code with its quiet zone, `side` points square. Error correction Q (a quarter of the code may be
 * lost): a label on a quay gets scuffed, wet and half-covered by a strap.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const { modules } = createQrCode(text, { errorCorrectionLevel: 'Q' });
  const count = modules.size;
  const module = side / (count + 2 * QUIET_MODULES);
  const origin = { x: x + QUIET_MODULES * module, y: y + QUIET_MODULES * module };
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      // A hair taller than a module, so rows meet without a light seam where a printer rounds.
      doc.rect(origin.x + start * module, origin.y + row * module, (column - start) * module, module + 0.05);
    }
  }
  doc.fill(INK);
}

/** The largest size up to `max` at which `text` fits on one line of `width` in `font`. */
function fittingSize(
  doc: PDFKit.PDFDocument,
  options: { text: string; font: string; width: number; max: number },
): number {
  doc.font(options.font).fontSize(options.max);
  const natural = doc.widthOfString(options.text);
  return natural <= options.width
    ? options.max
    : Math.floor((10 * options.max * options.width) / natural) / 10;
}

/** A fact's value takes at most two lines; a longer one ends in an ellipsis. */
function factHeight(doc: PDFKit.PDFDocument, value: string, width: number): number {
  doc.font(REGULAR).fontSize(FACT_VALUE_SIZE);
  const line = doc.currentLineHeight(true);
  return Math.min(doc.heightOfString(value, { width }), 2 * line) + 2;
}

/** One label inside `box`: heading, code, QR code, facts, and the address in small type under them. */
export function drawLabel(doc: PDFKit.PDFDocument, label: LabelContent, box: Box): void {
  const left = box.x + PADDING;
  const width = box.width - 2 * PADDING;
  const bottom = box.y + box.height - PADDING;
  let y = box.y + PADDING;

  doc
    .font(BOLD)
    .fontSize(HEADING_SIZE)
    .fillColor(MUTED)
    .text(printableText(label.heading.toUpperCase()).text, left, y, {
      width,
      align: 'center',
      lineBreak: false,
      characterSpacing: 1,
    });
  y += HEADING_SIZE + 6;

  const code = printableText(label.code).text;
  const codeSize = fittingSize(doc, { text: code, font: BOLD, width, max: CODE_MAX_SIZE });
  doc
    .font(BOLD)
    .fontSize(codeSize)
    .fillColor(INK)
    .text(code, left, y, { width, align: 'center', lineBreak: false });
  y += codeSize * 1.15 + 2;

  const valueWidth = width - FACT_LABEL_WIDTH;
  const facts = label.facts.map((fact) => ({
    label: printableText(fact.label).text,
    value: printableText(fact.value).text,
  }));
  const factsHeight = facts.reduce((sum, fact) => sum + factHeight(doc, fact.value, valueWidth), 0);
  const addressHeight = ADDRESS_SIZE + 6;
  const qrSide = Math.min(width, bottom - y - factsHeight - addressHeight - 6);
  drawQr(doc, label.address, left + (width - qrSide) / 2, y, qrSide);
  y += qrSide + 4;

  for (const fact of facts) {
    const height = factHeight(doc, fact.value, valueWidth);
    doc
      .font(BOLD)
      .fontSize(FACT_LABEL_SIZE)
      .fillColor(MUTED)
      .text(fact.label.toUpperCase(), left, y + 2, { width: FACT_LABEL_WIDTH - 4, lineBreak: false });
    doc
      .font(REGULAR)
      .fontSize(FACT_VALUE_SIZE)
      .fillColor(INK)
      .text(fact.value, left + FACT_LABEL_WIDTH, y, { width: valueWidth, height, ellipsis: true });
    y += height;
  }

  // The address in words, for a scanner that fails: on one line, smaller when PUBLIC_URL is long.
  const address = printableText(label.address).text;
  const addressSize = fittingSize(doc, { text: address, font: REGULAR, width, max: ADDRESS_SIZE });
  doc
    .font(REGULAR)
    .fontSize(addressSize)
    .fillColor(MUTED)
    .text(address, left, bottom - ADDRESS_SIZE - 2, { width, align: 'center', lineBreak: false });
}

/** One label alone on a 100 × 150 mm page. */
export function labelPdf(label: LabelContent): Promise<Buffer> {
  const doc = newDocument(LABEL_PAGE, `Label ${label.code}`);
  drawLabel(doc, label, { x: 0, y: 0, width: doc.page.width, height: doc.page.height });
  return finished(doc);
}

/**
 * An A4 sheet of labels, four to a page in a 2 × 2 grid with dashed cut lines, each page headed by `title`
 * and its page number. Without labels, one page says why there are none (`empty`).
 */
export function labelSheetPdf(options: {
  title: string;
  labels: readonly LabelContent[];
  empty: string;
}): Promise<Buffer> {
  const doc = newDocument([595.28, 841.89], options.title);
  const margin = 7 * MM;
  const headerHeight = 9 * MM;
  const title = printableText(options.title).text;
  const pages = Math.max(1, Math.ceil(options.labels.length / LABELS_PER_SHEET));
  for (let page = 0; page < pages; page += 1) {
    if (page > 0) doc.addPage();
    const width = doc.page.width - 2 * margin;
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(INK)
      .text(title, margin, margin, { width: width - 80, lineBreak: false, ellipsis: true });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`page ${page + 1} of ${pages}`, margin, margin, { width, align: 'right', lineBreak: false });
    const top = margin + headerHeight;
    const cell = {
      width: width / SHEET_COLUMNS,
      height: (doc.page.height - top - margin) / SHEET_ROWS,
    };
    const onPage = options.labels.slice(page * LABELS_PER_SHEET, (page + 1) * LABELS_PER_SHEET);
    if (onPage.length === 0) {
      doc
        .font(REGULAR)
        .fontSize(12)
        .fillColor(INK)
        .text(printableText(options.empty).text, margin, top + 20, { width });
    }
    onPage.forEach((label, index) => {
      const box = {
        x: margin + (index % SHEET_COLUMNS) * cell.width,
        y: top + Math.floor(index / SHEET_COLUMNS) * cell.height,
        ...cell,
      };
      doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).dash(4, { space: 3 }).stroke('#9ca3af');
      doc.undash();
      drawLabel(doc, label, box);
    });
  }
  return finished(doc);
}
