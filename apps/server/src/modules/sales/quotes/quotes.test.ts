import { quoteDefaultRange } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { describe, expect, it } from 'vitest';
import { appWithAdmins, BACKENDS, countRows } from '../../../test/harness.ts';
import { pdfText } from '../../../test/pdf.ts';
import { call, newCustomer } from '../invoices/test-support.ts';

// Demo owner 1 has work types 1-4 and VAT codes 1 (21 %) and 2 (9 %) (seed/demo-lists.ts).

const today = todayIso();
const line = (fields: Record<string, unknown> = {}) => ({
  workTypeId: 1,
  description: 'Kantoorschoonmaak',
  minutes: 120,
  days: [1, 3, 5],
  price: 3250,
  vatCode: 1,
  invoicing: 1,
  ...fields,
});
const quote = (fields: Record<string, unknown> = {}) => ({
  company: 'Bakkerij de Zon',
  contact: 'J. de Zon',
  address: 'Dorpsstraat',
  houseNumber: '12',
  postalCode: '3401 AB',
  city: 'IJsselstein',
  requestDate: today,
  kind: 2,
  statusCode: 1,
  lines: [
    line(),
    line({ workTypeId: 2, description: 'Glasbewassing', pricing: 2, price: 12_500, vatCode: 2, days: [2] }),
  ],
  ...fields,
});

describe.each(BACKENDS)('quotes and opportunities on %s', (backend) => {
  const t = appWithAdmins(backend);
  const saveQuote = (body: Record<string, unknown>, status = 200) => call(t.app, t.owner1, 'saveQuote', body, status);
  const range = (filter: Record<string, unknown> = {}) =>
    call(t.app, t.owner1, 'quotesDateRange', { ...quoteDefaultRange(today), ...filter });

  it('saves a quote with its lines, lists it with its monthly amount and deletes it', async () => {
    const customer = await newCustomer(t.app, t.owner1, { name: 'Bakkerij de Zon BV' });
    const saved = await saveQuote(quote({ customerId: customer.id }));
    expect(saved).toMatchObject({ customerName: 'Bakkerij de Zon BV', result: 1, projectId: 0, projectName: '' });
    expect(saved.lines).toHaveLength(2);
    expect(saved.lines[0].id).toMatch(/^[0-9a-f-]{36}$/);

    // 2 h × 3 days × 52 / 12 = 26.00 h × € 32.50, plus € 125.00 fixed.
    const listed = (await range()).find((q: { id: number }) => q.id === saved.id);
    expect(listed.amountExVat).toBe(84_500 + 12_500);

    const changed = await saveQuote({ ...saved, statusCode: 3, projectId: 999 });
    expect(changed).toMatchObject({ statusCode: 3, projectId: 0 });
    expect((await t.app.request('GET', '/r/allQuotes', { token: t.owner2 })).json).toEqual([]);
    expect(
      (await t.app.request('POST', '/r/saveQuote', { token: t.owner2, body: { ...changed, customerId: 0 } })).status,
    ).toBe(404);

    await saveQuote({ ...changed, deleted: 1 });
    expect((await range()).map((q: { id: number }) => q.id)).not.toContain(saved.id);
  });

  it('filters the list by request date, status and result', async () => {
    const old = await saveQuote(quote({ company: 'Oud BV', requestDate: '2001-05-01' }));
    const sent = await saveQuote(quote({ company: 'Verstuurd BV', statusCode: 3 }));
    const lost = await saveQuote(quote({ company: 'Verloren BV', statusCode: 3, result: 3 }));
    const ids = async (filter: Record<string, unknown>) => (await range(filter)).map((q: { id: number }) => q.id);

    expect(await ids({})).toEqual(expect.arrayContaining([sent.id, lost.id]));
    expect(await ids({})).not.toContain(old.id);
    expect(await ids({ startDate: '2001-01-01', endDate: '2001-12-31' })).toEqual([old.id]);
    expect(await ids({ statusCode: 3, result: 3 })).toEqual([lost.id]);
    expect(await ids({ statusCode: 3, result: 1 })).toContain(sent.id);
    expect(await ids({ statusCode: 3, result: 1 })).not.toContain(lost.id);
    expect(await ids({ statusCode: 2 })).not.toContain(sent.id);
  });

  it('awards a quote into a project with its address and works, once', async () => {
    const customer = await newCustomer(t.app, t.owner1, { name: 'Tandartspraktijk Wit' });
    const saved = await saveQuote(quote({ customerId: customer.id, company: 'Tandartspraktijk Wit', kind: 5 }));
    const projectsBefore = await countRows(t.app, 'projects');

    const awarded = await call(t.app, t.owner1, 'awardQuote', { id: saved.id });
    expect(awarded).toMatchObject({ result: 2, projectName: 'Tandartspraktijk Wit, IJsselstein' });
    const project = await call(t.app, t.owner1, 'getProject', { id: awarded.projectId });
    expect(project).toMatchObject({ customerId: customer.id, name: 'Tandartspraktijk Wit, IJsselstein' });
    expect(project.addresses).toMatchObject([
      { address: 'Dorpsstraat', houseNumber: '12', city: 'IJsselstein', mainAddress: 1 },
    ]);
    expect(project.works).toMatchObject([
      { workType: 1, hourRate: 3250, minutes: 120, selectedDays: [1, 3, 5], invoicing: 1, startDate: today },
      { workType: 2, hourRate: 0, selectedDays: [2], description: 'Glasbewassing' },
    ]);

    const again = await call(t.app, t.owner1, 'awardQuote', { id: saved.id });
    expect(again.projectId).toBe(awarded.projectId);
    await saveQuote({ ...again, result: 2, notes: 'Getekend' });
    expect(await countRows(t.app, 'projects')).toBe(projectsBefore + 1);
  });

  it('makes the project when a save marks the quote awarded', async () => {
    const customer = await newCustomer(t.app, t.owner1);
    const saved = await saveQuote(quote({ customerId: customer.id, result: 2, startDate: '2030-01-07' }));
    expect(saved.projectId).toBeGreaterThan(0);
    const project = await call(t.app, t.owner1, 'getProject', { id: saved.projectId });
    expect(project.works.map((w: { startDate: string }) => w.startDate)).toEqual(['2030-01-07', '2030-01-07']);
  });

  it('refuses to award a prospect, a quote without lines or with an expired work type, writing nothing', async () => {
    const customer = await newCustomer(t.app, t.owner1);
    const prospect = await saveQuote(quote());
    const empty = await saveQuote(quote({ customerId: customer.id, lines: [] }));
    const expired = await saveQuote(quote({ customerId: customer.id, lines: [line({ workTypeId: 5 })] }));
    const before = await Promise.all(['projects', 'works'].map((table) => countRows(t.app, table)));

    expect((await call(t.app, t.owner1, 'awardQuote', { id: prospect.id }, 400)).key).toBe('quote.noCustomer');
    expect((await call(t.app, t.owner1, 'awardQuote', { id: empty.id }, 400)).key).toBe('quote.noLines');
    expect((await call(t.app, t.owner1, 'awardQuote', { id: expired.id }, 400)).key).toBe('work.typeInvalid');
    expect((await saveQuote({ ...prospect, result: 2 }, 400)).key).toBe('quote.noCustomer');
    expect((await call(t.app, t.owner2, 'awardQuote', { id: empty.id }, 404)).key).toBe('record.notFound');

    expect(await Promise.all(['projects', 'works'].map((table) => countRows(t.app, table)))).toEqual(before);
    expect((await call(t.app, t.owner1, 'getQuote', { id: prospect.id })).result).toBe(1);
  });

  it('refuses bad quotes: no company, an unknown status, a line without days', async () => {
    const before = await countRows(t.app, 'quotes');
    await saveQuote(quote({ company: '' }), 400);
    await saveQuote(quote({ statusCode: 7 }), 400);
    await saveQuote(quote({ lines: [line({ days: [] })] }), 400);
    expect(await countRows(t.app, 'quotes')).toBe(before);
  });

  it('inserts a list of quotes', async () => {
    const saved = await call(t.app, t.owner1, 'insertQuotes', [
      quote({ company: 'Import A' }),
      quote({ company: 'Import B' }),
    ]);
    const names = (await range()).map((q: { company: string }) => q.company);
    expect(names).toEqual(expect.arrayContaining(['Import A', 'Import B']));
    expect(JSON.stringify(saved)).toContain('Import B');
  });

  it('keeps opportunities with their notes and the quote they led to', async () => {
    const led = await saveQuote(quote({ company: 'Kans BV' }));
    const saved = await call(t.app, t.owner1, 'saveOpportunity', {
      company: 'Kans BV',
      quoteId: led.id,
      notes: JSON.stringify([{ date: '2026-03-02', text: 'Gebeld, offerte gevraagd' }]),
    });
    expect(saved).toMatchObject({ quoteId: led.id, notes: [{ date: '2026-03-02', text: 'Gebeld, offerte gevraagd' }] });
    expect((await t.app.request('GET', '/r/allOpportunities', { token: t.owner1 })).json).toContainEqual(
      expect.objectContaining({ id: saved.id, company: 'Kans BV' }),
    );
    const otherOwners = await call(t.app, t.owner2, 'saveOpportunity', { company: 'Ander', quoteId: led.id }, 404);
    expect(otherOwners.key).toBe('record.notFound');
  });

  it('prints the quote as a PDF with its lines and monthly totals', async () => {
    const customer = await newCustomer(t.app, t.owner1, { name: 'Kantoor Noord', locale: 'nl' });
    const saved = await saveQuote(quote({ customerId: customer.id, company: 'Kantoor Noord' }));
    const response = await t.app.app.inject({
      method: 'POST',
      url: `${t.app.config.basePath}/api/r/quotePdf`,
      headers: { authorization: `Bearer ${t.owner1}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: saved.id }),
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('OFFERTE');
    expect(text).toContain('Kantoor Noord');
    expect(text).toContain('3× per week');
    // € 845,00 + € 125,00 excluding VAT; 21 % and 9 % on them: € 177,45 and € 11,25.
    expect(text).toMatch(/970,00/);
    expect(text).toMatch(/1\.158,70/);
  });
});
