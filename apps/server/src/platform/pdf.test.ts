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

  it('refuses to read local files or fetch URLs named in a document', async () => {
    await expect(renderPdf({ content: [{ image: '/etc/passwd' }] })).rejects.toThrow();
    await expect(renderPdf({ content: [{ image: 'http://127.0.0.1:9/logo.png' }] })).rejects.toThrow();
  });
});
