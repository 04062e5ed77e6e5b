import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

export type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake is CommonJS and keeps its settings on one shared instance: it is set up once, here.
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof import('pdfmake');

const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const font = (file: string) => join(fontDir, file);
pdfmake.setFonts({
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
});
// Documents are built from our data: they read the bundled fonts and nothing else, local or remote. Images (a logo)
// are passed in as data URLs.
pdfmake.setLocalAccessPolicy((path) => resolve(path).startsWith(fontDir + sep));
pdfmake.setUrlAccessPolicy(() => false);

/** Renders a pdfmake document (A4 by default, Roboto) to the bytes of a PDF. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const created = pdfmake.createPdf({
    pageSize: 'A4',
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    ...doc,
  });
  return (await created.getBuffer()) as Buffer;
}

/** A PNG or JPEG file's bytes as the data URL pdfmake takes for an image. */
export function imageDataUrl(bytes: Buffer, mimeType: string): string {
  return `data:${mimeType};base64,${bytes.toString('base64')}`;
}
