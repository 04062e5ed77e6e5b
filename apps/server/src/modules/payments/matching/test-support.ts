import { paymentReferenceFor } from '@backoffice/domain';
import { addDays, todayIso } from '@backoffice/domain/dates';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { TestApp } from '../../../test/harness.ts';

// Fixtures of the matching tests: customers, invoices, suppliers, purchases, templates and bank lines straight in the
// database (the bank import is built beside this), so each test states exactly what the matching sees.

export const day = (offset: number) => addDays(todayIso(), offset);

let sequence = 0;
const next = () => ++sequence;

/** A valid Dutch IBAN per number (mod-97 check digits computed). */
export function iban(n: number): string {
  const account = String(n).padStart(10, '0');
  const bank = 'TEST';
  const digits = `${[...bank].map((c) => c.charCodeAt(0) - 55).join('')}${account}232100`;
  const check = 98 - Number(BigInt(digits) % 97n);
  return `NL${String(check).padStart(2, '0')}${bank}${account}`;
}

export function fixtures(app: TestApp, ownerId: number) {
  const rows = <T>(query: ReturnType<typeof sql>) => withTenant(app.database, ownerId, (tx) => queryRows<T>(tx, query));
  const insert = async (query: ReturnType<typeof sql>) => {
    const [row] = await rows<{ id: number }>(query);
    if (!row) throw new Error('insert returned no id');
    return row.id;
  };
  return {
    rows,
    customer(
      values: { name?: string; ibans?: string[]; ibansG?: string[]; isManager?: number; managementId?: number } = {},
    ) {
      const number = 50_000 + next();
      return insert(sql`insert into customers (owner_id, number, name, invoice_to_email, bank_accounts, bank_accounts_g,
          is_manager, management_id)
        values (${ownerId}, ${number}, ${values.name ?? `Klant ${number}`}, ${`k${number}@klant.example`},
          ${JSON.stringify(values.ibans ?? [])}::jsonb, ${JSON.stringify(values.ibansG ?? [])}::jsonb,
          ${values.isManager ?? 0}, ${values.managementId ?? 0}) returning id`);
    },
    /** An invoiced invoice with its payment reference; amount negative for a credit invoice. */
    async invoice(values: { customerId: number; amount: number; open?: number; age?: number; paymentDays?: number }) {
      const number = 810_000 + next();
      const invoiceDate = day(-(values.age ?? 40));
      const reference = values.amount > 0 ? paymentReferenceFor(ownerId, number) : null;
      const id = await insert(sql`insert into invoices (owner_id, number, customer_id, invoice_date, book_date,
          expiry_date, payment_days, status, amount_ex_vat, amount_incl_vat, amount_open, payment_reference)
        values (${ownerId}, ${number}, ${values.customerId}, ${invoiceDate}, ${invoiceDate},
          ${addDays(invoiceDate, values.paymentDays ?? 14)}, ${values.paymentDays ?? 14}, 1, ${values.amount},
          ${values.amount}, ${values.open ?? values.amount}, ${reference}) returning id`);
      return { id, number, reference: reference ?? '' };
    },
    supplier(values: { name?: string; ibans?: string[] } = {}) {
      const number = 60_000 + next();
      const accounts = (values.ibans ?? []).map((one) => ({ iban: one, bic: '', percentage: 100, gAccount: 0 }));
      return insert(sql`insert into suppliers (owner_id, number, name, city, bank_accounts)
        values (${ownerId}, ${number}, ${values.name ?? `Leverancier ${number}`}, 'Utrecht',
          ${JSON.stringify(accounts)}::jsonb) returning id`);
    },
    /** A definitive purchase, open for its amount. */
    async purchase(values: {
      supplierId: number;
      amount: number;
      invoiceNo?: string;
      reference?: string;
      due?: number;
    }) {
      const number = 910_000 + next();
      const id = await insert(sql`insert into purchases (owner_id, number, supplier_id, invoice_no, invoice_date,
          book_date, due_date, status, amount_ex_vat, amount_incl_vat, amount_open, payment_reference)
        values (${ownerId}, ${number}, ${values.supplierId}, ${values.invoiceNo ?? ''}, ${day(-30)}, ${day(-30)},
          ${day(values.due ?? -16)}, 1, ${values.amount}, ${values.amount}, ${values.amount},
          ${values.reference ?? ''}) returning id`);
      return { id, number };
    },
    /** A bank line of account 1 (signed cents: money in positive). */
    payment(values: {
      amount: number;
      description?: string;
      cpIban?: string;
      cpName?: string;
      reference?: string;
      date?: string;
    }) {
      return insert(sql`insert into payments (owner_id, account_id, date, amount, amount_open, description, cp_name,
          cp_iban, structured_reference, line_key)
        values (${ownerId}, 1, ${values.date ?? day(0)}, ${values.amount}, ${values.amount},
          ${values.description ?? ''}, ${values.cpName ?? ''}, ${values.cpIban ?? ''}, ${values.reference ?? ''},
          ${`test-line-${next()}-${Math.random()}`}) returning id`);
    },
    template(values: {
      customerId?: number;
      creditorId?: number;
      matchName?: string;
      matchDescription?: string;
      near?: number;
    }) {
      return insert(sql`insert into payment_templates (owner_id, customer_id, creditor_id, match_name,
          match_description, near_date_matching)
        values (${ownerId}, ${values.customerId ?? 0}, ${values.creditorId ?? 0}, ${values.matchName ?? ''},
          ${values.matchDescription ?? ''}, ${values.near ?? 0}) returning id`);
    },
    /** The stored links of a payment, live ones, strongest first. */
    links(paymentId: number) {
      return rows<{
        invoiceId: number;
        purchaseId: number;
        amount: number;
        score: number;
        verified: number;
        reasons: string[];
      }>(
        sql`select invoice_id as "invoiceId", purchase_id as "purchaseId", amount, score, verified,
            (select coalesce(array_agg(r->>'key'), '{}') from jsonb_array_elements(reason::jsonb) r) as reasons
          from payment_connects where payment_id = ${paymentId} and deleted = 0 order by verified desc, score desc, id`,
      );
    },
    async invoiceState(id: number) {
      const [row] = await rows<{ open: number; paidDate: string | null }>(
        sql`select amount_open as open, paid_date::text as "paidDate" from invoices where id = ${id}`,
      );
      return row;
    },
    async paymentState(id: number) {
      const [row] = await rows<{ open: number; customerId: number; supplierId: number; holds: number }>(
        sql`select amount_open as open, customer_id as "customerId", supplier_id as "supplierId",
          holds_reminders as holds from payments where id = ${id}`,
      );
      return row;
    },
  };
}
