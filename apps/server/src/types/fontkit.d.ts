/** The one call of fontkit (pdfkit's own font reader) that pdf-fonts.ts uses; fontkit ships no types. */
declare module 'fontkit' {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
