import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { ADMIN, login, OWNER_1 } from './support/session.ts';
import { rowsWith, search } from './support/table.ts';

// Issue 20, Closing and exchange: the audit file of this year downloads from the Export page and validates against the
// XAF 3.2 schema; a CSV of ledger accounts imported on ImportLedger (one updated, one new) shows on Ledgers.

const XSD = fileURLToPath(new URL('../../shared/reference/xaf/XmlAuditfileFinancieel3.2.xsd', import.meta.url));
const run = promisify(execFile);

test('the audit file of a period downloads from the Export page and validates', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Accounting2/Export' });
  const year = new Date().getFullYear();
  await page.getByTestId('export-start').fill(`01-01-${year}`);
  await page.getByTestId('export-end').fill(`31-12-${year}`);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-xaf').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`Auditfile ${year}-01-01 ${year}-12-31.xaf`);
  const path = (await file.path()) ?? '';
  await run('xmllint', ['--noout', '--nonet', '--schema', XSD, path]);
  const xml = await readFile(path, 'utf8');
  expect(xml).toContain(`<fiscalYear>${year}</fiscalYear>`);
  expect(xml).toContain('<companyName>Demo Schoonmaak B.V.</companyName>');
});

test('ledger accounts imported from a CSV show on the ledger', async ({ page }) => {
  const tag = Date.now().toString(36).slice(-5);
  await login(page, ADMIN, { owner: OWNER_1, from: '/#/Accounting2/ImportLedger' });
  const csv = [
    'Rekening;Omschrijving;Soort;Rubriek;RGS',
    `1000;Kas ${tag};Activa;Vlottende activa;BLimKasKas`,
    `9${tag.length}77;Vloeronderhoud ${tag};Opbrengsten;Opbrengsten;WOmzNopOvo`,
  ].join('\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ledger.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('import-count-valid')).toContainText('2');
  await page.getByTestId('import-submit').click();
  await expect(page.getByTestId('notice-positive')).toBeVisible();

  await page.goto('/#/Accounting2/Ledgers');
  await search(page, tag);
  await expect(rowsWith(page, `Kas ${tag}`)).toContainText('1000');
  await expect(rowsWith(page, `Vloeronderhoud ${tag}`)).toContainText('WOmzNopOvo');
});
