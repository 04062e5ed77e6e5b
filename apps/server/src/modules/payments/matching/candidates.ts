import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';

// The matching's one read: every (open payment, open invoice or purchase) pair that some signal links, for all the
// payments at once (set-based: a statement, not a query per payment). Each signal is a join on an index or a hash
// join over the owner's open items; the pairs come back with the signals that hold and what the scoring needs.
// A template pattern is the name between asterisks ('*Jansen*': anywhere), case-insensitive, every other character
// literal: it becomes an ILIKE pattern.

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

export function readCandidates(
  tx: Db,
  ownerId: number,
  paymentIds: readonly number[] | undefined,
  nearDays: number,
): Promise<Candidate[]> {
  return queryRows<Candidate>(tx, candidatesSql(ownerId, paymentIds, nearDays));
}

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
      iban_reach as (
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
        union all select r.payment_id, 'invoice', i.id, null, false, true, null, false
          from iban_reach r join invoices i on i.owner_id = ${ownerId} and i.customer_id = r.customer_id and ${openInvoice}
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
      pairs as (
        select payment_id, kind, item_id, max(reference) as reference, bool_or(by_number) as by_number,
          bool_or(by_iban) as by_iban, max(template) as template, bool_or(near) as near
        from signals group by payment_id, kind, item_id)
      select s.payment_id as "paymentId", p.amount_open as "paymentOpen", p.date::text as "paymentDate",
        p.customer_id as "paymentCustomerId", p.supplier_id as "paymentSupplierId", s.kind, s.item_id as "itemId",
        coalesce(i.amount_open, u.amount_open) as "itemOpen",
        coalesce(i.expiry_date, i.invoice_date, u.due)::text as "itemDate",
        coalesce(i.customer_id, u.supplier_id) as "partyId", coalesce(i.number, u.number) as number,
        coalesce(u.invoice_no, '') as "invoiceNo", s.reference, s.by_number as "byNumber", s.by_iban as "byIban",
        s.template, s.near as "nearDate"
      from pairs s join pay p on p.id = s.payment_id
        left join invoices i on s.kind = 'invoice' and i.owner_id = ${ownerId} and i.id = s.item_id
        left join pur u on s.kind = 'purchase' and u.id = s.item_id
      where not exists (select 1 from payment_connects c where c.owner_id = ${ownerId} and c.payment_id = s.payment_id
          and case when s.kind = 'invoice' then c.invoice_id else c.purchase_id end = s.item_id)`;
}
