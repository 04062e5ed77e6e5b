import {
  type TInvoiceTexts,
  type TInvoiceVar,
  type TOwnerSettings,
  type TVatCode,
  type TWorkType,
  UPLOAD_BELONGS_TO,
  ZInvoiceTexts,
  ZInvoiceVars,
  ZSaveInvoiceNumberingRequest,
} from '@backoffice/domain';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoices, owners, uploads } from '../../../db/schema/index.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { fail } from '../../../platform/errors.ts';
import { readOnce } from '../../../platform/tx-reads.ts';
import { listItems } from '../../owner-lists/index.ts';
import { findOwner, toOwner, writeOwnerSetting } from '../../settings/index.ts';

// What invoices need of their owner: the VAT codes and sales types, the invoice settings (texts and variables, kept
// in owners.settings) and the company logo. The PDF layout is a PDF template (../pdf-templates).

/** The owner's live VAT codes and work (sales) types. */
export async function salesLists(tx: Db, ownerId: number): Promise<{ vatCodes: TVatCode[]; workTypes: TWorkType[] }> {
  const vatCodes = (await listItems(tx, ownerId, 'vatCodes')) as TVatCode[];
  const workTypes = (await listItems(tx, ownerId, 'workTypes')) as TWorkType[];
  return { vatCodes, workTypes };
}

/** Invoice settings as stored in owners.settings; anything unreadable counts as not set. */
export interface InvoiceSettings {
  /** Where numbering starts (1 unless set): see invoice-numbering.ts in the domain. */
  firstNumber: number;
  texts: TInvoiceTexts;
  vars: TInvoiceVar[];
}

function firstNumberOf(stored: unknown): number {
  const firstNumber = ZSaveInvoiceNumberingRequest.shape.firstNumber.safeParse(stored ?? 1);
  return firstNumber.success ? firstNumber.data : 1;
}

function invoiceSettingsOf(settings: Record<string, unknown>): InvoiceSettings {
  const texts = ZInvoiceTexts.safeParse(settings.invoiceTexts ?? {});
  const vars = ZInvoiceVars.safeParse(settings.invoiceVars ?? []);
  return {
    firstNumber: firstNumberOf(settings.invoiceFirstNumber),
    texts: texts.success ? texts.data : {},
    vars: vars.success ? vars.data : [],
  };
}

export interface OwnerForInvoices {
  name: string;
  settings: TOwnerSettings;
  invoice: InvoiceSettings;
}

/**
 * The highest invoice number given and the first number as stored now, in one query: read afresh, also in a run that
 * reads the other settings once.
 */
export async function numberingState(
  tx: Db,
  ownerId: number,
): Promise<{ highest: number | null; firstNumber: number }> {
  const [row] = await tx
    .select({
      highest: max(invoices.number),
      stored: sql<unknown>`(select ${owners.settings} -> 'invoiceFirstNumber' from ${owners} where ${owners.id} = ${ownerId})`,
    })
    .from(invoices)
    .where(eq(invoices.ownerId, ownerId));
  return { highest: row?.highest ?? null, firstNumber: firstNumberOf(row?.stored) };
}

export async function ownerForInvoices(tx: Db, ownerId: number): Promise<OwnerForInvoices> {
  const row = await findOwner(tx, ownerId);
  if (!row) throw fail('record.notFound', { entity: 'Owner', id: ownerId });
  const owner = toOwner(row);
  return { name: owner.name, settings: owner.settings, invoice: invoiceSettingsOf(owner.settings) };
}

/**
 * Changes one invoice setting key (invoiceTexts, invoiceVars, invoiceFirstNumber) under the owner row lock: `change`
 * gets the stored value and answers the new one; the other settings stay as they are. Answers both.
 */
export async function updateInvoiceSetting<T>(
  ctx: CallContext,
  key: string,
  change: (settings: InvoiceSettings, stored: unknown) => T,
): Promise<{ before: unknown; after: T }> {
  const [row] = await ctx.tx
    .select({ settings: owners.settings })
    .from(owners)
    .where(eq(owners.id, ctx.ownerId))
    .for('update');
  if (!row) throw fail('record.notFound', { entity: 'Owner', id: ctx.ownerId });
  const settings = (row.settings ?? {}) as Record<string, unknown>;
  const after = change(invoiceSettingsOf(settings), settings[key]);
  await writeOwnerSetting(ctx.tx, ctx.ownerId, key, after);
  return { before: settings[key], after };
}

/** The company logo (upload belongsTo 15, kind 1): the newest one that is not deleted. */
export function companyLogo(ctx: CallContext): Promise<{ id: number; mimeType: string } | undefined> {
  return readOnce(ctx.tx, `companyLogo:${ctx.ownerId}`, () => readCompanyLogo(ctx));
}

async function readCompanyLogo(ctx: CallContext): Promise<{ id: number; mimeType: string } | undefined> {
  const [logo] = await ctx.tx
    .select({ id: uploads.id, mimeType: uploads.mimeType })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerId, ctx.ownerId),
        eq(uploads.belongsTo, UPLOAD_BELONGS_TO.company),
        eq(uploads.belongsKind, 1),
        eq(uploads.deleted, 0),
      ),
    )
    .orderBy(desc(uploads.id))
    .limit(1);
  return logo;
}
