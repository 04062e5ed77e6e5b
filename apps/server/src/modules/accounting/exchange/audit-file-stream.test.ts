import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../db/tenant.ts';
import { ADMIN_1, appPerFile } from '../../../test/app-per-file.ts';
import { ALL_BACKENDS, call } from '../../../test/harness.ts';
import { referenceXsd, xsdProblems } from '../../../test/xsd.ts';

// Issue 20, Export: the audit file streams without holding the database. While a large file is still downloading (the
// client has read only its first bytes, so the server waits on it), another call answers, even one that books a line
// in the exported year; the file is then read to its end, validates, and holds exactly the lines that were there when
// it started. On PGlite (one connection) a download holding its transaction would keep that call waiting.

const XSD = referenceXsd('xaf/XmlAuditfileFinancieel3.2.xsd');
const YEAR = { startDate: '2021-01-01', endDate: '2021-12-31' };
/** Lines enough for a file of several MB, more than the socket buffers take while the client is not reading. */
const LINES = 40_000;

describe.each(ALL_BACKENDS)('audit file streaming on %s', (backend) => {
  const t = appPerFile(backend, { admin: ADMIN_1 });
  let base = '';
  let accountIds: Map<string, number>;

  beforeAll(async () => {
    const accounts: { id: number; number: string }[] = (
      await t.app.request('GET', '/r/allAccounts', { token: t.admin })
    ).json;
    accountIds = new Map(accounts.map((a) => [a.number, a.id]));
    const [bank, revenue] = [accountIds.get('1100'), accountIds.get('8000')];
    const [diary] = (await t.app.request('GET', '/r/allDiaries', { token: t.admin })).json as { id: number }[];
    // Pairs of lines (bank / revenue), a document per pair, spread over the year.
    await withTenant(t.app.database, 1, (tx) =>
      tx.execute(sql`
        insert into bookings (owner_id, diary_id, document_kind, document_id, document_number, date, account_id,
          description, debit, credit)
        select 1, ${diary?.id}::int, 4, 900000 + g / 2, 'S' || (g / 2), date '2021-01-01' + (g % 365),
          case when g % 2 = 0 then ${bank}::int else ${revenue}::int end, 'Streamed line ' || g,
          case when g % 2 = 0 then 1000 else 0 end, case when g % 2 = 1 then 1000 else 0 end
        from generate_series(0, ${LINES - 1}) g`),
    );
    base = await t.app.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers another call while the file is still downloading, and the file holds what was there at its start', {
    timeout: 120_000,
  }, async () => {
    const response = await fetch(`${base}/api/r/exportAuditfile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(YEAR),
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    if (first.value) chunks.push(first.value);
    expect(first.done).toBe(false);

    // The download is not read on meanwhile: a call waiting for it would never answer, so it gets 10 s.
    const booked = await Promise.race([
      call(t.app, t.admin, 'saveJournalEntry', {
        date: '2021-06-01',
        lines: [
          { accountId: accountIds.get('4600'), description: 'During the export', debit: 777, credit: 0 },
          { accountId: accountIds.get('1100'), description: 'During the export', debit: 0, credit: 777 },
        ],
      }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the call waited for the download')), 10_000),
      ),
    ]);
    expect(booked.lines).toBe(2);

    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      chunks.push(next.value);
    }
    const xml = Buffer.concat(chunks);
    expect(await xsdProblems(xml, XSD)).toBe('');
    const text = xml.toString('utf8');
    expect(text).toContain(`<linesCount>${LINES}</linesCount>`);
    expect(text.match(/<trLine>/g)?.length).toBe(LINES);
    expect(text).not.toContain('During the export');
    expect(text.trimEnd().endsWith('</auditfile>')).toBe(true);

    // The next export has the entry.
    const again = await t.app.request('POST', '/r/exportAuditfile', { token: t.admin, body: YEAR });
    expect(again.bytes.toString('utf8')).toContain(`<linesCount>${LINES + 2}</linesCount>`);
  });
});
