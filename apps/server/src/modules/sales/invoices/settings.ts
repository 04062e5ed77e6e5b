import { INVOICE_SETTING_CALLS, INVOICE_VARIABLES, missingCompanyNumbers } from '@backoffice/domain';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { invoiceNumbering, saveInvoiceNumbering } from './numbering.ts';
import { ownerForInvoices, updateInvoiceSetting } from './owner-data.ts';
import { clearTemplateCache } from './pdf.ts';

// The invoice settings of an owner (owners.settings): the first invoice number, invoice texts
// per locale (Top/Bottom, C for credit) and the owner's invoice variables. Sales users keep them; every change is
// audited as an Owner change of that key.

export function registerInvoiceSettingRoutes(r: CallRegistrar): void {
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
