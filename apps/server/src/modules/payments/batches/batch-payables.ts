import {
  type PayeeAccount,
  remittanceText,
  type TPaymentBatchCandidate,
  transfersFor,
  ZSupplierBankAccount,
} from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';

// What a batch may pay: definitive purchases with an amount open (purchases_open_idx) and credit invoices with an
// amount to refund (invoices_open_idx), each with the batch that already holds it, if any, and the transfers it becomes.

/** The most purchases or refunds the new-batch screen is offered at once (oldest due date first). */
const MAX_PAYABLES = 2000;

/** A purchase or refund as a batch sees it: the candidate, whether it is open, and the other batch holding it. */
export interface Payable extends TPaymentBatchCandidate {
  /** The purchase's own number, or the credit invoice's. */
  number: number;
  open: boolean;
  /** The number of another batch that holds it (0: none). */
  inBatch: number;
}

interface PayableRow {
  id: number;
  number: number | null;
  document: string;
  due_date: string | null;
  amount: number;
  open: boolean;
  payment_reference: string;
  name: string;
  accounts: unknown;
  fallback_accounts: unknown;
  in_batch: number | null;
}

// The conditions of the partial indexes purchases_open_idx and invoices_open_idx, plus the sign that makes it payable.
const OPEN_PURCHASE = sql`(x.status = 1 and x.amount_open <> 0 and x.amount_open > 0)`;
const OPEN_REFUND = sql`(x.status > 0 and x.amount_open <> 0 and x.amount_open < 0)`;

/** Which payables: the chosen ids (any state, to say why one cannot be paid), or the open ones due by a date. */
type Selection = { ids: number[] } | { dueBy: string | null };

/**
 * The items of other batches holding a purchase or invoice: any batch but `batchId` (an executed one too: the bank
 * pays it). `column > 0` lets the partial index on the item's purchase_id serve the lookup.
 */
const otherItems = (column: SQL, batchId: number) =>
  sql`payment_batch_items i where i.owner_id = x.owner_id and ${column} > 0 and ${column} = x.id
    and i.batch_id <> ${batchId}`;
const otherBatch = (column: SQL, batchId: number) => sql`(select (select b.number from payment_batches b
  where b.owner_id = i.owner_id and b.id = i.batch_id) from ${otherItems(column, batchId)} limit 1)`;

/** The chosen ids, or the open ones due by the date that no other batch holds (so the limit counts only those). */
function selected(selection: Selection, open: SQL, dueColumn: SQL, holder: SQL, batchId: number): SQL {
  if ('ids' in selection)
    return sql`x.id in (${sql.join(
      selection.ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  const due = selection.dueBy ? sql` and ${dueColumn} <= ${selection.dueBy}` : sql``;
  return sql`${open}${due} and not exists (select 1 from ${otherItems(holder, batchId)})`;
}

const supplierAccounts = (value: unknown): PayeeAccount[] => {
  const parsed = ZSupplierBankAccount.array().safeParse(value);
  return parsed.success ? parsed.data : [];
};

/** A customer's IBANs (a list of texts): the first is where a refund goes, whole. */
const customerAccounts = (value: unknown): PayeeAccount[] => {
  const first = Array.isArray(value) ? value.find((iban) => typeof iban === 'string' && iban !== '') : undefined;
  return typeof first === 'string' ? [{ iban: first, bic: '', percentage: 100, gAccount: 0 }] : [];
};

function toPayable(row: PayableRow, kind: 'purchase' | 'refund'): Payable {
  const accounts =
    kind === 'purchase'
      ? supplierAccounts(row.accounts).length > 0
        ? supplierAccounts(row.accounts)
        : supplierAccounts(row.fallback_accounts)
      : customerAccounts(row.accounts);
  const amount = Math.abs(Number(row.amount));
  return {
    purchaseId: kind === 'purchase' ? row.id : 0,
    invoiceId: kind === 'refund' ? row.id : 0,
    number: row.number ?? 0,
    name: row.name,
    documentNumber: row.document,
    dueDate: row.due_date,
    amount,
    remittance: remittanceText(row.payment_reference, row.document),
    transfers: transfersFor(amount, accounts),
    open: row.open,
    inBatch: row.in_batch ?? 0,
  };
}

/** Purchases: the purchase's bank accounts (its G-account split when saved), else the supplier's. */
export async function payablePurchases(tx: Db, ownerId: number, selection: Selection, batchId = 0): Promise<Payable[]> {
  const rows = await queryRows<PayableRow>(
    tx,
    sql`select x.id, x.number, x.invoice_no as document, x.due_date::text as due_date, x.amount_open as amount,
      ${OPEN_PURCHASE} as open, x.payment_reference, s.name, x.bank_accounts as accounts,
      s.bank_accounts as fallback_accounts, ${otherBatch(sql`i.purchase_id`, batchId)} as in_batch
    from purchases x join suppliers s on s.owner_id = x.owner_id and s.id = x.supplier_id
    where x.owner_id = ${ownerId} and x.deleted = 0 and ${selected(selection, OPEN_PURCHASE, sql`x.due_date`, sql`i.purchase_id`, batchId)}
    order by x.due_date, x.id limit ${MAX_PAYABLES}`,
  );
  return rows.map((row) => toPayable(row, 'purchase'));
}

/** Refunds: invoiced credit invoices with money to pay back (amount_open below 0), to the customer's first IBAN. */
export async function payableRefunds(tx: Db, ownerId: number, selection: Selection, batchId = 0): Promise<Payable[]> {
  const rows = await queryRows<PayableRow>(
    tx,
    sql`select x.id, x.number, coalesce(x.number::text, '') as document, x.expiry_date::text as due_date,
      x.amount_open as amount, ${OPEN_REFUND} as open, '' as payment_reference, c.name,
      c.bank_accounts as accounts, null as fallback_accounts, ${otherBatch(sql`i.invoice_id`, batchId)} as in_batch
    from invoices x join customers c on c.owner_id = x.owner_id and c.id = x.customer_id
    where x.owner_id = ${ownerId} and x.deleted = 0 and ${selected(selection, OPEN_REFUND, sql`x.expiry_date`, sql`i.invoice_id`, batchId)}
    order by x.expiry_date, x.id limit ${MAX_PAYABLES}`,
  );
  return rows.map((row) => toPayable(row, 'refund'));
}

/** The open payables no other batch holds: what the new-batch screen offers. */
export async function batchCandidates(
  tx: Db,
  ownerId: number,
  request: { dueBy: string | null; batchId: number },
): Promise<{ purchases: TPaymentBatchCandidate[]; refunds: TPaymentBatchCandidate[] }> {
  const free = (payables: Payable[]) =>
    payables.filter((payable) => payable.inBatch === 0).map(({ number: _n, open: _o, inBatch: _b, ...rest }) => rest);
  return {
    purchases: free(await payablePurchases(tx, ownerId, { dueBy: request.dueBy }, request.batchId)),
    refunds: free(await payableRefunds(tx, ownerId, { dueBy: null }, request.batchId)),
  };
}
