import { DEFAULT_AUTO_VERIFY_SCORE, formatPaymentReference, MATCH_SCORES } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_2, appPerFile } from '../../../test/app-per-file.ts';
import { BACKENDS, call } from '../../../test/harness.ts';
import { day, fixtures, iban } from './test-support.ts';

// Issue 19, Matching: each step with its score and reasons, their order, partial and multiple payments, credits,
// management companies, purchases paid by outgoing lines, and the threshold between verified and suggested. Owner 2
// starts without payments; each test has its own customers and IBANs, so a run over all open payments touches only
// what the test means. The default threshold is DEFAULT_AUTO_VERIFY_SCORE (80).

const OWNER = 2;
const S = MATCH_SCORES;

describe.each(BACKENDS)('analysePayments on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_2 });
  let f: ReturnType<typeof fixtures>;
  let accountNo = 100;
  const newIban = () => iban(++accountNo);
  const analyse = () => call(t.app, t.admin, 'analysePayments', {});

  beforeAll(() => {
    f = fixtures(t.app, OWNER);
    expect(DEFAULT_AUTO_VERIFY_SCORE).toBe(80);
  });

  it('(1) a payment reference settles its invoice at once: the reference and the amount score 90', async () => {
    const customerId = await f.customer();
    const invoice = await f.invoice({ customerId, amount: 12_100 });
    const structured = await f.payment({ amount: 12_100, reference: invoice.reference, cpIban: newIban() });
    const other = await f.invoice({ customerId, amount: 5_000 });
    // Typed in the description in groups of four, as banks print it.
    const typed = await f.payment({
      amount: 5_000,
      description: `Betaling ${formatPaymentReference(other.reference)}`,
    });
    expect(await analyse()).toEqual({ matched: 2, suggested: 0 });
    expect(await f.links(structured)).toEqual([
      {
        invoiceId: invoice.id,
        purchaseId: 0,
        amount: 12_100,
        score: S.paymentReference + S.exactAmount,
        verified: 1,
        reasons: ['paymentReference', 'exactAmount'],
      },
    ]);
    expect(await f.invoiceState(invoice.id)).toEqual({ open: 0, paidDate: day(0) });
    expect(await f.paymentState(structured)).toMatchObject({ open: 0, customerId });
    expect((await f.links(typed))[0]).toMatchObject({ invoiceId: other.id, verified: 1 });
    expect(await f.invoiceState(other.id)).toEqual({ open: 0, paidDate: day(0) });
  });

  it('(1) an RF reference of the invoice number, for part of it, is a suggestion that lowers nothing', async () => {
    const customerId = await f.customer();
    const invoice = await f.invoice({ customerId, amount: 20_000 });
    const payment = await f.payment({ amount: 8_000, description: `Termijn RF12 ${invoice.number}` });
    expect(await analyse()).toMatchObject({ suggested: 1 });
    expect(await f.links(payment)).toEqual([
      expect.objectContaining({ invoiceId: invoice.id, amount: 8_000, score: S.paymentReference, verified: 0 }),
    ]);
    expect(await f.invoiceState(invoice.id)).toEqual({ open: 20_000, paidDate: null });
    expect(await f.paymentState(payment)).toMatchObject({ open: 8_000 });
    const detail = await call(t.app, t.admin, 'getPayment', { id: payment });
    expect(detail.payment.state).toBe('suggested');
    expect(detail.connects[0].reasons).toEqual([
      { key: 'paymentReference', params: { reference: `RF12${invoice.number}` } },
    ]);
  });

  it('(2) an invoice number in the description: with the amount a suggestion, from a known IBAN verified', async () => {
    const account = newIban();
    const known = await f.customer({ ibans: [account] });
    const a = await f.invoice({ customerId: known, amount: 3_000 });
    const b = await f.invoice({ customerId: await f.customer(), amount: 4_500 });
    const fromKnown = await f.payment({ amount: 3_000, description: `factuur ${a.number}`, cpIban: account });
    const fromUnknown = await f.payment({
      amount: 4_500,
      description: `Factuurnr. ${b.number} dank`,
      cpIban: newIban(),
    });
    await analyse();
    expect(await f.links(fromKnown)).toEqual([
      expect.objectContaining({
        invoiceId: a.id,
        score: S.invoiceNumber + S.knownIban + S.exactAmount,
        verified: 1,
        reasons: ['invoiceNumber', 'knownIban', 'exactAmount'],
      }),
    ]);
    expect(await f.links(fromUnknown)).toEqual([
      expect.objectContaining({ invoiceId: b.id, score: S.invoiceNumber + S.exactAmount, verified: 0 }),
    ]);
  });

  it('(2) money out pays a purchase by the supplier invoice number and the supplier IBAN', async () => {
    const account = newIban();
    const supplierId = await f.supplier({ ibans: [account] });
    const purchase = await f.purchase({ supplierId, amount: 24_200, invoiceNo: 'GS-2026-417' });
    const payment = await f.payment({ amount: -24_200, description: 'Factuur GS-2026-417', cpIban: account });
    await analyse();
    expect(await f.links(payment)).toEqual([
      expect.objectContaining({ purchaseId: purchase.id, amount: 24_200, verified: 1, score: 80 }),
    ]);
    const [row] = await f.rows<{ open: number }>(
      sql`select amount_open as open from purchases where id = ${purchase.id}`,
    );
    expect(row?.open).toBe(0);
    expect(await f.paymentState(payment)).toMatchObject({ open: 0, supplierId });
  });

  it('(3) a known IBAN with an exact open amount picks that invoice, not the older one', async () => {
    const account = newIban();
    const customerId = await f.customer({ ibans: [account] });
    await f.invoice({ customerId, amount: 10_000, age: 90 });
    const exact = await f.invoice({ customerId, amount: 5_000, age: 20 });
    const payment = await f.payment({ amount: 5_000, cpIban: account });
    await analyse();
    expect(await f.links(payment)).toEqual([
      expect.objectContaining({ invoiceId: exact.id, score: S.knownIban + S.exactAmount, verified: 0 }),
    ]);
  });

  it('(4) a known IBAN without an exact amount pays the oldest items first, the last one partly', async () => {
    const account = newIban();
    // A G-account is known too.
    const customerId = await f.customer({ ibans: [newIban()], ibansG: [account] });
    const oldest = await f.invoice({ customerId, amount: 10_000, age: 60 });
    const next = await f.invoice({ customerId, amount: 8_000, age: 30 });
    const payment = await f.payment({ amount: 12_000, cpIban: account });
    await analyse();
    expect(await f.links(payment)).toEqual([
      expect.objectContaining({ invoiceId: oldest.id, amount: 10_000, score: S.knownIban + S.oldestOpen }),
      expect.objectContaining({ invoiceId: next.id, amount: 2_000, score: S.knownIban + S.oldestOpen }),
    ]);
  });

  it('(5) a payment template names the customer; near-date matching takes only items due around the date', async () => {
    const customerId = await f.customer({ name: 'Schoonmaak Groep Noord' });
    await f.template({ customerId, matchName: '*schoonmaak groep*' });
    const invoice = await f.invoice({ customerId, amount: 6_050 });
    const payment = await f.payment({ amount: 6_050, cpName: 'SCHOONMAAK GROEP NOORD BV' });
    const nearCustomer = await f.customer();
    await f.template({ customerId: nearCustomer, matchDescription: '*huur kantoor*', near: 1 });
    await f.invoice({ customerId: nearCustomer, amount: 1_500, age: 90 });
    const due = await f.invoice({ customerId: nearCustomer, amount: 1_500, age: 16, paymentDays: 14 });
    const near = await f.payment({ amount: 1_500, description: 'Huur kantoor december' });
    await analyse();
    expect(await f.links(payment)).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        score: S.template + S.exactAmount,
        reasons: ['template', 'exactAmount'],
      }),
    ]);
    expect(await f.links(near)).toEqual([
      expect.objectContaining({ invoiceId: due.id, reasons: ['template', 'nearDate', 'exactAmount'] }),
    ]);
  });

  it('follows the order: a reference wins over an older invoice of the same IBAN', async () => {
    const account = newIban();
    const customerId = await f.customer({ ibans: [account] });
    const older = await f.invoice({ customerId, amount: 7_000, age: 100 });
    const referenced = await f.invoice({ customerId, amount: 7_000, age: 10 });
    const payment = await f.payment({ amount: 7_000, cpIban: account, reference: referenced.reference });
    await analyse();
    const links = await f.links(payment);
    expect(links).toEqual([
      expect.objectContaining({
        invoiceId: referenced.id,
        verified: 1,
        score: S.paymentReference + S.knownIban + S.exactAmount,
      }),
    ]);
    expect(await f.invoiceState(older.id)).toMatchObject({ open: 7_000 });
  });

  it('one payment settles two invoices; two payments settle one; a partial payment leaves the rest open', async () => {
    const customerId = await f.customer();
    const a = await f.invoice({ customerId, amount: 1_000 });
    const b = await f.invoice({ customerId, amount: 2_500 });
    const both = await f.payment({ amount: 3_500, description: `${a.reference} ${b.reference}` });
    const account = newIban();
    const payer = await f.customer({ ibans: [account] });
    const big = await f.invoice({ customerId: payer, amount: 10_000 });
    const first = await f.payment({ amount: 4_000, reference: big.reference, cpIban: account, date: day(-2) });
    await analyse();
    // Two references that together make the amount: both exact, both verified.
    expect((await f.links(both)).map((l) => [l.invoiceId, l.amount, l.verified])).toEqual([
      [a.id, 1_000, 1],
      [b.id, 2_500, 1],
    ]);
    expect(await f.invoiceState(big.id)).toEqual({ open: 6_000, paidDate: null });
    const second = await f.payment({ amount: 6_000, reference: big.reference, cpIban: account, date: day(-1) });
    expect(await analyse()).toMatchObject({ matched: 1 });
    expect((await f.links(second))[0]).toMatchObject({ invoiceId: big.id, amount: 6_000, verified: 1 });
    expect(await f.links(first)).toHaveLength(1);
    expect(await f.invoiceState(big.id)).toEqual({ open: 0, paidDate: day(-1) });
  });

  it('nets an open credit invoice against the invoice it corrects', async () => {
    const account = newIban();
    const customerId = await f.customer({ ibans: [account] });
    const invoice = await f.invoice({ customerId, amount: 10_000, age: 50 });
    const credit = await f.invoice({ customerId, amount: -3_000, age: 45 });
    const payment = await f.payment({ amount: 7_000, cpIban: account });
    await analyse();
    const links = await f.links(payment);
    expect(links.map((l) => [l.invoiceId, l.amount])).toEqual(
      expect.arrayContaining([
        [invoice.id, 10_000],
        [credit.id, -3_000],
      ]),
    );
    expect(links[0]?.reasons).toEqual(['knownIban', 'exactAmount', 'creditNetted']);
  });

  it("a management company's payment settles a managed customer's invoice", async () => {
    const account = newIban();
    const manager = await f.customer({ name: 'VvE Beheer', ibans: [account], isManager: 1 });
    const managed = await f.customer({ name: 'VvE Parkzicht', managementId: manager });
    const invoice = await f.invoice({ customerId: managed, amount: 45_000 });
    const payment = await f.payment({ amount: 45_000, cpIban: account, description: `nota ${invoice.number}` });
    await analyse();
    expect(await f.links(payment)).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        verified: 1,
        reasons: ['invoiceNumber', 'knownIban', 'exactAmount'],
      }),
    ]);
    expect(await f.invoiceState(invoice.id)).toMatchObject({ open: 0 });
  });

  it("the owner's threshold decides: a suggestion above it is verified on the next run, without duplicates", async () => {
    const account = newIban();
    const customerId = await f.customer({ ibans: [account] });
    const invoice = await f.invoice({ customerId, amount: 2_222 });
    const payment = await f.payment({ amount: 2_222, cpIban: account });
    await analyse();
    expect(await f.links(payment)).toEqual([expect.objectContaining({ verified: 0, score: 40 })]);
    // Run again: the suggestion is made anew, not twice.
    await analyse();
    expect(await f.links(payment)).toHaveLength(1);
    await call(t.app, t.admin, 'savePaymentSettings', { autoVerifyScore: 40 });
    try {
      await analyse();
      expect(await f.links(payment)).toEqual([expect.objectContaining({ verified: 1, amount: 2_222 })]);
      expect(await f.invoiceState(invoice.id)).toMatchObject({ open: 0 });
    } finally {
      await call(t.app, t.admin, 'savePaymentSettings', { autoVerifyScore: 80 });
    }
  });
});
