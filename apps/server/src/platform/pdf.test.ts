import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfPagePng, pdfText, pngSize } from '../test/pdf.ts';
import { renderPdf } from './pdf.ts';

describe('renderPdf', () => {
  it('renders an A4 document whose text and page a reader can see', async () => {
    const pdf = await renderPdf({
      content: [
        { text: 'Werkbon 2026-11-23', style: 'title' },
        {
          table: {
            body: [
              ['Project', 'Tijd'],
              ['Kantoor Utrecht', '08:00 – 12:30'],
            ],
          },
        },
        { text: 'Totaal € 1.234,56' },
      ],
      styles: { title: { fontSize: 16, bold: true } },
    });
    expect(pdf.subarray(0, 5).toString('ascii')).toBe('%PDF-');
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Werkbon 2026-11-23');
    expect(text).toContain('Kantoor Utrecht');
    expect(text).toContain('€ 1.234,56');
    // A4 is 595.28 × 841.89 points: 596 × 842 pixels at 72 dpi.
    expect(pngSize(await pdfPagePng(pdf))).toEqual({ width: 596, height: 842 });
  });

  it('embeds in each document the glyphs of its own text, while the fonts are parsed once for all', async () => {
    const letter = (text: string) => ({
      content: [{ text, bold: true }, { text: `${text} cursief`, italics: true }, `${text} gewoon`],
    });
    const first = await renderPdf(letter('Eerste ÀÉ'));
    // Rendered at the same time: each keeps its own glyph subset.
    const [second, third] = await Promise.all([renderPdf(letter('Tweede ñç 2026')), renderPdf(letter('Derde xyz'))]);
    for (const [pdf, text] of [
      [first, 'Eerste ÀÉ'],
      [second, 'Tweede ñç 2026'],
      [third, 'Derde xyz'],
    ] as const) {
      const read = await pdfText(pdf);
      expect(read).toContain(text);
      expect(read).toContain(`${text} cursief`);
      expect(read).toContain(`${text} gewoon`);
    }
    expect(await pdfText(third)).not.toContain('Tweede');
  });

  it('draws words laid out for an earlier document (the documents share word layouts) as it drew them then', async () => {
    const words = 'Factuur Totaal excl. btw € 1.234,56 Betaaltermijn 14 dagen';
    const plain = { content: [words, { text: words, bold: true }] };
    const first = await renderPdf(plain);
    // The same words justified (wider spaces) and spaced out in between: a shared layout must not take that along.
    await renderPdf({
      content: [
        { text: `${words} ${words} ${words}`, alignment: 'justify' },
        { text: words, characterSpacing: 3, bold: true },
      ],
    });
    const again = await renderPdf(plain);
    expect((await pdfPagePng(again)).equals(await pdfPagePng(first))).toBe(true);
    expect(await pdfText(again)).toContain(words);
  });

  it('refuses to read local files or fetch URLs named in a document', async () => {
    await expect(renderPdf({ content: [{ image: '/etc/passwd' }] })).rejects.toThrow();
    await expect(renderPdf({ content: [{ image: 'http://127.0.0.1:9/logo.png' }] })).rejects.toThrow();
  });
});
