/// <reference path="../types/fontkit.d.ts" />
import { createRequire } from 'node:module';
import { openSync } from 'fontkit';

/**
 * The fonts the server's PDFs embed (docs/decisions/054), wrapped in one place as csv-writer.ts wraps the CSV
 * rules. pdfkit's built-in Helvetica knows only WinAnsi, so "6" Ø" with an emoji printed as "6\" Ø=Ý" (issue
 * 22, point 11). DejaVu Sans (npm dejavu-fonts-ttf, Bitstream Vera / public-domain licence) covers Latin,
 * Latin Extended, Greek, Cyrillic and the symbols people type in item names (Ø ° ½ ″ × ² ⚠); pdfkit embeds
 * only the glyphs a document uses. No font covers every emoji; a character the font cannot draw is printed
 * as PDF_MISSING_GLYPH, and the document says what that mark means.
 */

const require = createRequire(import.meta.url);
const ttf = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

/** Register with doc.registerFont(name, path) and use by name, as Helvetica was. */
export const PDF_FONTS = {
  regular: { name: 'Body', path: ttf('DejaVuSans.ttf') },
  bold: { name: 'Body-Bold', path: ttf('DejaVuSans-Bold.ttf') },
  italic: { name: 'Body-Oblique', path: ttf('DejaVuSans-Oblique.ttf') },
} as const;

/** WHITE SQUARE: drawn by the font, plain on paper, and not a character a person types into a catalogue. */
export const PDF_MISSING_GLYPH = '□';

/** Marks that only shape the character before them (joiners, variation selectors, skin tones, tag characters). */
function isShapingOnly(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code === 0x200c ||
    code === 0x200d ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0020 && code <= 0xe007f)
  );
}

const regular = openSync(PDF_FONTS.regular.path);
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

function isDrawable(grapheme: string): boolean {
  for (const char of grapheme) {
    if (isShapingOnly(char)) continue;
    if (!regular.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) return false;
  }
  return true;
}

/**
 * The text as the PDF can print it: each user-perceived character (grapheme) the font cannot draw — an emoji,
 * even one built of several code points like a flag or a family — becomes one PDF_MISSING_GLYPH; the shaping
 * marks around a drawable character are dropped. Plain text comes back unchanged.
 */
export function printableText(text: string): { text: string; replaced: number } {
  let replaced = 0;
  let out = '';
  for (const { segment } of segmenter.segment(text)) {
    if (isDrawable(segment)) {
      out += [...segment].filter((char) => !isShapingOnly(char)).join('');
    } else {
      out += PDF_MISSING_GLYPH;
      replaced += 1;
    }
  }
  return { text: out, replaced };
}
