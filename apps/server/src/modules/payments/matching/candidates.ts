import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';

// The matching's one read: every (open payment, open invoice or purchase) pair that some signal links, for all the
// payments at once (set-based: a statement, not a query per payment). Each signal is a join on an index or a hash
// join over the owner's open items. The answer is one row of JSON, not a row per pair: a known IBAN reaches every
// open item of its customers (10,000 lines from 2,000 customers' accounts are 100,000 pairs), so the read sends the
// payments, the items, the signals and the (payment, customer) pairs of the known IBANs once each, and the pairs are
// put together here. A template pattern is the name between asterisks ('*Jansen*': anywhere), case-insensitive,
// every other character literal: it becomes an ILIKE pattern.

/** A candidate link with its signals; `need` is what the item asks of the payment (signed like the payment). */
export interface Candidate {
  paymentId: number;
  paymentOpen: number;
  paymentDate: string;
  paymentCustomerId: number;
  paymentSupplierId: number;
  kind: 'invoice' | 'purchase';
  itemId: number;
  itemOpen: number;
  itemDate: string;
  partyId: number;
  number: number;
  invoiceNo: string;
  reference: string | null;
  byNumber: boolean;
  byIban: boolean;
  template: string | null;
  nearDate: boolean;
}

/** Every 16-digit group in a text may be a payment reference (banks print it in groups of four). */
const REFERENCE_IN_TEXT = '(?<![0-9])([0-9]{4}[ .]?[0-9]{4}[ .]?[0-9]{4}[ .]?[0-9]{4})(?![0-9])';
/** An RF creditor reference (ISO 11649), printed with or without spaces. */
const RF_IN_TEXT = '(RF[0-9]{2}(?: ?[0-9A-Z]{1,4}){1,6})';
/** Numbers of three digits or more in a description may be invoice numbers. */
const NUMBER_IN_TEXT = '(?<![0-9])([0-9]{3,9})(?![0-9])';

/** A jsonb column as a list (anything else: empty). */
export const jsonList = (column: SQL) =>
  sql`case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end`;

function candidatesSql(ownerId: number, paymentIds: readonly number[] | undefined, nearDays: number): SQL {
  const only = paymentIds ? sql`and p.id = any(${`{${paymentIds.join(',')}}`}::int[])` : sql``;
  const tplName = sql`replace(replace(replace(replace(t.match_name, '\\', '\\\\'), '%', '\\%'), '_', '\\_'), '*', '%')`;
  const tplText = sql`replace(replace(replace(replace(t.match_description, '\\', '\\\\'), '%', '\\%'), '_', '\\_'), '*', '%')`;
  // Open invoices are read through their indexes (number, payment reference, customer), never scanned per payment.
  const openInvoice = sql`i.status > 0 and i.deleted = 0 and i.amount_open <> 0`;
  return sql`with pay as materialized (
        select p.id, p.amount_open, p.date, p.description, p.structured_reference, p.cp_iban, p.cp_name,
          p.customer_id, p.supplier_id
        from payments p where p.owner_id = ${ownerId} and p.deleted = 0 and p.hidden = 0 and p.duplicate = 0
          and p.amount_open <> 0 ${only}),
      pur as materialized (
        select u.id, u.supplier_id, u.number, u.invoice_no, u.amount_open, u.invoice_date, u.due_date as due,
          upper(regexp_replace(u.payment_reference, '\\s', '', 'g')) as ref
        from purchases u where u.owner_id = ${ownerId} and u.status = 1 and u.deleted = 0 and u.amount_open <> 0),
      refs as (
        select p.id as payment_id, upper(regexp_replace(p.structured_reference, '\\s', '', 'g')) as ref
          from pay p where p.structured_reference <> ''
        union select p.id, regexp_replace(m[1], '[ .]', '', 'g')
          from pay p cross join lateral regexp_matches(p.description, ${REFERENCE_IN_TEXT}, 'g') m
        union select p.id, regexp_replace(m[1], ' ', '', 'g')
          from pay p cross join lateral regexp_matches(upper(p.description), ${RF_IN_TEXT}, 'g') m),
      -- Numbers in the descriptions, found once: each is then one lookup on invoices_number_idx.
      numbers as materialized (
        select distinct p.id as payment_id, m[1]::int as number
        from pay p cross join lateral regexp_matches(p.description, ${NUMBER_IN_TEXT}, 'g') m),
      -- Customers by IBAN (accounts and G-accounts); a management company's IBAN reaches the customers it manages.
      iban_customer as materialized (
        select distinct p.id as payment_id, c.id as customer_id
        from customers c
        cross join lateral jsonb_array_elements_text(${jsonList(sql`c.bank_accounts`)} || ${jsonList(sql`c.bank_accounts_g`)}) x(iban)
        join pay p on p.cp_iban <> '' and p.cp_iban = upper(replace(x.iban, ' ', ''))
        where c.owner_id = ${ownerId} and c.deleted = 0),
      iban_reach as materialized (
        select payment_id, customer_id from iban_customer
        union select ic.payment_id, m.id from iban_customer ic
          join customers m on m.owner_id = ${ownerId} and m.management_id = ic.customer_id and m.deleted = 0),
      iban_supplier as (
        select distinct p.id as payment_id, s.id as supplier_id
        from suppliers s cross join lateral jsonb_array_elements(${jsonList(sql`s.bank_accounts`)}) x
        join pay p on p.cp_iban <> '' and p.cp_iban = upper(replace(x->>'iban', ' ', ''))
        where s.owner_id = ${ownerId} and s.deleted = 0),
      templates as (
        select p.id as payment_id, t.customer_id, t.creditor_id, t.near_date_matching,
          case when t.match_name <> '' then t.match_name else t.match_description end as pattern
        from pay p join payment_templates t on t.owner_id = ${ownerId} and t.deleted = 0
          and (t.customer_id > 0 or t.creditor_id > 0)
          and ((t.match_name <> '' and p.cp_name ilike ${tplName})
            or (t.match_description <> '' and p.description ilike ${tplText}))),
      signals as (
        select r.payment_id, 'invoice' as kind, i.id as item_id, r.ref as reference, false as by_number,
            false as by_iban, null::text as template, false as near
          from refs r join invoices i on i.owner_id = ${ownerId} and i.payment_reference = r.ref and ${openInvoice}
        union all select r.payment_id, 'invoice', i.id, r.ref, false, false, null, false
          from refs r join invoices i on i.owner_id = ${ownerId} and ${openInvoice}
            and i.number = case when r.ref ~ '^RF[0-9]{2}0*[1-9][0-9]{0,8}$' then ltrim(substr(r.ref, 5), '0')::int end
        union all select r.payment_id, 'purchase', u.id, r.ref, false, false, null, false
          from refs r join pur u on u.ref <> '' and u.ref = r.ref
        union all select n.payment_id, 'invoice', i.id, null, true, false, null, false
          from numbers n join invoices i on i.owner_id = ${ownerId} and i.number = n.number and ${openInvoice}
        union all select p.id, 'purchase', u.id, null, true, false, null, false
          from pay p cross join lateral regexp_split_to_table(upper(p.description), '[\\s,;:]+') w
          join pur u on length(u.invoice_no) >= 3 and upper(u.invoice_no) = w
        union all select r.payment_id, 'purchase', u.id, null, false, true, null, false
          from iban_supplier r join pur u on u.supplier_id = r.supplier_id
        union all select t.payment_id, 'invoice', i.id, null, false, false, t.pattern, t.near_date_matching = 1
          from templates t join pay p on p.id = t.payment_id
          join invoices i on i.owner_id = ${ownerId} and i.customer_id = t.customer_id and ${openInvoice}
          where t.customer_id > 0
            and (t.near_date_matching = 0 or abs(coalesce(i.expiry_date, i.invoice_date) - p.date) <= ${nearDays})
        union all select t.payment_id, 'purchase', u.id, null, false, false, t.pattern, t.near_date_matching = 1
          from templates t join pay p on p.id = t.payment_id join pur u on u.supplier_id = t.creditor_id
          where t.creditor_id > 0 and (t.near_date_matching = 0 or abs(u.due - p.date) <= ${nearDays})),
      named as materialized (select distinct kind, item_id from signals)
    select
      (select coalesce(json_agg(json_build_array(p.id, p.amount_open, p.date::text, p.customer_id, p.supplier_id)),
        '[]') from pay p)::text as payments,
      (select coalesce(json_agg(json_build_array('invoice', i.id, i.amount_open,
          coalesce(i.expiry_date, i.invoice_date)::text, i.customer_id, i.number, '')), '[]')
        from invoices i where i.owner_id = ${ownerId} and ${openInvoice}
          and (i.id in (select item_id from named where kind = 'invoice')
            or i.customer_id in (select customer_id from iban_reach)))::text as invoices,
      (select coalesce(json_agg(json_build_array('purchase', u.id, u.amount_open, u.due::text, u.supplier_id, u.number,
          coalesce(u.invoice_no, ''))), '[]') from pur u where u.id in (select item_id from named where kind = 'purchase'))::text
        as purchases,
      (select coalesce(json_agg(json_build_array(s.payment_id, s.kind, s.item_id, s.reference, s.by_number, s.by_iban,
          s.template, s.near)), '[]') from signals s)::text as signals,
      (select coalesce(json_agg(json_build_array(r.payment_id, r.customer_id)), '[]') from iban_reach r)::text as reach,
      -- A link someone removed (or that is verified) is not proposed again.
      (select coalesce(json_agg(json_build_array(c.payment_id, c.invoice_id, c.purchase_id)), '[]')
        from payment_connects c join pay p on c.owner_id = ${ownerId} and c.payment_id = p.id)::text as linked`;
}

type PaymentTuple = [id: number, open: number, date: string, customerId: number, supplierId: number];
type ItemTuple = [
  kind: Candidate['kind'],
  id: number,
  open: number,
  date: string,
  partyId: number,
  number: number,
  invoiceNo: string,
];
type SignalTuple = [
  paymentId: number,
  kind: Candidate['kind'],
  itemId: number,
  reference: string | null,
  byNumber: boolean,
  byIban: boolean,
  template: string | null,
  near: boolean,
];
interface CandidateRead {
  payments: string;
  invoices: string;
  purchases: string;
  signals: string;
  reach: string;
  linked: string;
}

/** The larger of two texts, as SQL's max(): null only when both are. */
const maxText = (a: string | null, b: string | null) => (a === null ? b : b === null || a >= b ? a : b);

/** The candidates of the owner's open payments (or only `paymentIds`): every signal of a pair merged into one. */
export async function readCandidates(
  tx: Db,
  ownerId: number,
  paymentIds: readonly number[] | undefined,
  nearDays: number,
): Promise<Candidate[]> {
  const [read] = await queryRows<CandidateRead>(tx, candidatesSql(ownerId, paymentIds, nearDays));
  if (!read) return [];
  const payments = new Map((JSON.parse(read.payments) as PaymentTuple[]).map((row) => [row[0], row]));
  const items = new Map<string, ItemTuple>();
  const invoicesOf = new Map<number, ItemTuple[]>();
  for (const item of [...JSON.parse(read.invoices), ...JSON.parse(read.purchases)] as ItemTuple[]) {
    items.set(`${item[0]}:${item[1]}`, item);
    if (item[0] !== 'invoice') continue;
    const list = invoicesOf.get(item[4]);
    if (list) list.push(item);
    else invoicesOf.set(item[4], [item]);
  }
  const linked = new Set(
    (JSON.parse(read.linked) as [number, number, number][]).flatMap(([paymentId, invoiceId, purchaseId]) => [
      `${paymentId}|invoice:${invoiceId}`,
      `${paymentId}|purchase:${purchaseId}`,
    ]),
  );
  const pairs = new Map<string, Candidate>();
  const add = (signal: SignalTuple) => {
    const [paymentId, kind, itemId, reference, byNumber, byIban, template, near] = signal;
    const key = `${paymentId}|${kind}:${itemId}`;
    const known = pairs.get(key);
    if (known) {
      known.reference = maxText(known.reference, reference);
      known.byNumber ||= byNumber;
      known.byIban ||= byIban;
      known.template = maxText(known.template, template);
      known.nearDate ||= near;
      return;
    }
    const payment = payments.get(paymentId);
    const item = items.get(`${kind}:${itemId}`);
    if (!payment || !item || linked.has(key)) return;
    pairs.set(key, {
      paymentId,
      paymentOpen: payment[1],
      paymentDate: payment[2],
      paymentCustomerId: payment[3],
      paymentSupplierId: payment[4],
      kind,
      itemId,
      itemOpen: item[2],
      itemDate: item[3],
      partyId: item[4],
      number: item[5],
      invoiceNo: item[6],
      reference,
      byNumber,
      byIban,
      template,
      nearDate: near,
    });
  };
  for (const signal of JSON.parse(read.signals) as SignalTuple[]) add(signal);
  // A known IBAN: every open invoice of the customers it reaches.
  for (const [paymentId, customerId] of JSON.parse(read.reach) as [number, number][])
    for (const item of invoicesOf.get(customerId) ?? [])
      add([paymentId, 'invoice', item[1], null, false, true, null, false]);
  return [...pairs.values()];
}
