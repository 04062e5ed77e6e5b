import { expect, type Page, test } from '@playwright/test';
import { ADMIN, login, notice, OWNER_1, OWNER_1_CARS, unique } from './support/session.ts';
import { grid, rowsWith, search } from './support/table.ts';

/** The id of the car in the (single) row showing `name`, read from the row's test id. */
async function carId(page: Page, name: string): Promise<string> {
  const row = rowsWith(page, name);
  await expect(row).toHaveCount(1);
  const testId = await row.getAttribute('data-testid');
  const id = testId?.replace('table-row-', '');
  expect(id).toMatch(/^\d+$/);
  return id ?? '';
}

test.describe('cars', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, ADMIN, { owner: OWNER_1 });
    await page.getByTestId('nav-Other-Cars').click();
    await expect(page).toHaveURL(/#\/Other\/Cars$/);
    await expect(rowsWith(page, OWNER_1_CARS[0] ?? '')).toHaveCount(1);
  });

  test('a car is created, edited and deleted, and stays deleted after a reload', async ({ page }) => {
    const name = `E2E Citroën Berlingo ${unique()}`;
    const renamed = `${name} (renamed)`;

    // Create.
    await page.getByTestId('resource-new').click();
    await expect(page).toHaveURL(/#\/Other\/Cars\/new$/);
    const dialog = page.getByRole('dialog', { name: 'New car' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Licence plate').fill('ab-123-c');
    await dialog.getByTestId('dialog-save').click();
    await expect(notice(page, 'positive', 'Saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/Other\/Cars$/);
    await search(page, name);
    await expect(rowsWith(page, name)).toHaveCount(1);
    // The licence plate is stored in capitals.
    await expect(rowsWith(page, name)).toContainText('AB-123-C');
    const id = await carId(page, name);

    // Positive notices close by themselves (after 4 s); the edit's "Saved." below is then its own.
    await expect(page.getByTestId('notice-positive')).toHaveCount(0);

    // Edit through the row's edit button.
    await rowsWith(page, name).getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`#/Other/Cars/edit/${id}$`));
    const editDialog = page.getByRole('dialog', { name: 'Edit car' });
    await expect(editDialog.getByLabel('Name')).toHaveValue(name);
    await expect(editDialog.getByLabel('Licence plate')).toHaveValue('AB-123-C');
    await editDialog.getByLabel('Name').fill(renamed);
    await editDialog.getByTestId('dialog-save').click();
    await expect(notice(page, 'positive', 'Saved.')).toBeVisible();
    await expect(editDialog).toBeHidden();
    await expect(page.getByTestId(`table-row-${id}`)).toContainText(renamed);
    await page.reload();
    await search(page, name);
    await expect(page.getByTestId(`table-row-${id}`)).toContainText(renamed);
    await expect(rowsWith(page, name)).toHaveCount(1);

    // Delete, with the confirmation.
    await page.getByTestId(`resource-delete-${id}`).click();
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await expect(confirm).toContainText(`Are you sure you want to delete “${renamed}”?`);
    await confirm.getByTestId('confirm-delete').click();
    await expect(notice(page, 'positive', 'Deleted.')).toBeVisible();
    await expect(page.getByTestId(`table-row-${id}`)).toHaveCount(0);
    await expect(rowsWith(page, name)).toHaveCount(0);

    await page.reload();
    await expect(rowsWith(page, OWNER_1_CARS[0] ?? '')).toHaveCount(1);
    await search(page, name);
    await expect(page.getByTestId('table-range')).toContainText('0–0 of 0');
    await expect(page.getByTestId(`table-row-${id}`)).toHaveCount(0);
    // Its edit route no longer opens it.
    await page.goto(`/#/Other/Cars/edit/${id}`);
    await expect(notice(page, 'negative', `Record ${id} was not found.`)).toBeVisible();
    await expect(page).toHaveURL(/#\/Other\/Cars$/);
    await expect(page.getByTestId('resource-dialog')).toHaveCount(0);
  });

  test('an empty name shows the required message and saves nothing', async ({ page }) => {
    const plate = `E2E-${unique()}`.toUpperCase().slice(0, 20);
    await expect(page.getByTestId('table-range')).toBeVisible();
    const rangeBefore = await page.getByTestId('table-range').innerText();

    await page.getByTestId('resource-new').click();
    const dialog = page.getByRole('dialog', { name: 'New car' });
    await dialog.getByLabel('Licence plate').fill(plate);
    await dialog.getByTestId('dialog-save').click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    // Only blanks is empty too.
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByTestId('dialog-save').click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('notice-positive')).toHaveCount(0);

    await dialog.getByTestId('dialog-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/Other\/Cars$/);
    await page.reload();
    await expect(rowsWith(page, OWNER_1_CARS[0] ?? '')).toHaveCount(1);
    await expect(page.getByTestId('table-range')).toHaveText(rangeBefore);
    await expect(grid(page).getByText(plate)).toHaveCount(0);
  });

  test('/Other/Cars/edit/{id} opens the edit dialog of that car, also after a reload', async ({ page }) => {
    const seeded = OWNER_1_CARS[1] ?? '';
    const id = await carId(page, seeded);

    await page.goto(`/#/Other/Cars/edit/${id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit car' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(seeded);
    await expect(dialog.getByLabel('Licence plate')).toHaveValue('VZ-456-K');

    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(seeded);

    // Cancelling closes the dialog and goes back to the list route, changing nothing.
    await dialog.getByLabel('Name').fill('Not saved');
    await dialog.getByTestId('dialog-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/Other\/Cars$/);
    await expect(page.getByTestId(`table-row-${id}`)).toContainText(seeded);

    // An action the route does not know is a not-found page.
    await page.goto(`/#/Other/Cars/frobnicate/${id}`);
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  });
});
