import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

export type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake is CommonJS and keeps its settings on one shared instance: it is set up once, here.
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof import('pdfmake');

const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const font = (file: string) => join(fontDir, file);
// Besides the bundled Roboto, the PDF standard fonts: every PDF reader has them, so they need no font file (a PDF
// template chooses one of these, PDF_FONTS in the domain).
const STANDARD_FONTS = {
  Helvetica: ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'],
  Times: ['Times-Roman', 'Times-Bold', 'Times-Italic', 'Times-BoldItalic'],
  Courier: ['Courier', 'Courier-Bold', 'Courier-Oblique', 'Courier-BoldOblique'],
} as const;
const standardNames = new Set<string>(Object.values(STANDARD_FONTS).flat());
pdfmake.setFonts({
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
  ...Object.fromEntries(
    Object.entries(STANDARD_FONTS).map(([family, [normal, bold, italics, bolditalics]]) => [
      family,
      { normal, bold, italics, bolditalics },
    ]),
  ),
});
// Documents are built from our data: they read the bundled fonts and nothing else, local or remote (a standard font's
// name is asked for as if it were a file). Images (a logo) are passed in as data URLs.
pdfmake.setLocalAccessPolicy((path) => standardNames.has(path) || resolve(path).startsWith(fontDir + sep));
pdfmake.setUrlAccessPolicy(() => false);

// pdfmake reads and parses (fontkit) each font file again for every document: about two thirds of an invoice's
// rendering time. A parsed font is only read by pdfkit, so one parse per file serves every document; each document
// still gets its own embedded-font object, which collects that document's glyph subset. (pdfmake 0.3's
// PDFDocument.provideFont, wrapped: the first document of a font opens it as pdfmake does.)
interface EmbeddedFont {
  font: object;
  /** pdfkit's words laid out (glyphs and their positions), by text: per document, unless shared as below. */
  layoutCache?: Record<string, unknown>;
  /** The glyphs the document uses, in the order it first used them; encode() makes the font file embedded. */
  subset: { glyphs: number[]; encode(): Uint8Array };
  constructor: new (document: object, font: object, id: string) => EmbeddedFont;
}
interface PdfmakeDocument {
  fonts: Record<string, Record<string, string | string[]>>;
  fontCache: Record<string, Record<string, EmbeddedFont>>;
  _fontCount: number;
  _font: EmbeddedFont;
  /** The fonts pdfkit embeds when the document ends. */
  _fontFamilies: Record<string, EmbeddedFont>;
  getFontType(bold: boolean, italics: boolean): string;
}
const pdfmakeDocument = (require('pdfmake/js/PDFDocument') as { default: { prototype: PdfmakeDocument } }).default;
const openFont = Object.getOwnPropertyDescriptor(pdfmakeDocument.prototype, 'provideFont')?.value as (
  this: PdfmakeDocument,
  family: string,
  bold: boolean,
  italics: boolean,
) => EmbeddedFont;
const parsedFonts = new Map<string, EmbeddedFont>();
// Laying out a word (fontkit's shaping) and making the embedded subset of the font are the other large parts, and
// both come back alike in every invoice: the same words (labels, the company's texts, amounts), and often the very same
// glyphs in the same order. A word's layout depends on the font and the text only, and pdfkit copies a cached one
// before changing it; a subset's font file depends on its glyphs and their order only. So the documents of a parsed
// font share both, each cache started afresh when it grows large.
const LAYOUT_CACHE_MAX = 20_000;
const SUBSET_CACHE_MAX = 100;
interface SharedFontWork {
  words: Record<string, unknown>;
  wordCount: number;
  subsets: Map<string, Uint8Array>;
}
const sharedWork = new WeakMap<object, SharedFontWork>();

function shareFontWork(embedded: EmbeddedFont): void {
  let shared = sharedWork.get(embedded.font);
  if (!shared) {
    shared = { words: Object.create(null) as Record<string, unknown>, wordCount: 0, subsets: new Map() };
    sharedWork.set(embedded.font, shared);
  }
  const work = shared;
  if (work.wordCount >= LAYOUT_CACHE_MAX) {
    work.words = Object.create(null) as Record<string, unknown>;
    work.wordCount = 0;
  }
  if (embedded.layoutCache) {
    embedded.layoutCache = new Proxy(work.words, {
      set(words, text: string, run) {
        if (!(text in words)) work.wordCount++;
        words[text] = run;
        return true;
      },
    });
  }
  const { subset } = embedded;
  const encode = subset.encode.bind(subset);
  subset.encode = () => {
    const key = subset.glyphs.join(' ');
    let file = work.subsets.get(key);
    if (!file) {
      file = encode();
      if (work.subsets.size >= SUBSET_CACHE_MAX) work.subsets.clear();
      work.subsets.set(key, file);
    }
    return file;
  };
}
Object.defineProperty(pdfmakeDocument.prototype, 'provideFont', {
  value(this: PdfmakeDocument, family: string, bold: boolean, italics: boolean): EmbeddedFont {
    const type = this.getFontType(bold, italics);
    const file = [this.fonts[family]?.[type]].flat()[0];
    const known = typeof file === 'string' && !standardNames.has(file) ? parsedFonts.get(file) : undefined;
    const cached = this.fontCache[family]?.[type];
    if (!known || cached) {
      const opened = cached ?? openFont.call(this, family, bold, italics);
      if (typeof file === 'string' && !standardNames.has(file)) parsedFonts.set(file, opened);
      return opened;
    }
    const id = `F${++this._fontCount}`;
    const embedded = new known.constructor(this, known.font, id);
    shareFontWork(embedded);
    this._fontFamilies[id] = embedded;
    this._font = embedded;
    this.fontCache[family] = { ...this.fontCache[family], [type]: embedded };
    return embedded;
  },
});

/** Renders a pdfmake document (A4 by default, Roboto unless its defaultStyle names another font) to PDF bytes. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const created = pdfmake.createPdf({
    pageSize: 'A4',
    ...doc,
    defaultStyle: { font: 'Roboto', fontSize: 10, ...doc.defaultStyle },
  });
  return (await created.getBuffer()) as Buffer;
}

/** A PNG or JPEG file's bytes as the data URL pdfmake takes for an image. */
export function imageDataUrl(bytes: Buffer, mimeType: string): string {
  return `data:${mimeType};base64,${bytes.toString('base64')}`;
}
