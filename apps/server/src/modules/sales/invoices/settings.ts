import {
  DEFAULT_INVOICE_TEMPLATE,
  INVOICE_VARIABLES,
  missingCompanyNumbers,
  type TInvoiceNumbering,
  type TInvoiceSettings,
  type TInvoiceTemplate,
  type TInvoiceTexts,
  type TInvoiceVar,
  ZInvoiceTemplate,
  ZSaveInvoiceNumberingRequest,
  ZSaveInvoiceTextsRequest,
  ZSaveInvoiceVarsRequest,
} from '@backoffice/domain';
import { z } from 'zod';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { notFound } from '../../../platform/errors.ts';
import { invoiceNumbering, saveInvoiceNumbering } from './numbering.ts';
import { ownerForInvoices, updateInvoiceSetting } from './owner-data.ts';
import { clearTemplateCache } from './pdf.ts';

// The invoice settings of an owner (owners.settings): the first invoice number, invoice templates (PDF layout and bank account), invoice texts
// per locale (Top/Bottom, C for credit) and the owner's invoice variables. Sales users keep them; every change is
// audited as an Owner change of that key.

export function registerInvoiceSettingRoutes(r: CallRegistrar): void {
  // The templates, or the default one while the owner has saved none (so the page always has one to edit).
  r.call({ method: 'GET', path: '/allInvoiceTemplates', area: 'sales', level: 'read' }, async (ctx) => {
    const { templates } = (await ownerForInvoices(ctx.tx, ctx.ownerId)).invoice;
    const live = templates.filter((template) => !template.deleted);
    return live.length > 0 ? live : [DEFAULT_INVOICE_TEMPLATE];
  });

  r.call(
    { method: 'POST', path: '/saveInvoiceTemplate', area: 'sales', level: 'write', body: ZInvoiceTemplate },
    async (ctx, template): Promise<TInvoiceTemplate> => {
      let before: TInvoiceTemplate | undefined;
      const { after } = await updateInvoiceSetting(ctx, 'invoiceTemplates', ({ templates }) => {
        before = templates.find((stored) => stored.id === template.id);
        // The default template (id 1) is stored the first time it is changed.
        const isDefault = template.id === DEFAULT_INVOICE_TEMPLATE.id && templates.length === 0;
        if (template.id > 0 && !before && !isDefault) throw notFound(`Invoice template ${template.id} not found`);
        const id = template.id || Math.max(0, ...templates.map((stored) => stored.id)) + 1;
        const saved = { ...template, id };
        return before ? templates.map((stored) => (stored.id === id ? saved : stored)) : [...templates, saved];
      });
      const saved = after.find((stored) => stored.id === (template.id || after.at(-1)?.id));
      if (!saved) throw new Error('saved template missing');
      await ctx.audit('InvoiceTemplate', saved.id, before ? 'update' : 'create', diffRecords(before ?? {}, saved));
      clearTemplateCache(ctx.ownerId);
      return saved;
    },
  );

  // Drops the prepared template data (the company logo) this server keeps per owner; the next PDF reads it again.
  r.call(
    { method: 'POST', path: '/clearInvTemplateCache', area: 'sales', level: 'write', body: z.object({}) },
    async (ctx) => ({
      cleared: clearTemplateCache(ctx.ownerId),
    }),
  );

  r.call(
    { method: 'POST', path: '/invoiceSettings', area: 'sales', level: 'read', body: z.object({}) },
    async (ctx): Promise<TInvoiceSettings> => {
      const owner = await ownerForInvoices(ctx.tx, ctx.ownerId);
      const { texts, vars } = owner.invoice;
      return {
        numbering: await invoiceNumbering(ctx.tx, ctx.ownerId),
        texts,
        vars,
        builtIn: INVOICE_VARIABLES,
        missingCompanyNumbers: missingCompanyNumbers(owner.settings),
      };
    },
  );

  r.call(
    {
      method: 'POST',
      path: '/saveInvoiceNumbering',
      area: 'sales',
      level: 'write',
      body: ZSaveInvoiceNumberingRequest,
    },
    (ctx, body): Promise<TInvoiceNumbering> => saveInvoiceNumbering(ctx, body.firstNumber),
  );

  r.call(
    { method: 'POST', path: '/saveInvoiceTexts', area: 'sales', level: 'write', body: ZSaveInvoiceTextsRequest },
    async (ctx, body): Promise<TInvoiceTexts> => {
      // Empty texts are left out: no text is the same as an empty one.
      const texts = Object.fromEntries(Object.entries(body.texts).filter(([, text]) => text.trim() !== ''));
      const { before } = await updateInvoiceSetting(ctx, 'invoiceTexts', () => texts);
      await ctx.audit(
        'Owner',
        ctx.ownerId,
        'update',
        diffRecords({ invoiceTexts: before ?? {} }, { invoiceTexts: texts }),
      );
      return texts;
    },
  );

  r.call(
    { method: 'POST', path: '/saveInvoiceVars', area: 'sales', level: 'write', body: ZSaveInvoiceVarsRequest },
    async (ctx, body): Promise<TInvoiceVar[]> => {
      const { before } = await updateInvoiceSetting(ctx, 'invoiceVars', () => body.vars);
      await ctx.audit(
        'Owner',
        ctx.ownerId,
        'update',
        diffRecords({ invoiceVars: before ?? [] }, { invoiceVars: body.vars }),
      );
      return body.vars;
    },
  );
}
