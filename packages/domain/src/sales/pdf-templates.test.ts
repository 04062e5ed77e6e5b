import { describe, expect, it } from 'vitest';
import {
  activePdfTemplate,
  defaultPdfTemplate,
  PDF_TEMPLATE_TYPES,
  pdfFooterLines,
  ZPdfTemplate,
} from './pdf-templates.ts';

const LABELS = { coc: 'KvK', vatNumber: 'Btw-nr.', iban: 'IBAN' };

describe('ZPdfTemplate', () => {
  it('has a usable default and normalises the IBAN; refuses a bad colour, font or type', () => {
    expect(defaultPdfTemplate(2)).toMatchObject({ ownerId: 0, id: 0, type: 2, font: 'Roboto', active: 1, iban: '' });
    expect(ZPdfTemplate.parse({ iban: 'nl91 abna 0417 1643 00' }).iban).toBe('NL91ABNA0417164300');
    expect(ZPdfTemplate.safeParse({ iban: 'NL91ABNA0417164301' }).success).toBe(false);
    expect(ZPdfTemplate.safeParse({ accentColor: 'red' }).success).toBe(false);
    expect(ZPdfTemplate.safeParse({ font: 'Comic Sans' }).success).toBe(false);
    expect(ZPdfTemplate.safeParse({ type: 8 }).success).toBe(false);
  });
});

describe('activePdfTemplate', () => {
  const own = (id: number, type: number, active: number) => ({ id, type, active });

  it("takes the owner's active template of the type, else the built-in default", () => {
    const templates = [own(1, 1, 0), own(2, 1, 1), own(3, 3, 1)];
    expect(activePdfTemplate(templates, PDF_TEMPLATE_TYPES.invoice)).toMatchObject({ id: 2 });
    expect(activePdfTemplate(templates, PDF_TEMPLATE_TYPES.balance)).toMatchObject({ id: 0, ownerId: 0, type: 4 });
  });

  it("gives a credit invoice the invoice's template unless it has its own", () => {
    expect(activePdfTemplate([own(2, 1, 1)], PDF_TEMPLATE_TYPES.creditInvoice)).toMatchObject({ id: 2 });
    expect(activePdfTemplate([own(2, 1, 1), own(5, 2, 1)], PDF_TEMPLATE_TYPES.creditInvoice)).toMatchObject({ id: 5 });
  });
});

describe('pdfFooterLines', () => {
  const template = { footer: 'Algemene voorwaarden op aanvraag', footerNumbers: 1, iban: 'NL91ABNA0417164300' };

  it('adds KvK, VAT number and the grouped IBAN after the own text, leaving out what is not set', () => {
    expect(pdfFooterLines(template, { cocNumber: '30123456', vatNumber: 'NL001234567B01' }, LABELS)).toEqual([
      'Algemene voorwaarden op aanvraag',
      'KvK 30123456 · Btw-nr. NL001234567B01 · IBAN NL91 ABNA 0417 1643 00',
    ]);
    expect(pdfFooterLines({ ...template, footer: '' }, { cocNumber: ' ' }, LABELS)).toEqual([
      'IBAN NL91 ABNA 0417 1643 00',
    ]);
  });

  it('prints only the own text without footerNumbers', () => {
    expect(pdfFooterLines({ ...template, footerNumbers: 0 }, { cocNumber: '30123456' }, LABELS)).toEqual([
      'Algemene voorwaarden op aanvraag',
    ]);
  });
});
