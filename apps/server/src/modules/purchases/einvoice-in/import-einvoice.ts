import {
  EINVOICE_IN_CALLS,
  keyedMessage,
  type TEInvoiceSupplierMatch,
  type TPurchaseEInvoiceImport,
  UPLOAD_BELONGS_TO,
  ZPurchase,
} from '@backoffice/domain';
import { hundredthsToDecimal } from '@backoffice/domain/format';
import type { z } from 'zod';
import type { CallContext, CallRegistrar } from '../../../platform/calls.ts';
import { fail, invalidInput, zodIssues } from '../../../platform/errors.ts';
import { decodeUpload, storeFile } from '../../uploads/index.ts';
import { purchaseLookups } from '../purchase-lookups.ts';
import { savePurchase } from '../purchase-save.ts';
import { findSupplier } from '../supplier-queries.ts';
import { draftOfEInvoice } from './einvoice-draft.ts';
import { matchEInvoiceSupplier } from './match-supplier.ts';
import { parseUbl } from './parse-ubl.ts';

// importPurchaseEInvoice: read, find the supplier, save the draft through savePurchase (its checks, duplicate
// invoice number and audit), then keep the XML as its document. The file is stored after the draft is saved, so a
// refused draft leaves no file behind; the call's one transaction takes back the draft if storing fails.

type Body = z.infer<typeof EINVOICE_IN_CALLS.importPurchaseEInvoice.body>;

async function supplierOf(ctx: CallContext, body: Body, einvoice: TPurchaseEInvoiceImport['einvoice']) {
  if (!body.supplierId) return matchEInvoiceSupplier(ctx.tx, ctx.ownerId, einvoice.supplier);
  const supplier = await findSupplier(ctx.tx, ctx.ownerId, body.supplierId);
  if (!supplier || supplier.deleted) throw fail('record.notFound', { entity: 'Supplier', id: body.supplierId });
  return { found: true, by: 'chosen', supplier } satisfies TEInvoiceSupplierMatch;
}

async function importPurchaseEInvoice(ctx: CallContext, body: Body): Promise<TPurchaseEInvoiceImport> {
  const bytes = decodeUpload(body.contentBase64);
  const einvoice = parseUbl(bytes);
  const supplier = await supplierOf(ctx, body, einvoice);
  if (!supplier.found) return { einvoice, supplier, purchase: null, warnings: [] };
  const lookups = await purchaseLookups(ctx.tx, ctx.ownerId);
  const { input, warnings } = draftOfEInvoice(einvoice, supplier.supplier, lookups, body);
  const parsed = ZPurchase.safeParse(input);
  if (!parsed.success) throw invalidInput(zodIssues(parsed.error));
  const draft = await savePurchase(ctx, parsed.data);
  const document = await storeFile(
    ctx,
    {
      belongsTo: UPLOAD_BELONGS_TO.purchase,
      belongsId: draft.id,
      fileName: body.fileName,
      mimeType: 'application/xml',
    },
    bytes,
  );
  const purchase = await savePurchase(ctx, { ...parsed.data, id: draft.id, uploadId: document.id });
  if (purchase.amountInclVat !== einvoice.totals.payable)
    warnings.push(
      keyedMessage('einvoiceIn.payableDiffers', {
        payable: hundredthsToDecimal(einvoice.totals.payable),
        total: hundredthsToDecimal(purchase.amountInclVat),
      }),
    );
  return { einvoice, supplier, purchase, warnings };
}

export function registerEInvoiceRoutes(r: CallRegistrar): void {
  r.handle(EINVOICE_IN_CALLS.importPurchaseEInvoice, (ctx, body) => importPurchaseEInvoice(ctx, body));
}
