import { expect, test } from '@playwright/test';
import { chooseOption } from './support/employees.ts';
import { pdfText } from './support/pdf.ts';
import { ADMIN, login, notice, OWNER_1, tokenInStorage, unique } from './support/session.ts';

// PDF templates (Home/PdfTemplates): a new invoice template's footer and colour show in the live preview, which the
// server renders from the template as edited, and the saved template is listed as the active one.

test('a new template: the edited footer and colour are in the live preview, then saved as active', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  await page.goto('/#/Home/PdfTemplates');
  await expect(page.getByTestId('pdf-template-preview-frame')).toBeVisible();
  await page.getByTestId('pdf-template-new').click();
  const name = `E2E ${unique()}`;
  const footer = `Voorwaarden ${name}`;
  await page.getByTestId('pdf-template-name').fill(name);
  // A VAT declaration template: the demo's invoices keep their own template for the other tests.
  await chooseOption(page, page.getByTestId('pdf-template-type'), 'VAT declaration');
  const accent = page.getByTestId('pdf-template-accentColor');
  await accent.fill('#e8590c');
  const preview = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/r/previewPdfTemplate') &&
      (response.request().postData() ?? '').includes(footer) &&
      (response.request().postData() ?? '').includes('#e8590c'),
  );
  await page.getByTestId('pdf-template-footer').fill(footer);
  const answer = await preview;
  expect(answer.ok()).toBe(true);
  // The page may drop that answer for a newer one: the same template asked again is the PDF the preview showed.
  const again = await page.request.post('/api/r/previewPdfTemplate', {
    headers: { authorization: `Bearer ${await tokenInStorage(page)}` },
    data: JSON.parse(answer.request().postData() ?? '{}'),
  });
  expect(await pdfText(await again.body())).toContain(footer);
  await expect(page.getByTestId('pdf-template-preview-frame')).toHaveAttribute('data-state', 'ready');

  await page.getByTestId('pdf-template-save').click();
  await expect(notice(page, 'positive', 'Template saved')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('VAT declaration');
  await expect(row).toContainText('Yes');
});
