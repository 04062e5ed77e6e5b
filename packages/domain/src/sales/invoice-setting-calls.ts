import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { ZInvoiceNumbering, ZSaveInvoiceNumberingRequest } from './invoice-numbering.ts';
import {
  ZInvoiceSettings,
  ZInvoiceTextsAnswer,
  ZInvoiceVar,
  ZSaveInvoiceTextsRequest,
  ZSaveInvoiceVarsRequest,
} from './invoice-templates.ts';

/**
 * The invoice settings of an owner (owners.settings): the first invoice number, the invoice texts
 * per language and the owner's invoice variables. Sales users keep them.
 */
export const INVOICE_SETTING_CALLS = {
  clearInvTemplateCache: defineCall({
    method: 'POST',
    path: '/clearInvTemplateCache',
    area: 'sales',
    level: 'write',
    body: ZNoBody,
    response: z.object({ cleared: z.boolean() }),
    summary: 'Drop the prepared template data (the company logo) this server keeps; the next PDF reads it again',
  }),
  invoiceSettings: defineCall({
    method: 'POST',
    path: '/invoiceSettings',
    area: 'sales',
    level: 'read',
    body: ZNoBody,
    response: ZInvoiceSettings,
    summary: 'The invoice numbering, texts and variables, and the company numbers the owner has not set',
  }),
  saveInvoiceNumbering: defineCall({
    method: 'POST',
    path: '/saveInvoiceNumbering',
    area: 'sales',
    level: 'write',
    body: ZSaveInvoiceNumberingRequest,
    response: ZInvoiceNumbering,
    summary: 'Set the first invoice number (above the highest in use)',
  }),
  saveInvoiceTexts: defineCall({
    method: 'POST',
    path: '/saveInvoiceTexts',
    area: 'sales',
    level: 'write',
    body: ZSaveInvoiceTextsRequest,
    response: ZInvoiceTextsAnswer,
    summary: 'Save the texts above and below invoices, per language, for invoices and credit invoices',
  }),
  saveInvoiceVars: defineCall({
    method: 'POST',
    path: '/saveInvoiceVars',
    area: 'sales',
    level: 'write',
    body: ZSaveInvoiceVarsRequest,
    response: z.array(ZInvoiceVar),
    summary: "Save the owner's own invoice variables",
  }),
} as const;
