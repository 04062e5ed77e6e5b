import { expect, test } from '@playwright/test';
import { chooseOption } from './support/employees.ts';
import { ADMIN, login, OWNER_1, unique } from './support/session.ts';

// A quote from the first line to the project (issue 17): made for a demo customer, awarded, and the new project opens
// with the quote's work. Amounts and the award's rules are in the API tests (quotes.test.ts).

test('a quote is made, awarded and lands on its new project with its works', async ({ page }) => {
  await login(page, ADMIN, { owner: OWNER_1 });
  const street = `Offertelaan ${unique()}`;
  await page.goto('/#/Sales/Quotes/new');
  const form = page.getByTestId('quote-form');
  await form.getByTestId('quote-customer').fill('Tandarts');
  await page.getByRole('option', { name: '1002 Tandartspraktijk De Bilt', exact: true }).click();
  await expect(form.getByTestId('quote-company')).toHaveValue('Tandartspraktijk De Bilt');
  await form.getByTestId('quote-address').fill(street);
  await form.getByTestId('quote-city').fill('De Bilt');
  // The work type brings its hour rate (€ 34.50) and VAT code: 1 hour on Mondays is 4.33 hours a month.
  // The work types may still be loading when the dialog opens: choose again until the choice holds.
  await expect(() => chooseOption(page, form.getByTestId('quote-line-work-type'), 'Schoonmaak kantoor')).toPass({
    timeout: 20_000,
  });
  await form.getByTestId('quote-line-description').fill('Kantoor wekelijks');
  await expect(form.getByTestId('quote-line-amount')).toContainText('149.39');
  await form.getByTestId('dialog-save').click();
  await expect(form).toBeHidden();

  await page.getByRole('cell', { name: 'Tandartspraktijk De Bilt' }).first().click();
  await page.getByTestId('quote-award').click();
  // The project's address is geocoded as it is saved: without a network the provider's 8 s timeout passes first.
  await expect(page).toHaveURL(/#\/Projects\/Edit\/\d+\/Works/, { timeout: 30_000 });
  await expect(page.getByTestId('project-title')).toHaveText('Tandartspraktijk De Bilt, De Bilt');
  await expect(page.getByTestId('project-works')).toContainText('Kantoor wekelijks');
});
