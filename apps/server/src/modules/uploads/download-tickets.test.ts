import { UPLOAD_BELONGS_TO } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTenant } from '../../db/tenant.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo.ts';
import { appWithAdmins, BACKENDS } from '../../test/harness.ts';

const { company: COMPANY } = UPLOAD_BELONGS_TO;
const PDF = Buffer.from('%PDF-1.4\n% a tiny stand-in\n');

describe.each(BACKENDS)('download tickets on %s', (backend) => {
  const t = appWithAdmins(backend);
  afterEach(() => vi.useRealTimers());

  const call = (path: string, body: unknown, token = t.owner1) => t.app.request('POST', path, { token, body });
  const upload = async (fileName: string, mimeType: string, token = t.owner1) => {
    const response = await call(
      '/r/upload',
      { belongsTo: COMPANY, belongsId: 1, fileName, mimeType, contentBase64: PDF.toString('base64') },
      token,
    );
    expect(response.status, response.body as string).toBe(200);
    return response.json.id as number;
  };
  const ticketOf = async (id: number, token = t.owner1) => {
    const response = await call('/r/downloadTicket', { uploadId: id }, token);
    expect(response.status).toBe(200);
    return response.json.ticket as string;
  };
  const get = (token: string, id: number) =>
    t.app.app.inject({ method: 'GET', url: `${t.app.config.basePath}/api/downloadInline/${token}/${id}` });

  it('serves a file by its ticket, and never by the session token', async () => {
    const id = await upload('factuur.pdf', 'application/pdf');
    const ticket = await ticketOf(id);
    const file = await get(ticket, id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The old shape, with the session token in the address, is refused: a forwarded link no longer hands over the account.
    expect((await get(t.owner1, id)).statusCode).toBe(401);
  });

  it('is useless as a session: every call answers 401 to a ticket', async () => {
    const ticket = await ticketOf(await upload('a.pdf', 'application/pdf'));
    for (const { method, path } of t.app.calls) {
      expect((await t.app.request(method, `/r${path}`, { token: ticket })).status, path).toBe(401);
    }
  });

  it('is bound to its upload', async () => {
    const first = await upload('one.pdf', 'application/pdf');
    const second = await upload('two.pdf', 'application/pdf');
    expect((await get(await ticketOf(first), second)).statusCode).toBe(401);
  });

  it('ends with the session it was made in: logout, a password change, an administrator', async () => {
    const id = await upload('b.pdf', 'application/pdf');
    const session = await t.app.login(DEMO_USERS.admin, 1);
    const ticket = await ticketOf(id, session);
    expect((await get(ticket, id)).statusCode).toBe(200);
    await t.app.request('POST', '/logout', { token: session });
    expect((await get(ticket, id)).statusCode).toBe(401);

    const other = await t.app.login(DEMO_USERS.admin, 1);
    const ticket2 = await ticketOf(id, other);
    const me = await t.app.request('GET', '/r/me', { token: t.owner1 });
    const changed = await call('/r/updatePassword', { id: me.json.id, password: DEMO_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await get(ticket2, id)).statusCode).toBe(401);
    t.owner1 = changed.json.token; // the session that changed the password goes on with its new token
    expect((await get(await ticketOf(id), id)).statusCode).toBe(200);
  });

  it('expires after DOWNLOAD_TICKET_SECONDS', async () => {
    const id = await upload('c.pdf', 'application/pdf');
    const ticket = await ticketOf(id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (t.app.config.downloadTicketSeconds + 5) * 1000 });
    expect((await get(ticket, id)).statusCode).toBe(401);
    vi.useRealTimers();
    expect((await get(ticket, id)).statusCode).toBe(200);
  });

  it('serves inline only what a browser shows safely; the rest, and unknown stored types, as attachments', async () => {
    const cases: [string, string, string, 'inline' | 'attachment'][] = [
      ['a.pdf', 'application/pdf', 'application/pdf', 'inline'],
      ['a.png', 'image/png', 'image/png', 'inline'],
      ['a.jpg', 'image/jpeg', 'image/jpeg', 'inline'],
      ['a.csv', 'text/csv', 'text/csv', 'attachment'],
      ['a.tif', 'image/tiff', 'image/tiff', 'attachment'],
      ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '', 'attachment'],
    ];
    for (const [name, mimeType, served, disposition] of cases) {
      const id = await upload(name, mimeType);
      const file = await get(await ticketOf(id), id);
      expect(file.statusCode, name).toBe(200);
      expect(file.headers['content-type'], name).toBe(served || mimeType);
      expect(file.headers['content-disposition'], name).toMatch(new RegExp(`^${disposition};`));
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
    // Rows written before uploads were checked: an SVG and a type with a line break are plain bytes, never a 500.
    for (const stored of ['image/svg+xml', 'image/png\r\nSet-Cookie: a=b']) {
      const id = await upload('old.png', 'image/png');
      await withTenant(t.app.database, 1, (tx) =>
        tx.execute(sql`update uploads set mime_type = ${stored} where owner_id = 1 and id = ${id}`),
      );
      const file = await get(await ticketOf(id), id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/octet-stream');
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
      expect(file.headers['set-cookie']).toBeUndefined();
    }
  });
});
