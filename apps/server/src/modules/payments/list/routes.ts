import { PAYMENT_CALLS } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { diffRecords } from '../../../platform/audit.ts';
import type { CallRegistrar } from '../../../platform/calls.ts';
import { registerImport } from '../../../platform/imports/register.ts';
import { writeOwnerSetting } from '../../settings/index.ts';
import { analysePayments } from '../index.ts';
import { paymentSettingsOf } from '../matching/analyse.ts';
import { connectRows } from '../matching/connect-queries.ts';
import { savePaymentConnect } from '../matching/connect-save.ts';
import { paymentOpenItems } from './open-items.ts';
import { paymentImport } from './payment-import.ts';
import { paymentsPage } from './payment-list.ts';
import { findPaymentRow } from './payment-queries.ts';
import { deletePayment, savePayment } from './payment-save.ts';

/** The payments list, one payment with its links, the links and the matching (issue 19). */
export function registerPaymentListRoutes(r: CallRegistrar): void {
  r.handle(PAYMENT_CALLS.paymentsDateRange, (ctx, body) => paymentsPage(ctx.tx, ctx.ownerId, body));
  r.handle(PAYMENT_CALLS.getPayment, async (ctx, body) => ({
    payment: await findPaymentRow(ctx.tx, ctx.ownerId, body.id),
    connects: await connectRows(ctx.tx, ctx.ownerId, sql`c.payment_id = ${body.id}`),
  }));
  r.handle(PAYMENT_CALLS.savePayment, (ctx, body) => savePayment(ctx, body), { onDelete: deletePayment });
  registerImport(r, paymentImport);
  r.handle(PAYMENT_CALLS.analysePayments, (ctx) => analysePayments(ctx));
  r.handle(PAYMENT_CALLS.paymentConnectsPayment, (ctx, body) =>
    connectRows(ctx.tx, ctx.ownerId, sql`c.payment_id = ${body.id}`),
  );
  r.handle(PAYMENT_CALLS.paymentConnectsInvoice, (ctx, body) =>
    connectRows(ctx.tx, ctx.ownerId, sql`c.invoice_id = ${body.id}`),
  );
  r.handle(PAYMENT_CALLS.paymentConnectsPurchase, (ctx, body) =>
    connectRows(ctx.tx, ctx.ownerId, sql`c.purchase_id = ${body.id}`),
  );
  r.handle(PAYMENT_CALLS.savePaymentConnect, (ctx, body) => savePaymentConnect(ctx, body));
  r.handle(PAYMENT_CALLS.paymentOpenItems, (ctx, body) => paymentOpenItems(ctx.tx, ctx.ownerId, body));
  r.handle(PAYMENT_CALLS.paymentSettings, (ctx) => paymentSettingsOf(ctx.tx, ctx.ownerId));
  r.handle(PAYMENT_CALLS.savePaymentSettings, async (ctx, body) => {
    const before = await paymentSettingsOf(ctx.tx, ctx.ownerId);
    await writeOwnerSetting(ctx.tx, ctx.ownerId, 'paymentSettings', body);
    const changes = diffRecords({ paymentSettings: before }, { paymentSettings: body });
    if (Object.keys(changes).length > 0) await ctx.audit('Owner', ctx.ownerId, 'update', changes);
    return body;
  });
}
