import {
  DEFAULT_INVOICE_TEMPLATE,
  INVOICE_SETTING_CALLS,
  INVOICE_VARIABLES,
  missingCompanyNumbers,
  type TInvoiceTemplate,
} from '@backoffice/domain';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { invoiceNumbering, saveInvoiceNumbering } from './numbering.ts';
import { ownerForInvoices, updateInvoiceSetting } from './owner-data.ts';
import { clearTemplateCache } from './pdf.ts';

// The invoice settings of an owner (owners.settings): the first invoice number, invoice templates (PDF layout and bank account), invoice texts
// per locale (Top/Bottom, C for credit) and the owner's invoice variables. Sales users keep them; every change is
// audited as an Owner change of that key.

export function registerInvoiceSettingRoutes(r: CallRegistrar): void {
  // The templates, or the default one while the owner has saved none (so the page always has one to edit).
  r.handle(INVOICE_SETTING_CALLS.allInvoiceTemplates, async (ctx) => {
    const { templates } = (await ownerForInvoices(ctx.tx, ctx.ownerId)).invoice;
    const live = templates.filter((template) => !template.deleted);
    return live.length > 0 ? live : [DEFAULT_INVOICE_TEMPLATE];
  });

  r.handle(INVOICE_SETTING_CALLS.saveInvoiceTemplate, async (ctx, template) => {
    let before: TInvoiceTemplate | undefined;
    const { after } = await updateInvoiceSetting(ctx, 'invoiceTemplates', ({ templates }) => {
      before = templates.find((stored) => stored.id === template.id);
      // The default template (id 1) is stored the first time it is changed.
      const isDefault = template.id === DEFAULT_INVOICE_TEMPLATE.id && templates.length === 0;
      if (template.id > 0 && !before && !isDefault)
        throw fail('record.notFound', { entity: 'Invoice template', id: template.id });
      const id = template.id || Math.max(0, ...templates.map((stored) => stored.id)) + 1;
      const saved = { ...template, id };
      return before ? templates.map((stored) => (stored.id === id ? saved : stored)) : [...templates, saved];
    });
    const saved = after.find((stored) => stored.id === (template.id || after.at(-1)?.id));
    if (!saved) throw new Error('saved template missing');
    await ctx.audit('InvoiceTemplate', saved.id, before ? 'update' : 'create', diffRecords(before ?? {}, saved));
    clearTemplateCache(ctx.ownerId);
    return saved;
  });

  // Drops the prepared template data (the company logo) this server keeps per owner; the next PDF reads it again.
  r.handle(INVOICE_SETTING_CALLS.clearInvTemplateCache, async (ctx) => ({
    cleared: clearTemplateCache(ctx.ownerId),
  }));

  r.handle(INVOICE_SETTING_CALLS.invoiceSettings, async (ctx) => {
    const owner = await ownerForInvoices(ctx.tx, ctx.ownerId);
    const { texts, vars } = owner.invoice;
    return {
      numbering: await invoiceNumbering(ctx.tx, ctx.ownerId),
      texts,
      vars,
      builtIn: INVOICE_VARIABLES,
      missingCompanyNumbers: missingCompanyNumbers(owner.settings),
    };
  });

  r.handle(INVOICE_SETTING_CALLS.saveInvoiceNumbering, (ctx, body) => saveInvoiceNumbering(ctx, body.firstNumber));

  r.handle(INVOICE_SETTING_CALLS.saveInvoiceTexts, async (ctx, body) => {
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
  });

  r.handle(INVOICE_SETTING_CALLS.saveInvoiceVars, async (ctx, body) => {
    const { before } = await updateInvoiceSetting(ctx, 'invoiceVars', () => body.vars);
    await ctx.audit(
      'Owner',
      ctx.ownerId,
      'update',
      diffRecords({ invoiceVars: before ?? [] }, { invoiceVars: body.vars }),
    );
    return body.vars;
  });
}
