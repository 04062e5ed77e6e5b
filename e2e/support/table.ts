import { expect, type Locator, type Page } from '@playwright/test';

/** The grid (desktop layout) of the page's DataTable. */
export const grid = (page: Page) => page.getByTestId('table-grid');

/** The header cells of the grid. mantine-datatable gives sortable headers role="button", not "columnheader". */
const headerCells = (page: Page) => grid(page).locator('thead th');

/** The visible column titles, without the empty selection and actions columns. */
export async function headerTexts(page: Page): Promise<string[]> {
  const texts = await headerCells(page).allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

/** Body rows whose text contains `text`. */
export const rowsWith = (page: Page, text: string): Locator => grid(page).locator('tbody tr').filter({ hasText: text });

/** Types into the table's search box (filters the rows shown). */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByTestId('table-search').fill(text);
}

/** Chooses rows per page ("5", "10", "20", "50", "100" or the label of "all"). */
export async function setRowsPerPage(page: Page, label: string): Promise<void> {
  const select = page.getByTestId('table-rows-per-page');
  await select.click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(select).toHaveValue(label);
}

/** Opens the column chooser, toggles one column, closes the menu again. */
export async function toggleColumn(page: Page, key: string): Promise<void> {
  await page.getByTestId('table-column-chooser').click();
  const item = page.getByTestId(`column-toggle-${key}`);
  await expect(item).toBeVisible();
  const before = await item.getAttribute('aria-checked');
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('table-column-menu')).toBeHidden();
}
