import { test } from '@playwright/test';
import { ADMIN, login, OWNER_1 } from './support/session.ts';

for (const [w, h] of [[1440, 900], [390, 844]] as const) {
  test(`shots ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await login(page, ADMIN, { owner: OWNER_1, from: '/#/Accounting2/Export' });
    await page.getByTestId('accounting-export-page').waitFor();
    await page.screenshot({ path: `/tmp/auditfile-shots/export-${w}.png` });
    await page.goto('/#/Accounting2/ImportLedger');
    await page.getByTestId('import-ledger-page').waitFor();
    const csv = 'Nr;Naam;Soort;Klasse\n1000;Kas;Activa;Vlottende activa\n1001;Kas 2;Onbekend;\n1000;Dubbel;1;Bestaat niet\n';
    await page.locator('input[type="file"]').setInputFiles({ name: 'l.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/auditfile-shots/import-${w}.png`, fullPage: true });
  });
}
