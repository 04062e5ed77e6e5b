import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ADMIN, login, notice, OWNER_1 } from './support/session.ts';

const XSD = fileURLToPath(new URL('../../shared/reference/iso20022/pain/xsd/pain.001.001.09.xsd', import.meta.url));
const run = promisify(execFile);

/** DD-MM-YYYY, `days` from today (the date fields' format). */
function shownDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;
}

// Issue 19, SEPA batches out: the demo's waiting batch is deleted, freeing its purchases; a batch of three open
// purchases, one of a supplier with a G-account split (70/30), is made and its pain.001.001.09 downloaded: xmllint
// validates it against the ISO XSD, with four transfers and a control sum that is their sum.
test('a batch of three open purchases, one split to a G-account, gives a valid pain.001 to download', async ({
  page,
}) => {
  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Payments/PaymentBatches' });
  await page.getByRole('row', { name: /Crediteuren deze week/ }).click();
  await page.getByTestId('batch-delete').click();
  await page.getByTestId('confirm-delete').click();
  await expect(notice(page, 'positive', 'Payment batch deleted')).toBeVisible();

  await page.getByTestId('batch-new').click();
  await page.getByTestId('batch-due-by').fill(shownDate(60));
  await page.getByTestId('batch-due-by').blur();
  for (const choice of [
    'Schoonmaakgroothandel Utrecht BV SGU-24017',
    'Glazenwasserij Van Dijk 2026-118',
    'Kärcher Reinigungstechnik KRT-558120',
  ])
    await page.getByRole('checkbox', { name: choice, exact: true }).check();
  const split = page.getByTestId('batch-choice').filter({ hasText: '2026-118' });
  await expect(split).toContainText('G-account');
  await expect(split).toContainText('€717.50');
  await expect(page.getByTestId('batch-totals')).toContainText('Chosen: 3');
  await page.getByTestId('dialog-save').click();
  await expect(page).toHaveURL(/#\/Payments\/PaymentBatches\/edit\/\d+$/);

  const downloading = page.waitForEvent('download');
  await page.getByTestId('batch-download').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^SEPA batch \d+ pain\.001\.001\.09\.xml$/);
  const path = (await file.path()) ?? '';
  await run('xmllint', ['--noout', '--nonet', '--schema', XSD, path]);
  const xml = await readFile(path, 'utf8');
  const amounts = [...xml.matchAll(/<InstdAmt Ccy="EUR">(\d+)\.(\d\d)<\/InstdAmt>/g)].map(
    (m) => Number(m[1]) * 100 + Number(m[2]),
  );
  expect(amounts).toHaveLength(4);
  const sum = amounts.reduce((total, cents) => total + cents, 0);
  expect(xml).toContain(`<CtrlSum>${Math.floor(sum / 100)}.${String(sum % 100).padStart(2, '0')}</CtrlSum>`);
  expect(xml).toContain('<NbOfTxs>4</NbOfTxs>');
});
