import { expect, type Page, test } from '@playwright/test';
import { DOWNLOAD_TICKET_SECONDS } from './playwright.config.ts';
import { openedPdfAddress } from './support/pdf.ts';
import { ADMIN, apiToken, login, logout, OWNER_1, tokenInStorage } from './support/session.ts';

// Files open through a download ticket (issue 14): the address in the new tab holds a ticket for that one file, not
// the session token; it stops working at logout and when its few minutes are over (DOWNLOAD_TICKET_SECONDS on this
// server, so the test need not wait the 5 minutes of a real one).

/** An invoiced invoice of the demo owner, through the API. */
async function anInvoiceId(page: Page): Promise<number> {
  const token = await apiToken(page.request, ADMIN, 1);
  const answer = await page.request.post('/api/r/invoicesDateRangePaged', {
    headers: { authorization: `Bearer ${token}` },
    data: { startDate: '2000-01-01', endDate: '2999-12-31', status: 1, perPage: 1 },
  });
  expect(answer.ok()).toBe(true);
  const id = ((await answer.json()) as { invoices: { id: number }[] }).invoices[0]?.id;
  expect(id).toBeGreaterThan(0);
  return id ?? 0;
}

/** Opens the invoice's PDF from its page; answers the address of the new tab. */
async function openPdf(page: Page, invoiceId: number): Promise<string> {
  await page.goto(`/#/Sales/Invoices/Edit/${invoiceId}`);
  return openedPdfAddress(page, () => page.getByTestId('invoice-pdf').click());
}

test.describe('download tickets', () => {
  test('a PDF opens by a ticket that is no session, and its link is refused after logout', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    const invoiceId = await anInvoiceId(page);
    const url = await openPdf(page, invoiceId);
    const session = await tokenInStorage(page);
    expect(url).not.toContain(encodeURIComponent(session ?? '-'));

    const pdf = await page.request.get(url);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The ticket in the link reads nothing else: as a session token every call answers 401.
    const ticket = decodeURIComponent(/\/downloadInline\/([^/]+)\//.exec(url)?.[1] ?? '');
    const asSession = await page.request.get('/api/r/allEmployees', { headers: { authorization: `Bearer ${ticket}` } });
    expect(asSession.status()).toBe(401);

    await logout(page);
    expect((await page.request.get(url)).status()).toBe(401);
    // The session token of before the logout is refused too.
    const afterLogout = await page.request.get('/api/r/me', { headers: { authorization: `Bearer ${session}` } });
    expect(afterLogout.status()).toBe(401);
  });

  test('a PDF link is refused once its ticket has expired', async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    const url = await openPdf(page, await anInvoiceId(page));
    expect((await page.request.get(url)).status()).toBe(200);
    await page.waitForTimeout((DOWNLOAD_TICKET_SECONDS + 1) * 1000);
    const expired = await page.request.get(url);
    expect(expired.status()).toBe(401);
    expect(((await expired.json()) as { message: string }).message).toContain('no longer valid');
  });
});
