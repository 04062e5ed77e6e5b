import { firstNumberRefusal, nextInvoiceNumber, type TInvoiceNumbering } from '@backoffice/domain';
import type { Db } from '../../../db/client.ts';
import type { CallContext } from '../../../platform/calls.ts';
import { invalidInput } from '../../../platform/errors.ts';
import { lockOwnerSequence } from '../../../platform/sequences.ts';
import { numberingState, updateInvoiceSetting } from './owner-data.ts';

// The owner's invoice numbering: the highest number given, the first number (owner settings invoiceFirstNumber) and
// the next number invoicing gives.

export async function invoiceNumbering(tx: Db, ownerId: number): Promise<TInvoiceNumbering> {
  const { highest, firstNumber } = await numberingState(tx, ownerId);
  return { firstNumber, highest, nextNumber: nextInvoiceNumber(highest, firstNumber) };
}

/**
 * The numbering under the owner's invoice lock, held until commit: invoicing and a change of the first number wait
 * for each other, so no number is given twice or skipped backwards.
 */
export async function lockedInvoiceNumbering(tx: Db, ownerId: number): Promise<TInvoiceNumbering> {
  await lockOwnerSequence(tx, ownerId, 'invoice');
  return invoiceNumbering(tx, ownerId);
}

/** saveInvoiceNumbering: a new first number, above every number in use. */
export async function saveInvoiceNumbering(ctx: CallContext, firstNumber: number): Promise<TInvoiceNumbering> {
  const before = await lockedInvoiceNumbering(ctx.tx, ctx.ownerId);
  const refusal = firstNumberRefusal(before.highest, firstNumber);
  if (refusal) throw invalidInput([{ path: 'firstNumber', message: refusal }]);
  await updateInvoiceSetting(ctx, 'invoiceFirstNumber', () => firstNumber);
  if (before.firstNumber !== firstNumber) {
    await ctx.audit('Owner', ctx.ownerId, 'update', { invoiceFirstNumber: [before.firstNumber, firstNumber] });
  }
  return { ...before, firstNumber, nextNumber: nextInvoiceNumber(before.highest, firstNumber) };
}
