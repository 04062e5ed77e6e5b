import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { ZInvoiceNumbering, ZSaveInvoiceNumberingRequest } from './invoice-numbering.ts';
import {
  ZInvoiceSettings,
  ZInvoiceTemplate,
  ZInvoiceTextsAnswer,
  ZInvoiceVar,
  ZSaveInvoiceTextsRequest,
  ZSaveInvoiceVarsRequest,
} from './invoice-templates.ts';

/**
 * The invoice settings of an owner (owners.settings): the first invoice number, the PDF templates, the invoice texts
 * per language and the owner's invoice variables. Sales users keep them.
 */
export const INVOICE_SETTING_CALLS = {
  allInvoiceTemplates: defineCall({
    method: 'GET',
    path: '/allInvoiceTemplates',
    area: 'sales',
    level: 'read',
    body: ZNoBody,
    response: z.array(ZInvoiceTemplate),
    summary: 'The invoice templates, or the default one while the owner has saved none',
  }),
  saveInvoiceTemplate: defineCall({
    method: 'POST',
    path: '/saveInvoiceTemplate',
    area: 'sales',
    level: 'write',
    body: ZInvoiceTemplate,
    response: ZInvoiceTemplate,
    summary: 'Create or change an invoice template (PDF layout and bank account)',
  }),
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
