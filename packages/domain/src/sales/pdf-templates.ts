import { z } from 'zod';
import { zCode, zColor, zFlag, zId, zLine, zNotes, zOptionalIban, zRef, zText } from '../api/fields.ts';

/** PDF template types (spec 002 §9). Invoices use 1, credit invoices 2; the others are for later documents. */
export const PDF_TEMPLATE_TYPES = {
  invoice: 1,
  creditInvoice: 2,
  vatDeclaration: 3,
  balance: 4,
  profitAndLoss: 5,
  accountCards: 6,
  paymentBatch: 7,
} as const;
export const PDF_TEMPLATE_TYPE_CODES = Object.values(PDF_TEMPLATE_TYPES);
export type PdfTemplateType = (typeof PDF_TEMPLATE_TYPE_CODES)[number];

export const LOGO_POSITIONS = ['left', 'right', 'none'] as const;

/**
 * The fonts a template may choose: Roboto ships with pdfmake (embedded), the others are PDF standard fonts every
 * reader has, so no font file is added to the server.
 */
export const PDF_FONTS = ['Roboto', 'Helvetica', 'Times', 'Courier'] as const;
export type PdfFont = (typeof PDF_FONTS)[number];

/**
 * PDF template (spec 001 §3): id, ownerId (0 is the built-in default), type, name, active — and the layout: accent
 * colour of headings and lines, text colour, font, logo (an uploaded image, else the company logo) and where it goes,
 * a footer line with the company numbers and the bank account the documents ask to pay to.
 */
export const ZPdfTemplate = z.object({
  id: zId,
  type: zCode(PDF_TEMPLATE_TYPE_CODES).default(PDF_TEMPLATE_TYPES.invoice),
  name: zLine(100, { min: 1 }).default('Standaard'),
  /** One active template per type and owner; saving one active makes the others of its type inactive. */
  active: zFlag.default(1),
  accentColor: zColor.default('#1c7ed6'),
  textColor: zColor.default('#212529'),
  font: z.enum(PDF_FONTS).default('Roboto'),
  logoPosition: z.enum(LOGO_POSITIONS).default('right'),
  /** An uploaded PNG or JPEG; 0 uses the company logo (General settings). */
  logoUploadId: zRef('uploads').default(0),
  footer: zNotes(500),
  /** Prints the company's KvK and VAT number and the IBAN in the footer. */
  footerNumbers: zFlag.default(1),
  iban: zOptionalIban,
  bic: zText(11),
  /** The name the account is held in, when it is not the company's name. */
  accountHolder: zText(200),
});
export type TPdfTemplate = z.infer<typeof ZPdfTemplate>;

/** A template as allPdfTemplates answers it: ownerId 0 marks a built-in default (it cannot be deleted). */
export const ZPdfTemplateRecord = ZPdfTemplate.extend({ ownerId: z.number().int() });
export type TPdfTemplateRecord = z.infer<typeof ZPdfTemplateRecord>;

/** The built-in default of a type (owner 0, id 0): what documents use while the owner has no active template. */
export const defaultPdfTemplate = (type: PdfTemplateType): TPdfTemplateRecord => ({
  ...ZPdfTemplate.parse({ type }),
  ownerId: 0,
});

/**
 * The template a document of `type` uses: the owner's active one of that type; a credit invoice without its own
 * falls back to the invoice's; else the built-in default.
 */
export function activePdfTemplate<T extends Pick<TPdfTemplate, 'type' | 'active'>>(
  templates: readonly T[],
  type: PdfTemplateType,
): T | TPdfTemplateRecord {
  const active = (wanted: number) => templates.find((template) => template.type === wanted && template.active === 1);
  const fallback = type === PDF_TEMPLATE_TYPES.creditInvoice ? active(PDF_TEMPLATE_TYPES.invoice) : undefined;
  return active(type) ?? fallback ?? defaultPdfTemplate(type);
}

/** Groups an IBAN by four for reading: NL91 ABNA 0417 1643 00. */
export const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The footer's lines: the template's own text, then (with footerNumbers) the company's KvK and VAT number and the
 * IBAN, each left out when not set. Labels are the document language's.
 */
export function pdfFooterLines(
  template: Pick<TPdfTemplate, 'footer' | 'footerNumbers' | 'iban'>,
  company: { cocNumber?: string; vatNumber?: string },
  labels: { coc: string; vatNumber: string; iban: string },
): string[] {
  const numbers = template.footerNumbers
    ? [
        company.cocNumber?.trim() ? `${labels.coc} ${company.cocNumber.trim()}` : '',
        company.vatNumber?.trim() ? `${labels.vatNumber} ${company.vatNumber.trim()}` : '',
        template.iban ? `${labels.iban} ${groupedIban(template.iban)}` : '',
      ].filter(Boolean)
    : [];
  return [template.footer.trim(), numbers.join(' · ')].filter(Boolean);
}

/** A job that renders the PDFs of chosen invoices again, as regeneratePdfsJob answers it (the page polls it). */
export const ZRegeneratePdfsJob = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  total: z.number().int(),
  done: z.number().int(),
  /** Invoices that could not be regenerated (a draft, a deleted invoice), by number or id. */
  failed: z.array(z.object({ id: z.number().int(), number: z.number().int().nullable() })),
});
export type TRegeneratePdfsJob = z.infer<typeof ZRegeneratePdfsJob>;

export const ZRegeneratePdfsRequest = z.object({
  ids: z.array(zRef('invoices', {})).min(1).max(5000),
});
