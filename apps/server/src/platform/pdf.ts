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
