import { z } from 'zod';
import { tag, zMultiline, zText } from '../api/fields.ts';
import { ZInvoiceNumbering } from './invoice-numbering.ts';
import { INVOICE_MESSAGES, INVOICE_TEXT_KEYS, INVOICE_VARIABLES } from './invoice-texts.ts';
import { COMPANY_NUMBERS } from './invoicing-checks.ts';

/** Owner settings invoiceTexts: locale + Top/Bottom (+C for credit) → text with {variables}. */
export const ZInvoiceTexts = z
  .record(z.string(), zMultiline(5000))
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([key]) => INVOICE_TEXT_KEYS.includes(key))));
export type TInvoiceTexts = Record<string, string>;
/** The texts as saved and answered. */
export const ZInvoiceTextsAnswer = z.record(z.string(), z.string());

const RESERVED = new Set<string>(INVOICE_VARIABLES.map((name) => name.toLowerCase()));

/** An owner's own invoice variable: `{name}` in invoice texts becomes `value`. */
export const ZInvoiceVar = z.object({
  name: tag(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, INVOICE_MESSAGES.variableName)
      .refine((name) => !RESERVED.has(name.toLowerCase()), INVOICE_MESSAGES.variableReserved),
    { kind: 'line' },
  ),
  value: zText(1000),
});
export type TInvoiceVar = z.infer<typeof ZInvoiceVar>;

/** Owner settings invoiceVars: the owner's variables, each name once (case-insensitive). */
export const ZInvoiceVars = z
  .array(ZInvoiceVar)
  .max(100)
  .superRefine((vars, ctx) => {
    const seen = new Set<string>();
    vars.forEach((variable, index) => {
      const key = variable.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: INVOICE_MESSAGES.variableDuplicate });
      seen.add(key);
    });
  });

export const ZSaveInvoiceTextsRequest = z.object({ texts: ZInvoiceTexts });
export const ZSaveInvoiceVarsRequest = z.object({ vars: ZInvoiceVars });

/** What the invoice settings pages read: the numbering, the texts, the owner's variables and the built-in names. */
export const ZInvoiceSettings = z.object({
  numbering: ZInvoiceNumbering,
  texts: ZInvoiceTextsAnswer,
  vars: z.array(ZInvoiceVar),
  builtIn: z.array(z.string()).readonly(),
  /** The company numbers the owner has not set (General settings): invoices should carry them. */
  missingCompanyNumbers: z.array(z.enum(COMPANY_NUMBERS)),
});
